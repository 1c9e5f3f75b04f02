import BarGeometry
import BarViews
import BarWidgets
import Foundation

/// Where a layout puts one item and how it shows, as UIKit's `UICollectionViewLayoutAttributes`.
///
/// The frame is stored; `center` and `size` are read from it and written through it (setting the
/// size keeps the center, as in UIKit). Non-finite frames, centers and sizes, and negative sizes,
/// are ignored.
@MainActor
open class CollectionViewLayoutAttributes: @MainActor CustomStringConvertible {
    /// The item these attributes place.
    public var indexPath: IndexPath
    /// The item's frame in the collection view's content coordinates (default zero).
    public var frame: CGRect = .zero {
        didSet {
            if !frame.isFinite || frame.width < 0 || frame.height < 0 { frame = oldValue }
        }
    }
    /// The center of `frame`; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            guard newValue.isFinite else { return }
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }
    /// The size of `frame`; setting it keeps the center.
    public var size: CGSize {
        get { frame.size }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite, newValue.width >= 0, newValue.height >= 0
            else { return }
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The cell's alpha (default 1).
    public var alpha: CGFloat = 1
    /// Whether the cell is hidden (default false). A hidden item still has a cell.
    public var isHidden = false
    /// The item's place in front-to-back order (default 0): cells with a higher index are placed
    /// above those with a lower one.
    public var zIndex = 0

    /// Attributes for the cell of the item at `indexPath`, with a zero frame.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    /// The index path and the frame, for test messages and debugging.
    public var description: String {
        "<CollectionViewLayoutAttributes: indexPath = [\(indexPath.map(String.init).joined(separator: ", "))]; "
            + "frame = (\(View.format(frame.minX)) \(View.format(frame.minY)); "
            + "\(View.format(frame.width)) \(View.format(frame.height)))>"
    }
}

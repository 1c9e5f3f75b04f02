import BarGeometry
import BarViews
import BarWidgets
import Foundation

/// One item's view in a collection view, as UIKit's `UICollectionViewCell`.
///
/// Put the item's views in `contentView`. Behind it, `backgroundView` always shows and
/// `selectedBackgroundView` shows while the cell is selected or highlighted; all three fill the
/// cell. A collection view makes cells of a registered class from its metatype, through
/// `init(frame:)`, which is therefore `required`: a subclass that declares its own designated
/// initializers writes `required init(frame: CGRect)` (Swift implies the `override`, and rejects it
/// written out) and `required init?(coder:)`; one that declares none inherits both.
@MainActor
open class CollectionViewCell: View {
    /// The view to add the cell's content to; it fills the cell, above the background views.
    public let contentView: View

    /// A view behind the content, filling the cell (default nil).
    public var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// A view behind the content and above `backgroundView`, shown while the cell is selected or
    /// highlighted (default nil).
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                selectedBackgroundView.frame = bounds
                insertSubview(selectedBackgroundView, belowSubview: contentView)
            }
            updateSelectedBackground()
        }
    }

    /// Whether the item is selected. The collection view sets it (as the selection changes and before
    /// the cell shows); set the selection through the collection view, not here.
    ///
    /// Overrides observe it to change the cell's look; an override with observers calls `super`'s
    /// setter itself, and any other override must call `super`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectedBackground() } }
    }

    /// Whether a touch is on the item now. The collection view sets it while it tracks a touch on
    /// the cell.
    ///
    /// Overrides observe it to change the cell's look; an override with observers calls `super`'s
    /// setter itself, and any other override must call `super`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground() } }
    }

    /// The identifier the cell was dequeued with; nil for a cell made directly.
    public internal(set) var reuseIdentifier: String?

    /// The item the cell shows, while the collection view shows it.
    var shownIndexPath: IndexPath?
    /// The `zIndex` of the attributes the cell was last placed with.
    var layoutZIndex = 0

    /// A cell with the given frame and an empty content view. Required: collection views make cells
    /// from their registered class with it.
    public required override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpCell()
    }

    /// A cell decoded from a view document: `View`'s keys (the content view is made empty).
    public required init?(coder: Coder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        contentView.frame = bounds
        setUpCell()
    }

    private func setUpCell() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Resets the cell before a collection view hands it out again for another item.
    ///
    /// Called by `dequeueReusableCell(withReuseIdentifier:for:)` on a cell that was set aside, before
    /// it is returned (never on a new cell). The default clears `isHighlighted` and `isSelected` (the
    /// collection view then sets the selection of the new item). Overrides reset what the data
    /// source's configuration does not set again, and must call `super`.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    /// Fills the cell with the content view and the background views.
    ///
    /// Called by the layout pass (as `View`'s). Overrides must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}

import BarGeometry
import BarViews
import BarWidgets
import Foundation

/// The line-based layout, as UIKit's `UICollectionViewFlowLayout`: items flow along a line (a row
/// when the content scrolls vertically, a column when it scrolls horizontally) while they fit, then
/// start the next line; sections follow one another (Docs/Behaviors.md, "Flow layout").
///
/// In a line, items are centered on the line's cross axis (the line is as thick as its thickest
/// item). The leftover space along a line is spread as UIKit does for most lines: a line that is
/// not the last of its section and holds two items or more touches both section insets, with equal
/// gaps (at least `minimumInteritemSpacing`); the last line of a section, and a line of one item,
/// start at the leading inset with `minimumInteritemSpacing` between items.
///
/// `prepare()` works out every line once per invalidation (in time proportional to the items);
/// finding the items in a rect is a binary search over sections and lines, so a layout of 100,000
/// items scrolls as cheaply as one of 100.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The value of `estimatedItemSize` that turns on self-sizing without an estimate of its own
    /// (`itemSize` is the estimate).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The size of every item, unless the delegate's `sizeForItemAt` or self-sizing says otherwise
    /// (default 50 × 50). Negative or non-finite sizes are ignored.
    public var itemSize = CGSize(width: 50, height: 50) {
        didSet { if Self.isUsable(itemSize) { invalidateLayout() } else { itemSize = oldValue } }
    }

    /// Zero (the default) turns self-sizing off. Any other size turns it on: each cell is measured
    /// with `systemLayoutSizeFitting` when its item first comes into sight, and until then the item
    /// has this size (or `itemSize` when it is `automaticSize`). Negative or non-finite sizes are
    /// ignored.
    public var estimatedItemSize: CGSize = .zero {
        didSet {
            guard Self.isUsable(estimatedItemSize) || estimatedItemSize == Self.automaticSize else {
                estimatedItemSize = oldValue
                return
            }
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }

    /// The least spacing between lines of a section (default 10). Negative or non-finite values are
    /// ignored.
    public var minimumLineSpacing: CGFloat = 10 {
        didSet { if Self.isUsable(minimumLineSpacing) { invalidateLayout() } else { minimumLineSpacing = oldValue } }
    }

    /// The least spacing between items of a line (default 10); full lines spread their items wider.
    /// Negative or non-finite values are ignored.
    public var minimumInteritemSpacing: CGFloat = 10 {
        didSet {
            if Self.isUsable(minimumInteritemSpacing) { invalidateLayout() } else { minimumInteritemSpacing = oldValue }
        }
    }

    /// The space around each section's items (default zero). Non-finite insets are ignored.
    public var sectionInset: EdgeInsets = .zero {
        didSet { if sectionInset.isFinite { invalidateLayout() } else { sectionInset = oldValue } }
    }

    /// The direction lines stack in, and the content scrolls (default `.vertical`).
    public var scrollDirection: CollectionView.ScrollDirection = .vertical {
        didSet {
            guard scrollDirection != oldValue else { return }
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }

    /// The sections worked out by the last `prepare()`.
    var sections: [FlowSection] = []
    /// The content size worked out by the last `prepare()`.
    var preparedContentSize: CGSize = .zero
    /// The collection view's bounds size at the last `prepare()`.
    var preparedBoundsSize: CGSize?
    /// The measured sizes of self-sizing cells, by item.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// The length of a line when the kept measures were made; another length measures again.
    var measuredLineLength: CGFloat?

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    // MARK: - Override points

    /// Works out every section's lines and items' frames from the collection view's counts and
    /// bounds, the delegate's sizes and spacing (`CollectionViewDelegateFlowLayout`) or these
    /// properties.
    ///
    /// Called by the collection view after each invalidation. Overrides must call `super` first, then
    /// may adjust what they read back through `layoutAttributesForItem(at:)`.
    open override func prepare() {
        super.prepare()
        build()
    }

    /// The size worked out by `prepare()`: along the lines, the collection view's bounds less its
    /// adjusted content inset; across them, every section's lines, spacing and insets.
    ///
    /// Read by the collection view after each `prepare()`. Overrides need not call `super`.
    open override var collectionViewContentSize: CGSize { preparedContentSize }

    /// The attributes of the items whose frames meet `rect`, in index-path order, found by binary
    /// search over the sections and lines.
    ///
    /// Called by the collection view at each layout pass. Overrides may adjust `super`'s result and
    /// need not call `super` otherwise.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard !rect.isNull, !rect.isEmpty else { return [] }
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var found: [CollectionViewLayoutAttributes] = []
        var sectionIndex = Self.firstIndex(in: sections.count) { sections[$0].end > low }
        while sectionIndex < sections.count, sections[sectionIndex].start < high {
            let section = sections[sectionIndex]
            var lineIndex = Self.firstIndex(in: section.lines.count) { section.lines[$0].end > low }
            while lineIndex < section.lines.count, section.lines[lineIndex].start < high {
                let line = section.lines[lineIndex]
                for item in line.first..<(line.first + line.count) where CollectionView.rect(section.frames[item], overlaps: rect) {
                    found.append(attributes(section: sectionIndex, item: item, frame: section.frames[item]))
                }
                lineIndex += 1
            }
            sectionIndex += 1
        }
        return found
    }

    /// The attributes of the item at `indexPath` from the last `prepare()`, or nil when it names no
    /// item.
    ///
    /// Called by the collection view when it dequeues a cell or scrolls to an item. Overrides may
    /// adjust `super`'s result and need not call `super` otherwise.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let frame = frame(at: indexPath) else { return nil }
        return attributes(section: indexPath.section, item: indexPath.item, frame: frame)
    }

    /// True when the bounds' size changed since the last `prepare()` (a scroll alone changes only the
    /// origin, and keeps the layout).
    ///
    /// Called by the collection view when its bounds change. Overrides need not call `super`.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedBoundsSize
    }

    // MARK: - Self-sizing and updates (the collection view's hooks)

    override func needsMeasurement(at indexPath: IndexPath) -> Bool {
        isSelfSizing && measuredSizes[indexPath] == nil
    }

    override func measure(_ cell: CollectionViewCell, at indexPath: IndexPath) -> Bool {
        guard isSelfSizing else { return false }
        let size = measuredSize(of: cell, at: indexPath)
        measuredSizes[indexPath] = size
        return frame(at: indexPath)?.size != size
    }

    override func itemsDidMove(_ mapping: CollectionViewUpdateMapping) {
        var moved: [IndexPath: CGSize] = [:]
        for (path, size) in measuredSizes {
            if let target = mapping.newIndexPath(for: path), !mapping.reloaded.contains(target) { moved[target] = size }
        }
        measuredSizes = moved
    }

    override func dataDidReload() { measuredSizes.removeAll() }

    // MARK: - Internals

    /// The frame of the item at `indexPath` from the last `prepare()`.
    func frame(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let frames = sections[indexPath.section].frames
        guard indexPath.item >= 0, indexPath.item < frames.count else { return nil }
        return frames[indexPath.item]
    }

    private func attributes(section: Int, item: Int, frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = frame
        return attributes
    }

    /// Whether a size or length is finite and not negative.
    static func isUsable(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }
    static func isUsable(_ length: CGFloat) -> Bool { length.isFinite && length >= 0 }

    /// The first index in `0..<count` for which `isPast` holds, given that it holds from some index
    /// on; `count` when it never does.
    static func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

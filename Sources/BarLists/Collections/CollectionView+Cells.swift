import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Cells (Docs/Behaviors.md, "Collection views"): registering classes, dequeuing, and the layout
// pass that gives a cell to exactly the items in sight plus the overscan, setting the others aside.

extension CollectionView {
    // MARK: - Registering and dequeuing

    /// Makes `cellClass` the class of new cells for `identifier` (replacing any earlier one); the
    /// collection view makes them with `init(frame:)`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(identifier) { cellClass.init(frame: .zero) }
    }

    /// A cell for the item at `indexPath`: one set aside for `identifier` (after its
    /// `prepareForReuse()`), or a new one of the registered class. Its frame is already the item's,
    /// and `isSelected` the item's. Call it from `collectionView(_:cellForItemAt:)`.
    ///
    /// An identifier with no registered class stops the program with a message naming it, as UIKit
    /// raises an exception.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        guard cellPool.isRegistered(identifier) else {
            preconditionFailure(Self.unregisteredIdentifierMessage(identifier))
        }
        let cell: CollectionViewCell
        if let reused = cellPool.dequeueIdle(identifier) {
            cell = reused
            cell.prepareForReuse()
        } else {
            cell = cellPool.dequeue(identifier)!
        }
        cell.reuseIdentifier = identifier
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
        cell.isSelected = selection.contains(indexPath)
        return cell
    }

    /// The message for a reuse identifier with no registered class.
    static func unregisteredIdentifierMessage(_ identifier: String) -> String {
        "could not dequeue a cell with reuse identifier \"\(identifier)\": no class is registered for it; "
            + "call register(_:forCellWithReuseIdentifier:) first"
    }

    // MARK: - Counts

    /// How many sections there are (from the data source, asked once per reload).
    public var numberOfSections: Int { loadCountsIfNeeded().count }

    /// How many items `section` holds (from the data source, asked once per reload). A section that
    /// does not exist is reported and counts 0.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = loadCountsIfNeeded()
        guard section >= 0, section < counts.count else {
            CollectionView.report(.invalidIndexPath("numberOfItems(inSection:): there is no section \(section) (there are \(counts.count))"))
            return 0
        }
        return counts[section]
    }

    /// The kept counts, asked for first if there are none.
    func loadCountsIfNeeded() -> [Int] {
        if let sectionCounts { return sectionCounts }
        let counts = askCounts()
        sectionCounts = counts
        return counts
    }

    /// The counts the data source gives now (negative ones reported and taken as zero).
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            CollectionView.report(.negativeCount(section: nil, count: sections))
            sections = 0
        }
        return (0..<sections).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard count >= 0 else {
                CollectionView.report(.negativeCount(section: section, count: count))
                return 0
            }
            return count
        }
    }

    /// Whether `indexPath` names an item that exists.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        let counts = loadCountsIfNeeded()
        return indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    // MARK: - Finding items and cells

    /// Whether two rects share some area (touching edges do not count, and an empty rect meets
    /// nothing): what "an item's frame meets the bounds" means here.
    static func rect(_ a: CGRect, overlaps b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The cells showing items in sight (their frames meet the bounds), in index-path order. Cells in
    /// the overscan exist but are not listed.
    public var visibleCells: [CollectionViewCell] {
        shownCells.filter { Self.rect($0.value.frame, overlaps: bounds) }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The items in sight (their cells' frames meet the bounds), in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        shownCells.filter { Self.rect($0.value.frame, overlaps: bounds) }.map(\.key).sorted()
    }

    /// The cell showing the item at `indexPath`, or nil when the item has no cell (out of sight).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { shownCells[indexPath] }

    /// The item `cell` shows, or nil when it shows none here.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        guard cell.superview === self, let path = cell.shownIndexPath, shownCells[path] === cell else { return nil }
        return path
    }

    /// The item whose frame holds `point` (content coordinates, as the collection view's own), the
    /// frontmost one when several do; nil when none does.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            !$0.isHidden && $0.frame.contains(point) && isValidItem($0.indexPath)
        }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    /// The layout's attributes for the item at `indexPath`, or nil (reported) when there is no such
    /// item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard isValidItem(indexPath) else {
            CollectionView.report(.invalidIndexPath("layoutAttributesForItem(at:): there is no item at \(CollectionViewUpdateMapping.describe(indexPath))"))
            return nil
        }
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: - The layout pass

    /// Counts, layout and cells, as `layoutSubviews()` describes.
    func layOutItems() {
        _ = loadCountsIfNeeded()
        if lastLaidOutBounds != bounds {
            if lastLaidOutBounds != nil, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                collectionViewLayout.invalidateLayout()
            }
            lastLaidOutBounds = bounds
        }
        // A cell measured for the first time can change the layout: prepare it again and place the
        // cells again, a bounded number of times.
        for _ in 0..<4 {
            prepareLayoutIfNeeded()
            guard updateShownCells() else { break }
        }
    }

    /// Runs the layout's `prepare()` if it was invalidated, then takes its content size; when the
    /// content shrank below the offset (and nothing moves it), the offset comes back to the end.
    func prepareLayoutIfNeeded() {
        _ = loadCountsIfNeeded()
        let layout = collectionViewLayout
        guard layout.needsPrepare else { return }
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if size.isFinite, size.width >= 0, size.height >= 0 { contentSize = size }
        guard !isTracking, !isDragging, !isDecelerating else { return }
        let high = maximumContentOffset
        let offset = contentOffset
        if offset.x > high.x || offset.y > high.y {
            setContentOffset(CGPoint(x: min(offset.x, high.x), y: min(offset.y, high.y)), animated: false)
        }
    }

    /// Gives a cell to every item in sight and the overscan, places each, and sets aside the others.
    /// Returns true when measuring a cell changed the layout (the caller prepares it and runs again).
    private func updateShownCells() -> Bool {
        let wanted = attributesInSight()
        var wantedPaths = Set<IndexPath>()
        wantedPaths.reserveCapacity(wanted.count)
        for attributes in wanted { wantedPaths.insert(attributes.indexPath) }
        // In index-path order, so the calls and the reuse do not depend on hashing.
        let leaving = shownCells.filter { !wantedPaths.contains($0.key) }.sorted { $0.key < $1.key }
        for (path, cell) in leaving {
            shownCells[path] = nil
            retire(cell, shownAt: path)
        }
        let layout = collectionViewLayout
        var layoutChanged = false
        var ordersByZIndex = false
        for attributes in wanted {
            let path = attributes.indexPath
            if let cell = shownCells[path] {
                apply(attributes, to: cell)
                if layout.needsMeasurement(at: path), layout.measure(cell, at: path) { layoutChanged = true }
            } else {
                guard let cell = makeCell(at: path) else { continue }
                apply(attributes, to: cell)
                if layout.needsMeasurement(at: path), layout.measure(cell, at: path) { layoutChanged = true }
                show(cell, at: path)
            }
            if attributes.zIndex != 0 { ordersByZIndex = true }
        }
        if ordersByZIndex { orderCellsByZIndex() }
        if layoutChanged { layout.invalidateLayout() }
        return layoutChanged
    }

    /// The layout's attributes for the items meeting the bounds grown by the overscan, in index-path
    /// order (none while the bounds are empty).
    private func attributesInSight() -> [CollectionViewLayoutAttributes] {
        guard dataSource != nil, bounds.width > 0, bounds.height > 0 else { return [] }
        let area = bounds.insetBy(dx: -CollectionView.overscan, dy: -CollectionView.overscan)
        let found = collectionViewLayout.layoutAttributesForElements(in: area) ?? []
        var seen = Set<IndexPath>()
        return found.filter { Self.rect($0.frame, overlaps: area) && isValidItem($0.indexPath) && seen.insert($0.indexPath).inserted }
            .sorted { $0.indexPath < $1.indexPath }
    }

    /// The data source's cell for `path`, with its selection set.
    private func makeCell(at path: IndexPath) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        if cell.reuseIdentifier == nil { CollectionView.report(.cellNotDequeued(path)) }
        cell.isSelected = selection.contains(path)
        cell.isHighlighted = false
        return cell
    }

    /// Places `cell` as `attributes` say.
    func apply(_ attributes: CollectionViewLayoutAttributes, to cell: CollectionViewCell) {
        cell.frame = attributes.frame
        cell.alpha = attributes.alpha
        cell.isHidden = attributes.isHidden
        cell.layoutZIndex = attributes.zIndex
    }

    /// Tells the delegate, then adds `cell` for `path`, below the scroll indicators.
    private func show(_ cell: CollectionViewCell, at path: IndexPath) {
        cell.shownIndexPath = path
        shownCells[path] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        if let indicators, indicators.horizontal.superview === self {
            insertSubview(cell, belowSubview: indicators.horizontal)
        } else {
            addSubview(cell)
        }
    }

    /// Removes `cell` (already out of `shownCells`), tells the delegate, and sets it aside for reuse.
    func retire(_ cell: CollectionViewCell, shownAt path: IndexPath) {
        if trackedTouch?.indexPath == path { trackedTouch = nil }
        cell.removeFromSuperview()
        cell.shownIndexPath = nil
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: identifier) }
    }

    /// Removes every cell, as for a reload.
    func retireAllCells() {
        let cells = shownCells.sorted { $0.key < $1.key }
        shownCells.removeAll()
        for (path, cell) in cells { retire(cell, shownAt: path) }
    }

    /// Puts cells with a higher `zIndex` in front of those with a lower one (the indicators stay on
    /// top).
    private func orderCellsByZIndex() {
        for cell in shownCells.values.sorted(by: { $0.layoutZIndex < $1.layoutZIndex }) { bringSubviewToFront(cell) }
        if let indicators, indicators.horizontal.superview === self {
            bringSubviewToFront(indicators.horizontal)
            bringSubviewToFront(indicators.vertical)
        }
    }
}

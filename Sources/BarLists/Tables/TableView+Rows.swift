import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Finding rows and their cells, and scrolling to them.

extension TableView {
    /// The number of sections the data source gave.
    public var numberOfSections: Int {
        if needsReload { reloadModel() }
        return model.numberOfSections
    }

    /// The number of rows in `section` (0 for a section the table does not have).
    public func numberOfRows(inSection section: Int) -> Int {
        if needsReload { reloadModel() }
        return model.numberOfRows(inSection: section) ?? 0
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        cellsOnScreen.sorted(by: { $0.key < $1.key }).map(\.value)
    }

    /// The rows with cells on screen, top to bottom, or nil when there are none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = cellsOnScreen.keys.sorted().compactMap { slot -> IndexPath? in
            if case .row(let indexPath) = model.content(of: slot) { return indexPath }
            return nil
        }
        return rows.isEmpty ? nil : rows
    }

    /// The cell showing the row, or nil when the row has none on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard model.contains(indexPath) else { return nil }
        return cellsOnScreen[model.slot(of: indexPath)]
    }

    /// The row `cell` shows, or nil when it shows none.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard let slot = cellsOnScreen.first(where: { $0.value === cell })?.key,
            case .row(let indexPath) = model.content(of: slot)
        else { return nil }
        return indexPath
    }

    /// The row under `point` (in the table's coordinates, so the content's), or nil over a header,
    /// a footer or no row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        if needsReload { reloadModel() }
        guard point.isFinite, point.y >= 0, point.y < CGFloat(model.totalHeight),
            point.x >= rowSideInset, point.x < rowSideInset + rowWidth,
            let slot = model.slot(at: Double(point.y)), case .row(let indexPath) = model.content(of: slot)
        else { return nil }
        return indexPath
    }

    /// The row's frame in the table's coordinates (an estimate for a row not yet shown), or
    /// `.null` for a row the table does not have.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        if needsReload { reloadModel() }
        guard model.contains(indexPath) else { return .null }
        return rowRect(atSlot: model.slot(of: indexPath))
    }

    /// The section header's frame where it scrolls with its rows, or `.null`.
    public func rectForHeader(inSection section: Int) -> CGRect {
        if needsReload { reloadModel() }
        guard model.numberOfRows(inSection: section) != nil else { return .null }
        let slot = model.headerSlot(section)
        return CGRect(
            x: 0, y: CGFloat(model.top(of: slot)), width: bounds.width, height: CGFloat(model.height(ofSlot: slot)))
    }

    /// Scrolls so the row shows at `position` (within the content's limits). Rows between here and
    /// there keep their estimates until they are shown, so a row far away may land a little off
    /// its place and is settled by the next layout.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        if needsReload { reloadModel() }
        guard model.contains(indexPath) else { return }
        layoutIfNeeded()
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visible = bounds.height - inset.vertical
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visible / 2
        case .bottom: y = rect.maxY - inset.top - visible
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        let (low, high) = contentOffsetLimits
        y = min(max(y, low.y), high.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}

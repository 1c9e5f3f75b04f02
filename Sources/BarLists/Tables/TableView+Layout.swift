import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

// The table's layout pass (Docs/Tables.md, "Layout"): ask the data source when told to reload,
// settle the heights of the rows coming into sight, keep what is on screen still while rows above
// it change height, then place cells, headers and footers for the slots in sight plus `overscan`.

extension TableView {
    /// How far beyond the visible bounds, above and below, rows get cells (BarKit's figure: half a
    /// screen of 44-pt rows would be more than UIKit keeps; one row's worth is enough to hide
    /// the cost of making a cell behind a scroll of a few points).
    static let overscan: CGFloat = 44

    /// The estimate for a row not yet shown.
    var resolvedEstimatedRowHeight: CGFloat {
        if estimatedRowHeight != TableView.automaticDimension { return estimatedRowHeight }
        return rowHeight != TableView.automaticDimension ? rowHeight : 44
    }

    /// Asks the data source for the sections and rows and the delegate for the heights it gives
    /// up front, forgetting every cell on screen.
    func reloadModel() {
        needsReload = false
        finishLeaving()
        for slot in Array(cellsOnScreen.keys) { endDisplayingCell(atSlot: slot) }
        for slot in Array(visibleSupplements.keys) { endDisplayingSupplement(atSlot: slot) }
        touchedRow = nil
        closeSwipeActions()
        guard let dataSource else {
            model = TableModel()
            selectedRows.removeAll()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        model = makeModel(rowCounts: counts)
        selectedRows = selectedRows.filter(model.contains)
        measuredWidth = rowWidth
    }

    /// A model of `rowCounts` with heights from the delegate and the table's settings, keeping the
    /// settled heights an update hands on.
    func makeModel(rowCounts: [Int], keeping known: KeptHeights? = nil) -> TableModel {
        let estimates = estimatedRowHeight != 0
        let estimate = Double(resolvedEstimatedRowHeight)
        let hasDelegate = tableDelegate != nil
        // A row the delegate says nothing about, by the table's own settings.
        let tableRow: TableModel.SlotHeight =
            rowHeight == TableView.automaticDimension ? (estimate, true, true) : (Double(rowHeight), false, false)
        func asked(_ indexPath: IndexPath) -> TableModel.SlotHeight {
            guard let delegate = self.tableDelegate else { return tableRow }
            if estimates {
                let given = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
                return (given.isFinite && given >= 0 ? Double(given) : estimate, true, false)
            }
            let height = delegate.tableView(self, heightForRowAt: indexPath)
            if height == TableView.automaticDimension { return (estimate, true, true) }
            return (height.isFinite && height >= 0 ? Double(height) : 44, false, false)
        }
        // One height for every row when the delegate leaves the heights to the table.
        var uniform: TableModel.SlotHeight?
        if !hasDelegate {
            uniform = tableRow
        } else if delegateLeavesRowHeights(estimates: estimates, rowCounts: rowCounts) {
            uniform = estimates ? (estimate, true, false) : tableRow
        }
        let rows: TableModel.RowHeights
        if let known {
            rows = .each { indexPath in
                if let kept = known.row(indexPath) { return (kept.height, false, kept.selfSizing) }
                return uniform ?? asked(indexPath)
            }
        } else if let uniform {
            rows = .uniform(uniform)
        } else {
            rows = .each(asked)
        }
        let estimatesHeaders = estimatedSectionHeaderHeight != 0
        let estimatesFooters = estimatedSectionFooterHeight != 0
        let headerEstimate = Double(resolvedEstimatedHeaderHeight)
        let footerEstimate = Double(resolvedEstimatedFooterHeight)
        return TableModel(
            rowCounts: rowCounts,
            header: { section in
                if let kept = known?.header(section) { return (kept.height, false, kept.selfSizing) }
                if estimatesHeaders { return (headerEstimate, true, true) }
                return (Double(self.headerHeight(section)), false, false)
            },
            footer: { section in
                if let kept = known?.footer(section) { return (kept.height, false, kept.selfSizing) }
                if estimatesFooters { return (footerEstimate, true, true) }
                return (Double(self.footerHeight(section)), false, false)
            },
            rows: rows)
    }

    /// Whether the delegate keeps the default of the row-height method the model asks (the
    /// estimate, or the height when estimates are off): then every row gets the table's figure and
    /// no row is asked, as UIKit skips a method its delegate does not implement. The default
    /// implementation reports itself through `delegateAnsweredByDefault`.
    private func delegateLeavesRowHeights(estimates: Bool, rowCounts: [Int]) -> Bool {
        guard let delegate = tableDelegate, let section = rowCounts.firstIndex(where: { $0 > 0 }) else { return true }
        let first = IndexPath(row: 0, section: section)
        delegateAnsweredByDefault = false
        if estimates {
            _ = delegate.tableView(self, estimatedHeightForRowAt: first)
        } else {
            _ = delegate.tableView(self, heightForRowAt: first)
        }
        defer { delegateAnsweredByDefault = false }
        return delegateAnsweredByDefault
    }

    /// The estimate for a section header not yet shown: `estimatedSectionHeaderHeight`, else
    /// `sectionHeaderHeight`, else the height of the style's title header.
    var resolvedEstimatedHeaderHeight: CGFloat {
        if estimatedSectionHeaderHeight != TableView.automaticDimension { return estimatedSectionHeaderHeight }
        if sectionHeaderHeight != TableView.automaticDimension { return sectionHeaderHeight }
        return style == .plain ? 28 : 38
    }

    /// The estimate for a section footer not yet shown, as `resolvedEstimatedHeaderHeight` (the
    /// style's figure is that of a footer without a title).
    var resolvedEstimatedFooterHeight: CGFloat {
        if estimatedSectionFooterHeight != TableView.automaticDimension { return estimatedSectionFooterHeight }
        if sectionFooterHeight != TableView.automaticDimension { return sectionFooterHeight }
        return style == .plain ? 0 : 18
    }

    /// The width of a row's cell: the table's, less the side insets of `.insetGrouped`.
    var rowWidth: CGFloat { max(0, bounds.width - 2 * rowSideInset) }
    /// How far rows keep from the table's sides.
    var rowSideInset: CGFloat { style == .insetGrouped ? TableView.insetGroupedMargin : 0 }
    /// The side inset of `.insetGrouped` sections (BarKit's figure).
    static let insetGroupedMargin: CGFloat = 20

    // MARK: - The pass

    func layoutTable() {
        // The data source is held weakly: one freed leaves an empty table, as in UIKit.
        if needsReload || (dataSource == nil && model.numberOfSections > 0) { reloadModel() }
        if rowWidth != measuredWidth { forgetMeasuredHeights() }
        let anchor = currentAnchor()
        // Rows that left sight give their cells back first, so rows coming in reuse them.
        let inSight = slotsInSight()
        for slot in Array(cellsOnScreen.keys) where !inSight.contains(slot) {
            retireCell(atSlot: slot)
        }
        settleHeightsInSight()
        if let anchor {
            let moved = CGFloat(model.top(of: anchor.slot)) - anchor.top
            // The scroll position jumps with the content, even inside an update's animation.
            if moved != 0 { View.performWithoutAnimation { shiftContent(by: CGPoint(x: 0, y: moved)) } }
        }
        let size = CGSize(width: bounds.width, height: CGFloat(model.totalHeight))
        if contentSize != size { contentSize = size }
        placeSlotsInSight()
    }

    /// The first slot on screen and its top, to keep in place while heights above it change.
    private func currentAnchor() -> (slot: Int, top: CGFloat)? {
        guard !cellsOnScreen.isEmpty, let first = cellsOnScreen.keys.min(), first < model.slotCount else { return nil }
        return (first, CGFloat(model.top(of: first)))
    }

    /// The slots in sight with `overscan`, by the current heights.
    func slotsInSight() -> Range<Int> {
        guard model.slotCount > 0 else { return 0..<0 }
        let top = Double(bounds.minY - TableView.overscan)
        let bottom = Double(bounds.maxY + TableView.overscan)
        guard let first = model.slot(at: top) else { return 0..<0 }
        var end = first
        while end < model.slotCount && model.top(of: end) < bottom { end += 1 }
        return first..<max(end, first + 1)
    }

    /// Gives every estimated row in sight its real height, top to bottom, until the rows in sight
    /// are all settled (a row that shrinks brings more into sight).
    private func settleHeightsInSight() {
        var slot = slotsInSight().lowerBound
        let bottom = Double(bounds.maxY + TableView.overscan)
        // The floating header of the top section in `.plain` shows even when its slot is above.
        if style == .plain, slot < model.slotCount {
            let section = model.section(ofSlot: slot)
            settleSupplementHeight(ofSlot: model.headerSlot(section))
        }
        while slot < model.slotCount && model.top(of: slot) < bottom {
            if model.isEstimate(slot) {
                if case .row(let indexPath) = model.content(of: slot) {
                    settleHeight(ofSlot: slot, indexPath: indexPath)
                } else {
                    settleSupplementHeight(ofSlot: slot)
                }
            }
            slot += 1
        }
    }

    /// Gives an estimated header or footer its real height.
    private func settleSupplementHeight(ofSlot slot: Int) {
        guard model.isEstimate(slot) else { return }
        let height: CGFloat
        switch model.content(of: slot) {
        case .header(let section): height = headerHeight(section)
        case .footer(let section): height = footerHeight(section)
        case .row: return
        }
        model.setEstimate(false, ofSlot: slot)
        model.setHeight(Double(height), ofSlot: slot)
    }

    /// Asks the delegate for the row's height, or measures its cell when the answer is
    /// `automaticDimension`; the cell made to measure it stays on screen.
    private func settleHeight(ofSlot slot: Int, indexPath: IndexPath) {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        var height: Double
        if asked == TableView.automaticDimension {
            let cell = cellForDisplay(atSlot: slot, indexPath: indexPath)
            let fitted = cell.systemLayoutSizeFitting(
                CGSize(width: rowWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            height = fitted.height.isFinite && fitted.height >= 0 ? Double(fitted.height) : 44
            model.setSelfSizing(true, ofSlot: slot)
        } else {
            height = asked.isFinite && asked >= 0 ? Double(asked) : 44
        }
        model.setEstimate(false, ofSlot: slot)
        model.setHeight(height, ofSlot: slot)
    }

    /// Makes the estimate of every self-sized row its last measured height and marks it to be
    /// measured again (the width changed).
    private func forgetMeasuredHeights() {
        measuredWidth = rowWidth
        model.markSelfSizedAsEstimates()
    }

    // MARK: - Placing

    /// Places a cell for each row in sight and a view for each header and footer in sight (with the
    /// floating header of the top section in `.plain`), and sets aside the rest.
    private func placeSlotsInSight() {
        let range = slotsInSight()
        for slot in Array(cellsOnScreen.keys) where !range.contains(slot) { retireCell(atSlot: slot) }
        var supplementsKept = Set<Int>()
        for slot in range {
            switch model.content(of: slot) {
            case .row(let indexPath):
                let cell = cellForDisplay(atSlot: slot, indexPath: indexPath)
                cell.frame = rowRect(atSlot: slot)
                configureChrome(of: cell, at: indexPath)
            case .header(let section):
                if placeSupplement(atSlot: slot, section: section, isHeader: true) { supplementsKept.insert(slot) }
            case .footer(let section):
                if placeSupplement(atSlot: slot, section: section, isHeader: false) { supplementsKept.insert(slot) }
            }
        }
        if style == .plain, let first = range.first {
            // The header of the section at the top floats, even when its own slot is out of sight.
            let section: Int
            switch model.content(of: first) {
            case .header(let s), .footer(let s): section = s
            case .row(let indexPath): section = indexPath.section
            }
            let slot = model.headerSlot(section)
            if placeSupplement(atSlot: slot, section: section, isHeader: true) { supplementsKept.insert(slot) }
        }
        for slot in Array(visibleSupplements.keys) where !supplementsKept.contains(slot) {
            endDisplayingSupplement(atSlot: slot)
        }
        layoutSwipeActions()
    }

    /// The frame of the row in `slot`, in the content's coordinates.
    func rowRect(atSlot slot: Int) -> CGRect {
        CGRect(
            x: rowSideInset, y: CGFloat(model.top(of: slot)), width: rowWidth,
            height: CGFloat(model.height(ofSlot: slot)))
    }

    /// The cell showing `indexPath`: the one on screen, else a new one from the data source, shown.
    func cellForDisplay(atSlot slot: Int, indexPath: IndexPath) -> TableViewCell {
        if let cell = cellsOnScreen[slot] { return cell }
        // A data source freed while the table showed its rows leaves an empty row until the
        // layout pass after (which finds it gone and shows none).
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil)
        if cell.superview !== self {
            insertSubview(cell, at: 0)
        }
        // Placed before it shows, so its old place is not marked for drawing.
        if let rowUpdate {
            placeEntering(cell, atSlot: slot, indexPath: indexPath, in: rowUpdate)
        } else {
            cell.frame = rowRect(atSlot: slot)
        }
        cell.isHidden = false
        cellsOnScreen[slot] = cell
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        configureChrome(of: cell, at: indexPath)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// The separator and the rounded corners the table's style gives the row's cell.
    private func configureChrome(of cell: TableViewCell, at indexPath: IndexPath) {
        let isLast = indexPath.row == (model.numberOfRows(inSection: indexPath.section) ?? 0) - 1
        cell.drawsSeparator = separatorStyle == .singleLine && !(style != .plain && isLast)
        cell.separatorColor = separatorColor
        cell.separatorInset = separatorInset
        cell.roundsTopCorners = style == .insetGrouped && indexPath.row == 0
        cell.roundsBottomCorners = style == .insetGrouped && isLast
    }

    /// Takes the cell in `slot` off screen: the delegate hears it, and it is set aside for reuse
    /// (hidden, kept as a subview so showing it again costs no insertion).
    func endDisplayingCell(atSlot slot: Int) {
        guard let cell = cellsOnScreen.removeValue(forKey: slot) else { return }
        var indexPath: IndexPath?
        if slot < model.slotCount, case .row(let path) = model.content(of: slot) { indexPath = path }
        setAside(cell, showing: indexPath)
    }

    /// Sets aside a cell that has left the screen (it showed `indexPath`, which the delegate hears).
    func setAside(_ cell: TableViewCell, showing indexPath: IndexPath?) {
        cell.isHidden = true
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if let identifier = cell.reuseIdentifier, cellPool.isRegistered(identifier) {
            cellPool.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
        if let indexPath { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    /// Takes the cell in `slot`, whose row left sight, off screen: at once, or during an animated
    /// update once it has moved to its new place.
    private func retireCell(atSlot slot: Int) {
        if let rowUpdate {
            retireCell(atSlot: slot, in: rowUpdate)
        } else {
            endDisplayingCell(atSlot: slot)
        }
    }
}

import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Selection (Docs/Tables.md, "Selection"; Behaviors §11): a touch that reaches a row (after the
// scroll view's touch delay) highlights it; lifting the finger on it selects it, through
// `willSelectRowAt`; a drag that takes the touch cancels the highlight and selects nothing.

extension TableView {
    /// The selected row (the first by index when several are), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min(by: { $0.lexicographicallyPrecedes($1) }) }

    /// The selected rows in index order, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted(by: { $0.lexicographicallyPrecedes($1) })
    }

    /// Selects the row (deselecting the others unless `allowsMultipleSelection`) and scrolls to it
    /// at `scrollPosition`; the delegate is not told, as in UIKit. Nil deselects every row. Does
    /// nothing for a row the table does not have, or when selection is not allowed.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if needsReload { reloadModel() }
        guard let indexPath else {
            deselectAllRows()
            return
        }
        guard allowsSelection, model.contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for other in selectedRows where other != indexPath { setRow(other, selected: false) }
        }
        setRow(indexPath, selected: true)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; the delegate is not told, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false)
    }

    /// Marks the row selected or not, and its cell when it has one.
    func setRow(_ indexPath: IndexPath, selected: Bool) {
        if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
        if let cell = cellForRow(at: indexPath), cell.isSelected != selected {
            cell.setSelected(selected, animated: false)
        }
    }

    func deselectAllRows() {
        for indexPath in selectedRows { setRow(indexPath, selected: false) }
    }

    /// What a tap on the row does: in single selection, select it (through `willSelectRowAt`,
    /// deselecting the one before); in multiple selection, toggle it (through `willDeselectRowAt`
    /// when it is selected). The delegate hears each change.
    func tapRow(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        if allowsMultipleSelection && selectedRows.contains(indexPath) {
            let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            guard let target, selectedRows.contains(target) else { return }
            setRow(target, selected: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, model.contains(target) else { return }
        if !allowsMultipleSelection {
            for other in selectedRows where other != target {
                setRow(other, selected: false)
                tableDelegate?.tableView(self, didDeselectRowAt: other)
            }
        }
        guard !selectedRows.contains(target) else { return }
        setRow(target, selected: true)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    // MARK: - Touches

    /// Highlights the row a touch reaches (the content's touches come up the responder chain from
    /// the cell), unless selection is off or the delegate says not to.
    func rowTouchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard touchedRow == nil, swipe == nil, allowsSelection, touches.count == 1, let touch = touches.first,
            let indexPath = indexPathForRow(at: touch.location(in: self)), let cell = cellForRow(at: indexPath)
        else {
            if swipe != nil { closeSwipeActions() }
            return
        }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedRow = indexPath
        cell.setHighlighted(true, animated: false)
    }

    
    /// Selects the highlighted row if the touch lifted on it.
    func rowTouchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == indexPath else { return }
        tapRow(indexPath)
    }

    /// Takes the highlight off the row (a drag took the touch).
    func rowTouchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
    }
}

import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Updates (Docs/Tables.md, "Updates"): changes gathered in a batch are checked against the data
// source's new counts, then the rows that stay are mapped to their new places, keeping their
// measured heights, their cells on screen and their selection. In a window the new layout animates
// (`TableView+RowAnimations.swift`).

/// The changes of one `performBatchUpdates(_:completion:)`, in UIKit's coordinates: deletions,
/// reloads and move sources in the rows before; insertions and move destinations in the rows after.
struct TableBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// How inserted, deleted and reloaded rows and sections move: the last animation given for
    /// each kind of change.
    var insertAnimation = TableView.RowAnimation.automatic
    var deleteAnimation = TableView.RowAnimation.automatic
    var reloadAnimation = TableView.RowAnimation.automatic
}

/// The settled heights an update hands from the old model to the new one, by new index.
struct KeptHeights {
    var row: (IndexPath) -> (height: Double, selfSizing: Bool)?
    var header: (Int) -> (height: Double, selfSizing: Bool)?
    var footer: (Int) -> (height: Double, selfSizing: Bool)?
}

extension TableView {
    /// Receives every `TableUpdateError`. Nil (the default) prints each to standard error.
    public static var updateErrorHandler: ((TableUpdateError) -> Void)?

    static func report(_ error: TableUpdateError) {
        if let handler = updateErrorHandler {
            handler(error)
        } else {
            FileHandle.standardError.write(Data("BarKit: \(error)\n".utf8))
        }
    }

    /// Asks the data source for everything again: sections, rows, heights and the cells on screen.
    /// Selection is kept for rows that still exist.
    public func reloadData() {
        batch = nil
        needsReload = true
        setNeedsLayout()
    }

    /// Makes the changes `updates` names (with `insertRows`, `deleteRows`, `moveRow`, …) as one:
    /// the data source must already hold the new data. In a window the rows move to their new
    /// places animated; `completion` runs when the animation ends, with false if it was
    /// interrupted (at once, with true, when nothing animates).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batch != nil {
            // Nested: part of the batch already gathering.
            updates?()
            completion?(true)
            return
        }
        if needsReload { reloadModel() }
        batch = TableBatch()
        updates?()
        let gathered = batch ?? TableBatch()
        batch = nil
        apply(gathered, completion: completion)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather {
            $0.insertedRows.formUnion(indexPaths)
            $0.insertAnimation = animation
        }
    }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather {
            $0.deletedRows.formUnion(indexPaths)
            $0.deleteAnimation = animation
        }
    }
    /// Asks the data source for new cells (and heights) for the rows.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather {
            $0.reloadedRows.formUnion(indexPaths)
            $0.reloadAnimation = animation
        }
    }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        gather { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather {
            $0.insertedSections.formUnion(sections)
            $0.insertAnimation = animation
        }
    }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather {
            $0.deletedSections.formUnion(sections)
            $0.deleteAnimation = animation
        }
    }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather {
            $0.reloadedSections.formUnion(sections)
            $0.reloadAnimation = animation
        }
    }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        gather { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the batch gathering, or makes it a batch of its own.
    private func gather(_ change: (inout TableBatch) -> Void) {
        if batch != nil {
            change(&batch!)
            return
        }
        if needsReload { reloadModel() }
        var single = TableBatch()
        change(&single)
        apply(single, completion: nil)
    }

    // MARK: - Applying

    /// Checks the batch against the data source's counts and moves the table to them, animated in
    /// a window; on a mismatch reports it and reloads.
    private func apply(_ changes: TableBatch, completion: ((Bool) -> Void)?) {
        guard let dataSource else {
            reloadData()
            completion?(true)
            return
        }
        let oldCounts = (0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) ?? 0 }
        let newSectionCount = max(0, dataSource.numberOfSections(in: self))
        let newCounts = (0..<newSectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let map: TableIndexMap
        do {
            map = try TableIndexMap(changes, oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            if let error = error as? TableUpdateError { TableView.report(error) }
            reloadData()
            completion?(false)
            return
        }
        // Cells on screen follow their rows, or leave.
        var moved: [Int: TableViewCell] = [:]
        let old = model
        func settled(_ slot: Int) -> (height: Double, selfSizing: Bool)? {
            old.isEstimate(slot) ? nil : (old.height(ofSlot: slot), old.isSelfSizing(slot))
        }
        let kept = KeptHeights(
            row: { newPath in map.oldRow(for: newPath).flatMap { settled(old.slot(of: $0)) } },
            header: { section in map.oldSection(for: section).flatMap { settled(old.headerSlot($0)) } },
            footer: { section in map.oldSection(for: section).flatMap { settled(old.footerSlot($0)) } })
        let newModel = makeModel(rowCounts: newCounts, keeping: kept)
        let update = window != nil && View.areAnimationsEnabled ? TableRowUpdate(old: old, map: map, batch: changes) : nil
        var leaving: [(TableViewCell, IndexPath, RowAnimation)] = []
        for (slot, cell) in cellsOnScreen {
            guard case .row(let oldPath) = old.content(of: slot) else {
                endDisplayingCell(atSlot: slot)
                continue
            }
            guard let newPath = map.newRow(for: oldPath) else {
                if let update, update.exit(of: oldPath) != .none {
                    cellsOnScreen[slot] = nil
                    leaving.append((cell, oldPath, update.exit(of: oldPath)))
                } else {
                    endDisplayingCell(atSlot: slot)
                }
                continue
            }
            moved[newModel.slot(of: newPath)] = cell
        }
        let supplements = keptSupplements(old: old, new: newModel, map: map, animated: update != nil)
        model = newModel
        cellsOnScreen = moved
        visibleSupplements = supplements.kept
        selectedRows = Set(selectedRows.compactMap { map.newRow(for: $0) })
        touchedRow = nil
        var leavingSupplements = supplements.leaving
        if update != nil, let open = swipe, map.newRow(for: open.indexPath) == nil {
            // The open row's buttons go with it.
            swipe = nil
            leavingSupplements.append(open.buttons)
        }
        closeSwipeActions()
        setNeedsLayout()
        guard let update else {
            completion?(true)
            return
        }
        animateLayout(of: update, leaving: leaving, leavingSupplements: leavingSupplements, completion: completion)
    }

    /// The header and footer views on screen whose sections stay, by their new slots (only when
    /// the update animates: they move with their sections), and those that leave.
    private func keptSupplements(old: TableModel, new: TableModel, map: TableIndexMap, animated: Bool)
        -> (kept: [Int: View], leaving: [View])
    {
        guard animated, !visibleSupplements.isEmpty else {
            for slot in Array(visibleSupplements.keys) { endDisplayingSupplement(atSlot: slot) }
            return ([:], [])
        }
        var newSection: [Int: Int] = [:]
        for section in 0..<new.numberOfSections {
            if let was = map.oldSection(for: section) { newSection[was] = section }
        }
        var kept: [Int: View] = [:]
        var leaving: [View] = []
        for (slot, view) in visibleSupplements {
            switch old.content(of: slot) {
            case .header(let section):
                if let now = newSection[section] { kept[new.headerSlot(now)] = view } else { leaving.append(view) }
            case .footer(let section):
                if let now = newSection[section] { kept[new.footerSlot(now)] = view } else { leaving.append(view) }
            case .row:
                leaving.append(view)
            }
        }
        return (kept, leaving)
    }
}

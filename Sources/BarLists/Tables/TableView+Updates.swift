import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Updates (Docs/Tables.md, "Updates"): changes gathered in a batch are checked against the data
// source's new counts, then the rows that stay are mapped to their new places, keeping their
// measured heights, their cells on screen and their selection. BarKit does not animate yet: every
// `RowAnimation` applies at once.

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
    /// the data source must already hold the new data. `completion` runs after, with true.
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
        apply(gathered)
        completion?(true)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather { $0.insertedRows.formUnion(indexPaths) }
    }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather { $0.deletedRows.formUnion(indexPaths) }
    }
    /// Asks the data source for new cells (and heights) for the rows.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather { $0.reloadedRows.formUnion(indexPaths) }
    }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        gather { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather { $0.insertedSections.formUnion(sections) }
    }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather { $0.deletedSections.formUnion(sections) }
    }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather { $0.reloadedSections.formUnion(sections) }
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
        apply(single)
    }

    // MARK: - Applying

    /// Checks the batch against the data source's counts and moves the table to them; on a
    /// mismatch reports it and reloads.
    private func apply(_ changes: TableBatch) {
        guard let dataSource else { return reloadData() }
        let oldCounts = (0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) ?? 0 }
        let newSectionCount = max(0, dataSource.numberOfSections(in: self))
        let newCounts = (0..<newSectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let map: TableIndexMap
        do {
            map = try TableIndexMap(changes, oldCounts: oldCounts, newCounts: newCounts)
        } catch let error as TableUpdateError {
            TableView.report(error)
            reloadData()
            return
        } catch {
            return reloadData()
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
        for (slot, cell) in cellsOnScreen {
            guard case .row(let oldPath) = old.content(of: slot), let newPath = map.newRow(for: oldPath) else {
                endDisplayingCell(atSlot: slot)
                continue
            }
            moved[newModel.slot(of: newPath)] = cell
        }
        for slot in Array(visibleSupplements.keys) { endDisplayingSupplement(atSlot: slot) }
        model = newModel
        cellsOnScreen = moved
        selectedRows = Set(selectedRows.compactMap { map.newRow(for: $0) })
        touchedRow = nil
        closeSwipeActions()
        setNeedsLayout()
    }
}

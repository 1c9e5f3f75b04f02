import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Updates (Docs/Behaviors.md, "Collection views"): applied at once, without animation. After each
// the data source's counts must be the old ones plus and minus the changes; when they are not, the
// collection view reports a `CollectionViewProblem` naming the section and the counts, and reloads
// its data so it stays usable.

extension CollectionView {
    /// Forgets the counts, the cells and the selection, and asks the data source again at the next
    /// layout pass. Every cell shown gets `didEndDisplaying`.
    public func reloadData() {
        sectionCounts = nil
        if let tracked = trackedTouch {
            trackedTouch = nil
            shownCells[tracked.indexPath]?.isHighlighted = false
        }
        retireAllCells()
        selection.removeAll()
        collectionViewLayout.dataDidReload()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Inserts items at `indexPaths` (paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }

    /// Deletes the items at `indexPaths` (paths before the update); their cells leave.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }

    /// Asks the data source again for the cells of the items at `indexPaths` (paths before the
    /// update); their old cells leave.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it); its cell and
    /// selection go with it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }

    /// Deletes the sections at `sections` (indexes before the update) and their items.
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }

    /// Makes the inserts, deletes, reloads and moves that `updates` calls for as one update, checked
    /// against the data source once, at the end (calls may nest; the outermost applies them all). The
    /// update is applied and laid out at once, without animation; then `completion` is called with
    /// true, before the outermost call returns.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batchDepth == 0 { pendingUpdates = CollectionViewUpdates() }
        if let completion { pendingCompletions.append(completion) }
        batchDepth += 1
        updates?()
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let recorded = pendingUpdates ?? CollectionViewUpdates()
        pendingUpdates = nil
        apply(recorded)
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion(true) }
    }

    /// Adds a change to the batch in progress, or applies it alone.
    private func record(_ change: (inout CollectionViewUpdates) -> Void) {
        if batchDepth > 0, pendingUpdates != nil {
            change(&pendingUpdates!)
        } else {
            var updates = CollectionViewUpdates()
            change(&updates)
            apply(updates)
        }
    }

    /// Checks `updates` against the data source's new counts and applies them, or reports why not and
    /// reloads; then lays out.
    private func apply(_ updates: CollectionViewUpdates) {
        // Counts never asked for: there is nothing to check against, and nothing shown to move.
        guard let old = sectionCounts else {
            reloadData()
            return
        }
        let new = askCounts()
        switch CollectionViewUpdateMapping.make(old: old, new: new, updates: updates) {
        case .failure(let problem):
            CollectionView.report(problem)
            reloadData()
        case .success(let mapping):
            sectionCounts = new
            move(by: mapping)
        }
        layoutIfNeeded()
    }

    /// Moves the cells, the selection and the tracked touch to their new index paths; cells of
    /// deleted and reloaded items leave.
    private func move(by mapping: CollectionViewUpdateMapping) {
        var moved: [IndexPath: CollectionViewCell] = [:]
        var leaving: [(IndexPath, CollectionViewCell)] = []
        for (path, cell) in shownCells {
            if let target = mapping.newIndexPath(for: path), !mapping.reloaded.contains(target) {
                moved[target] = cell
                cell.shownIndexPath = target
            } else {
                leaving.append((path, cell))
            }
        }
        shownCells = moved
        for (path, cell) in leaving.sorted(by: { $0.0 < $1.0 }) { retire(cell, shownAt: path) }
        selection = Set(selection.compactMap { mapping.newIndexPath(for: $0) })
        if let tracked = trackedTouch {
            if let target = mapping.newIndexPath(for: tracked.indexPath), moved[target] != nil {
                trackedTouch?.indexPath = target
            } else {
                trackedTouch = nil
            }
        }
        collectionViewLayout.itemsDidMove(mapping)
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }
}

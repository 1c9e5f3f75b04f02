import BarViews
import BarWidgets
import Foundation

/// What `TableViewDiffableDataSource` and `CollectionViewDiffableDataSource` share: the snapshot the
/// view shows, the cell provider, the look-ups, and showing a new snapshot by one batch update of
/// the difference. Each data source holds one and forwards to it; what differs between a table and
/// a collection view comes from `DiffableDataSourceView`.
///
/// A class rather than a struct: the view asks the data source for counts and cells in the middle
/// of `apply`, so the snapshot must be readable while `apply` runs.
@MainActor
@usableFromInline
final class DiffableDataSourceCore<
    Host: DiffableDataSourceView, SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline typealias CellProvider = (Host, IndexPath, ItemIdentifierType) -> Host.Cell?

    @usableFromInline weak var view: Host?
    private let cellProvider: CellProvider
    /// The snapshot the view shows (without reload or reconfigure marks).
    @usableFromInline var current = Snapshot()
    /// Whether the view has been given a snapshot yet (the first is shown by reloading).
    @usableFromInline var hasApplied = false

    init(view: Host, cellProvider: @escaping CellProvider) {
        self.view = view
        self.cellProvider = cellProvider
    }

    // MARK: - Showing snapshots

    /// Makes the view show `snapshot`. The first snapshot, or any while the view is in no window or
    /// has another data source than `dataSource`, reloads it; later ones update it with one batch of
    /// the difference (made with `animation`), then run the cell provider again on the cells of
    /// items marked by `reconfigureItems`. `completion` runs when the update's animation ends. (Inlinable, so that the
    /// difference is compiled for the identifier types at the call.)
    @inlinable func apply(
        _ snapshot: Snapshot, for dataSource: AnyObject, animation: Host.UpdateAnimation,
        completion: (() -> Void)?
    ) {
        guard let view, hasApplied, view.window != nil, view.hasDiffableDataSource(dataSource) else {
            return applyUsingReloadData(snapshot, completion: completion)
        }
        // The view must know the old counts before the data source answers with the new ones.
        _ = view.numberOfSections
        let difference = SnapshotDifference(
            from: current, to: snapshot, movingSections: Host.diffableUpdatesMoveAndReloadSections,
            reloadingSections: Host.diffableUpdatesMoveAndReloadSections)
        current = snapshot.unmarked
        if difference.changesRows {
            view.performDiffableUpdate(difference, animation: animation, completion: completion)
            for indexPath in difference.reconfiguredItems { reconfigureItem(at: indexPath, in: view) }
        } else {
            for indexPath in difference.reconfiguredItems { reconfigureItem(at: indexPath, in: view) }
            completion?()
        }
    }

    /// Makes the view show `snapshot` by reloading its data: no difference, no cell kept.
    @usableFromInline func applyUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)?) {
        current = snapshot.unmarked
        hasApplied = true
        view?.reloadData()
        completion?()
    }

    // MARK: - Finding items and cells

    /// The section at `index` in the snapshot shown, or nil when there is none.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    /// The cell provider's cell for the item at `indexPath`. An index path with no item, or a
    /// provider that returns nil, is reported under `operation` and gets an empty cell.
    func cell(at indexPath: IndexPath, in view: Host, operation: String) -> Host.Cell {
        guard let item = current.item(at: indexPath) else {
            DiffableDataSourceError.report(.indexPathOutOfRange(indexPath, operation: operation))
            return Host.makeEmptyDiffableCell()
        }
        if let cell = cellProvider(view, indexPath, item) { return cell }
        DiffableDataSourceError.report(
            .cellProviderReturnedNil(
                item: DiffableDataSourceError.describe(item), indexPath: indexPath, operation: operation))
        return Host.makeEmptyDiffableCell()
    }

    /// Runs the cell provider again on the cell showing the item, if one does: the cell is set
    /// aside under its reuse identifier just before, so the provider's dequeue hands back the same
    /// cell, which keeps its highlight (and in a table its selection; a collection view's dequeue
    /// sets the selection itself). A provider that returns another cell gets the item reloaded.
    @usableFromInline func reconfigureItem(at indexPath: IndexPath, in view: Host) {
        guard let cell = view.diffableCell(at: indexPath), let item = current.item(at: indexPath) else { return }
        let selected = cell.isSelected
        let highlighted = cell.isHighlighted
        if let identifier = cell.reuseIdentifier { view.setAsideDiffableCell(cell, identifier: identifier) }
        let made = cellProvider(view, indexPath, item)
        if made === cell {
            if Host.diffableReconfigureRestoresSelection { cell.isSelected = selected }
            cell.isHighlighted = highlighted
            cell.setNeedsLayout()
            return
        }
        if let identifier = cell.reuseIdentifier, let parked = view.takeIdleDiffableCell(identifier), parked !== cell {
            view.setAsideDiffableCell(parked, identifier: identifier)
        }
        if let made, let identifier = made.reuseIdentifier { view.setAsideDiffableCell(made, identifier: identifier) }
        view.reloadDiffableItem(at: indexPath)
    }
}

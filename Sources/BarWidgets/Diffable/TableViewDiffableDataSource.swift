import BarViews
import Foundation

/// A table's data source that shows snapshots, as UIKit's `UITableViewDiffableDataSource`: it makes
/// itself the table's `dataSource`, answers the counts and cells from the last snapshot applied, and
/// moves the table from one snapshot to the next with one batch update of the difference.
///
/// The table holds its data source weakly, as UIKit's does: keep the diffable data source alive
/// (a property of the view controller, say) for as long as the table shows it.
///
///     let dataSource = TableViewDiffableDataSource<Section, Message.ID>(tableView: table) { table, path, id in
///         let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
///         cell.textLabel?.text = messages[id]?.subject
///         return cell
///     }
///     var snapshot = DiffableDataSourceSnapshot<Section, Message.ID>()
///     snapshot.appendSections([.inbox])
///     snapshot.appendItems(ids)
///     dataSource.apply(snapshot)
@MainActor
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: TableViewDataSource {
    /// Makes the cell for an item: dequeue one from the table and configure it. Returning nil
    /// reports a `DiffableDataSourceError` and shows an empty cell (UIKit stops the program).
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    @usableFromInline weak var tableView: TableView?
    private let cellProvider: CellProvider
    /// The snapshot the table shows (without reload or reconfigure marks).
    @usableFromInline var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Whether the table has been given a snapshot yet (the first is shown with `reloadData()`).
    @usableFromInline var hasApplied = false

    /// How inserted, deleted and reloaded rows animate when an update animates (default
    /// `.automatic`). BarKit applies updates at once whatever the animation.
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table's
    /// `dataSource` (which holds it weakly) and shows an empty snapshot until one is applied.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// The sections and items the table shows: a copy to change and apply again.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes the table show `snapshot`. The first snapshot, or any while the table is in no window,
    /// reloads the table; later ones update it with one batch of the difference (deletions,
    /// insertions, moves and the reloads `snapshot` marks), keeping the cells of the rows that stay,
    /// and then run the cell provider again on the cells of items marked by `reconfigureItems`.
    /// `completion` runs once the table shows the snapshot, before this method returns. (Final, so
    /// that it is compiled for the identifier types at the call: not an override point.)
    @inlinable public final func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard let tableView, hasApplied, tableView.window != nil, tableView.dataSource === self else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        // The table must know the old counts before the data source answers with the new ones.
        _ = tableView.numberOfSections
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot.unmarked
        if difference.changesRows {
            let animation = animatingDifferences ? defaultRowAnimation : .none
            tableView.performBatchUpdates({ self.perform(difference, on: tableView, animation: animation) })
        }
        for indexPath in difference.reconfiguredItems { reconfigureRow(at: indexPath, in: tableView) }
        completion?()
    }

    /// Makes the table show `snapshot` by reloading its data: no difference is computed and no
    /// cell is kept (UIKit's `applySnapshotUsingReloadData`).
    public func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot.unmarked
        hasApplied = true
        tableView?.reloadData()
        completion?()
    }

    // MARK: - Finding items

    /// The item at `indexPath` in the snapshot shown, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where the item is in the snapshot shown, or nil when it is not there.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at `index` in the snapshot shown, or nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    /// Where the section is in the snapshot shown, or nil when it is not there.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - TableViewDataSource

    /// The number of sections in the snapshot shown. Called by the table; overrides need not call
    /// `super` but must agree with the snapshot.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The number of items in the section at `section` of the snapshot shown. Called by the table;
    /// overrides need not call `super` but must agree with the snapshot.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(atSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`. Called by the table as the row comes
    /// into sight; overrides usually call `super` and adjust its cell.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let operation = "TableViewDiffableDataSource.tableView(_:cellForRowAt:)"
        guard let item = current.item(at: indexPath) else {
            DiffableDataSourceError.report(.indexPathOutOfRange(indexPath, operation: operation))
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        DiffableDataSourceError.report(
            .cellProviderReturnedNil(
                item: DiffableDataSourceError.describe(item), indexPath: indexPath, operation: operation))
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The section header's title: nil by default (none). Called by the table; override it to give
    /// titles (with `sectionIdentifier(for:)`); there is no need to call `super`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The section footer's title: nil by default (none). Called by the table; override it to give
    /// titles; there is no need to call `super`.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: - Updating the table

    @usableFromInline func perform(
        _ difference: SnapshotDifference, on tableView: TableView, animation: TableView.RowAnimation
    ) {
        if !difference.deletedSections.isEmpty { tableView.deleteSections(difference.deletedSections, with: animation) }
        if !difference.insertedSections.isEmpty {
            tableView.insertSections(difference.insertedSections, with: animation)
        }
        if !difference.reloadedSections.isEmpty {
            tableView.reloadSections(difference.reloadedSections, with: animation)
        }
        for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !difference.deletedItems.isEmpty { tableView.deleteRows(at: difference.deletedItems, with: animation) }
        if !difference.insertedItems.isEmpty { tableView.insertRows(at: difference.insertedItems, with: animation) }
        if !difference.reloadedItems.isEmpty { tableView.reloadRows(at: difference.reloadedItems, with: animation) }
        for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
    }

    /// Runs the cell provider again on the cell showing the row, if one does: the cell is set aside
    /// under its reuse identifier just before, so the provider's dequeue hands back the same cell
    /// (which keeps its selection and highlight). A provider that returns another cell gets the row
    /// reloaded instead.
    @usableFromInline func reconfigureRow(at indexPath: IndexPath, in tableView: TableView) {
        guard let cell = tableView.cellForRow(at: indexPath), let item = current.item(at: indexPath) else { return }
        let selected = cell.isSelected
        let highlighted = cell.isHighlighted
        if let identifier = cell.reuseIdentifier { tableView.cellPool.enqueue(cell, identifier: identifier) }
        let made = cellProvider(tableView, indexPath, item)
        if made === cell {
            cell.isSelected = selected
            cell.isHighlighted = highlighted
            cell.setNeedsLayout()
            return
        }
        if let identifier = cell.reuseIdentifier, let parked = tableView.cellPool.dequeueIdle(identifier),
            parked !== cell
        {
            tableView.cellPool.enqueue(parked, identifier: identifier)
        }
        if let made, let identifier = made.reuseIdentifier { tableView.cellPool.enqueue(made, identifier: identifier) }
        tableView.reloadRows(at: [indexPath], with: .none)
    }
}

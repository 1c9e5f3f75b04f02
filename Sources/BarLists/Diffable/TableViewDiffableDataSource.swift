import BarViews
import BarWidgets
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

    /// The table, the cell provider and the snapshot shown, and the apply they share with
    /// `CollectionViewDiffableDataSource`.
    @usableFromInline let core: DiffableDataSourceCore<TableView, SectionIdentifierType, ItemIdentifierType>

    /// How inserted, deleted and reloaded rows animate when an update animates (default
    /// `.automatic`). BarKit applies updates at once whatever the animation.
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table's
    /// `dataSource` (which holds it weakly) and shows an empty snapshot until one is applied.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        core = DiffableDataSourceCore(view: tableView, cellProvider: cellProvider)
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// The sections and items the table shows: a copy to change and apply again.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.current }

    /// Makes the table show `snapshot`. The first snapshot, or any while the table is in no window,
    /// reloads the table; later ones update it with one batch of the difference (deletions,
    /// insertions, moves and the reloads `snapshot` marks), keeping the cells of the rows that stay,
    /// and then run the cell provider again on the cells of items marked by `reconfigureItems`.
    /// The table animates the change (in a window, unless `animatingDifferences` is false);
    /// `completion` runs when it has ended. (Final, so
    /// that it is compiled for the identifier types at the call: not an override point.)
    @inlinable public final func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        if animatingDifferences {
            core.apply(snapshot, for: self, animation: defaultRowAnimation, completion: completion)
        } else {
            View.performWithoutAnimation {
                core.apply(snapshot, for: self, animation: .none, completion: completion)
            }
        }
    }

    /// Makes the table show `snapshot` by reloading its data: no difference is computed and no
    /// cell is kept (UIKit's `applySnapshotUsingReloadData`).
    public func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        core.applyUsingReloadData(snapshot, completion: completion)
    }

    // MARK: - Finding items

    /// The item at `indexPath` in the snapshot shown, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.current.item(at: indexPath) }

    /// Where the item is in the snapshot shown, or nil when it is not there.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.current.indexPath(of: itemIdentifier)
    }

    /// The section at `index` in the snapshot shown, or nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }

    /// Where the section is in the snapshot shown, or nil when it is not there.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.current.indexOfSection(sectionIdentifier)
    }

    // MARK: - TableViewDataSource

    /// The number of sections in the snapshot shown. Called by the table; overrides need not call
    /// `super` but must agree with the snapshot.
    open func numberOfSections(in tableView: TableView) -> Int { core.current.numberOfSections }

    /// The number of items in the section at `section` of the snapshot shown. Called by the table;
    /// overrides need not call `super` but must agree with the snapshot.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        core.current.numberOfItems(atSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`. Called by the table as the row comes
    /// into sight; overrides usually call `super` and adjust its cell.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        core.cell(at: indexPath, in: tableView, operation: "TableViewDiffableDataSource.tableView(_:cellForRowAt:)")
    }

    /// The section header's title: nil by default (none). Called by the table; override it to give
    /// titles (with `sectionIdentifier(for:)`); there is no need to call `super`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The section footer's title: nil by default (none). Called by the table; override it to give
    /// titles; there is no need to call `super`.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

import BarViews
import BarWidgets
import Foundation

/// A collection view's data source that shows snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`: it makes itself the collection view's `dataSource`, answers
/// the counts and cells from the last snapshot applied, and moves the collection view from one
/// snapshot to the next with one batch update of the difference.
///
/// The collection view holds its data source weakly, as UIKit's does: keep the diffable data source
/// alive for as long as the collection view shows it.
@MainActor
open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: CollectionViewDataSource {
    /// Makes the cell for an item: dequeue one from the collection view and configure it. Returning
    /// nil reports a `DiffableDataSourceError` and shows an empty cell (UIKit stops the program).
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?

    /// The collection view, the cell provider and the snapshot shown, and the apply they share with
    /// `TableViewDiffableDataSource`.
    @usableFromInline let core: DiffableDataSourceCore<CollectionView, SectionIdentifierType, ItemIdentifierType>

    /// A data source for `collectionView` whose cells `cellProvider` makes; it becomes the
    /// collection view's `dataSource` (which holds it weakly) and shows an empty snapshot until one
    /// is applied.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        core = DiffableDataSourceCore(view: collectionView, cellProvider: cellProvider)
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// The sections and items the collection view shows: a copy to change and apply again.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.current }

    /// Makes the collection view show `snapshot`. The first snapshot, or any while the collection
    /// view is in no window, reloads it; later ones update it with one batch of the difference
    /// (deletions, insertions, moves and the reloads `snapshot` marks; a section that moves or is
    /// reloaded is deleted and inserted), keeping the cells of the items that stay, and then run the
    /// cell provider again on the cells of items marked by `reconfigureItems`. `completion` runs once
    /// the collection view shows the snapshot, before this method returns. (Final, so that it is
    /// compiled for the identifier types at the call: not an override point.)
    @inlinable public final func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, for: self, animation: (), completion: completion)
    }

    /// Makes the collection view show `snapshot` by reloading its data: no difference is computed
    /// and no cell is kept (UIKit's `applySnapshotUsingReloadData`).
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

    // MARK: - CollectionViewDataSource

    /// The number of sections in the snapshot shown. Called by the collection view; overrides need
    /// not call `super` but must agree with the snapshot.
    open func numberOfSections(in collectionView: CollectionView) -> Int { core.current.numberOfSections }

    /// The number of items in the section at `section` of the snapshot shown. Called by the
    /// collection view; overrides need not call `super` but must agree with the snapshot.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        core.current.numberOfItems(atSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`. Called by the collection view as the
    /// item comes into sight; overrides usually call `super` and adjust its cell.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        core.cell(
            at: indexPath, in: collectionView,
            operation: "CollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)")
    }
}

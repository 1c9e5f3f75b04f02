import BarViews
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

    @usableFromInline weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// The snapshot the collection view shows (without reload or reconfigure marks).
    @usableFromInline var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Whether the collection view has been given a snapshot yet (the first is shown by reloading).
    @usableFromInline var hasApplied = false

    /// A data source for `collectionView` whose cells `cellProvider` makes; it becomes the
    /// collection view's `dataSource` (which holds it weakly) and shows an empty snapshot until one
    /// is applied.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// The sections and items the collection view shows: a copy to change and apply again.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

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
        guard let collectionView, hasApplied, collectionView.window != nil, collectionView.dataSource === self else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        // The collection view must know the old counts before the data source answers with the new.
        _ = collectionView.numberOfSections
        let difference = SnapshotDifference(
            from: current, to: snapshot, movingSections: false, reloadingSections: false)
        current = snapshot.unmarked
        if difference.changesRows {
            collectionView.performBatchUpdates({ self.perform(difference, on: collectionView) })
        }
        for indexPath in difference.reconfiguredItems { reconfigureItem(at: indexPath, in: collectionView) }
        completion?()
    }

    /// Makes the collection view show `snapshot` by reloading its data: no difference is computed
    /// and no cell is kept (UIKit's `applySnapshotUsingReloadData`).
    public func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot.unmarked
        hasApplied = true
        collectionView?.reloadData()
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

    // MARK: - CollectionViewDataSource

    /// The number of sections in the snapshot shown. Called by the collection view; overrides need
    /// not call `super` but must agree with the snapshot.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in the section at `section` of the snapshot shown. Called by the
    /// collection view; overrides need not call `super` but must agree with the snapshot.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(atSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`. Called by the collection view as the
    /// item comes into sight; overrides usually call `super` and adjust its cell.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        let operation = "CollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)"
        guard let item = current.item(at: indexPath) else {
            DiffableDataSourceError.report(.indexPathOutOfRange(indexPath, operation: operation))
            return CollectionViewCell(frame: .zero)
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        DiffableDataSourceError.report(
            .cellProviderReturnedNil(
                item: DiffableDataSourceError.describe(item), indexPath: indexPath, operation: operation))
        return CollectionViewCell(frame: .zero)
    }

    // MARK: - Updating the collection view

    @usableFromInline func perform(_ difference: SnapshotDifference, on collectionView: CollectionView) {
        if !difference.deletedSections.isEmpty { collectionView.deleteSections(difference.deletedSections) }
        if !difference.insertedSections.isEmpty { collectionView.insertSections(difference.insertedSections) }
        if !difference.deletedItems.isEmpty { collectionView.deleteItems(at: difference.deletedItems) }
        if !difference.insertedItems.isEmpty { collectionView.insertItems(at: difference.insertedItems) }
        if !difference.reloadedItems.isEmpty { collectionView.reloadItems(at: difference.reloadedItems) }
        for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
    }

    /// Runs the cell provider again on the cell showing the item, if one does: the cell is set
    /// aside under its reuse identifier just before, so the provider's dequeue hands back the same
    /// cell (which keeps its highlight; the collection view sets its selection). A provider that
    /// returns another cell gets the item reloaded instead.
    @usableFromInline func reconfigureItem(at indexPath: IndexPath, in collectionView: CollectionView) {
        guard let cell = collectionView.cellForItem(at: indexPath), let item = current.item(at: indexPath) else {
            return
        }
        let highlighted = cell.isHighlighted
        if let identifier = cell.reuseIdentifier { collectionView.cellPool.enqueue(cell, identifier: identifier) }
        let made = cellProvider(collectionView, indexPath, item)
        if made === cell {
            cell.isHighlighted = highlighted
            cell.setNeedsLayout()
            return
        }
        if let identifier = cell.reuseIdentifier, let parked = collectionView.cellPool.dequeueIdle(identifier),
            parked !== cell
        {
            collectionView.cellPool.enqueue(parked, identifier: identifier)
        }
        if let made, let identifier = made.reuseIdentifier {
            collectionView.cellPool.enqueue(made, identifier: identifier)
        }
        collectionView.reloadItems(at: [indexPath])
    }
}

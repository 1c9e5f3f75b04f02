import BarViews
import BarWidgets
import Foundation

/// A view a diffable data source drives, `TableView` or `CollectionView`, in the terms
/// `DiffableDataSourceCore` uses (a table's rows are its items): how it takes a batch update of a
/// snapshot difference, and the cells it shows and sets aside.
@MainActor
@usableFromInline
protocol DiffableDataSourceView: View {
    associatedtype Cell: DiffableDataSourceCell
    /// What a batch update is animated with: a table's row animation; nothing for a collection view.
    associatedtype UpdateAnimation

    /// Whether a batch update moves and reloads sections (a table's does); where not, a section
    /// that moves or is reloaded is deleted and inserted.
    static var diffableUpdatesMoveAndReloadSections: Bool { get }
    /// Whether reconfiguring a cell in place puts its selection back (a table; a collection view's
    /// dequeue sets it).
    static var diffableReconfigureRestoresSelection: Bool { get }
    /// The empty cell shown where there is no item or the cell provider returns nil.
    static func makeEmptyDiffableCell() -> Cell

    var numberOfSections: Int { get }
    func reloadData()
    /// Whether `object` is the view's data source.
    func hasDiffableDataSource(_ object: AnyObject) -> Bool
    /// Makes `difference` one batch update; `completion` runs when it has ended (animated or not).
    func performDiffableUpdate(_ difference: SnapshotDifference, animation: UpdateAnimation, completion: (() -> Void)?)
    /// The cell showing the item at `indexPath`, if one does.
    func diffableCell(at indexPath: IndexPath) -> Cell?
    /// Sets `cell` aside for reuse under `identifier`.
    func setAsideDiffableCell(_ cell: Cell, identifier: String)
    /// A cell set aside under `identifier`, taken back (never a new one).
    func takeIdleDiffableCell(_ identifier: String) -> Cell?
    /// Reloads the item at `indexPath`, unanimated.
    func reloadDiffableItem(at indexPath: IndexPath)
}

/// What `DiffableDataSourceCore` reads and sets on a cell when it reconfigures one in place.
@MainActor
@usableFromInline
protocol DiffableDataSourceCell: View {
    var reuseIdentifier: String? { get }
    var isSelected: Bool { get set }
    var isHighlighted: Bool { get set }
}

extension TableViewCell: DiffableDataSourceCell {}
extension CollectionViewCell: DiffableDataSourceCell {}

// The witnesses are `@usableFromInline` because the protocol is (`DiffableDataSourceCore.apply` is
// inlined into the caller).

extension TableView: DiffableDataSourceView {
    @usableFromInline typealias UpdateAnimation = TableView.RowAnimation

    @inlinable static var diffableUpdatesMoveAndReloadSections: Bool { true }
    @inlinable static var diffableReconfigureRestoresSelection: Bool { true }
    @usableFromInline static func makeEmptyDiffableCell() -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }

    @usableFromInline func hasDiffableDataSource(_ object: AnyObject) -> Bool { dataSource === object }

    @usableFromInline func performDiffableUpdate(
        _ difference: SnapshotDifference, animation: RowAnimation, completion: (() -> Void)?
    ) {
        performBatchUpdates({
            if !difference.deletedSections.isEmpty { self.deleteSections(difference.deletedSections, with: animation) }
            if !difference.insertedSections.isEmpty {
                self.insertSections(difference.insertedSections, with: animation)
            }
            if !difference.reloadedSections.isEmpty {
                self.reloadSections(difference.reloadedSections, with: animation)
            }
            for move in difference.movedSections { self.moveSection(move.from, toSection: move.to) }
            if !difference.deletedItems.isEmpty { self.deleteRows(at: difference.deletedItems, with: animation) }
            if !difference.insertedItems.isEmpty { self.insertRows(at: difference.insertedItems, with: animation) }
            if !difference.reloadedItems.isEmpty { self.reloadRows(at: difference.reloadedItems, with: animation) }
            for move in difference.movedItems { self.moveRow(at: move.from, to: move.to) }
        }, completion: { _ in completion?() })
    }

    @usableFromInline func diffableCell(at indexPath: IndexPath) -> TableViewCell? { cellForRow(at: indexPath) }
    @usableFromInline func setAsideDiffableCell(_ cell: TableViewCell, identifier: String) {
        cellPool.enqueue(cell, identifier: identifier)
    }
    @usableFromInline func takeIdleDiffableCell(_ identifier: String) -> TableViewCell? {
        cellPool.dequeueIdle(identifier)
    }
    @usableFromInline func reloadDiffableItem(at indexPath: IndexPath) { reloadRows(at: [indexPath], with: .none) }
}

extension CollectionView: DiffableDataSourceView {
    /// A collection view's batch update takes no animation.
    @usableFromInline typealias UpdateAnimation = Void

    @inlinable static var diffableUpdatesMoveAndReloadSections: Bool { false }
    @inlinable static var diffableReconfigureRestoresSelection: Bool { false }
    @usableFromInline static func makeEmptyDiffableCell() -> CollectionViewCell { CollectionViewCell(frame: .zero) }

    @usableFromInline func hasDiffableDataSource(_ object: AnyObject) -> Bool { dataSource === object }

    @usableFromInline func performDiffableUpdate(
        _ difference: SnapshotDifference, animation: Void, completion: (() -> Void)?
    ) {
        performBatchUpdates({
            if !difference.deletedSections.isEmpty { self.deleteSections(difference.deletedSections) }
            if !difference.insertedSections.isEmpty { self.insertSections(difference.insertedSections) }
            if !difference.deletedItems.isEmpty { self.deleteItems(at: difference.deletedItems) }
            if !difference.insertedItems.isEmpty { self.insertItems(at: difference.insertedItems) }
            if !difference.reloadedItems.isEmpty { self.reloadItems(at: difference.reloadedItems) }
            for move in difference.movedItems { self.moveItem(at: move.from, to: move.to) }
        }, completion: { _ in completion?() })
    }

    @usableFromInline func diffableCell(at indexPath: IndexPath) -> CollectionViewCell? { cellForItem(at: indexPath) }
    @usableFromInline func setAsideDiffableCell(_ cell: CollectionViewCell, identifier: String) {
        cellPool.enqueue(cell, identifier: identifier)
    }
    @usableFromInline func takeIdleDiffableCell(_ identifier: String) -> CollectionViewCell? {
        cellPool.dequeueIdle(identifier)
    }
    @usableFromInline func reloadDiffableItem(at indexPath: IndexPath) { reloadItems(at: [indexPath]) }
}

import BarGeometry
import BarViews
import BarWidgets
import Foundation

/// Decides where a collection view's items go, as UIKit's `UICollectionViewLayout`: an abstract
/// class to subclass (`CollectionViewFlowLayout` is the concrete one BarKit ships).
///
/// The collection view calls `prepare()` at its first layout and at the first layout after
/// `invalidateLayout()`, then reads `collectionViewContentSize` and asks
/// `layoutAttributesForElements(in:)` for the items in sight. A layout serves one collection view
/// at a time (`collectionView`, set when the layout is given to one).
@MainActor
open class CollectionViewLayout {
    /// The collection view this layout serves, held weakly; nil until the layout is given to one.
    public internal(set) weak var collectionView: CollectionView?

    /// Whether `prepare()` must run before the layout is read again.
    var needsPrepare = true

    /// A layout serving no collection view yet.
    public init() {}

    /// Works out the layout, once per invalidation, so the queries that follow are cheap.
    ///
    /// Called by the collection view before it reads the layout, at its first layout pass and at the
    /// first after `invalidateLayout()`. The default does nothing. Overrides compute and keep what
    /// the queries need, and should call `super` first, as UIKit advises.
    open func prepare() {}

    /// The size of all the content, in the collection view's content coordinates.
    ///
    /// Read by the collection view after each `prepare()`, to set its `contentSize`. The default is
    /// zero. Overrides return what `prepare()` worked out and need not call `super`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item whose frame meets `rect` (content coordinates).
    ///
    /// Called by the collection view at each layout pass with the bounds grown by the overscan, and by
    /// `indexPathForItem(at:)`. The default returns nil (no items). Overrides need not call `super`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`, or nil when there is no such item.
    ///
    /// Called by the collection view when it dequeues a cell, scrolls to an item or answers
    /// `layoutAttributesForItem(at:)`. The default returns nil. Overrides need not call `super`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Marks the layout as out of date: the collection view calls `prepare()` again at its next
    /// layout pass.
    ///
    /// Called by your code when what the layout depends on changed, by the flow layout's setters, and
    /// by the collection view after `reloadData()`, updates and bounds changes the layout asks to be
    /// invalidated for. Overrides must call `super`.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll or a resize) makes
    /// the layout out of date; true invalidates it.
    ///
    /// Called by the collection view at each layout pass whose bounds differ from the last one's. The
    /// default returns false. Overrides need not call `super`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    // MARK: - BarKit's own hooks (self-sizing and updates; the flow layout overrides them)

    /// Whether the cell of the item at `indexPath` must be measured before it is shown.
    func needsMeasurement(at indexPath: IndexPath) -> Bool { false }

    /// Measures `cell`, shown for `indexPath`, and keeps its size; returns whether the layout changed
    /// (it is then invalidated).
    func measure(_ cell: CollectionViewCell, at indexPath: IndexPath) -> Bool { false }

    /// The collection view's items moved (an update): what the layout keeps by index path follows.
    func itemsDidMove(_ mapping: CollectionViewUpdateMapping) {}

    /// The collection view reloaded its data: what the layout keeps by index path is dropped.
    func dataDidReload() {}

    /// Runs `prepare()` if the layout was invalidated.
    final func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}

import BarGeometry
import BarViews
import BarWidgets
import Foundation

/// A scroll view of items placed by a layout object, each shown by a reusable cell, as UIKit's
/// `UICollectionView` (Docs/Behaviors.md, "Collection views").
///
/// The data source says how many sections and items there are and configures a cell for each item
/// in sight; the layout (`CollectionViewFlowLayout`, or a subclass of `CollectionViewLayout`) says
/// where each goes. Cells exist only for the items whose frames meet the bounds grown by 50 points
/// on every side (the overscan); a cell that leaves that area is set aside and handed out again by
/// `dequeueReusableCell(withReuseIdentifier:for:)`.
///
/// The delegate is `ScrollView`'s `delegate` property: set it to a `CollectionViewDelegate` (which
/// refines `ScrollViewDelegate`), and the collection view sends it both the scrolling and the item
/// calls. Swift cannot narrow the type of an inherited stored property, so the property keeps
/// `ScrollViewDelegate?` as its type and the collection view reads it as a `CollectionViewDelegate`
/// (a plain scroll view delegate just hears no item calls).
@MainActor
open class CollectionView: ScrollView {
    /// The direction a flow layout's lines stack in, which is the direction the content scrolls.
    public enum ScrollDirection: Int, Sendable, CaseIterable {
        /// Lines are rows, one below another (the default).
        case vertical
        /// Lines are columns, one right of another.
        case horizontal
    }

    /// How far past the bounds, on every side, items get cells (50 points): they are ready a little
    /// before they come into sight.
    static let overscan: CGFloat = 50

    /// The layout that places the items. Setting it gives the layout to this collection view, which
    /// lays the items out with it at the next layout pass (without animation).
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
        }
    }

    /// What the collection view shows; held weakly. Setting it reloads the data.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// Whether a tap selects an item (default true). Without it taps neither highlight nor select,
    /// and `selectItem(at:animated:scrollPosition:)` does nothing; the selection already made stays.
    public var allowsSelection = true
    /// Whether several items can be selected at once (default false). With it a tap on a selected
    /// item deselects it; without it selecting an item deselects the others.
    public var allowsMultipleSelection = false

    /// The counts from the data source, kept between reloads and updates (nil: not asked yet).
    var sectionCounts: [Int]?
    /// Cells set aside for reuse, and the registered classes.
    var cellPool = ReusePool<CollectionViewCell>()
    /// The cells that exist, by the item they show.
    var shownCells: [IndexPath: CollectionViewCell] = [:]
    /// The selected items.
    var selection: Set<IndexPath> = []
    /// The bounds of the last layout pass, to ask the layout about bounds changes.
    var lastLaidOutBounds: CGRect?
    /// The touch that highlights an item, while one does.
    var trackedTouch: TrackedItemTouch?
    /// The changes recorded inside `performBatchUpdates(_:completion:)`, how deep the calls nest, and
    /// the completions to call once the outermost call has applied them.
    var pendingUpdates: CollectionViewUpdates?
    var batchDepth = 0
    var pendingCompletions: [(Bool) -> Void] = []

    // MARK: - Creating

    /// A collection view with the given frame, whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// A collection view from a view document: `ScrollView`'s keys, with a flow layout of default
    /// values (the data source is set in code).
    public required init?(coder: Coder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
    }

    // MARK: - Override points

    /// Lays the scroll indicators out (as `ScrollView`'s), then the items: asks for the counts if
    /// needed, prepares the layout if it was invalidated, and makes, places and sets aside cells so
    /// that exactly the items in sight (and the overscan) have one.
    ///
    /// Called by the layout pass, also after each scroll; do not call it directly. Overrides must call
    /// `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
    }

    /// Starts tracking a touch on an item: after the scroll view's touch delay, the item is
    /// highlighted (if the delegate agrees); other touches go up the responder chain.
    ///
    /// Called by the event system, as `Responder`'s. Overrides must call `super`, or taps neither
    /// highlight nor select items.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if !beginTrackingItem(touches) { super.touchesBegan(touches, with: event) }
    }

    /// Follows the tracked touch: leaving its item's cell removes the highlight, and the touch then
    /// selects nothing.
    ///
    /// Called by the event system, as `Responder`'s. Overrides must call `super`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if !continueTrackingItem(touches) { super.touchesMoved(touches, with: event) }
    }

    /// Ends the tracked touch: lifted on its item, it selects the item (or, with
    /// `allowsMultipleSelection`, deselects a selected one), as the delegate agrees.
    ///
    /// Called by the event system, as `Responder`'s. Overrides must call `super`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if !endTrackingItem(touches, cancelled: false) { super.touchesEnded(touches, with: event) }
    }

    /// Drops the tracked touch (a drag took it): the highlight goes, and nothing is selected.
    ///
    /// Called by the event system, as `Responder`'s. Overrides must call `super`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if !endTrackingItem(touches, cancelled: true) { super.touchesCancelled(touches, with: event) }
    }

    /// Lays the items out again for the new inset (the lines' length depends on it), after
    /// `ScrollView`'s work (telling the delegate).
    ///
    /// Called when `adjustedContentInset` changed (as `ScrollView`'s). Overrides must call `super`.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// The delegate of both the scrolling and the items: set a `CollectionViewDelegate` (a
    /// `CollectionViewDelegateFlowLayout` for a flow layout's sizes); held weakly. Setting it lays the
    /// items out again.
    public override weak var delegate: ScrollViewDelegate? {
        didSet { if delegate !== oldValue { collectionViewLayout.invalidateLayout() } }
    }

    // MARK: - Internals

    /// The delegate, as a collection view delegate (nil when it is only a scroll view delegate).
    var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    /// Makes `layout` this collection view's and marks it for a new layout.
    func adopt(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.dataDidReload()
        layout.invalidateLayout()
        setNeedsLayout()
    }
}

/// The touch that highlights an item: the item, and whether the touch is still on its cell.
struct TrackedItemTouch {
    let touch: Touch
    var indexPath: IndexPath
    var isInside = true
}

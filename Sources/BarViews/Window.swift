import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// The root of a view tree: it lays out before anything draws it or sends it events, and keeps track
/// of what needs redrawing. As UIKit's `UIWindow`, it is itself a view.
///
/// A window belongs to an application (`Application.shared` unless set), which is its `next`
/// responder. Event delivery lives in `Window+Events.swift`.
@MainActor
open class Window: View {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    ///
    /// Read once per view by its superview's default hit test. Names `Window`, so the hit test walks into
    /// its instances without calling their `hitTest(_:with:)`. A subclass that keeps both defaults may
    /// override it to name itself; do not call `super`, whose answer names the superclass.
    @_spi(CoreHooks) override open class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(Window.self) }

    /// What rendering and redraw marking read of the window, in one value (see `WindowState`).
    /// Release builds skip its exclusivity checks (`Docs/Performance.md`); debug builds keep them.
    #if DEBUG
        final private var state = WindowState()
    #else
        @exclusivity(unchecked) final private var state = WindowState()
    #endif

    /// Views marked with `setNeedsDisplay` since the last render, each listed once, unretained: a
    /// listed view is in this window's tree (or is the window), and a view leaving the window takes
    /// its entry out (`unlistForDisplay`). Not weak: a weak reference would give every marked view a
    /// side table, making each later retain and release of it several times dearer; not strong: the
    /// window marks itself, and would keep itself alive until it was rendered again.
    package var viewsNeedingDisplay: [ListedView] {
        _read { yield state.viewsNeedingDisplay }
        _modify { yield &state.viewsNeedingDisplay }
    }
    /// The mark of the views in `viewsNeedingDisplay` (see `View.displayListMark`); a value never
    /// used before each time the list is emptied, so emptying it unmarks every view at once.
    var listedForDisplayMark: UInt32 {
        _read { yield state.listedForDisplayMark }
        _modify { yield &state.listedForDisplayMark }
    }
    /// The application set for this window; nil means `Application.shared`.
    var storedApplication: Application? {
        _read { yield state.storedApplication }
        _modify { yield &state.storedApplication }
    }
    /// The view controller whose view fills the window.
    var storedRootViewController: ViewController? {
        _read { yield state.storedRootViewController }
        _modify { yield &state.storedRootViewController }
    }
    /// The last rendered frame, updated in place by the next render where only parts changed.
    package var lastRender: GraphicsContext? {
        _read { yield state.lastRender }
        set {
            state.lastRender = newValue
            renderFlags.rendersPartially = rendersPartially
        }
    }
    /// Set by `setNeedsFullRender()`: the next render redraws everything, into the kept frame's
    /// pixels (a frame of the same size is reused rather than allocated again).
    package var fullRenderPending: Bool {
        _read { yield state.fullRenderPending }
        set {
            state.fullRenderPending = newValue
            renderFlags.rendersPartially = rendersPartially
        }
    }
    /// What the last render redrew (nil: everything).
    package var lastDirtyRegion: [CGRect]? {
        _read { yield state.lastDirtyRegion }
        _modify { yield &state.lastDirtyRegion }
    }

    /// A window's rendering and ownership state, in one stored property so one attribute covers it.
    /// Sound because a window is touched only on the main actor and no callout runs inside a write.
    private struct WindowState {
        var viewsNeedingDisplay: [ListedView] = []
        /// Set by each initialiser to a mark never used before (0 is no view's mark).
        var listedForDisplayMark: UInt32 = 0
        var storedApplication: Application? = nil
        var storedRootViewController: ViewController? = nil
        var lastRender: GraphicsContext? = nil
        var fullRenderPending: Bool = false
        var wholeWindowMarked: Bool = false
        var lastDirtyRegion: [CGRect]? = nil
        var labelsAwaitingMeasure: [Label] = []
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedWindow = self
        listedForDisplayMark = Window.makeDisplayListMark()
        register()
    }

    /// Each live window by its number, unretained: a window takes itself out in its `deinit`. A
    /// touch finds its window here (`Touch.window`) rather than through a weak reference, which
    /// would give the window a side table and make every retain of it (each view change, each
    /// render) take the slower path.
    private static var live = UnretainedRegistry<Window>()
    private static var lastNumber = 0
    /// The window's number in `Window.live`, never given to another window.
    private(set) var liveNumber = 0

    /// The live window numbered `number`; nil once it is gone.
    static func live(numbered number: Int) -> Window? {
        live[number]
    }

    /// Gives the window its number and lists it in `Window.live`. Called once, by each designated init.
    private func register() {
        Window.lastNumber += 1
        liveNumber = Window.lastNumber
        Window.live.insert(self, as: liveNumber)
    }

    /// The insets from the window's edges that its content should keep clear of (a display's notch,
    /// a system bar); zero by default. Set by a window backend, or by a test, and read by every
    /// view's `safeAreaInsets`. Setting it lays the window out again; non-finite values are ignored.
    public var windowSafeAreaInsets: EdgeInsets {
        get { storedSafeAreaInsets }
        set {
            guard newValue.isFinite, newValue != storedSafeAreaInsets else { return }
            storedSafeAreaInsets = newValue
            forEachInSubtree { view in
                view.setNeedsLayout()
                return true
            }
        }
    }
    var storedSafeAreaInsets: EdgeInsets = .zero
    /// Labels of this window whose text is not measured yet, each listed once (`Label.isListedForMeasure`),
    /// measured together when the next layout pass starts (Window+LabelMeasuring.swift).
    var labelsAwaitingMeasure: [Label] {
        _read { yield state.labelsAwaitingMeasure }
        _modify { yield &state.labelsAwaitingMeasure }
    }
    /// Whether `makeKeyAndVisible()` showed the root view controller: from then on a new root
    /// controller appears and the old one disappears (ViewController+Appearance.swift).
    var showsRootViewController = false
    /// The gesture recognizers following touches of this window (until they are reset).
    var activeGestureRecognizers: [GestureRecognizer] = []
    /// Views whose bounds' origin changed since the last render, with how far in all, in the order
    /// they first scrolled. The next partial render moves their pixels or redraws them.
    package private(set) var pendingScrolls: [PendingScroll] = []
    /// The rects whose pixels the last render moved rather than drew (window points): with the
    /// region it redrew, what changed on screen.
    package var lastMovedRegion: [CGRect] = []

    /// Notes that `view`'s content moved by `delta` (its bounds' origin did).
    func viewDidScroll(_ view: View, by delta: CGPoint) {
        for index in pendingScrolls.indices where pendingScrolls[index].view === view {
            pendingScrolls[index].delta.x += delta.x
            pendingScrolls[index].delta.y += delta.y
            return
        }
        pendingScrolls.append(PendingScroll(view: view, delta: delta))
    }

    /// Hands over the scrolls since the last render, emptying the list.
    package func takePendingScrolls() -> [PendingScroll] {
        defer { pendingScrolls = [] }
        return pendingScrolls
    }

    /// A window belonging to `application` (its `next` responder and the keeper of its first responder).
    public convenience init(frame: CGRect, application: Application) {
        self.init(frame: frame)
        self.application = application
    }

    /// Detaches the window from its application (whose weak links to it read nil already) and from `Window.live`.
    isolated deinit {
        application.detach(self)
        Window.live.remove(liveNumber)
    }

    public required init?(coder: Coder) {
        super.init(coder: coder)
        register()
        listedForDisplayMark = Window.makeDisplayListMark()
        forEachInSubtree { view in
            view.storedWindow = self
            return true
        }
    }

    /// Whether the next render redraws only what is marked, so marks must be kept: false before the
    /// first render, after `setNeedsFullRender()` and once the window marked over half of itself,
    /// when everything is redrawn anyway.
    var rendersPartially: Bool { lastRender != nil && !fullRenderPending && !wholeWindowMarked }

    /// Set when the window marks over half of itself (a new screen): the next render redraws the
    /// whole window (`dirtyRegion`), so until then no mark can change what it draws and views stop
    /// marking (`View.windowRendersPartially`). Cleared with the list of marked views.
    package var wholeWindowMarked: Bool {
        _read { yield state.wholeWindowMarked }
        set {
            state.wholeWindowMarked = newValue
            renderFlags.rendersPartially = rendersPartially
        }
    }

    /// Notes that the window's own mark is now `rect` (window points): over half the window, the
    /// whole window is marked.
    func noteOwnMark(_ rect: CGRect) {
        let visible = rect.intersection(bounds)
        guard !visible.isNull, visible.width * visible.height > bounds.width * bounds.height * 0.5 else { return }
        wholeWindowMarked = true
    }

    /// `rendersPartially`, kept where views can read it as they mark themselves without an actor
    /// check or a retain of the window (see `View.windowRendersPartially`).
    let renderFlags = WindowRenderFlags()

    /// `rendersPartially` of `window`, read from its flags: a nonisolated function, so a view can
    /// hand it to its unretained window link.
    nonisolated static func rendersPartially(of window: Window) -> Bool {
        window.renderFlags.rendersPartially
    }

    func viewNeedsDisplay(_ view: View) {
        guard view.displayListMark != listedForDisplayMark else { return }
        view.displayListMark = listedForDisplayMark
        view.displayListIndex = Int32(truncatingIfNeeded: viewsNeedingDisplay.count)
        viewsNeedingDisplay.append(ListedView(view: view))
    }

    /// Takes `view`, which is leaving this window, out of `viewsNeedingDisplay`.
    func unlistForDisplay(_ view: View) {
        guard view.displayListMark == listedForDisplayMark else { return }
        view.displayListMark = 0
        let index = Int(view.displayListIndex)
        guard viewsNeedingDisplay.indices.contains(index), viewsNeedingDisplay[index].view === view else { return }
        viewsNeedingDisplay[index].link = Unretained(nil)
    }

    /// Empties `viewsNeedingDisplay`, unmarking its views.
    package func clearViewsNeedingDisplay() {
        viewsNeedingDisplay.removeAll(keepingCapacity: true)
        listedForDisplayMark = Window.makeDisplayListMark()
        if wholeWindowMarked { wholeWindowMarked = false }
    }

    private static var nextDisplayListMark: UInt32 = 1

    private static func makeDisplayListMark() -> UInt32 {
        nextDisplayListMark = nextDisplayListMark == .max ? 1 : nextDisplayListMark + 1
        return nextDisplayListMark
    }

    // MARK: - The application

    /// The application this window belongs to: its next responder, the keeper of its first responder.
    /// `Application.shared` unless set.
    public var application: Application {
        get { storedApplication ?? .shared }
        set {
            if newValue !== application { application.detach(self) }
            storedApplication = newValue
            newValue.attach(self)
        }
    }

    /// The application (Docs/Behaviors.md §2).
    ///
    /// Read by the responder chain walk (touch and press forwarding, nil-targeted actions) after the
    /// window's views. Overrides need not call `super`.
    open override var next: Responder? { application }

    // MARK: - Dispatching events (defaults in Window+Events.swift)

    /// Delivers the touches of `event` that happen in this window, or the presses of a `PressesEvent`.
    ///
    /// Called by `Application.sendEvent(_:)`. The default lays out first (`layoutIfNeeded()`), hit-tests
    /// each touch when it begins and sends every touch to the view it began on, grouped by view, in the
    /// order began, moved, ended, cancelled (stationary touches are not sent). A touch whose view left
    /// the window while it was down is sent to that view once as cancelled, then goes nowhere. Presses
    /// go to the application's first responder, else to the window. Overrides may observe events and
    /// must call `super` to deliver them.
    open func sendEvent(_ event: Event) {
        defaultSendEvent(event)
    }
}

/// An entry of a window's list of views to redraw: unretained, nil once the view left the window.
package struct ListedView {
    var link: Unretained<View>
    package var view: View? { link.target }

    init(view: View) { link = Unretained(view) }
}

/// A view whose content moved since the last render, and by how much (in its own points).
package struct PendingScroll {
    package weak var view: View?
    package var delta: CGPoint
}

/// What a window's views read of it on every change they mark: whether it keeps its last frame.
// @unchecked Sendable: written by the window and read by its views, all on the main actor; a class
// reached through the window's `let`, so reading it needs no actor check.
final class WindowRenderFlags: @unchecked Sendable {
    var rendersPartially = false
}

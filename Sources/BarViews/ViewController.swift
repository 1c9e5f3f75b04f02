import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// An object that manages a view and its subtree, as UIKit's `UIViewController`: the view and its
/// loading, the appearance and layout callbacks (ViewController+Appearance.swift), child controllers
/// (ViewController+Containment.swift), full-screen presentation (ViewController+Presentation.swift),
/// and the controller's place in the responder chain.
///
/// The controller comes between its root view and that view's superview in the responder chain, so
/// touches its views do not handle and nil-targeted actions reach it: a controller that registers
/// `registerAction("save", Editor.save)` receives the "save" actions its buttons send with a nil target.
@MainActor
open class ViewController: Responder {
    var storedView: View?

    /// A controller whose view is made by `loadView()` when first asked for.
    public override init() { super.init() }

    // MARK: - Managing the view

    /// The root view, made by `loadView()` (then `viewDidLoad()` is called) the first time it is read.
    ///
    /// Setting a view makes it this controller's root view (and no longer another controller's); setting
    /// nil unloads the view.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { setView(newValue) }
    }

    /// The root view if it was loaded, without loading it.
    public var viewIfLoaded: View? { storedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { setView(View(frame: .zero)) }
        viewDidLoad()
    }

    /// Makes the root view and assigns it to `view`.
    ///
    /// Called by `loadViewIfNeeded()`, that is by the first read of `view` (and the first after the view
    /// was set to nil). The default sets an empty `View` with a zero frame, as `loadViewIfNeeded()` does
    /// after an override that assigns none. Overrides assign their own view to `self.view`; do not call
    /// `super` when you make the view, as UIKit asks. Do not call this directly; read `view` or call
    /// `loadViewIfNeeded()`.
    open func loadView() {
        setView(View(frame: .zero))
    }

    /// Called by `loadViewIfNeeded()` once, after `loadView()` made the root view.
    ///
    /// The default does nothing. Overrides set up the view tree and should call `super`, so a superclass
    /// controller's setup runs.
    open func viewDidLoad() {}

    // MARK: - Appearance (defaults and order in ViewController+Appearance.swift)

    /// Called before the view is added to a window's visible tree: when its window shows it, before a
    /// push, pop, tab switch, presentation or dismissal that reveals it, and when a cancelled
    /// interactive pop brings it back. `animated` says whether the change animates.
    ///
    /// The default does nothing. Overrides must call `super`, as UIKit asks.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared, once the transition that showed it ended.
    ///
    /// The default does nothing. Overrides must call `super`, as UIKit asks.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves the visible tree: before a push or presentation covers it, a pop,
    /// tab switch or dismissal removes it, and when a cancelled interactive pop takes back the view
    /// that was appearing.
    ///
    /// The default does nothing. Overrides must call `super`, as UIKit asks.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared, once the transition that hid it ended.
    ///
    /// The default does nothing. Overrides must call `super`, as UIKit asks.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called just before the root view lays out its subviews (each layout pass that lays it out).
    ///
    /// The default does nothing. Overrides need not call `super`, as UIKit's.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view laid out its subviews.
    ///
    /// The default does nothing. Overrides need not call `super`, as UIKit's.
    open func viewDidLayoutSubviews() {}

    // MARK: - Containment (defaults in ViewController+Containment.swift)

    /// Called when the controller is about to be added to (`parent`) or removed from (nil) a
    /// container: by `addChild(_:)` itself, and by a container before `removeFromParent()`.
    ///
    /// The default does nothing. Overrides must call `super`, as UIKit asks.
    open func willMove(toParent parent: ViewController?) {}

    /// Called when the controller was added to (`parent`) or removed from (nil) a container: by a
    /// container once its transition ended, and by `removeFromParent()` itself.
    ///
    /// The default does nothing. Overrides must call `super`, as UIKit asks.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: - The responder chain

    /// The root view's superview (Docs/Behaviors.md §2); nil when the view is not loaded or has none.
    ///
    /// Read by the responder chain walk (touch forwarding, nil-targeted actions) after the root view.
    /// Overrides need not call `super`.
    open override var next: Responder? { storedView?.superview }

    // MARK: - Internals

    /// The container holding this controller (`parent`).
    weak var storedParent: ViewController?
    /// The child controllers, in the order added (`children`).
    var storedChildren: [ViewController] = []
    /// The controller this one presents (`presentedViewController`).
    var storedPresented: ViewController?
    /// The controller that presents this one (`presentingViewController`).
    weak var storedPresenting: ViewController?
    /// Where the view is between appearing and disappearing (ViewController+Appearance.swift).
    var appearance = AppearanceState.disappeared
    /// Whether the last appearance change began animated (what its `did` callback is told).
    var lastAppearanceWasAnimated = false
    /// Set while `layoutRootView(_:)` runs.
    var isLayingOutRootView = false
    /// The presentation or dismissal running, if any (ViewController+Presentation.swift).
    var runningPresentation: ViewPropertyAnimator?
    /// What higher modules attach to a controller (its navigation item, its tab bar item), by kind.
    package var attachments: [ObjectIdentifier: AnyObject] = [:]

    /// A title naming the controller's content: what a navigation bar shows for it (through its
    /// `navigationItem`) and a tab bar item's title. Setting it sets theirs.
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            for attachment in attachments.values {
                (attachment as? ViewControllerTitleObserver)?.viewControllerTitleDidChange(self)
            }
        }
    }

    private func setView(_ newView: View?) {
        guard newView !== storedView else { return }
        if let old = storedView, old.storedViewController === self {
            old.storedViewController = nil
            old.tree.isControllerRootView = false
        }
        if let newView {
            if let previous = newView.storedViewController, previous !== self { previous.storedView = nil }
            newView.storedViewController = self
            newView.tree.isControllerRootView = true
        }
        storedView = newView
    }
}

extension ViewController: @MainActor CustomStringConvertible {
    /// The class and whether its view is loaded: `<EditorController: view = <View: frame = …>>`.
    public var description: String {
        let name = String(describing: type(of: self))
        guard let view = viewIfLoaded else { return "<\(name): view not loaded>" }
        return "<\(name): view = \(view.description)>"
    }
}

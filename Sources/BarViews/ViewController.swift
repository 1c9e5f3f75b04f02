import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// An object that manages a view and its subtree, as UIKit's `UIViewController` (a minimal one: the
/// view, its loading, and the controller's place in the responder chain).
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

    // MARK: - The responder chain

    /// The root view's superview (Docs/Behaviors.md §2); nil when the view is not loaded or has none.
    ///
    /// Read by the responder chain walk (touch forwarding, nil-targeted actions) after the root view.
    /// Overrides need not call `super`.
    open override var next: Responder? { storedView?.superview }

    // MARK: - Internals

    private func setView(_ newView: View?) {
        guard newView !== storedView else { return }
        if let old = storedView, old.storedViewController === self { old.storedViewController = nil }
        if let newView {
            if let previous = newView.storedViewController, previous !== self { previous.storedView = nil }
            newView.storedViewController = self
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

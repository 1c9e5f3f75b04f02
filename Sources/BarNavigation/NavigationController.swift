import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

/// A container that shows a stack of view controllers one at a time under a navigation bar, as
/// UIKit's `UINavigationController` (Docs/Navigation.md).
///
/// `viewControllers` changes at once when you push or pop; the screen follows: an animated change
/// slides the new view in from the trailing edge while the old one moves a third of the width toward
/// the leading edge (mirrored right to left), over 0.35 s, and the bar cross-fades. A change made
/// while a transition runs waits for it, so the screen goes through the same steps a sequential run
/// would. A pan from the leading 20 points pops interactively (NavigationController+InteractivePop.swift).
@MainActor
open class NavigationController: ViewController, NavigationBarDelegate {
    /// A navigation controller whose stack holds `rootViewController` alone.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.delegate = self
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack.
    public override init() {
        super.init()
        navigationBar.delegate = self
    }

    // MARK: - The stack

    /// The controllers of the stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The controller whose view is shown: the one the top controller presents, if any, else the top one.
    public var visibleViewController: ViewController? {
        guard let top = stack.last else { return nil }
        var visible = top
        while let presented = visible.presentedViewController, presented !== visible { visible = presented }
        return visible
    }

    /// Pushes `viewController` on the stack and shows it, sliding it in when `animated`.
    ///
    /// Called by your code. The default adds it as a child and starts (or queues) the transition; a
    /// controller already in the stack, or a child of another container, is reported through
    /// `errorHandler` and the stack is unchanged. Overrides must call `super`.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            return NavigationController.report(.alreadyInStack(controller: viewController.className))
        }
        if viewController.parent != nil || viewController === self {
            return NavigationController.report(.childOfAnotherContainer(controller: viewController.className))
        }
        stack.append(viewController)
        adopt(viewController)
        settle(animated: animated)
    }

    /// Pops the top controller and shows the one below, sliding when `animated`; returns the popped
    /// controller, or nil when the stack holds the root alone.
    ///
    /// Called by your code and by the back button. The default removes it from the stack at once and
    /// as a child once it is off screen. Overrides must call `super`.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        release([popped])
        settle(animated: animated)
        return popped
    }

    /// Pops every controller above the root; returns them (nil when there were none).
    ///
    /// Called by your code. The default is `popToViewController(_:animated:)` with the root.
    /// Overrides must call `super`.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them (nil when it is not in the stack).
    ///
    /// Called by your code. The default removes them at once and shows `viewController` in one
    /// transition. Overrides must call `super`.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        stack.removeSubrange((index + 1)...)
        release(popped)
        settle(animated: animated)
        return popped
    }

    /// Replaces the stack; the new top is shown, sliding in (as a push when it is new, else as a pop)
    /// when `animated`.
    ///
    /// Called by the `viewControllers` setter and by your code. A list holding a controller twice or
    /// a child of another container is reported through `errorHandler` and the stack is unchanged.
    /// Overrides must call `super`.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() {
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                return NavigationController.report(.alreadyInStack(controller: controller.className))
            }
            if controller === self || (controller.parent != nil && controller.parent !== self) {
                return NavigationController.report(.childOfAnotherContainer(controller: controller.className))
            }
        }
        let removed = stack.filter { old in !viewControllers.contains(where: { $0 === old }) }
        stack = viewControllers
        release(removed)
        for controller in viewControllers where controller.parent !== self { adopt(controller) }
        settle(animated: animated)
    }

    // MARK: - The bar

    /// The bar showing the navigation items of the stack.
    public let navigationBar = NavigationBar(frame: .zero)

    /// Whether the navigation bar is hidden (the content then takes its place).
    public var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; `animated` is accepted for UIKit compatibility (immediate).
    ///
    /// Called by the `isNavigationBarHidden` setter and by your code. Overrides must call `super`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedNavigationBarHidden else { return }
        storedNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// Pops the top controller instead of letting the bar pop its item (the bar's items follow the
    /// stack).
    ///
    /// Called by the navigation bar before it pops (its back button). Overrides should call `super`.
    open func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool {
        popViewController(animated: true)
        return false
    }

    // MARK: - The delegate and the interactive pop

    /// Told before and after a controller is shown. Held weakly.
    public weak var delegate: NavigationControllerDelegate?

    /// The recognizer of the interactive pop: a pan from the leading 20 points of the view.
    public var interactivePopGestureRecognizer: GestureRecognizer? { popRecognizer }

    /// Receives every `NavigationError`. Nil (the default) prints each to standard error.
    public static var errorHandler: ((NavigationError) -> Void)?

    // MARK: - The view

    /// Makes the container view: the shown controller's view under the navigation bar.
    ///
    /// Called by `loadViewIfNeeded()` (as `ViewController`'s). Do not call `super`; overrides that make
    /// their own view lose the container's layout.
    open override func loadView() {
        let container = NavigationContainerView(frame: .zero)
        container.controller = self
        container.addSubview(navigationBar)
        navigationBar.isHidden = storedNavigationBarHidden
        container.addGestureRecognizer(popRecognizer)
        view = container
    }

    /// Shows the top controller's view once the container exists.
    ///
    /// Called once after `loadView()` (as `ViewController`'s). Overrides must call `super`.
    open override func viewDidLoad() {
        super.viewDidLoad()
        settle(animated: false)
    }

    // MARK: - Internals

    /// The stack (`viewControllers`).
    var stack: [ViewController] = []
    /// The controller whose view is in the container (when no transition runs, the top one once the
    /// screen caught up).
    var shown: ViewController?
    /// The transition running, if any.
    var transition: NavigationTransition?
    /// Whether the change that waits for the running transition animates (the latest asked).
    var pendingAnimated = false
    /// Controllers added whose `didMove(toParent:)` waits for the screen to catch up.
    var awaitingDidMove: [ViewController] = []
    /// Controllers taken off the stack whose removal as children waits until they are off screen.
    var leaving: [ViewController] = []
    var storedNavigationBarHidden = false
    /// The interactive pop's recognizer, made with the controller.
    lazy var popRecognizer: InteractivePopGestureRecognizer = {
        let recognizer = InteractivePopGestureRecognizer()
        recognizer.navigationController = self
        recognizer.addTarget(self, action: NavigationController.handlePopPan)
        return recognizer
    }()

    static func report(_ error: NavigationError) {
        if let handler = errorHandler {
            handler(error)
        } else {
            FileHandle.standardError.write(Data("BarKit: \(error)\n".utf8))
        }
    }
}

/// The navigation controller's view: lays out the bar and the shown controller's view.
@MainActor
final class NavigationContainerView: View {
    weak var controller: NavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        controller.layoutRootView { controller.layoutContainer() }
    }
}

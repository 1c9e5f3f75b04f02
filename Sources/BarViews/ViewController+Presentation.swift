import BarGeometry
import Foundation

// Modal presentation, full screen: the presented controller's view covers the window, sliding up from
// the bottom edge over 0.35 s (BarKit's choice; UIKit does not document its duration), and slides
// back down when dismissed. Appearance callbacks, in UIKit's order: presenting — the presenter's
// viewWillDisappear, the presented one's viewWillAppear, viewDidAppear, then the presenter's
// viewDidDisappear; dismissing — the presented one's viewWillDisappear, the presenter's viewWillAppear,
// viewDidAppear, then the presented one's viewDidDisappear.

/// Why a presentation could not be made.
public enum PresentationError: Error, Equatable, CustomStringConvertible {
    /// The presenting controller already presents another one.
    case alreadyPresenting(presenter: String, presented: String)
    /// The presenting controller's view is not in a window.
    case notInWindow(presenter: String)
    /// The controller to present is already presented, is a child of a container, or is the presenter.
    case controllerInUse(controller: String)

    public var description: String {
        switch self {
        case .alreadyPresenting(let presenter, let presented):
            "Cannot present: \(presenter) already presents \(presented); dismiss it first."
        case .notInWindow(let presenter):
            "Cannot present from \(presenter): its view is not in a window."
        case .controllerInUse(let controller):
            "Cannot present \(controller): it is already presented, the presenter, or a child of a container."
        }
    }
}

extension ViewController {
    /// How long a presentation or dismissal slides (0.35 s).
    static let presentationDuration: TimeInterval = 0.35

    /// Receives every `PresentationError`. Nil (the default) prints each to standard error.
    public static var presentationErrorHandler: ((PresentationError) -> Void)?

    static func report(_ error: PresentationError) {
        if let handler = presentationErrorHandler {
            handler(error)
        } else {
            FileHandle.standardError.write(Data("BarKit: \(error)\n".utf8))
        }
    }

    /// The controller this one presents (through itself or a child of it); nil when none.
    public var presentedViewController: ViewController? { rootAncestor.storedPresented }

    /// The controller that presented this one (or the container holding it); nil when none.
    public var presentingViewController: ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if let presenting = controller.storedPresenting { return presenting }
            current = controller.storedParent
        }
        return nil
    }

    /// Presents `controller` full screen over this one's window: its view covers the window, sliding
    /// up from the bottom edge when `animated`. The outermost container of this controller presents
    /// it (as UIKit's full-screen presentations). `completion` runs once it has appeared.
    ///
    /// Reported through `presentationErrorHandler`, and nothing presented, when the presenter already
    /// presents a controller, its view is not in a window, or `controller` is already in use.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = rootAncestor
        if let current = presenter.storedPresented {
            ViewController.report(.alreadyPresenting(presenter: presenter.className, presented: current.className))
            return
        }
        guard controller !== presenter, controller.storedParent == nil, controller.storedPresenting == nil else {
            ViewController.report(.controllerInUse(controller: controller.className))
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            ViewController.report(.notInWindow(presenter: presenter.className))
            return
        }
        presenter.storedPresented = controller
        controller.storedPresenting = presenter
        let view: View = controller.view
        let shown = window.bounds
        View.performWithoutAnimation {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.frame = animated ? shown.offsetBy(dx: 0, dy: shown.height) : shown
        }
        window.addSubview(view)
        presenter.beginAppearanceTransition(false, animated: animated)
        controller.beginAppearanceTransition(true, animated: animated)
        slide(view, to: shown, animated: animated) { [weak presenter, weak controller] in
            // A dismissal that began meanwhile turned the callbacks around and ends them itself.
            if controller?.appearance == .appearing {
                controller?.endAppearanceTransition()
                presenter?.endAppearanceTransition()
            }
            completion?()
        }
    }

    /// Dismisses the controller this one presents; when it presents none, the presented controller
    /// holding this one asks its presenter to dismiss it (as UIKit's). Controllers presented above
    /// the dismissed one go with it, without animation. `completion` runs once it has disappeared.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let root = rootAncestor
        if root.storedPresented != nil {
            root.dismissPresented(animated: animated, completion: completion)
        } else if let presenter = root.storedPresenting {
            presenter.dismissPresented(animated: animated, completion: completion)
        }
    }

    /// Slides the presented controller's view down out of the window and unlinks the two.
    private func dismissPresented(animated: Bool, completion: (() -> Void)?) {
        guard let presented = storedPresented else { return }
        if presented.storedPresented != nil { presented.dismissPresented(animated: false, completion: nil) }
        presented.beginAppearanceTransition(false, animated: animated)
        beginAppearanceTransition(true, animated: animated)
        // Holds the presented controller until it heard `viewDidDisappear(_:)` (nothing else may).
        let finish: () -> Void = { [weak self, presented] in
            presented.viewIfLoaded?.removeFromSuperview()
            presented.storedPresenting = nil
            if let self, self.storedPresented === presented { self.storedPresented = nil }
            self?.endAppearanceTransition()
            presented.endAppearanceTransition()
            completion?()
        }
        guard let view = presented.viewIfLoaded, let window = view.window else { return finish() }
        let hidden = window.bounds.offsetBy(dx: 0, dy: window.bounds.height)
        slide(view, to: hidden, animated: animated, then: finish)
    }

    /// Moves `view` to `frame`, over `presentationDuration` when `animated`, then runs `then`.
    private func slide(_ view: View, to frame: CGRect, animated: Bool, then: @escaping () -> Void) {
        guard animated, view.window != nil else {
            View.performWithoutAnimation { view.frame = frame }
            then()
            return
        }
        let animator = ViewPropertyAnimator(duration: ViewController.presentationDuration, curve: .easeInOut) {
            view.frame = frame
        }
        animator.addCompletion { [weak self] _ in
            self?.runningPresentation = nil
            then()
        }
        runningPresentation = animator
        animator.startAnimation()
    }

    /// The controller's class name, for messages.
    package var className: String { String(describing: type(of: self)) }
}

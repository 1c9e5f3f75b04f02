import Foundation

// Event delivery in a window (UIKIT-BEHAVIORS §2), key status and the root view controller. The override
// point `sendEvent(_:)` is declared in Window.swift.

extension Window {
    // MARK: - Making the window key

    /// Makes this the application's key window: the one that receives key presses when there is no
    /// first responder.
    public func makeKey() {
        application.makeKey(self)
    }

    /// Shows the window (`isHidden = false`) and makes it key.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Whether this is its application's key window.
    public var isKeyWindow: Bool { application.keyWindow === self }

    // MARK: - The root view controller

    /// The view controller whose view fills the window. Setting it removes the old controller's view
    /// and adds the new one's, sized to the window's bounds and resizing with it.
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            if let old = storedRootViewController, let oldView = old.viewIfLoaded, oldView.superview === self {
                oldView.removeFromSuperview()
            }
            storedRootViewController = newValue
            if let controller = newValue {
                let view: View = controller.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
            }
        }
    }

    // MARK: - Delivery

    func defaultSendEvent(_ event: Event) {
        if let presses = event as? PressesEvent {
            application.deliverPresses(presses, defaultResponder: self)
            return
        }
        guard event.type == .touches else { return }
        layoutIfNeeded()
        let touches = event.orderedTouches.filter { $0.window === self }
        for touch in touches where !touch.hasBeenHitTested {
            touch.hasBeenHitTested = true
            touch.view = touch.phase == .began ? hitTest(touch.location(in: self), with: event) : nil
        }
        // A view that left the window while its touch was down gets that touch once, cancelled.
        var orphaned: [Touch] = []
        var live: [Touch] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if view.window === self { live.append(touch) } else { orphaned.append(touch) }
        }
        for (view, set) in Application.group(orphaned, by: \.view) {
            for touch in set { touch.update(phase: .cancelled, timestamp: event.timestamp) }
            view.touchesCancelled(set, with: event)
            for touch in set { touch.view = nil }
        }
        let phases: [(Touch.Phase, (View, Set<Touch>) -> Void)] = [
            (.began, { $0.touchesBegan($1, with: event) }),
            (.moved, { $0.touchesMoved($1, with: event) }),
            (.ended, { $0.touchesEnded($1, with: event) }),
            (.cancelled, { $0.touchesCancelled($1, with: event) }),
        ]
        for (phase, deliver) in phases {
            for (view, set) in Application.group(live.filter { $0.phase == phase }, by: \.view) {
                deliver(view, set)
            }
        }
    }
}

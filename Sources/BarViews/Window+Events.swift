import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

// Event delivery in a window (Docs/Behaviors.md §2), key status and the root view controller. The override
// point `sendEvent(_:)` is declared in Window.swift.

extension Window {
    // MARK: - Making the window key

    /// Makes this the application's key window: the one that receives key presses when there is no
    /// first responder.
    public func makeKey() {
        application.makeKey(self)
    }

    /// Shows the window (`isHidden = false`) and makes it key; the first time, the root view
    /// controller appears (`viewWillAppear(_:)`, `viewDidAppear(_:)`).
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        showRootViewControllerIfNeeded()
    }

    /// Whether this is its application's key window.
    public var isKeyWindow: Bool { application.keyWindow === self }

    // MARK: - The root view controller

    /// The view controller whose view fills the window. Setting it removes the old controller's view
    /// and adds the new one's, sized to the window's bounds and resizing with it; once
    /// `makeKeyAndVisible()` showed the window, the old controller disappears and the new one appears.
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            let old = storedRootViewController
            if let old, let oldView = old.viewIfLoaded, oldView.superview === self {
                oldView.removeFromSuperview()
            }
            storedRootViewController = newValue
            if let controller = newValue {
                let view: View = controller.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
            }
            rootViewControllerDidChange(from: old)
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
        // Plain loops rather than filter/map (closures handed to the standard library would each check
        // their actor); a view's window compared by identity, without retaining it. The event's own
        // list when every touch is in this window, so the usual event makes no copy.
        var mine = event.orderedTouches
        var allMine = true
        for touch in mine where touch.window !== self {
            allMine = false
            break
        }
        if !allMine {
            mine = []
            for touch in event.orderedTouches where touch.window === self { mine.append(touch) }
        }
        let recognizersExist = View.liveGestureRecognizerCount > 0
        for touch in mine where !touch.hasBeenHitTested {
            touch.hasBeenHitTested = true
            touch.view = touch.phase == .began ? hitTest(touch.location(in: self), with: event) : nil
            if recognizersExist && touch.view != nil { attachGestureRecognizers(to: touch) }
        }
        // Recognizers first; then the views, unless a recognizer cancelled or holds the touch.
        var recognized = false
        if recognizersExist {
            for touch in mine where !touch.gestureRecognizers.isEmpty || touch.isCancelledForView { recognized = true }
            if recognized { deliverToGestureRecognizers(mine, event: event) }
        }
        // A view that left the window while its touch was down gets that touch once, cancelled.
        // (Grouping straight from `mine`, with the condition in the grouping, makes no list per pass.)
        Application.forEachGroup(
            mine,
            by: { touch -> View? in
                guard let view = touch.view, !view.isIn(self) else { return nil }
                return view
            }
        ) { view, set in
            for touch in set { touch.update(phase: .cancelled, timestamp: event.timestamp) }
            view.touchesCancelled(set, with: event)
            for touch in set { touch.view = nil }
            // Its recognizers hear the cancel too, so they finish and let go of the touch.
            let followed = Array(set.filter { !$0.gestureRecognizers.isEmpty })
            if !followed.isEmpty {
                deliverToGestureRecognizers(followed, event: event)
                recognized = true
            }
        }
        for phase in Window.deliveryOrder {
            Application.forEachGroup(
                mine,
                by: { touch -> View? in
                    guard touch.phase == phase, let view = touch.view, view.isIn(self) else { return nil }
                    if recognized, !touch.gestureRecognizers.isEmpty || touch.isCancelledForView {
                        guard viewGets(touch, phase, event: event) else { return nil }
                    }
                    return view
                }
            ) { view, set in
                view.receiveTouches(set, in: phase, with: event)
            }
        }
        if recognized { settleGestureRecognizers() }
    }

    /// The phases in the order views receive them.
    private static let deliveryOrder: [Touch.Phase] = [.began, .moved, .ended, .cancelled]
}

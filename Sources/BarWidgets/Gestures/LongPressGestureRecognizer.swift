import BarGeometry
import BarViews
import Foundation

/// Recognizes a press held still, as UIKit's `UILongPressGestureRecognizer`: `numberOfTouchesRequired`
/// fingers down for `minimumPressDuration` without moving more than `allowableMovement`. Continuous:
/// `.began` when the time is up, `.changed` as the fingers move, `.ended` when they lift.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down (default 0.5 s).
    public var minimumPressDuration: TimeInterval = 0.5
    /// How far they may move before the press fails (default 10 points).
    public var allowableMovement: CGFloat = 10
    /// How many fingers (default 1).
    public var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var timer: EventClock.Item?

    /// Starts the `minimumPressDuration` wait once `numberOfTouchesRequired` fingers are down; more
    /// fingers fail.
    ///
    /// Called by the window with touches that began in the view, before the view gets them (as
    /// `GestureRecognizer`'s). Overrides must call `super` to keep the press's recognition.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard storedState == .possible else { return }
        let down = numberOfTouches
        if down > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard down == numberOfTouchesRequired, let application = view?.window?.application else { return }
        start = location(in: nil)
        timer?.cancel()
        // Captured weakly: a pending item must not keep the recognizer (and through its touches the
        // tree) alive when its clock never gets there (a simulated one left standing).
        timer = application.clock.schedule(after: minimumPressDuration) { [weak self] _ in
            guard let self, self.storedState == .possible else { return }
            self.state = .began
            self.settleOutsideDelivery()
        }
    }

    /// Before the press began: fails when the fingers moved more than `allowableMovement`. After:
    /// changed.
    ///
    /// Called by the window with the recognizer's touches that moved (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the press's recognition.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch storedState {
        case .possible:
            if let start, location(in: nil).distance(to: start) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Lifting before the time is up fails; after, ends the press.
    ///
    /// Called by the window with the recognizer's touches that lifted (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the press's recognition.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture()
    }

    /// Cancels the wait and forgets where the press began.
    ///
    /// Called after the recognizer finished and its touches are done, or when it is removed from its
    /// view, before it returns to `.possible` (as `GestureRecognizer`'s). Overrides must call `super`.
    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        start = nil
    }
}

import BarGeometry
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

    /// Starts the wait once the fingers are down; too many fingers fail.
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

    /// Before it began: fails when the fingers move too far. After: changed.
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
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture()
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        start = nil
    }
}

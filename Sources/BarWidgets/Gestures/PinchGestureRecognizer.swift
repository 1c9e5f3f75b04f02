import BarGeometry
import BarViews
import Foundation

/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`.
/// Continuous: `.began` once their distance changed by 8 points, `.changed` as they move, `.ended`
/// when one lifts. `scale` is their distance over the distance when they touched down (settable,
/// as UIKit's, to measure from a new base); `velocity` is its change per second.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer, TwoTouchGesture {
    /// The distance between the fingers over their first distance (1 until they move).
    public var scale: CGFloat {
        get { track.value }
        set {
            track.value = newValue
            track.base = currentMeasure() / max(newValue, 1e-6)
        }
    }
    /// How fast `scale` changes, per second.
    public var velocity: CGFloat { track.velocity }

    static let threshold: CGFloat = 8

    var track = TwoTouchTrack(measure: .distance, restingValue: 1)

    /// A third finger fails a pinch that has not begun; the second sets the distance `scale` measures
    /// from.
    ///
    /// Called by the window with touches that began in the view, before the view gets them (as
    /// `GestureRecognizer`'s). Overrides must call `super` to keep the pinch's recognition.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        twoTouchesBegan(at: event.timestamp)
    }

    /// With two fingers down: measures the velocity, begins once their distance changed by 8 points, then
    /// updates `scale` and changes.
    ///
    /// Called by the window with the recognizer's touches that moved (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the pinch's recognition.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 2, track.base > 0 else { return }
        let distance = currentMeasure()
        twoTouchesMoved(
            to: distance / track.base,
            reachedThreshold: abs(distance - track.initial) >= PinchGestureRecognizer.threshold, at: event.timestamp)
    }

    /// A finger lifting ends the pinch (or fails one that never began).
    ///
    /// Called by the window with the recognizer's touches that lifted (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the pinch's recognition.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture()
    }

    /// Sets `scale` back to 1 and `velocity` to 0, forgetting the base distance.
    ///
    /// Called after the recognizer finished and its touches are done, or when it is removed from its
    /// view, before it returns to `.possible` (as `GestureRecognizer`'s). Overrides must call `super`.
    open override func reset() {
        super.reset()
        track.reset()
    }
}

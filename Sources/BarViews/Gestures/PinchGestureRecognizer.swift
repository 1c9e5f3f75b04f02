import BarGeometry
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

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        twoTouchesBegan(at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 2, track.base > 0 else { return }
        let distance = currentMeasure()
        twoTouchesMoved(
            to: distance / track.base,
            reachedThreshold: abs(distance - track.initial) >= PinchGestureRecognizer.threshold, at: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture()
    }

    open override func reset() {
        super.reset()
        track.reset()
    }
}

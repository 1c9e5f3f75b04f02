import BarGeometry
import Foundation

/// Recognizes two fingers turning about each other, as UIKit's `UIRotationGestureRecognizer`.
/// Continuous: `.began` once the line between them turned 0.07 radians (4°), `.changed` as they
/// turn, `.ended` when one lifts. `rotation` is the angle turned in radians, clockwise on screen
/// positive (settable to measure from a new base); `velocity` is radians per second.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer, TwoTouchGesture {
    /// The angle turned since the fingers touched down, in radians.
    public var rotation: CGFloat {
        get { track.value }
        set {
            track.value = newValue
            track.base = currentMeasure() - newValue
        }
    }
    /// How fast `rotation` changes, in radians per second.
    public var velocity: CGFloat { track.velocity }

    static let threshold: CGFloat = 0.07

    var track = TwoTouchTrack(measure: .angle, restingValue: 0)

    /// The turn from the base, kept within ±π.
    private func turned() -> CGFloat {
        var angle = currentMeasure() - track.base
        while angle > .pi { angle -= 2 * .pi }
        while angle < -.pi { angle += 2 * .pi }
        return angle
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        twoTouchesBegan(at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 2 else { return }
        let angle = turned()
        twoTouchesMoved(
            to: angle, reachedThreshold: abs(angle) >= RotationGestureRecognizer.threshold, at: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture()
    }

    open override func reset() {
        super.reset()
        track.reset()
    }
}

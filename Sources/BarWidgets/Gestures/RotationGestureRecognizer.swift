import BarGeometry
import BarViews
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

    /// A third finger fails a rotation that has not begun; the second sets the angle `rotation` measures
    /// from.
    ///
    /// Called by the window with touches that began in the view, before the view gets them (as
    /// `GestureRecognizer`'s). Overrides must call `super` to keep the rotation's recognition.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        twoTouchesBegan(at: event.timestamp)
    }

    /// With two fingers down: measures the velocity, begins once they turned 0.07 radians, then updates
    /// `rotation` and changes.
    ///
    /// Called by the window with the recognizer's touches that moved (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the rotation's recognition.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 2 else { return }
        let angle = turned()
        twoTouchesMoved(
            to: angle, reachedThreshold: abs(angle) >= RotationGestureRecognizer.threshold, at: event.timestamp)
    }

    /// A finger lifting ends the rotation (or fails one that never began).
    ///
    /// Called by the window with the recognizer's touches that lifted (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the rotation's recognition.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture()
    }

    /// Sets `rotation` and `velocity` back to 0, forgetting the base angle.
    ///
    /// Called after the recognizer finished and its touches are done, or when it is removed from its
    /// view, before it returns to `.possible` (as `GestureRecognizer`'s). Overrides must call `super`.
    open override func reset() {
        super.reset()
        track.reset()
    }
}

import BarGeometry
import Foundation

/// Recognizes two fingers turning about each other, as UIKit's `UIRotationGestureRecognizer`.
/// Continuous: `.began` once the line between them turned 0.07 radians (4°), `.changed` as they
/// turn, `.ended` when one lifts. `rotation` is the angle turned in radians, clockwise on screen
/// positive (settable to measure from a new base); `velocity` is radians per second.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// The angle turned since the fingers touched down, in radians.
    public var rotation: CGFloat = 0 {
        didSet { base = currentAngle() - rotation }
    }
    /// How fast `rotation` changes, in radians per second.
    public private(set) var velocity: CGFloat = 0

    static let threshold: CGFloat = 0.07

    private var base: CGFloat = 0
    private var lastTime: TimeInterval?

    private func currentAngle() -> CGFloat {
        let touches = activeTouches
        guard touches.count >= 2 else { return base }
        let a = touches[0].location(in: nil)
        let b = touches[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// The turn from the base, kept within ±π.
    private func turned() -> CGFloat {
        var angle = currentAngle() - base
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
        if numberOfTouches > 2 && storedState == .possible { state = .failed }
        if numberOfTouches == 2 {
            base = currentAngle()
            lastTime = event.timestamp
        }
    }

    /// With two fingers down: measures the velocity, begins once they turned 0.07 radians, then updates
    /// `rotation` and changes.
    ///
    /// Called by the window with the recognizer's touches that moved (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the rotation's recognition.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 2 else { return }
        let angle = turned()
        if let lastTime, event.timestamp > lastTime {
            velocity = (angle - rotation) / CGFloat(event.timestamp - lastTime)
        }
        lastTime = event.timestamp
        continueContinuousGesture(reachedThreshold: abs(angle) >= RotationGestureRecognizer.threshold) {
            setRotation(angle)
        }
    }

    /// A finger lifting ends the rotation (or fails one that never began).
    ///
    /// Called by the window with the recognizer's touches that lifted (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the rotation's recognition.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture()
    }

    private func setRotation(_ value: CGFloat) {
        let keep = base
        rotation = value
        base = keep
    }

    /// Sets `rotation` and `velocity` back to 0, forgetting the base angle.
    ///
    /// Called after the recognizer finished and its touches are done, or when it is removed from its
    /// view, before it returns to `.possible` (as `GestureRecognizer`'s). Overrides must call `super`.
    open override func reset() {
        super.reset()
        base = 0
        lastTime = nil
        setRotation(0)
        velocity = 0
    }
}

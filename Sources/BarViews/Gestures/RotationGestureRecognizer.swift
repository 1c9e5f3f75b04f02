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

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > 2 && storedState == .possible { state = .failed }
        if numberOfTouches == 2 {
            base = currentAngle()
            lastTime = event.timestamp
        }
    }

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

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture()
    }

    private func setRotation(_ value: CGFloat) {
        let keep = base
        rotation = value
        base = keep
    }

    open override func reset() {
        super.reset()
        base = 0
        lastTime = nil
        setRotation(0)
        velocity = 0
    }
}

import BarGeometry
import Foundation

/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`.
/// Continuous: `.began` once their distance changed by 8 points, `.changed` as they move, `.ended`
/// when one lifts. `scale` is their distance over the distance when they touched down (settable,
/// as UIKit's, to measure from a new base); `velocity` is its change per second.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// The distance between the fingers over their first distance (1 until they move).
    public var scale: CGFloat = 1 {
        didSet { base = currentDistance() / max(scale, 1e-6) }
    }
    /// How fast `scale` changes, per second.
    public private(set) var velocity: CGFloat = 0

    static let threshold: CGFloat = 8

    private var base: CGFloat = 0
    private var initial: CGFloat = 0
    private var lastTime: TimeInterval?

    private func currentDistance() -> CGFloat {
        let touches = activeTouches
        guard touches.count >= 2 else { return base }
        return touches[0].location(in: nil).distance(to: touches[1].location(in: nil))
    }

    /// A third finger fails a pinch that has not begun; the second sets the distance `scale` measures
    /// from.
    ///
    /// Called by the window with touches that began in the view, before the view gets them (as
    /// `GestureRecognizer`'s). Overrides must call `super` to keep the pinch's recognition.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > 2 && storedState == .possible { state = .failed }
        if numberOfTouches == 2 {
            initial = currentDistance()
            base = initial
            lastTime = event.timestamp
        }
    }

    /// With two fingers down: measures the velocity, begins once their distance changed by 8 points, then
    /// updates `scale` and changes.
    ///
    /// Called by the window with the recognizer's touches that moved (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the pinch's recognition.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 2, base > 0 else { return }
        let distance = currentDistance()
        let newScale = distance / base
        if let lastTime, event.timestamp > lastTime {
            velocity = (newScale - scale) / CGFloat(event.timestamp - lastTime)
        }
        lastTime = event.timestamp
        continueContinuousGesture(reachedThreshold: abs(distance - initial) >= PinchGestureRecognizer.threshold) {
            setScale(newScale)
        }
    }

    /// A finger lifting ends the pinch (or fails one that never began).
    ///
    /// Called by the window with the recognizer's touches that lifted (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the pinch's recognition.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture()
    }

    /// Sets `scale` without moving the base.
    private func setScale(_ value: CGFloat) {
        let keep = base
        scale = value
        base = keep
    }

    /// Sets `scale` back to 1 and `velocity` to 0, forgetting the base distance.
    ///
    /// Called after the recognizer finished and its touches are done, or when it is removed from its
    /// view, before it returns to `.possible` (as `GestureRecognizer`'s). Overrides must call `super`.
    open override func reset() {
        super.reset()
        base = 0
        initial = 0
        lastTime = nil
        setScale(1)
        velocity = 0
    }
}

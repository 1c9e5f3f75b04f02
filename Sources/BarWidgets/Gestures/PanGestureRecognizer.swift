import BarGeometry
import BarViews
import Foundation

/// Recognizes a drag, as UIKit's `UIPanGestureRecognizer`: between `minimumNumberOfTouches` and
/// `maximumNumberOfTouches` fingers moving 10 points. Continuous: `.began` once they moved that
/// far, `.changed` as they move, `.ended` when the last lifts. `translation(in:)` is how far the
/// centroid moved since it began (or since `setTranslation(_:in:)`); `velocity(in:)` in points per
/// second over the last move (zero when the fingers rested more than 0.1 s before lifting).
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers (default 1).
    public var minimumNumberOfTouches = 1
    /// The most fingers (default unlimited).
    public var maximumNumberOfTouches = Int.max

    /// How far the fingers must move before the pan begins.
    static let hysteresis: CGFloat = 10
    /// A pause longer than this before the fingers lift makes the velocity zero.
    static let stillness: TimeInterval = 0.1
    /// The shortest time the velocity is measured over: two moves closer in time count as this far
    /// apart (a display's frame at 120 Hz).
    static let shortestInterval: TimeInterval = 1.0 / 120

    private var origin: CGPoint?
    private var translationBase = CGPoint.zero
    private var lastPoint: CGPoint?
    private var lastTime: TimeInterval?
    private var lastVelocity = CGPoint.zero

    /// How far the centroid moved since the pan began (less any translation set), in `view`'s
    /// coordinate space (the distance, not a position).
    public func translation(in view: View?) -> CGPoint {
        guard let origin else { return .zero }
        let now = location(in: nil)
        return CGPoint(x: now.x - origin.x + translationBase.x, y: now.y - origin.y + translationBase.y)
    }

    /// Makes `translation(in:)` read `translation` now.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        origin = location(in: nil)
        translationBase = translation
    }

    /// The centroid's speed over the last move, in points per second.
    public func velocity(in view: View?) -> CGPoint { lastVelocity }

    /// Too many fingers fail a pan that has not begun; notes where the fingers are, for the translation
    /// and the velocity.
    ///
    /// Called by the window with touches that began in the view, before the view gets them (as
    /// `GestureRecognizer`'s). Overrides must call `super` to keep the pan's recognition.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > maximumNumberOfTouches && storedState == .possible { state = .failed }
        if origin == nil { origin = location(in: nil) }
        lastPoint = location(in: nil)
        lastTime = event.timestamp
    }

    /// Measures the velocity, then begins once enough fingers moved 10 points, and changes after.
    ///
    /// Called by the window with the recognizer's touches that moved (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the pan's recognition.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let point = location(in: nil)
        if let lastPoint, let lastTime, event.timestamp > lastTime {
            // Moves that arrive in a burst (events queued while the program was busy) are taken as at
            // least `shortestInterval` apart, so a speed stays what a hand can give.
            let dt = CGFloat(max(event.timestamp - lastTime, PanGestureRecognizer.shortestInterval))
            lastVelocity = CGPoint(x: (point.x - lastPoint.x) / dt, y: (point.y - lastPoint.y) / dt)
        }
        lastPoint = point
        lastTime = event.timestamp
        let far = origin.map { point.distance(to: $0) >= PanGestureRecognizer.hysteresis } ?? false
        continueContinuousGesture(reachedThreshold: numberOfTouches >= minimumNumberOfTouches && far) {}
    }

    /// The last finger up ends a pan (or fails one that never began); fingers that rested first leave a
    /// zero velocity.
    ///
    /// Called by the window with the recognizer's touches that lifted (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the pan's recognition.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 0 else { return }
        // Fingers that stopped before lifting are not moving.
        if let lastTime, event.timestamp - lastTime > PanGestureRecognizer.stillness { lastVelocity = .zero }
        endContinuousGesture()
    }

    /// Forgets the translation, the set translation and the velocity.
    ///
    /// Called after the recognizer finished and its touches are done, or when it is removed from its
    /// view, before it returns to `.possible` (as `GestureRecognizer`'s). Overrides must call `super`.
    open override func reset() {
        super.reset()
        origin = nil
        translationBase = .zero
        lastPoint = nil
        lastTime = nil
        lastVelocity = .zero
    }
}

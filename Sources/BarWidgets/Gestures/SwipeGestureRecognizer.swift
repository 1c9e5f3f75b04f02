import BarGeometry
import BarViews
import Foundation

/// Recognizes a quick stroke in a direction, as UIKit's `UISwipeGestureRecognizer`. Discrete: it
/// recognizes once the fingers' centroid has gone 50 points in one of the allowed `direction`s
/// within 0.5 s of touching down, while straying sideways by at most half as far; it fails when
/// the time is up, the stroke turns, or the fingers lift first.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions (default `.right`).
    public var direction: Direction = .right
    /// How many fingers (default 1).
    public var numberOfTouchesRequired = 1

    /// How far, how long and how straight a swipe must be.
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    static let maximumDeviation: CGFloat = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval?

    /// More than `numberOfTouchesRequired` fingers fail; notes where and when the stroke began.
    ///
    /// Called by the window with touches that began in the view, before the view gets them (as
    /// `GestureRecognizer`'s). Overrides must call `super` to keep the swipe's recognition.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = location(in: nil)
        if startTime == nil { startTime = event.timestamp }
    }

    /// Fails when the time is up, or the stroke goes another way or strays sideways; recognizes once it
    /// went 50 points.
    ///
    /// Called by the window with the recognizer's touches that moved (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the swipe's recognition.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard storedState == .possible, let start, let startTime else { return }
        if event.timestamp - startTime > SwipeGestureRecognizer.maximumDuration {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        let now = location(in: nil)
        let dx = now.x - start.x
        let dy = now.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy)
        let across = horizontal ? abs(dy) : abs(dx)
        let moved: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if along > 10 && (!direction.contains(moved) || across > along * SwipeGestureRecognizer.maximumDeviation) {
            state = .failed
        } else if along >= SwipeGestureRecognizer.minimumDistance {
            state = .recognized
        }
    }

    /// Fingers lifting before the swipe was recognized fail it.
    ///
    /// Called by the window with the recognizer's touches that lifted (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the swipe's recognition.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if storedState == .possible { state = .failed }
    }

    /// Forgets where and when the stroke began.
    ///
    /// Called after the recognizer finished and its touches are done, or when it is removed from its
    /// view, before it returns to `.possible` (as `GestureRecognizer`'s). Overrides must call `super`.
    open override func reset() {
        super.reset()
        start = nil
        startTime = nil
    }
}

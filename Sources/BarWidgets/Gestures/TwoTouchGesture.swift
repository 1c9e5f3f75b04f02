import BarGeometry
import BarViews
import Foundation

// What the two-finger gestures share (pinch and rotation): a value counted from a measure of the
// two fingers, the value's speed, a third finger failing the gesture, and the move that begins or
// changes it once past its threshold.

/// A two-finger gesture's state between events: its value (a pinch's `scale`, a rotation's
/// `rotation`), the measure of the fingers it counts from, and how fast the value changes.
struct TwoTouchTrack {
    /// What is measured of the first two fingers down.
    enum Measure {
        /// How far apart they are, in points.
        case distance
        /// Which way the line from the first to the second points, in radians.
        case angle
    }

    let measure: Measure
    /// The value before the fingers move and after `reset()` (1 for a scale, 0 for a rotation).
    let restingValue: CGFloat
    /// The gesture's value.
    var value: CGFloat
    /// The measure the value counts from; setting the value from outside moves it.
    var base: CGFloat = 0
    /// The measure when the second finger touched down.
    var initial: CGFloat = 0
    /// When the fingers were last measured; nil until two are down.
    var lastTime: TimeInterval?
    /// How fast the value changes, per second.
    var velocity: CGFloat = 0

    init(measure: Measure, restingValue: CGFloat) {
        self.measure = measure
        self.restingValue = restingValue
        value = restingValue
    }

    /// Back to the state before any finger touched down.
    mutating func reset() {
        base = 0
        initial = 0
        lastTime = nil
        value = restingValue
        velocity = 0
    }
}

/// A recognizer of a two-finger gesture, which keeps its state in a `TwoTouchTrack`.
@MainActor
protocol TwoTouchGesture: GestureRecognizer {
    var track: TwoTouchTrack { get set }
}

extension TwoTouchGesture {
    /// The track's measure of the first two fingers down, or its base while fewer are down. (A walk
    /// over the touches, so that measuring makes no list.)
    func currentMeasure() -> CGFloat {
        var first: CGPoint?
        for touch in trackedTouches where touch.isDown {
            let point = touch.location(in: nil)
            guard let a = first else {
                first = point
                continue
            }
            switch track.measure {
            case .distance: return a.distance(to: point)
            case .angle: return atan2(point.y - a.y, point.x - a.x)
            }
        }
        return track.base
    }

    /// `touchesBegan(_:with:)`: a third finger fails a gesture not yet recognized; the second one
    /// starts the measuring.
    func twoTouchesBegan(at time: TimeInterval) {
        if numberOfTouches > 2 && storedState == .possible { state = .failed }
        guard numberOfTouches == 2 else { return }
        let measure = currentMeasure()
        track.initial = measure
        track.base = measure
        track.lastTime = time
    }

    /// `touchesMoved(_:with:)` once the fingers measure as `value`: notes the value's speed, then
    /// begins the gesture with that value once `reachedThreshold`, or changes it.
    func twoTouchesMoved(to value: CGFloat, reachedThreshold: Bool, at time: TimeInterval) {
        if let lastTime = track.lastTime, time > lastTime {
            track.velocity = (value - track.value) / CGFloat(time - lastTime)
        }
        track.lastTime = time
        continueContinuousGesture(reachedThreshold: reachedThreshold) { track.value = value }
    }
}

import BarGeometry
import BarViews
import Foundation

// The motion that follows a drag, and animated offset changes (Docs/Scrolling.md, "After the
// finger lifts"): each axis decays, springs back or eases, frame by frame from a handler on the
// application's animation engine (`AnimationFrameHandler`): the one display link that also moves
// view animations, so everything that moves steps in the same frames. Positions are functions of
// the time since the motion began, so the path is the same whatever the frame rate.

/// A scroll view's motion in progress.
@MainActor
struct ScrollMotion {
    /// What a drag's end asks for.
    enum Plan {
        /// A free fling: decay from the release speed, bouncing off (or stopping at) the edges.
        case fling(velocity: CGPoint)
        /// Decay to exactly this offset (a page, or a target the delegate chose).
        case settle(at: CGPoint, rate: CGFloat)
    }

    /// One axis's motion.
    enum Axis {
        case resting
        /// From `start` towards `target`; a `free` decay bounces when it crosses an edge.
        case decay(start: CGFloat, target: CGFloat, rate: CGFloat, began: TimeInterval, free: Bool)
        /// Back to `rest` from `displacement` past it, moving at `velocity`.
        case spring(rest: CGFloat, displacement: CGFloat, velocity: CGFloat, began: TimeInterval)
        /// An animated change of offset.
        case ease(from: CGFloat, to: CGFloat, began: TimeInterval, duration: TimeInterval)

        var isResting: Bool {
            if case .resting = self { return true }
            return false
        }

        /// The position at `time`, moving to the next stage (or to rest) as it goes; nil at rest.
        mutating func position(at time: TimeInterval, low: CGFloat, high: CGFloat, bounces: Bool) -> CGFloat? {
            switch self {
            case .resting:
                return nil
            case .decay(let start, let target, let rate, let began, let free):
                let t = CGFloat(time - began)
                let x = ScrollPhysics.decayPosition(from: start, to: target, elapsed: t, rate: rate)
                if free && (x < low || x > high) {
                    let edge = x < low ? low : high
                    guard bounces else {
                        self = .resting
                        return edge
                    }
                    let v = ScrollPhysics.decayVelocity(from: start, to: target, elapsed: t, rate: rate)
                    self = .spring(rest: edge, displacement: x - edge, velocity: v, began: time)
                    return x
                }
                if abs(target - x) < ScrollPhysics.restingDistance {
                    self = .resting
                    return target
                }
                return x
            case .spring(let rest, let displacement, let velocity, let began):
                let t = CGFloat(time - began)
                let d = ScrollPhysics.springDisplacement(from: displacement, velocity: velocity, elapsed: t)
                let v = ScrollPhysics.springVelocity(from: displacement, velocity: velocity, elapsed: t)
                if abs(d) < ScrollPhysics.restingDistance && abs(v) < ScrollPhysics.restingSpeed {
                    self = .resting
                    return rest
                }
                return rest + d
            case .ease(let from, let to, let began, let duration):
                let f = duration > 0 ? CGFloat((time - began) / duration) : 1
                if f >= 1 {
                    self = .resting
                    return to
                }
                return from + (to - from) * ScrollPhysics.easeInOut(f)
            }
        }
    }

    var x: Axis
    var y: Axis
    /// Whether this is an animation of `setContentOffset(_:animated:)` (not a deceleration).
    let isAnimation: Bool
    /// The frame handler that steps it, on the animation engine's display link.
    let link: AnimationFrameHandler
}

extension ScrollView {
    /// How long `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` take.
    static let animationDuration: TimeInterval = 0.3

    /// Starts the motion after a drag.
    func startMotion(_ plan: ScrollMotion.Plan) {
        let now = clockTime
        let offset = contentOffset
        let (low, high) = contentOffsetLimits
        let rate = decelerationRate.rawValue
        func fling(_ position: CGFloat, _ velocity: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> ScrollMotion.Axis {
            if position < lo || position > hi {
                let edge = position < lo ? lo : hi
                return bounces
                    ? .spring(rest: edge, displacement: position - edge, velocity: velocity, began: now) : .resting
            }
            guard velocity != 0 else { return .resting }
            let target = position + ScrollPhysics.decayDistance(velocity: velocity, rate: rate)
            return .decay(start: position, target: target, rate: rate, began: now, free: true)
        }
        func settle(_ position: CGFloat, _ target: CGFloat, _ rate: CGFloat) -> ScrollMotion.Axis {
            position == target ? .resting : .decay(start: position, target: target, rate: rate, began: now, free: false)
        }
        switch plan {
        case .fling(let velocity):
            begin(fling(offset.x, velocity.x, low.x, high.x), fling(offset.y, velocity.y, low.y, high.y), isAnimation: false)
        case .settle(let target, let rate):
            begin(settle(offset.x, target.x, rate), settle(offset.y, target.y, rate), isAnimation: false)
        }
    }

    /// Starts an animated change of offset to `target`.
    func startAnimation(to target: CGPoint) {
        let now = clockTime
        let offset = contentOffset
        let d = ScrollView.animationDuration
        begin(
            .ease(from: offset.x, to: target.x, began: now, duration: d),
            .ease(from: offset.y, to: target.y, began: now, duration: d), isAnimation: true)
    }

    /// Stops the motion where it is. With `reportingEnd`, the delegate hears that the deceleration
    /// or animation ended; a touch, a drag or new offset stops it without that.
    func stopMotion(reportingEnd: Bool) {
        guard let current = motion else { return }
        current.link.invalidate()
        motion = nil
        let decelerated = isDecelerating
        isDecelerating = false
        if reportingEnd {
            if decelerated {
                delegate?.scrollViewDidEndDecelerating(self)
            } else if current.isAnimation {
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
        scheduleScrollIndicatorFade()
    }

    private func begin(_ x: ScrollMotion.Axis, _ y: ScrollMotion.Axis, isAnimation: Bool) {
        motion?.link.invalidate()
        // The handler holds the scroll view weakly; a scroll view released mid-motion stops its
        // frames (and, with nothing else moving, the engine's display link).
        let link = AnimationFrameHandler { [weak self] link in
            guard let self else { return link.invalidate() }
            self.stepMotion(at: link.timestamp)
        }
        motion = ScrollMotion(x: x, y: y, isAnimation: isAnimation, link: link)
        if x.isResting && y.isResting {
            stopMotion(reportingEnd: true)
            return
        }
        link.add(to: window?.application ?? .shared)
        showScrollIndicators()
    }

    /// One frame of the motion.
    private func stepMotion(at time: TimeInterval) {
        guard var current = motion else { return }
        let (low, high) = contentOffsetLimits
        let offset = contentOffset
        let x = current.x.position(at: time, low: low.x, high: high.x, bounces: bounces) ?? offset.x
        let y = current.y.position(at: time, low: low.y, high: high.y, bounces: bounces) ?? offset.y
        motion = current
        // On the way, whole pixels; at rest, exactly where the motion ends.
        let aligned = alignedToPixels(CGPoint(x: x, y: y))
        applyContentOffset(CGPoint(x: current.x.isResting ? x : aligned.x, y: current.y.isResting ? y : aligned.y))
        // The delegate may have stopped or replaced the motion while hearing of the scroll.
        guard let after = motion, after.link === current.link else { return }
        if current.x.isResting && current.y.isResting { stopMotion(reportingEnd: true) }
    }

    /// The time on the clock the motion follows.
    var clockTime: TimeInterval { (window?.application ?? .shared).clock.now }
}

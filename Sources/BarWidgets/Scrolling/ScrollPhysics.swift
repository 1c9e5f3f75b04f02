import BarGeometry
import BarViews
import Foundation

/// The motion of a scroll view, one axis at a time (Docs/Scrolling.md has the figures): the
/// exponential decay of a fling, the rubber band past an edge, and the spring that brings content
/// back inside. Pure functions of time, so a scroll view's position at any frame follows from when
/// the motion started, whatever the frame rate.
enum ScrollPhysics {
    /// How hard the rubber band pulls back (UIKit's constant).
    static let rubberBandCoefficient: CGFloat = 0.55
    /// The stiffness of the spring that returns content inside the bounds: critically damped, it
    /// settles from a 100 pt overshoot within about 0.6 s.
    static let springFrequency: CGFloat = 14
    /// Closer than this to its rest, with less speed than `restingSpeed`, motion stops.
    static let restingDistance: CGFloat = 0.25
    /// Points per second below which a spring counts as stopped (with `restingDistance`).
    static let restingSpeed: CGFloat = 5

    /// The per-millisecond decay `rate` as a rate per second: v(t) = v₀·e^(−k·t) with k = −1000·ln r.
    static func decayConstant(rate: CGFloat) -> CGFloat {
        let r = min(max(rate, 0.5), 0.999_999)
        return -1000 * log(r)
    }

    /// How far a fling at `velocity` points per second travels before it stops: v₀ / k.
    static func decayDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / decayConstant(rate: rate)
    }

    /// The position `elapsed` seconds into a decay from `start` that comes to rest at `target`:
    /// start + (target − start)·(1 − e^(−k·t)). Its speed at the start is (target − start)·k.
    static func decayPosition(from start: CGFloat, to target: CGFloat, elapsed: CGFloat, rate: CGFloat) -> CGFloat {
        start + (target - start) * (1 - exp(-decayConstant(rate: rate) * max(0, elapsed)))
    }

    /// The speed of that decay at `elapsed`, in points per second.
    static func decayVelocity(from start: CGFloat, to target: CGFloat, elapsed: CGFloat, rate: CGFloat) -> CGFloat {
        let k = decayConstant(rate: rate)
        return (target - start) * k * exp(-k * max(0, elapsed))
    }

    /// How far content dragged `excess` points past an edge shows past it, in a scroll view
    /// `dimension` points long: (1 − 1 / (excess·c / d + 1))·d. Grows with the drag, ever more
    /// slowly, never reaching `dimension`.
    static func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, excess != 0 else { return 0 }
        let x = abs(excess)
        let shown = (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
        return excess < 0 ? -shown : shown
    }

    /// The drag that shows `shown` points past the edge: the inverse of `rubberBand`.
    static func rubberBandInverse(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, shown != 0 else { return 0 }
        let y = min(abs(shown), dimension * 0.999)
        let excess = (dimension / rubberBandCoefficient) * (1 / (1 - y / dimension) - 1)
        return shown < 0 ? -excess : excess
    }

    /// A critically damped spring's displacement from its rest `elapsed` seconds after it started
    /// at `displacement` moving at `velocity`: (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t).
    static func springDisplacement(from displacement: CGFloat, velocity: CGFloat, elapsed: CGFloat) -> CGFloat {
        let w = springFrequency
        let t = max(0, elapsed)
        return (displacement + (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// That spring's speed at `elapsed`: (v₀ − ω·(v₀ + ω·x₀)·t)·e^(−ω·t).
    static func springVelocity(from displacement: CGFloat, velocity: CGFloat, elapsed: CGFloat) -> CGFloat {
        let w = springFrequency
        let t = max(0, elapsed)
        return (velocity - w * (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// Ease-in-out for animated offset changes: 0 at 0, 1 at 1, smooth at both ends.
    static func easeInOut(_ f: CGFloat) -> CGFloat {
        let t = min(max(f, 0), 1)
        return t * t * (3 - 2 * t)
    }
}

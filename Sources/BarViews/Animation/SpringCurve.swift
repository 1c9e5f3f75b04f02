import Foundation

/// A damped harmonic oscillator squeezed into an animation's duration, in closed form: UIKit's
/// `usingSpringWithDamping` semantics (damping ratio ζ; initial velocity as a fraction of the
/// distance per second).
///
/// BarKit's choice of stiffness (UIKit does not document its own): the natural frequency ω₀ makes
/// the slowest part of the motion decay to 0.1 % of the distance at the duration —
/// e^(−ζω₀T) = 0.001 for ζ ≤ 1, e^(−(ζ−√(ζ²−1))ω₀T) = 0.001 for ζ > 1. At the duration the
/// animation ends on its final value. ζ below 0.05 counts as 0.05 (a spring that never settles).
struct SpringCurve: Equatable {
    let dampingRatio: Double
    /// The initial velocity, in distances per second.
    let initialVelocity: Double
    let duration: Double
    /// ω₀ in radians per unit of normalized time (the duration is 1).
    private let omega: Double

    init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        let zeta = dampingRatio.isFinite ? max(0.05, dampingRatio) : 1
        self.dampingRatio = zeta
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.duration = duration > 0 && duration.isFinite ? duration : 1
        let decay = log(1000.0)
        if zeta <= 1 {
            omega = decay / zeta
        } else {
            omega = decay / (zeta - (zeta * zeta - 1).squareRoot())
        }
    }

    /// Progress at time fraction `u`: 0 at 0, exactly 1 from 1 on.
    func progress(at u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        // x is the displacement from the target (−1 at the start); v0 in distances per unit of
        // normalized time.
        let zeta = dampingRatio
        let w = omega
        let v0 = initialVelocity * duration
        let x: Double
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * w) / wd
            x = exp(-zeta * w * u) * (-cos(wd * u) + b * sin(wd * u))
        } else if zeta == 1 {
            x = exp(-w * u) * (-1 + (v0 - w) * u)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - root)
            let r2 = -w * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            x = c1 * exp(r1 * u) + c2 * exp(r2 * u)
        }
        return 1 + x
    }
}

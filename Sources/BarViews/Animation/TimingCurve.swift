import Foundation

/// A unit cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, solved for
/// time as WebKit's `UnitBezier` does: Newton's method on x(t), then bisection where it fails.
struct CubicBezier: Equatable, Sendable {
    let p1x: Double, p1y: Double, p2x: Double, p2y: Double
    // The polynomials' coefficients: x(t) = ((ax·t + bx)·t + cx)·t, the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        // x must stay a function of time: control points' x outside 0…1 are clamped.
        let x1 = p1x.isFinite ? min(1, max(0, p1x)) : 0
        let x2 = p2x.isFinite ? min(1, max(0, p2x)) : 1
        let y1 = p1y.isFinite ? p1y : 0
        let y2 = p2y.isFinite ? p2y : 1
        (self.p1x, self.p1y, self.p2x, self.p2y) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    static func == (a: CubicBezier, b: CubicBezier) -> Bool {
        a.p1x == b.p1x && a.p1y == b.p1y && a.p2x == b.p2x && a.p2y == b.p2y
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve's parameter where x(t) = `x`, to within `epsilon`.
    func solveX(_ x: Double, epsilon: Double = 1e-9) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        if t < low { return low }
        if t > high { return high }
        while low < high {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            t = (high - low) / 2 + low
            if high - low < 1e-15 { break }
        }
        return t
    }

    /// The progress (y) at time fraction `x` (0…1).
    func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solveX(x))
    }
}

/// How progress follows time in one run of an animation: a Bézier curve or a spring.
enum TimingCurve: Equatable {
    case bezier(CubicBezier)
    case spring(SpringCurve)

    /// Progress at time fraction `u` (0…1) of the run: 0 at 0, 1 at 1.
    func progress(at u: Double) -> Double {
        switch self {
        case .bezier(let curve): curve.progress(at: u)
        case .spring(let spring): spring.progress(at: u)
        }
    }
}

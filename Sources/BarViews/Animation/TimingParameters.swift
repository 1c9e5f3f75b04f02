import BarGeometry
import Foundation

/// Timing for a `ViewPropertyAnimator`, as UIKit's `UITimingCurveProvider`: a cubic curve or a
/// spring (one of the two is non-nil).
@MainActor
public protocol TimingCurveProvider {
    /// The cubic curve, when the timing is one.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, when the timing is one.
    var springTimingParameters: SpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as UIKit's `UICubicTimingParameters`.
public struct CubicTimingParameters: TimingCurveProvider, Sendable {
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// Ease in and out.
    public init() { self.init(animationCurve: .easeInOut) }

    /// The curve a name stands for.
    public init(animationCurve: View.AnimationCurve) {
        let bezier = animationCurve.bezier
        controlPoint1 = CGPoint(x: bezier.p1x, y: bezier.p1y)
        controlPoint2 = CGPoint(x: bezier.p2x, y: bezier.p2y)
    }

    /// A curve through two control points (their x values are clamped to 0…1).
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
    }

    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }

    var bezier: CubicBezier {
        CubicBezier(
            Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y))
    }
}

/// A damped spring, as UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)`; the
/// initial velocity is one number, a fraction of the distance per second (UIKit's takes a vector
/// of the same meaning per axis).
public struct SpringTimingParameters: TimingCurveProvider, Sendable {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGFloat

    /// A spring with damping ratio ζ (1: no overshoot) and an initial velocity.
    public init(dampingRatio: CGFloat, initialVelocity: CGFloat = 0) {
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
    }

    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }
}

extension TimingCurveProvider {
    /// The curve these parameters give over `duration`.
    func timingCurve(duration: TimeInterval) -> TimingCurve {
        if let spring = springTimingParameters {
            return .spring(
                SpringCurve(
                    dampingRatio: Double(spring.dampingRatio), initialVelocity: Double(spring.initialVelocity),
                    duration: duration))
        }
        return .bezier((cubicTimingParameters ?? CubicTimingParameters()).bezier)
    }
}

import Foundation

extension View {
    /// How a block animation runs, as UIKit's `UIView.AnimationOptions` (the same bit values).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The animated views take touches while they animate (without it, hit testing skips them
        /// and their subtrees until their animations end, as UIKit documents).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from where the view is drawn now. BarKit always does (a new animation of a
        /// property starts from its presentation value), so this changes nothing.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Run the animation again and again; its completion runs only when it is interrupted.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forward, then backward (each way takes the duration); the view then shows the
        /// final value, as in UIKit.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out: cubic Bézier (0.42, 0)–(0.58, 1). The default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in: cubic Bézier (0.42, 0)–(1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out: cubic Bézier (0, 0)–(0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// For `View.transition(with:duration:options:animations:completion:)`: the view's old
        /// picture fades out over its new one.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

        /// The curve the options name (bits 16–19).
        var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }

        /// The transition the options name (bits 20–23), 0 for none.
        var transitionKind: UInt { (rawValue >> 20) & 0xF }
    }

    /// A timing curve by name, as UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable, CaseIterable {
        /// Cubic Bézier (0.42, 0)–(0.58, 1).
        case easeInOut
        /// Cubic Bézier (0.42, 0)–(1, 1).
        case easeIn
        /// Cubic Bézier (0, 0)–(0.58, 1).
        case easeOut
        /// Constant speed.
        case linear

        /// The curve's control points.
        var bezier: CubicBezier {
            switch self {
            case .easeInOut: CubicBezier(0.42, 0, 0.58, 1)
            case .easeIn: CubicBezier(0.42, 0, 1, 1)
            case .easeOut: CubicBezier(0, 0, 0.58, 1)
            case .linear: CubicBezier(0, 0, 1, 1)
            }
        }
    }
}

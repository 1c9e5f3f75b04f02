import Foundation
import BarSolver

/// How much a constraint matters, as UIKit's `UILayoutPriority`: 1…1000, where 1000 (`.required`)
/// must hold and anything lower is met as closely as the higher ones allow.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority of a button resisting compression.
    public static let defaultHigh = LayoutPriority(750)
    /// 500: what a split view's divider uses to be dragged.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 250: the priority of a label hugging its content.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to ask for the smallest or largest size.
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    public var description: String { rawValue == rawValue.rounded() ? String(Int(rawValue)) : "\(rawValue)" }

    /// The priority clamped to 1…1000 (NaN counts as required), as the engine uses it.
    var clamped: LayoutPriority {
        guard rawValue.isFinite || rawValue == .infinity else { return .required }
        return LayoutPriority(Swift.min(1000, Swift.max(1, rawValue)))
    }

    /// True for `.required` and above.
    var isRequired: Bool { clamped.rawValue >= 1000 }

    /// The solver strength (Docs/Layout.md): required is the solver's required strength; below it,
    /// 10^(p/125), so each 125 points of priority weigh ten times as much: one 750 constraint
    /// outweighs ten thousand 250 ones, and `p + 1` still beats `p`.
    var strength: Double {
        let p = clamped.rawValue
        if p >= 1000 { return ConstraintSolverStrength.required }
        return pow(10, Double(p) / 125)
    }
}

/// The solver strengths the engine uses besides priorities.
enum ConstraintSolverStrength {
    static let required = ConstraintSolver.requiredStrength
    /// The pull `hasAmbiguousLayout` uses to find a free variable: below every priority.
    static let probe = 1e-6
}

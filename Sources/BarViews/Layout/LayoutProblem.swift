import Foundation

/// Something the layout engine could not do as asked. None stops the program: each is reported
/// through `LayoutConstraint.problemHandler` (or, when none is set, printed to standard error as
/// UIKit logs them), and layout goes on with the rest.
@MainActor
public enum LayoutProblem: @MainActor CustomStringConvertible {
    /// A constraint pairs attributes UIKit refuses (a location and a constant, x with y, a size
    /// with a location) or has no usable item; it stays inactive.
    case invalidConstraint(String)
    /// A constraint's items are in different trees; it stays inactive.
    case noCommonAncestor(String)
    /// An active constraint's priority was changed between required and optional; the change was
    /// not made.
    case cannotChangeRequiredPriority(String)
    /// Required constraints conflict; one was broken (left out) and layout uses the rest.
    case unsatisfiable(UnsatisfiableConstraints)

    /// The text of the report, as printed when no handler is set.
    public var description: String {
        switch self {
        case .invalidConstraint(let text), .noCommonAncestor(let text), .cannotChangeRequiredPriority(let text):
            text
        case .unsatisfiable(let report): report.description
        }
    }
}

/// A conflict among required constraints: the constraints that cannot all hold, and the one the
/// engine broke to go on.
@MainActor
public struct UnsatisfiableConstraints: @MainActor CustomStringConvertible {
    /// The conflicting constraints (a smallest set that cannot all hold), the broken one included.
    public let constraints: [LayoutConstraint]
    /// The constraint left out of the layout. It stays active; fix the conflict and it applies again.
    public let brokenConstraint: LayoutConstraint

    /// UIKit's message: "Unable to simultaneously satisfy constraints.", the list, and the one broken.
    public var description: String {
        var lines = ["Unable to simultaneously satisfy constraints."]
        lines.append("Probably at least one of the constraints in the following list is one you don't want.")
        lines.append("(")
        for constraint in constraints { lines.append("    \"\(constraint)\"") }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append("\(brokenConstraint)")
        return lines.joined(separator: "\n")
    }
}

extension LayoutConstraint {
    /// Receives every `LayoutProblem`. Nil (the default) prints each to standard error. Tests set
    /// it to collect the reports instead.
    public static var problemHandler: ((LayoutProblem) -> Void)?

    static func report(_ problem: LayoutProblem) {
        if let handler = problemHandler {
            handler(problem)
        } else {
            FileHandle.standardError.write(Data("BarKit: \(problem)\n".utf8))
        }
    }
}

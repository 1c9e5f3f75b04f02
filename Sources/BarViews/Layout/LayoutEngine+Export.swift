import BarSolver
import Foundation

/// The system a tree's engine solves, as flat arrays: what BarBench feeds to kiwi directly to
/// compare (each constraint's terms, constant, relation and strength; the first two fix the root's size).
package struct LayoutSystemExport {
    package var variableCount: Int32 = 0
    package var termCounts: [Int32] = []
    package var termVariables: [Int32] = []
    package var termCoefficients: [Double] = []
    package var constants: [Double] = []
    package var relations: [Int32] = []
    package var strengths: [Double] = []

    package init() {}

    /// Lends the six arrays' storage to `body` (term counts, term variables, term coefficients,
    /// constants, relations, strengths), for handing the system to C.
    package func withStorage<R>(
        _ body: (
            UnsafePointer<Int32>?, UnsafePointer<Int32>?, UnsafePointer<Double>?, UnsafePointer<Double>?,
            UnsafePointer<Int32>?, UnsafePointer<Double>?
        ) -> R
    ) -> R {
        termCounts.withUnsafeBufferPointer { termCounts in
            termVariables.withUnsafeBufferPointer { termVariables in
                termCoefficients.withUnsafeBufferPointer { coefficients in
                    constants.withUnsafeBufferPointer { constants in
                        relations.withUnsafeBufferPointer { relations in
                            strengths.withUnsafeBufferPointer { strengths in
                                body(
                                    termCounts.baseAddress, termVariables.baseAddress, coefficients.baseAddress,
                                    constants.baseAddress, relations.baseAddress, strengths.baseAddress)
                            }
                        }
                    }
                }
            }
        }
    }
}

extension View {
    /// The system this tree's engine holds, after a layout (nil without constraints).
    package func exportLayoutSystem() -> LayoutSystemExport? {
        let root = treeRoot
        root.layoutIfNeeded()
        guard let engine = root.autoLayout?.engine else { return nil }
        var export = LayoutSystemExport()
        var dense: [Int32: Int32] = [:]
        func index(_ handle: Int32) -> Int32 {
            if let known = dense[handle] { return known }
            let next = Int32(dense.count)
            dense[handle] = next
            return next
        }
        let held = engine.heldInOrder.filter { !$0.isBroken && $0.solverConstraint != nil }
        for constraint in held {
            guard let (form, relation) = engine.solverForm(of: constraint) else { continue }
            export.termCounts.append(Int32(form.count))
            for (variable, coefficient) in zip(form.variables, form.coefficients) {
                export.termVariables.append(index(variable))
                export.termCoefficients.append(coefficient)
            }
            export.constants.append(form.constant)
            export.relations.append(relation == .lessThanOrEqual ? -1 : relation == .equal ? 0 : 1)
            export.strengths.append(constraint.priority.strength)
        }
        export.variableCount = Int32(dense.count)
        return export
    }
}

extension LayoutEngine {
    /// The held constraints in the order they were added to the solver.
    var heldInOrder: [LayoutConstraint] { held.sorted { $0.solverOrder < $1.solverOrder } }
}

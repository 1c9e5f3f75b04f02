import BarGeometry
import BarSolver
import Foundation

// What the engine tells about a layout: conflicts among required constraints, ambiguity, and which
// constraints reach a view.

extension LayoutEngine {
    /// The expression and relation `constraint` is solved as, or nil when it cannot be built.
    func solverForm(of constraint: LayoutConstraint) -> (LinearExpression, SolverRelation)? {
        guard let expression = buildExpression(for: constraint) else { return nil }
        return (expression, constraint.relation.solverRelation)
    }

    /// Reports that `broken` (required) conflicts with the required constraints held, naming a
    /// smallest set of them that cannot hold together with it.
    func reportConflict(breaking broken: LayoutConstraint) {
        let conflicting = smallestConflict(with: broken)
        LayoutConstraint.report(
            .unsatisfiable(UnsatisfiableConstraints(constraints: conflicting + [broken], brokenConstraint: broken)))
    }

    /// The required constraints held that share variables with `broken`, nearest first, narrowed by
    /// deletion to a set that still conflicts with it (each one needed). At most `limit` are tried.
    private func smallestConflict(with broken: LayoutConstraint, limit: Int = 48) -> [LayoutConstraint] {
        guard let (brokenForm, brokenRelation) = solverForm(of: broken) else { return [] }
        var forms: [ObjectIdentifier: (LinearExpression, SolverRelation)] = [:]
        var byVariable: [Int32: [LayoutConstraint]] = [:]
        for constraint in held where constraint !== broken && !constraint.isBroken && constraint.priority.isRequired {
            guard let form = solverForm(of: constraint) else { continue }
            forms[ObjectIdentifier(constraint)] = form
            for variable in form.0.variables { byVariable[variable, default: []].append(constraint) }
        }
        // Breadth first over shared variables, from the broken constraint's.
        var candidates: [LayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = []
        var queue = brokenForm.variables
        var seenVariables = Set(queue)
        var head = 0
        while head < queue.count && candidates.count < limit {
            let variable = queue[head]
            head += 1
            for constraint in (byVariable[variable] ?? []).sorted(by: { $0.activationOrder < $1.activationOrder })
            where seen.insert(ObjectIdentifier(constraint)).inserted {
                candidates.append(constraint)
                for next in forms[ObjectIdentifier(constraint)]!.0.variables where seenVariables.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        func conflicts(_ set: [LayoutConstraint]) -> Bool {
            let trial = ConstraintSolver()
            var map: [Int32: SolverVariable] = [:]
            for constraint in set {
                let form = forms[ObjectIdentifier(constraint)]!
                let copy = LayoutEngine.remap(form.0, into: trial, map: &map)
                guard (try? trial.add(copy, form.1, strength: ConstraintSolver.requiredStrength)) != nil else {
                    return true
                }
            }
            let copy = LayoutEngine.remap(brokenForm, into: trial, map: &map)
            return (try? trial.add(copy, brokenRelation, strength: ConstraintSolver.requiredStrength)) == nil
        }
        guard conflicts(candidates) else { return candidates }
        var kept = candidates
        var index = kept.count - 1
        while index >= 0 {
            var without = kept
            without.remove(at: index)
            if conflicts(without) { kept = without }
            index -= 1
        }
        return kept.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// `form` with its variables replaced by `trial`'s (made as needed, kept in `map`).
    private nonisolated static func remap(
        _ form: LinearExpression, into trial: ConstraintSolver, map: inout [Int32: SolverVariable]
    ) -> LinearExpression {
        var copy = LinearExpression()
        copy.constant = form.constant
        for (variable, coefficient) in zip(form.variables, form.coefficients) {
            let mapped = map[variable] ?? trial.makeVariable()
            map[variable] = mapped
            copy.add(mapped, times: coefficient)
        }
        return copy
    }

    /// Whether the solution leaves any of `node`'s variables free: a pull weaker than every
    /// priority moves it.
    func isAmbiguous(_ node: LayoutNode) -> Bool {
        solveIfNeeded()
        // The root is placed and sized by its frame; views that translate their frames are too.
        guard node.parent != nil, node.view?.isPlacedByFrame != true else { return false }
        // Each probe is a weak equality added and removed, which leaves the solver as it was
        // (an edit variable would stay in it until removed).
        for variable in [node.x, node.y, node.width, node.height] {
            let before = solver.value(of: variable)
            var moved = false
            for target in [before + 97, before - 89] {
                var pull = LinearExpression()
                pull.add(variable)
                pull.constant = -target
                guard let probe = try? solver.add(pull, .equal, strength: ConstraintSolverStrength.probe) else { continue }
                solver.updateVariables()
                if abs(solver.value(of: variable) - before) > 0.5 { moved = true }
                try? solver.remove(probe)
                solver.updateVariables()
            }
            if moved { return true }
        }
        return false
    }

    /// The constraints held whose expressions use `node`'s variables on `axis`.
    func constraints(affecting node: LayoutNode, axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        let variables: Set<Int32> =
            axis == .horizontal ? [node.x.handle, node.width.handle] : [node.y.handle, node.height.handle]
        var result: [LayoutConstraint] = []
        for constraint in held {
            guard let (form, _) = solverForm(of: constraint) else { continue }
            if form.variables.contains(where: variables.contains) { result.append(constraint) }
        }
        return result.sorted { $0.activationOrder < $1.activationOrder }
    }
}

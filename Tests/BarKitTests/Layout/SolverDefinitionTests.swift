import BarSolver
import CKiwiBaselines
import Foundation
import Testing

import BarKit
import BarViews

/// Required equalities with a variable of their own are held as definitions, outside kiwi's tableau
/// (Docs/Layout.md, "Definitions"): the solutions are kiwi's (the same constraints refused, every
/// required one held, the same weighted error of the optional ones), and a chain costs one entry
/// per link.
@MainActor
@Suite struct SolverDefinitionTests {
    @Test func aChainOfEqualitiesIsHeldAsDefinitionsAndSolved() throws {
        let solver = ConstraintSolver()
        let tops = (0..<1_000).map { _ in solver.makeVariable() }
        _ = try solver.add(expression([(tops[0], 1)], constant: -20), .equal, strength: ConstraintSolver.requiredStrength)
        for i in 1..<tops.count {  // each 48 below the last
            _ = try solver.add(
                expression([(tops[i], 1), (tops[i - 1], -1)], constant: -48), .equal,
                strength: ConstraintSolver.requiredStrength)
        }
        let last = tops[tops.count - 1]
        _ = try solver.add(expression([(last, 1)], constant: -50_000), .lessThanOrEqual, strength: ConstraintSolver.requiredStrength)
        solver.updateVariables()
        #expect(solver.heldCounts.definitions == 1_000)
        #expect(solver.heldCounts.kiwi == 1)
        #expect(solver.value(of: tops[0]) == 20)
        #expect(solver.value(of: last) == 20 + 48 * 999)
    }

    @Test func freeingADefinedVariableHandsItToKiwi() throws {
        let solver = ConstraintSolver()
        let (a, b, c) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let required = ConstraintSolver.requiredStrength
        let pinA = try solver.add(expression([(a, 1)], constant: -10), .equal, strength: required)  // a = 10
        let bFromA = try solver.add(expression([(b, 1), (a, -1)], constant: -5), .equal, strength: required)  // b = a + 5
        _ = try solver.add(expression([(c, 1), (b, -2)]), .greaterThanOrEqual, strength: required)  // c ≥ 2b
        _ = try solver.add(expression([(c, 1)]), .equal, strength: 1)  // c as small as it may be
        _ = try solver.add(expression([(a, 1)], constant: -100), .equal, strength: 1_000)  // a would rather be 100
        solver.updateVariables()
        #expect([solver.value(of: a), solver.value(of: b), solver.value(of: c)] == [10, 15, 30])
        try solver.remove(pinA)  // a is free: the weak pull to 100 moves a, b and c
        solver.updateVariables()
        #expect([solver.value(of: a), solver.value(of: b), solver.value(of: c)] == [100, 105, 210])
        try solver.remove(bFromA)  // b is free too: c can go to 0 with b at or below 0
        solver.updateVariables()
        #expect(solver.value(of: c) == 0)
        #expect(solver.value(of: b) <= 0)
        #expect(solver.heldCounts.definitions == 0)
    }

    @Test func anEditVariableThatWasDefinedIsSuggestedThroughKiwi() throws {
        let solver = ConstraintSolver()
        let (a, b) = (solver.makeVariable(), solver.makeVariable())
        let required = ConstraintSolver.requiredStrength
        _ = try solver.add(expression([(b, 1), (a, -1)], constant: -5), .equal, strength: required)  // b = a + 5
        try solver.addEditVariable(b, strength: 1_000)
        try solver.suggest(40, for: b)
        solver.updateVariables()
        #expect(solver.value(of: b) == 40)
        #expect(solver.value(of: a) == 35)
    }

    @Test func randomSystemsHaveKiwisRefusalsAndOptimum() throws {
        var generator = SeededRandom(seed: 0xDEF1)
        var definitionsMade = 0
        var removalsOfDefinitions = 0
        for _ in 0..<300 {
            let system = randomSystem(&generator)
            let count = Int32(system.constants.count)
            var ops = Array(0..<count).shuffled(using: &generator)
            for _ in 0..<Int(count) {
                let i = Int32.random(in: 0..<count, using: &generator)
                ops.insert(Bool.random(using: &generator) ? -1 - i : i, at: Int.random(in: 0...ops.count, using: &generator))
            }
            // Kiwi as released, alone, through the first refusal (after one, kiwi's tableau is not
            // sound and BarKit's engine makes its solver again).
            var outcomes = [Int8](repeating: -1, count: ops.count)
            var kiwiValues = [Double](repeating: .nan, count: Int(system.variableCount))
            _ = system.withBaselineSystem { bk_upstream_play($0, ops, Int32(ops.count), &outcomes, &kiwiValues) }
            let stop = outcomes.firstIndex { $0 != 0 }.map { $0 + 1 } ?? ops.count
            if stop < ops.count {
                ops.removeSubrange(stop...)
                _ = system.withBaselineSystem { bk_upstream_play($0, ops, Int32(ops.count), &outcomes, &kiwiValues) }
            }

            let solver = ConstraintSolver()
            let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
            var handles: [Int32: SolverConstraint] = [:]
            var refused: [Int8] = []
            for op in ops {
                let index = op >= 0 ? op : -1 - op
                if op >= 0 {
                    guard handles[index] == nil else { refused.append(0); continue }
                    do {
                        handles[index] = try solver.add(
                            form(system, index, variables), relation(system, index), strength: system.strengths[Int(index)])
                        refused.append(0)
                    } catch .unsatisfiable { refused.append(1) } catch { refused.append(2) }
                } else {
                    refused.append(0)
                    if let handle = handles.removeValue(forKey: index) {
                        if solver.heldCounts.definitions > 0 { removalsOfDefinitions += 1 }
                        try solver.remove(handle)
                    }
                }
                definitionsMade = max(definitionsMade, solver.heldCounts.definitions)
            }
            #expect(refused == Array(outcomes.prefix(ops.count)))
            if refused.contains(where: { $0 != 0 }) { continue }
            solver.updateVariables()
            let ours = variables.map { solver.value(of: $0) }
            let held = handles.keys.map(Int.init)
            for i in held where system.strengths[i] >= ConstraintSolver.requiredStrength {
                #expect(violation(system, i, ours) < 1e-6, "required constraint \(i) is broken")
            }
            let (a, b) = (weightedError(system, held, ours), weightedError(system, held, kiwiValues))
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "weighted error \(a) against kiwi's \(b)")
        }
        #expect(definitionsMade > 5)
        #expect(removalsOfDefinitions > 100)
    }

    // MARK: - Helpers

    private func expression(_ terms: [(SolverVariable, Double)], constant: Double = 0) -> LinearExpression {
        var e = LinearExpression()
        for (variable, coefficient) in terms { e.add(variable, times: coefficient) }
        e.constant = constant
        return e
    }

    private func termRange(_ system: LayoutSystemExport, _ index: Int32) -> Range<Int> {
        let start = system.termCounts[..<Int(index)].reduce(0) { $0 + Int($1) }
        return start..<(start + Int(system.termCounts[Int(index)]))
    }

    private func form(_ system: LayoutSystemExport, _ index: Int32, _ variables: [SolverVariable]) -> LinearExpression {
        var e = LinearExpression()
        for t in termRange(system, index) {
            e.add(variables[Int(system.termVariables[t])], times: system.termCoefficients[t])
        }
        e.constant = system.constants[Int(index)]
        return e
    }

    private func relation(_ system: LayoutSystemExport, _ index: Int32) -> SolverRelation {
        switch system.relations[Int(index)] {
        case ..<0: .lessThanOrEqual
        case 0: .equal
        default: .greaterThanOrEqual
        }
    }

    /// How far constraint `index` is from holding at `values`.
    private func violation(_ system: LayoutSystemExport, _ index: Int, _ values: [Double]) -> Double {
        var sum = system.constants[index]
        for t in termRange(system, Int32(index)) {
            sum += system.termCoefficients[t] * values[Int(system.termVariables[t])]
        }
        switch system.relations[index] {
        case ..<0: return max(0, sum)
        case 0: return abs(sum)
        default: return max(0, -sum)
        }
    }

    /// What kiwi minimises: each optional constraint's violation times its strength.
    private func weightedError(_ system: LayoutSystemExport, _ held: [Int], _ values: [Double]) -> Double {
        held.filter { system.strengths[$0] < ConstraintSolver.requiredStrength }
            .reduce(0) { $0 + system.strengths[$1] * violation(system, $1, values) }
    }

    /// Chains and equalities often (so that definitions are made and removed), with inequalities
    /// and optional constraints among them.
    private func randomSystem(_ g: inout SeededRandom) -> LayoutSystemExport {
        .random(
            using: &g, variables: 4...20, constraints: 2...36, terms: 1...3, coefficients: [-2, -1, -1, 1, 1, 0.5],
            relations: [0, 0, 0, -1, 1], strengths: [1_001_001_000, 1_001_001_000, 1_001_001_000, 1_000_000, 1_000, 1])
    }
}

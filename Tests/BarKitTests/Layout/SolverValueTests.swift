import BarSolver
import CKiwiBaselines
import Foundation
import Testing

import BarKit

/// The values a solver gives after suggestions are read back from only the rows the suggestions
/// moved (Docs/Layout.md, "The solver"): they must be the values a full read gives, and a handle
/// freed and made again must not show its old variable's value.
@Suite struct SolverValueTests {
    @Test func valuesAfterSuggestionsAreTheValuesAFullReadGives() throws {
        var generator = SeededRandom(seed: 0x5A1E)
        var suggestionsThatMovedSomething = 0
        for _ in 0..<200 {
            let system = LayoutSystemExport.random(
                using: &generator, variables: 4...20, constraints: 2...30, terms: 1...3,
                coefficients: [-2, -1, -1, 1, 1, 0.5], relations: [0, 0, -1, 1],
                strengths: [1_001_001_000, 1_001_001_000, 1_000_000, 1_000, 1])
            let solver = ConstraintSolver()
            let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
            var start = 0
            var refused = false
            for (index, count) in system.termCounts.enumerated() {
                var expression = LinearExpression()
                for t in start..<(start + Int(count)) {
                    expression.add(variables[Int(system.termVariables[t])], times: system.termCoefficients[t])
                }
                expression.constant = system.constants[index]
                start += Int(count)
                let relation: SolverRelation =
                    system.relations[index] < 0 ? .lessThanOrEqual : system.relations[index] == 0 ? .equal : .greaterThanOrEqual
                // A refused required constraint leaves kiwi unsound (`ConstraintSolver.add`): such a
                // system is not used.
                guard (try? solver.add(expression, relation, strength: system.strengths[index])) != nil else {
                    refused = true
                    break
                }
            }
            if refused {
                // Suggestions to such a solver may fail, with an error, and must not end the process.
                try? solver.addEditVariable(variables[0], strength: 1_000_000)
                for value in [-400.0, 0, 400, 1e6] { try? solver.suggest(value, for: variables[0]) }
                solver.updateVariables()
                continue
            }
            let edited = Array(variables.shuffled(using: &generator).prefix(3))
            for variable in edited { try solver.addEditVariable(variable, strength: 1_000_000) }
            solver.updateVariables()
            var before = variables.map { solver.value(of: $0) }
            for _ in 0..<20 {
                // One to three suggestions between reads.
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let variable = edited.randomElement(using: &generator)!
                    try solver.suggest(Double(Int.random(in: -400...400, using: &generator)), for: variable)
                }
                solver.updateVariables()
                let read = variables.map { solver.value(of: $0) }
                if read != before { suggestionsThatMovedSomething += 1 }
                before = read
                // A variable made (and freed) makes the next read a full one.
                solver.releaseVariable(solver.makeVariable())
                solver.updateVariables()
                #expect(variables.map { solver.value(of: $0) } == read)
            }
        }
        #expect(suggestionsThatMovedSomething > 1_000, "the suggestions should move the solutions")
    }

    @Test func aHandleMadeAgainReadsItsNewVariable() throws {
        let solver = ConstraintSolver()
        let (width, other) = (solver.makeVariable(), solver.makeVariable())
        let pin = try solver.add(expressionOf(other, minus: width, constant: -10), .equal, strength: 1_000)
        try solver.addEditVariable(width, strength: 1_000_000)
        try solver.suggest(120, for: width)
        solver.updateVariables()
        #expect(solver.value(of: other) == 130)
        try solver.remove(pin)
        solver.releaseVariable(other)
        let made = solver.makeVariable()
        #expect(made == other, "the freed handle is given again")
        try solver.suggest(200, for: width)
        solver.updateVariables()
        #expect(solver.value(of: width) == 200)
        #expect(solver.value(of: made) == 0, "a new variable no constraint holds is 0, not the old one's 130")
    }

    private func expressionOf(_ a: SolverVariable, minus b: SolverVariable, constant: Double) -> LinearExpression {
        var expression = LinearExpression()
        expression.add(a)
        expression.add(b, times: -1)
        expression.constant = constant
        return expression
    }
}

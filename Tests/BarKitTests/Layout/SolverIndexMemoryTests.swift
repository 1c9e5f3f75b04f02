import BarSolver
import Foundation
import Testing

import BarKit
@testable import BarViews

/// A solver that lives as long as its window sees constraints added and removed for ever (a label's
/// size constraints are made again at each new text). The index entries of removed constraints'
/// symbols are freed, so the solver's memory follows the constraints it holds, not every one it
/// was given.
@MainActor
@Suite struct SolverIndexMemoryTests {
    @Test func addingAndRemovingConstraintsForeverKeepsTheSolverTheSameSize() throws {
        let solver = ConstraintSolver()
        let (x, width) = (solver.makeVariable(), solver.makeVariable())
        let required = ConstraintSolver.requiredStrength
        _ = try solver.add(expression([(x, 1)], constant: -20), .greaterThanOrEqual, strength: required)  // x ≥ 20
        _ = try solver.add(expression([(x, 1), (width, 1)], constant: -300), .lessThanOrEqual, strength: required)  // x + w ≤ 300
        _ = try solver.add(expression([(x, 1)]), .equal, strength: 1)  // x as small as it may be
        var spans: [Int] = []
        for round in 0..<3_000 {
            let text = Double(40 + round % 200)  // the label's new intrinsic width
            // What a label's content-size constraints are: hugging (≤, weak) and resistance (≥, strong).
            let hugging = try solver.add(expression([(width, 1)], constant: -text), .lessThanOrEqual, strength: 250)
            let resistance = try solver.add(expression([(width, 1)], constant: -text), .greaterThanOrEqual, strength: 750)
            let preferred = try solver.add(expression([(width, 1)], constant: -text), .equal, strength: 1)
            solver.updateVariables()
            #expect(solver.value(of: width) == text, "round \(round)")
            #expect(solver.value(of: x) == 20, "round \(round)")
            try solver.remove(preferred)
            try solver.remove(resistance)
            try solver.remove(hugging)
            if round == 10 || round == 2_999 { spans.append(solver.indexPages) }
        }
        // Each round makes five symbols: 15,000 in all, 234 pages had none been freed.
        #expect(spans[1] <= spans[0] + 1, "index pages \(spans)")
    }

    @Test func aLabelWhoseTextChangesAThousandTimesKeepsItsEngineTheSameSize() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16)
        LayoutConstraint.activate([
            leading,
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -16),
        ])
        var spans: [Int] = []
        for round in 0..<1_000 {
            label.text = String(repeating: "w", count: 1 + round % 18)
            window.layoutIfNeeded()
            #expect(label.frame.width == label.intrinsicContentSize.width, "round \(round)")
            if round == 10 || round == 999 { spans.append(leading.engine?.solver.indexPages ?? -1) }
        }
        #expect(spans[0] > 0)
        #expect(spans[1] <= spans[0] + 1, "index pages \(spans)")
    }

    private func expression(_ terms: [(SolverVariable, Double)], constant: Double = 0) -> LinearExpression {
        var e = LinearExpression()
        for (variable, coefficient) in terms { e.add(variable, times: coefficient) }
        e.constant = constant
        return e
    }
}

import CKiwiBaselines
import Foundation
import Testing

import BarKit
import BarViews

/// kiwi as BarKit ships it (with its column index: Docs/Layout.md, "The solver") makes the choices
/// kiwi as released makes: the same constraints refused and the same values, step by step, on
/// random systems with conflicts and removals and on the systems real screens make.
@MainActor
@Suite struct SolverIndexTests {
    @Test func randomSystemsSolveAsReleasedKiwiSolvesThem() {
        var generator = SeededRandom(seed: 0x5EED)
        var refusals = 0
        for _ in 0..<300 {
            let system = randomSystem(&generator)
            var ops: [Int32] = []
            let count = Int32(system.constants.count)
            for i in 0..<count { ops.append(i) }
            ops.shuffle(using: &generator)
            for _ in 0..<Int(count) {  // removals and adds again, anywhere
                let i = Int32.random(in: 0..<count, using: &generator)
                ops.insert(Bool.random(using: &generator) ? -1 - i : i, at: Int.random(in: 0...ops.count, using: &generator))
            }
            for prefix in [ops.count / 3, 2 * ops.count / 3, ops.count] {
                let (shipped, released) = play(system, Array(ops[..<prefix]))
                #expect(shipped.refused == released.refused)
                #expect(shipped.outcomes == released.outcomes)
                #expect(shipped.values == released.values)
                refusals += Int(released.refused)
            }
        }
        #expect(refusals > 100, "the systems should conflict often enough to test refusals")
    }

    @Test func aScreensSystemSolvesAsReleasedKiwiSolvesIt() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
        var previous: View?
        for i in 0..<30 {
            let row = View()
            let title = Label()
            title.text = "Row \(i)"
            let button = Button(type: .system)
            button.setTitle("Edit", for: .normal)
            for view in [row, title, button] { view.translatesAutoresizingMaskIntoConstraints = false }
            row.addSubview(title)
            row.addSubview(button)
            window.addSubview(row)
            LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
                previous.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 4) }
                    ?? row.topAnchor.constraint(equalTo: window.layoutMarginsGuide.topAnchor),
                title.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                button.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                button.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
                button.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                row.heightAnchor.constraint(greaterThanOrEqualTo: title.heightAnchor, constant: 8),
            ])
            previous = row
        }
        guard let system = window.exportLayoutSystem() else {
            Issue.record("the window has constraints")
            return
        }
        let count = Int32(system.constants.count)
        // All of it; then the root's size removed and added again (a resize); then every tenth
        // constraint removed.
        var ops = Array(0..<count)
        let (first, firstReleased) = play(system, ops)
        #expect(first.refused == 0)
        #expect(first.values == firstReleased.values)
        ops += [-1, -2, 0, 1] + stride(from: 5, to: count, by: 10).map { -1 - $0 }
        let (shipped, released) = play(system, ops)
        #expect(shipped.outcomes == released.outcomes)
        #expect(shipped.values == released.values)
        #expect(shipped.values != first.values, "removing constraints should move something")
    }

    // MARK: - Helpers

    private struct Played {
        var refused: Int32
        var outcomes: [Int8]
        var values: [Double]
    }

    private func play(_ system: LayoutSystemExport, _ ops: [Int32]) -> (shipped: Played, released: Played) {
        func run(
            _ play: (UnsafePointer<BKBaselineSystem>, UnsafePointer<Int32>, Int32, UnsafeMutablePointer<Int8>,
                UnsafeMutablePointer<Double>) -> Int32
        ) -> Played {
            var outcomes = [Int8](repeating: -1, count: ops.count)
            var values = [Double](repeating: .nan, count: Int(system.variableCount))
            let refused = system.withBaselineSystem { play($0, ops, Int32(ops.count), &outcomes, &values) }
            return Played(refused: refused, outcomes: outcomes, values: values)
        }
        return (run { bk_baseline_play($0, $1, $2, $3, $4) }, run { bk_upstream_play($0, $1, $2, $3, $4) })
    }

    /// 4–24 variables and up to 40 constraints of 1–4 terms with small whole coefficients, every
    /// relation, required and optional at kiwi's three strengths.
    private func randomSystem(_ g: inout SeededRandom) -> LayoutSystemExport {
        .random(
            using: &g, variables: 4...24, constraints: 1...40, terms: 1...4, coefficients: [-2, -1, -1, 1, 1, 2, 3],
            relations: [-1, 0, 1], strengths: [1_001_001_000, 1_001_001_000, 1_000_000, 1_000, 1])
    }
}

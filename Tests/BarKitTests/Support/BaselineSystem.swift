import BarViews
import CKiwiBaselines

extension LayoutSystemExport {
    /// Calls `body` with the system as CKiwiBaselines takes it.
    func withBaselineSystem<R>(_ body: (UnsafePointer<BKBaselineSystem>) -> R) -> R {
        withStorage { termCounts, termVariables, coefficients, constants, relations, strengths in
            var system = BKBaselineSystem(
                variableCount: variableCount, constraintCount: Int32(self.constants.count), termCounts: termCounts,
                termVariables: termVariables, termCoefficients: coefficients, constants: constants,
                relations: relations, strengths: strengths)
            return body(&system)
        }
    }
}

extension LayoutSystemExport {
    /// A random system: `variables` variables and `constraints` constraints of `terms` terms, each
    /// coefficient, relation (-1 ≤, 0 =, 1 ≥) and strength drawn from the lists given (repeat an
    /// entry to draw it more often), constants whole from -100 to 100.
    static func random(
        using g: inout SeededRandom, variables: ClosedRange<Int32>, constraints: ClosedRange<Int>,
        terms: ClosedRange<Int>, coefficients: [Double], relations: [Int32], strengths: [Double]
    ) -> LayoutSystemExport {
        var system = LayoutSystemExport()
        let count = Int32.random(in: variables, using: &g)
        system.variableCount = count
        for _ in 0..<Int.random(in: constraints, using: &g) {
            let termCount = Int.random(in: terms, using: &g)
            system.termCounts.append(Int32(termCount))
            for _ in 0..<termCount {
                system.termVariables.append(Int32.random(in: 0..<count, using: &g))
                system.termCoefficients.append(coefficients.randomElement(using: &g)!)
            }
            system.constants.append(Double(Int.random(in: -100...100, using: &g)))
            system.relations.append(relations.randomElement(using: &g)!)
            system.strengths.append(strengths.randomElement(using: &g)!)
        }
        return system
    }
}

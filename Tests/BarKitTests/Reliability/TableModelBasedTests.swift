import BarKitFuzzing
import Foundation
import Testing

import BarKit

/// The table driven by seeded random scripts of updates, snapshots, scrolls and time, checked
/// against a plain array after every step (`playTableFuzzCase`). `BARKIT_MODEL_STEPS` runs longer.
@MainActor
@Suite struct TableModelBasedTests {
    nonisolated static let seeds: [UInt64] = Array(1...12)

    @Test(arguments: seeds) func randomUpdatesKeepTheTableEqualToTheModel(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let steps = ModelSteps.count(default: 250)
        let bytes = (0..<steps * 24).map { _ in UInt8.random(in: 0...255, using: &random) }
        let failures = playTableFuzzCase(FuzzInput(bytes: bytes), maxSteps: steps)
        #expect(failures.isEmpty, "seed \(seed): \(failures)")
    }
}

/// How many steps a model-based test runs: its default, or `BARKIT_MODEL_STEPS`.
enum ModelSteps {
    static func count(default steps: Int) -> Int {
        ProcessInfo.processInfo.environment["BARKIT_MODEL_STEPS"].flatMap(Int.init) ?? steps
    }
}

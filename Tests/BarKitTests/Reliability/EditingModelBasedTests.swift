import BarKitFuzzing
import Foundation
import Testing

import BarKit

/// A text field and a text view driven by seeded random scripts of typing, keys, compositions,
/// pastes, selections, taps, undo and redo, checked against a string model after every step
/// (`playEditingFuzzCase`). `BARKIT_MODEL_STEPS` runs longer.
@MainActor
@Suite struct EditingModelBasedTests {
    nonisolated static let seeds: [UInt64] = Array(1...16)

    @Test(arguments: seeds) func randomEditingKeepsTheWidgetEqualToTheModel(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let steps = ModelSteps.count(default: 250)
        let bytes = (0..<steps * 8).map { _ in UInt8.random(in: 0...255, using: &random) }
        let failures = playEditingFuzzCase(FuzzInput(bytes: bytes), maxSteps: steps)
        #expect(failures.isEmpty, "seed \(seed): \(failures)")
    }
}

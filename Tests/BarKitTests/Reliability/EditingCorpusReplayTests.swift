import BarKitFuzzing
import Foundation
import Testing

import BarKit

extension CorpusReplayTests {
    /// The editing fuzzer's kept inputs: typing, keys, compositions, pastes, selections, taps, undo
    /// and redo in a text field or text view, checked against a string model after every step
    /// (`playEditingFuzzCase`, the fuzzer's own case).
    @Test func editingCorpus() throws {
        let files = try inputs("editing")
        #expect(files.count >= 5)
        for (name, data) in files {
            let failures = playEditingFuzzCase(FuzzInput(bytes: data))
            #expect(failures.isEmpty, "\(name): \(failures)")
        }
    }
}

import BarKitFuzzing
import Foundation
import Testing

import BarKit

extension CorpusReplayTests {
    /// The table fuzzer's kept inputs: scripts of batch updates, moves, reloads, section changes,
    /// wrong counts, snapshots, scrolls and time, checked against a plain array after every step
    /// (`playTableFuzzCase`, the fuzzer's own case).
    @Test func tableCorpus() throws {
        let files = try inputs("table")
        #expect(files.count >= 5)
        for (name, data) in files {
            let failures = playTableFuzzCase(FuzzInput(bytes: data))
            #expect(failures.isEmpty, "\(name): \(failures)")
        }
    }
}

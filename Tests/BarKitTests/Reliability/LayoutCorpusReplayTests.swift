import BarKitFuzzing
import Foundation
import Testing

import BarKit

extension CorpusReplayTests {
    /// The constraints fuzzer's kept inputs: random trees under random constraints, changed and laid
    /// out again (`playLayoutFuzzCase`, the fuzzer's own case).
    @Test func layoutCorpus() throws {
        let files = try inputs("layout")
        #expect(files.count >= 5)
        for (name, data) in files {
            let failures = playLayoutFuzzCase(FuzzInput(bytes: data))
            #expect(failures.isEmpty, "\(name): \(failures)")
        }
    }
}

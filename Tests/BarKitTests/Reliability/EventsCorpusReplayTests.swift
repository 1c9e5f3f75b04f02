import BarKitFuzzing
import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

extension CorpusReplayTests {
    /// The events fuzzer's kept inputs: touch scripts against a toolbar changed during dispatch
    /// (`playEventsFuzzCase`, the fuzzer's own case).
    @Test func eventsCorpus() throws {
        let files = try inputs("events")
        #expect(files.count >= 5)
        for (name, data) in files {
            let failures = playEventsFuzzCase(FuzzInput(bytes: data))
            #expect(failures.isEmpty, "\(name): \(failures)")
        }
    }
}

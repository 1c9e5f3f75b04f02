import Foundation
import Testing

@testable import BarKitTesting

extension SnapshotTesting {
    @Suite struct SnapshotRecordModeTests {
        @Test func environmentValuesChooseTheMode() {
            func mode(_ value: String?) -> SnapshotRecordMode {
                SnapshotRecordMode.fromEnvironment(value.map { ["BARKIT_RECORD_SNAPSHOTS": $0] } ?? [:])
            }
            #expect(mode(nil) == .never)
            for value in ["", "0", "no", "false", "never", " NEVER "] { #expect(mode(value) == .never, "\(value)") }
            for value in ["1", "yes", "true", "all", "ALL", "typo"] { #expect(mode(value) == .all, "\(value)") }
            #expect(mode("missing") == .missing && mode("Failed") == .failed)
        }
    }
}

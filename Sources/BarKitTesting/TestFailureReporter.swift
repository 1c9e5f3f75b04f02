import Foundation
import Testing
import XCTest

/// Where an assertion was written, captured from the caller's default arguments.
struct AssertionLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Reports a failed assertion to whichever test framework is running it: Swift Testing when the
/// caller runs inside a `@Test` (`Test.current` is set), XCTest otherwise.
enum TestFailureReporter {
    /// Records `message` as a test failure at `location`, attaching `attachments` (file name, bytes)
    /// to the test when running under Swift Testing.
    static func fail(_ message: String, at location: AssertionLocation, attachments: [(String, Data)] = []) {
        if Test.current != nil {
            let sourceLocation = SourceLocation(
                fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
                column: Int(location.column))
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            for (name, data) in attachments {
                Attachment.record([UInt8](data), named: name, sourceLocation: sourceLocation)
            }
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}

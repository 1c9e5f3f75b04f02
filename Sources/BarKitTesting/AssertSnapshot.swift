import BarKit
import Foundation

/// Compares `bitmap` with the golden PNG `name` kept beside the test file and fails the current
/// test when they differ, under Swift Testing or XCTest alike.
///
/// The golden is `__Snapshots__/<TestFileName>/<name>.png` in the test file's folder (or in the
/// nearest enclosing folder that has a `__Snapshots__` folder). A pixel differs when one of its
/// premultiplied channels differs by more than `tolerance`; the assertion passes when at most
/// `maxDifferingPixels` pixels differ and the sizes match.
///
/// On failure it writes `<name>.new.png` (what was rendered) and `<name>.diff.png` (differing pixels
/// in red over a faded golden) beside the golden and reports a message naming them; under Swift
/// Testing both are also attached to the test. A missing golden fails and writes `<name>.new.png`.
/// Set `BARKIT_RECORD_SNAPSHOTS` (see `SnapshotRecordMode`) or pass `record` to write goldens; a
/// recording assertion always fails, saying what it wrote, so re-run to verify.
///
/// - Returns: what was found and done, for tests that want to look closer.
@discardableResult
public func assertSnapshot(
    of bitmap: Bitmap,
    named name: String,
    tolerance: UInt8 = 2,
    maxDifferingPixels: Int = 0,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult {
    assertSnapshot(
        of: bitmap, named: name, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels,
        record: record ?? SnapshotRecordMode.fromEnvironment(),
        directory: SnapshotStore.directory(forTestFile: "\(file)"),
        location: AssertionLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// `assertSnapshot(of:named:...)` for an image's bitmap.
@discardableResult
public func assertSnapshot(
    of image: Image,
    named name: String,
    tolerance: UInt8 = 2,
    maxDifferingPixels: Int = 0,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult {
    assertSnapshot(
        of: image.bitmap, named: name, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, record: record,
        fileID: fileID, file: file, line: line, column: column)
}

/// Renders `view` with `View.snapshot(scale:)` (laying it out first) and compares it with the golden
/// `name`, as `assertSnapshot(of:named:...)` does for a bitmap. A `Window` is rendered with
/// `Window.render(scale:)`.
@MainActor
@discardableResult
public func assertSnapshot(
    of view: View,
    named name: String,
    scale: CGFloat = 1,
    tolerance: UInt8 = 2,
    maxDifferingPixels: Int = 0,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult {
    let bitmap: Bitmap
    do throws(RenderError) {
        if let window = view as? Window {
            bitmap = try window.render(scale: scale)
        } else {
            bitmap = try view.snapshot(scale: scale)
        }
    } catch {
        let message = "snapshot \"\(name)\": \(error)"
        TestFailureReporter.fail(
            message, at: AssertionLocation(fileID: fileID, filePath: file, line: line, column: column),
            attachments: [])
        return SnapshotResult(
            outcome: .notRendered,
            goldenURL: SnapshotStore.directory(forTestFile: "\(file)").appendingPathComponent("\(name).png"),
            newURL: nil, diffURL: nil, difference: nil, message: message)
    }
    return assertSnapshot(
        of: bitmap, named: name, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, record: record,
        fileID: fileID, file: file, line: line, column: column)
}

/// The assertion with an explicit golden directory and record mode: verifies, then reports a failure.
/// Other `assertSnapshot` overloads (a view's, later) render to a bitmap and end here.
@discardableResult
func assertSnapshot(
    of bitmap: Bitmap, named name: String, tolerance: UInt8, maxDifferingPixels: Int, record: SnapshotRecordMode,
    directory: URL, location: AssertionLocation
) -> SnapshotResult {
    let result = SnapshotStore.verify(
        bitmap, named: name, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, directory: directory,
        mode: record)
    if !result.passed {
        var attachments: [(String, Data)] = []
        for url in [result.newURL, result.diffURL].compactMap({ $0 }) {
            if let data = try? Data(contentsOf: url) { attachments.append((url.lastPathComponent, data)) }
        }
        TestFailureReporter.fail(result.message, at: location, attachments: attachments)
    }
    return result
}

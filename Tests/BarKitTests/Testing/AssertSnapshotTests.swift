import BarKit
import Foundation
import Testing
import XCTest

@testable import BarKitTesting

extension SnapshotTesting {
    @Suite struct AssertSnapshotTests {
        let location = AssertionLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)

        func verify(
            _ bitmap: Bitmap, in dir: URL, mode: SnapshotRecordMode = .never, tolerance: UInt8 = 2,
            maxDifferingPixels: Int = 0
        ) -> SnapshotResult {
            SnapshotStore.verify(
                bitmap, named: "badge", tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, directory: dir,
                mode: mode)
        }

        // MARK: - Against the repository's goldens

        @Test func matchingGoldenPasses() {
            let result = assertSnapshot(of: badge(), named: "badge")
            #expect(result.outcome == .matched && result.passed)
            #expect(result.difference?.isIdentical == true)
            #expect(result.goldenURL.path.hasSuffix("__Snapshots__/AssertSnapshotTests/badge.png"))
            #expect(result.newURL == nil && result.diffURL == nil)
        }

        @Test func goldensAreSmall() throws {
            let data = try Data(contentsOf: assertSnapshot(of: badge(), named: "badge").goldenURL)
            #expect(data.count < 4096)
        }

        // MARK: - In a temporary golden folder

        @Test func differentImageFailsAndWritesNewAndDiffImages() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try badge().write(to: dir.appendingPathComponent("badge.png"))

            var changed = badge()
            changed.setPixel(PixelRGBA(red: 0, green: 255, blue: 0), x: 3, y: 2)
            let result = verify(changed, in: dir)
            #expect(result.outcome == .mismatched && !result.passed)
            #expect(result.difference?.differingPixelCount == 1)
            let newURL = try #require(result.newURL)
            let diffURL = try #require(result.diffURL)
            #expect(newURL.lastPathComponent == "badge.new.png" && diffURL.lastPathComponent == "badge.diff.png")
            #expect(try Bitmap(contentsOf: newURL, scale: 2) == changed)
            let diff = try Bitmap(contentsOf: diffURL)
            #expect(diff.pixel(x: 3, y: 2) == PixelRGBA(red: 255, green: 0, blue: 0))
            #expect(result.message.contains(newURL.path) && result.message.contains(diffURL.path))
            #expect(result.message.contains(result.goldenURL.path) && result.message.contains("1 of 1536 pixels"))
            // The golden is left alone.
            #expect(try Bitmap(contentsOf: result.goldenURL, scale: 2) == badge())

            // Once it matches again, the stale .new and .diff files are removed.
            #expect(verify(badge(), in: dir).passed)
            #expect(!exists(newURL) && !exists(diffURL))
        }

        @Test func toleranceAndPixelLimitDecideWhatPasses() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try badge().write(to: dir.appendingPathComponent("badge.png"))
            var slightly = badge()
            slightly.setPixel(PixelRGBA(red: 253, green: 253, blue: 253), x: 0, y: 0)  // white → 253
            slightly.setPixel(PixelRGBA(red: 0, green: 0, blue: 0), x: 1, y: 0)
            #expect(verify(slightly, in: dir, tolerance: 2).outcome == .mismatched)
            #expect(verify(slightly, in: dir, tolerance: 2, maxDifferingPixels: 1).passed)
            #expect(verify(slightly, in: dir, tolerance: 1, maxDifferingPixels: 1).outcome == .mismatched)
        }

        @Test func differentSizeFailsAndSaysSo() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try badge().write(to: dir.appendingPathComponent("badge.png"))
            let result = verify(Bitmap(width: 10, height: 10, scale: 2), in: dir, maxDifferingPixels: 100_000)
            #expect(
                result.outcome == .mismatched && result.message.contains("size differs: golden 48×32 px, new 10×10 px"))
        }

        @Test func missingGoldenFailsAndWritesTheNewImageOnly() throws {
            let root = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            let dir = root.appendingPathComponent("not/yet/made")
            let result = verify(badge(), in: dir)
            #expect(result.outcome == .missingGolden)
            #expect(!exists(result.goldenURL) && exists(result.newURL) && result.diffURL == nil)
            #expect(
                result.message.contains("no golden image yet") && result.message.contains("BARKIT_RECORD_SNAPSHOTS=1"))
        }

        @Test func recordingWritesTheGoldenAndStillFails() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            // Missing golden, recording missing ones.
            let first = verify(badge(), in: dir, mode: .missing)
            #expect(first.outcome == .recorded && !first.passed && exists(first.goldenURL))
            #expect(first.message.contains("recorded") && first.message.contains("Re-run"))
            // Existing golden, recording missing ones: compared, not rewritten.
            let red = badge(color: .red)
            #expect(verify(red, in: dir, mode: .missing).outcome == .mismatched)
            // Recording failed ones keeps matching goldens and rewrites differing ones.
            #expect(verify(badge(), in: dir, mode: .failed).outcome == .matched)
            let rewritten = verify(red, in: dir, mode: .failed)
            #expect(rewritten.outcome == .recorded && rewritten.message.contains("replacing a golden that differed"))
            #expect(try Bitmap(contentsOf: rewritten.goldenURL, scale: 2) == red)
            // Recording all rewrites even a matching golden, and says it was unchanged.
            let again = verify(red, in: dir, mode: .all)
            #expect(again.outcome == .recorded && again.message.contains("unchanged"))
        }

        @Test func unreadableGoldenFailsWithTheReason() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try Data("oops".utf8).write(to: dir.appendingPathComponent("badge.png"))
            let result = verify(badge(), in: dir)
            #expect(result.outcome == .unreadableGolden && exists(result.newURL))
            #expect(result.message.contains("not a PNG"))
            #expect(verify(badge(), in: dir, mode: .failed).outcome == .recorded)
        }

        @Test func unwritableFolderIsReportedNotFatal() {
            let dir = URL(fileURLWithPath: "/proc/barkit-cannot-write-here")
            let result = verify(badge(), in: dir)
            #expect(result.outcome == .missingGolden && result.newURL == nil)
            #expect(result.message.contains("could not write the new image"))
            #expect(verify(badge(), in: dir, mode: .all).outcome == .recordingFailed)
        }

        // MARK: - Reporting to the test framework

        @Test func failureIsRecordedAsAnIssueUnderSwiftTesting() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try badge().write(to: dir.appendingPathComponent("badge.png"))
            withKnownIssue {
                let result = assertSnapshot(
                    of: badge(color: .red), named: "badge", tolerance: 2, maxDifferingPixels: 0, record: .never,
                    directory: dir, location: location)
                #expect(result.outcome == .mismatched)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("does not match its golden") }
            }
            withKnownIssue {
                assertSnapshot(
                    of: badge(), named: "other", tolerance: 2, maxDifferingPixels: 0, record: .missing,
                    directory: dir, location: location)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("recorded") }
            }
            // Passing records nothing (withKnownIssue would not be needed).
            #expect(
                assertSnapshot(
                    of: badge(), named: "badge", tolerance: 2, maxDifferingPixels: 0, record: .never, directory: dir,
                    location: location
                ).passed)
        }
    }
}

/// The same assertion from XCTest: `assertSnapshot` reports through `XCTFail` when not under Swift Testing.
final class AssertSnapshotXCTests: XCTestCase {
    func testMatchingGoldenPassesUnderXCTest() {
        let result = assertSnapshot(of: SnapshotTesting.badge(), named: "badge")
        XCTAssertTrue(result.passed, result.message)
    }
}

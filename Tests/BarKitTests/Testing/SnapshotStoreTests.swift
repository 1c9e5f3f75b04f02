import Foundation
import Testing

@testable import BarKitTesting

extension SnapshotTesting {
    @Suite struct SnapshotStoreTests {
        @Test func goldenFolderIsBesideTheTestFileOrInTheNearestEnclosingSnapshotsFolder() throws {
            let root = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            let fm = FileManager.default
            try Data().write(to: root.appendingPathComponent("Package.swift"))
            let target = root.appendingPathComponent("Tests/AppTests")
            let nested = target.appendingPathComponent("Views/Buttons")
            try fm.createDirectory(at: nested, withIntermediateDirectories: true)
            let file = nested.appendingPathComponent("ButtonTests.swift").path

            // No __Snapshots__ anywhere: beside the file.
            #expect(SnapshotStore.directory(forTestFile: file).path == nested.path + "/__Snapshots__/ButtonTests")
            // One at the target's root serves files in subfolders.
            try fm.createDirectory(
                at: target.appendingPathComponent("__Snapshots__"), withIntermediateDirectories: true)
            #expect(SnapshotStore.directory(forTestFile: file).path == target.path + "/__Snapshots__/ButtonTests")
            // One beside the file wins.
            try fm.createDirectory(
                at: nested.appendingPathComponent("__Snapshots__"), withIntermediateDirectories: true)
            #expect(SnapshotStore.directory(forTestFile: file).path == nested.path + "/__Snapshots__/ButtonTests")
        }

        @Test func searchStopsAtThePackageRoot() throws {
            let outer = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: outer) }
            let fm = FileManager.default
            try fm.createDirectory(at: outer.appendingPathComponent("__Snapshots__"), withIntermediateDirectories: true)
            let package = outer.appendingPathComponent("Package")
            let tests = package.appendingPathComponent("Tests/T")
            try fm.createDirectory(at: tests, withIntermediateDirectories: true)
            try Data().write(to: package.appendingPathComponent("Package.swift"))
            let file = tests.appendingPathComponent("ATests.swift").path
            #expect(SnapshotStore.directory(forTestFile: file).path == tests.path + "/__Snapshots__/ATests")
        }

        @Test func namesBecomeSafeFileNames() {
            #expect(SnapshotStore.fileName(for: "toolbar-dark_2x.v1") == "toolbar-dark_2x.v1")
            #expect(SnapshotStore.fileName(for: "a/b c:é") == "a-b-c--")
            #expect(SnapshotStore.fileName(for: "") == "snapshot" && SnapshotStore.fileName(for: "..") == "snapshot")
        }

        @Test func thisRepositoryKeepsGoldensInTheTargetRootFolder() {
            let dir = SnapshotStore.directory(forTestFile: #filePath)
            #expect(dir.path.hasSuffix("Tests/BarKitTests/__Snapshots__/SnapshotStoreTests"))
        }
    }
}

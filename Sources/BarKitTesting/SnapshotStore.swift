import BarKit
import Foundation

/// Where goldens live and how they are compared, written and recorded. No test-framework code here.
enum SnapshotStore {
    /// The folder name goldens are kept in.
    static let folderName = "__Snapshots__"

    /// The golden directory for a test file: `<dir>/__Snapshots__/<TestFileName>`, where `<dir>` is the
    /// test file's folder if it has a `__Snapshots__` folder, else the nearest enclosing folder that has
    /// one (up to the package root, the folder holding `Package.swift`), else the test file's folder.
    /// So one `__Snapshots__` at a test target's root (excluded from the target in Package.swift) serves
    /// test files in its subfolders.
    static func directory(forTestFile path: String) -> URL {
        let file = URL(fileURLWithPath: path)
        let testName = file.deletingPathExtension().lastPathComponent
        let besideFile = file.deletingLastPathComponent()
        let fm = FileManager.default
        var folder = besideFile
        while true {
            let candidate = folder.appendingPathComponent(folderName)
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate.appendingPathComponent(testName)
            }
            let parent = folder.deletingLastPathComponent()
            if fm.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) || parent.path == folder.path
            {
                break
            }
            folder = parent
        }
        return besideFile.appendingPathComponent(folderName).appendingPathComponent(testName)
    }

    /// `name` made safe as a file name: letters, digits, `-`, `_` and `.` kept, anything else `-`.
    static func fileName(for name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "-" })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "snapshot" : cleaned
    }

    /// Compares `bitmap` with the golden `name` in `directory`, records according to `mode`, writes
    /// `.new.png`/`.diff.png` on failure and removes stale ones on success. Reports nothing.
    static func verify(
        _ bitmap: Bitmap, named name: String, tolerance: UInt8, maxDifferingPixels: Int, directory: URL,
        mode: SnapshotRecordMode
    ) -> SnapshotResult {
        let base = fileName(for: name)
        let golden = directory.appendingPathComponent(base + ".png")
        let new = directory.appendingPathComponent(base + ".new.png")
        let diff = directory.appendingPathComponent(base + ".diff.png")
        let fm = FileManager.default
        try? fm.removeItem(at: new)
        try? fm.removeItem(at: diff)
        let limits = "tolerance \(tolerance) per channel, at most \(maxDifferingPixels) differing pixels"
        let rerun = "Re-run without \(SnapshotRecordMode.environmentVariable) to verify it."

        func write(_ bitmap: Bitmap, to url: URL) -> String? {
            do {
                try fm.createDirectory(at: directory, withIntermediateDirectories: true)
                try bitmap.write(to: url)
                return nil
            } catch let error as ImageError {
                return error.description
            } catch {
                return "cannot create \(directory.path): \(error)"
            }
        }

        func record(_ summary: String, difference: BitmapDifference?) -> SnapshotResult {
            if let problem = write(bitmap, to: golden) {
                return SnapshotResult(
                    outcome: .recordingFailed, goldenURL: golden, newURL: nil, diffURL: nil, difference: difference,
                    message: "Snapshot \"\(name)\": recording failed: \(problem)")
            }
            return SnapshotResult(
                outcome: .recorded, goldenURL: golden, newURL: nil, diffURL: nil, difference: difference,
                message: "Snapshot \"\(name)\" recorded (\(summary)) at \(golden.path). \(rerun)")
        }

        func failWithNewImage(_ outcome: SnapshotResult.Outcome, _ text: String) -> SnapshotResult {
            let problem = write(bitmap, to: new)
            var message = "Snapshot \"\(name)\": \(text)\n  golden: \(golden.path)"
            message += problem.map { "\n  could not write the new image: \($0)" } ?? "\n  new:    \(new.path)"
            message += "\nCopy the new image over the golden, or re-record with "
            message += "\(SnapshotRecordMode.environmentVariable)=1, if it is right."
            return SnapshotResult(
                outcome: outcome, goldenURL: golden, newURL: problem == nil ? new : nil, diffURL: nil, difference: nil,
                message: message)
        }

        guard fm.fileExists(atPath: golden.path) else {
            if mode != .never { return record("new golden", difference: nil) }
            return failWithNewImage(.missingGolden, "no golden image yet.")
        }

        let reference: Bitmap
        do {
            reference = try Bitmap(contentsOf: golden, scale: bitmap.scale)
        } catch {
            if mode != .never { return record("the old golden was unreadable", difference: nil) }
            return failWithNewImage(.unreadableGolden, "the golden cannot be read: \(error)")
        }

        let difference = bitmap.difference(from: reference, tolerance: tolerance)
        let matches = difference.isWithinLimits(maxDifferingPixels: maxDifferingPixels)
        if mode == .all || (mode == .failed && !matches) {
            let summary =
                difference.isIdentical
                ? "unchanged"
                : matches ? "changed within \(limits)" : "replacing a golden that differed: \(difference)"
            return record(summary, difference: difference)
        }
        if matches {
            return SnapshotResult(
                outcome: .matched, goldenURL: golden, newURL: nil, diffURL: nil, difference: difference,
                message: "Snapshot \"\(name)\" matches \(golden.path) (\(difference))")
        }

        var message = "Snapshot \"\(name)\" does not match its golden (\(limits)):\n  "
        if !difference.sizesMatch {
            message += "size differs: golden \(reference.width)×\(reference.height) px, "
            message += "new \(bitmap.width)×\(bitmap.height) px\n  "
        }
        message += "\(difference)\n  golden: \(golden.path)"
        let newProblem = write(bitmap, to: new)
        let diffProblem = write(difference.image, to: diff)
        message += newProblem.map { "\n  could not write the new image: \($0)" } ?? "\n  new:    \(new.path)"
        message +=
            diffProblem.map { "\n  could not write the diff image: \($0)" }
            ?? "\n  diff:   \(diff.path) (red: over tolerance, orange: within tolerance, grey: equal)"
        message += "\nIf the new image is right, copy it over the golden or re-record with "
        message += "\(SnapshotRecordMode.environmentVariable)=failed."
        return SnapshotResult(
            outcome: .mismatched, goldenURL: golden, newURL: newProblem == nil ? new : nil,
            diffURL: diffProblem == nil ? diff : nil, difference: difference, message: message)
    }
}

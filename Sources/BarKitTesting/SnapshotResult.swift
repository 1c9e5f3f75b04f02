import BarKit
import Foundation

/// What `assertSnapshot` found and did. Returned so a test can look closer; the assertion has
/// already reported a failure when `passed` is false.
public struct SnapshotResult: Sendable, CustomStringConvertible {
    /// The kinds of result.
    public enum Outcome: Sendable, Hashable {
        /// The bitmap matches the golden within the tolerance and pixel limit.
        case matched
        /// The bitmap differs from the golden; `.new.png` and `.diff.png` were written.
        case mismatched
        /// There is no golden and recording is off; `.new.png` was written.
        case missingGolden
        /// The golden exists but cannot be read as a PNG; `.new.png` was written.
        case unreadableGolden
        /// The golden was written (recording was on); the assertion fails so a re-run verifies it.
        case recorded
        /// Recording was on but the golden could not be written (see `message`).
        case recordingFailed
        /// The view could not be rendered (see `message`); nothing was compared or written.
        case notRendered
    }

    /// What happened.
    public let outcome: Outcome
    /// Where the golden is (or would be): `…/__Snapshots__/<TestFile>/<name>.png`.
    public let goldenURL: URL
    /// The rendered bitmap as written beside the golden, when it was written.
    public let newURL: URL?
    /// The difference picture, when written: differing pixels red over a faded golden.
    public let diffURL: URL?
    /// The comparison with the golden, when one was made.
    public let difference: BitmapDifference?
    /// The explanation reported on failure (or a one-line summary on success).
    public let message: String

    /// True when the assertion passed (`outcome == .matched`).
    public var passed: Bool { outcome == .matched }

    /// The same as `message`.
    public var description: String { message }
}

import Foundation

/// When `assertSnapshot` writes goldens instead of only comparing with them.
///
/// The default comes from the environment variable `BARKIT_RECORD_SNAPSHOTS`:
///
/// | value | mode |
/// |---|---|
/// | unset, empty, `0`, `no`, `false`, `never` | `.never` |
/// | `1`, `yes`, `true`, `all` | `.all` |
/// | `missing` | `.missing` |
/// | `failed` | `.failed` |
///
/// Whenever a golden is written the assertion still fails, saying so, so that recording is never
/// silent: run the tests again without the variable to see them pass.
public enum SnapshotRecordMode: Sendable, Hashable {
    /// Only compare; a missing golden fails (and its `.new.png` is written for inspection).
    case never
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Write goldens that do not exist or do not match; keep those that match.
    case failed
    /// Rewrite every golden.
    case all

    /// The name of the environment variable read by `fromEnvironment()`.
    public static let environmentVariable = "BARKIT_RECORD_SNAPSHOTS"

    /// The mode named by `BARKIT_RECORD_SNAPSHOTS` in the process environment (see the table above);
    /// an unrecognised value means `.all`, so a typo records rather than silently comparing.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotRecordMode
    {
        guard let raw = environment[environmentVariable] else { return .never }
        switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
        case "", "0", "no", "false", "never": return .never
        case "missing": return .missing
        case "failed": return .failed
        default: return .all
        }
    }
}

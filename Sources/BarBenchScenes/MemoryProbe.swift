import BarKit
import Foundation

// memory-peak's measurement, run in `BarMemoryProbe`: a process that links BarKit alone, as a
// user's program does, so no benchmark baseline's libraries (Pango) count in its size.

/// A field of /proc/self/status in bytes (VmHWM, VmRSS).
package func processStatus(_ field: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        let number = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "0"
        return (Int(number) ?? 0) * 1024
    }
    return 0
}

/// What the memory probe reports: the process's peak resident size before building the tree and
/// after, and the views the tree holds.
package struct MemoryProbe: Codable {
    package var idle: Int
    package var peak: Int
    package var views: Int
}

/// The child's side: fonts loaded, then the tree built, laid out and rendered; prints a `MemoryProbe`.
@MainActor
package func memoryProbe() {
    _ = TextLayout(string: "Warm", font: .systemFont(ofSize: 17)).size
    let idle = processStatus("VmHWM")
    let (window, _) = Scene.barList(bars: 1_000, application: Application())
    window.layoutIfNeeded()
    window._renderKeptFrame()
    let probe = MemoryProbe(idle: idle, peak: processStatus("VmHWM"), views: Scene.countViews(window))
    if let data = try? JSONEncoder().encode(probe) { FileHandle.standardOutput.write(data) }
}

import Foundation
import Synchronization

/// An X server of a test's (or a benchmark's) own: Xvfb on a free display it picks itself, for
/// running a window backend where there is no screen (Docs/Window.md, "Tests").
///
/// ```swift
/// let display = try VirtualDisplay()          // Xvfb on, say, ":1"
/// // start a window program with DISPLAY = display.name …
/// ```
///
/// The server is killed when the object is released.
public final class VirtualDisplay: Sendable {
    /// The display's name, `:N`, for `DISPLAY`.
    public let name: String
    private let process: Process

    /// Whether Xvfb is installed (the setup script installs it).
    public static var isAvailable: Bool { executable(named: "Xvfb") != nil }

    /// Starts Xvfb with one screen of `width × height` at 24 bits; throws when Xvfb is missing or
    /// does not report its display within `timeout` seconds.
    public init(width: Int = 1280, height: Int = 1024, timeout: TimeInterval = 10) throws(VirtualDisplayError) {
        guard let xvfb = VirtualDisplay.executable(named: "Xvfb") else { throw .notInstalled("Xvfb") }
        let process = Process()
        process.executableURL = xvfb
        // -displayfd: Xvfb picks a free display and writes its number and a newline to standard output.
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw .didNotStart("Xvfb could not be started: \(error)") }
        let reported = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        let handle = output.fileHandleForReading
        Thread {
            var text = ""
            while !text.hasSuffix("\n") {
                let data = handle.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            reported.withLock { $0 = text.trimmingCharacters(in: .whitespacesAndNewlines) }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + timeout) == .success, let number = reported.withLock({ $0 }),
            Int(number) != nil
        else {
            kill(process.processIdentifier, SIGKILL)
            throw .didNotStart("Xvfb reported no display within \(timeout) s")
        }
        self.process = process
        name = ":" + number
    }

    deinit {
        // SIGKILL: a child of a test process inherits its blocked signals, SIGTERM among them.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The program `name` in /usr/bin, /usr/local/bin or /bin, when it is there.
    public static func executable(named name: String) -> URL? {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin"] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}

/// Why a virtual display could not be started.
public enum VirtualDisplayError: Error, CustomStringConvertible {
    case notInstalled(String)
    case didNotStart(String)

    public var description: String {
        switch self {
        case .notInstalled(let program): "\(program) is not installed"
        case .didNotStart(let reason): reason
        }
    }
}

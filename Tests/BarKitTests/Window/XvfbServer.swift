import BarKitTesting
import Foundation
import Synchronization

/// An X server of the tests' own (`VirtualDisplay`), and the X tools that drive it: the window
/// tests start one, run the demo's window on it, click with xdotool and read the screen back with xwd.
final class XvfbServer: Sendable {
    /// Whether Xvfb, xdotool and xwd are installed (the setup script installs them).
    static let toolsInstalled: Bool = ["Xvfb", "xdotool", "xwd"].allSatisfy { executable(named: $0) != nil }

    private let server: VirtualDisplay
    /// `:N`.
    var display: String { server.name }

    /// Starts the server; throws when it does not come up within 10 s.
    init() throws {
        server = try VirtualDisplay()
    }

    /// Runs an X tool on this display and returns its standard output (as data: `xwd` writes an image).
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> Data {
        guard let url = XvfbServer.executable(named: tool) else { throw XvfbError.notInstalled(tool) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw XvfbError.toolFailed("\(tool) \(arguments.joined(separator: " ")): status \(process.terminationStatus)")
        }
        return data
    }

    static func executable(named name: String) -> URL? { VirtualDisplay.executable(named: name) }

    /// Binds each non-ASCII character of `text` to a free keycode (xmodmap). xdotool types a
    /// character the keyboard map lacks by binding a spare keycode for the moment and restoring it;
    /// a client that reads the key before it has read the new map gets another character, which
    /// a busy machine shows. With the characters in the map from the start, xdotool finds them
    /// there and changes nothing. Call it before the client connects.
    func mapKeys(for text: String) throws {
        let table = String(decoding: try run("xmodmap", ["-pke"]), as: UTF8.self).split(separator: "\n")
        var free = table.compactMap { line -> Int? in
            let fields = line.split(separator: " ")
            return fields.count == 3 && fields[0] == "keycode" && fields[2] == "=" ? Int(fields[1]) : nil
        }.filter { $0 > 8 }
        var bound: Set<Unicode.Scalar> = []
        var expressions: [String] = []
        for scalar in text.unicodeScalars where !scalar.isASCII && bound.insert(scalar).inserted {
            guard !free.isEmpty else { throw XvfbError.toolFailed("xmodmap: no free keycode for U+\(scalar.value)") }
            expressions += ["-e", "keycode \(free.removeFirst()) = U\(String(scalar.value, radix: 16, uppercase: true))"]
        }
        if !expressions.isEmpty { try run("xmodmap", expressions) }
    }
}

enum XvfbError: Error, CustomStringConvertible {
    case notInstalled(String)
    case toolFailed(String)

    var description: String {
        switch self {
        case .notInstalled(let tool): "\(tool) is not installed"
        case .toolFailed(let what): what
        }
    }
}

/// The lines a pipe delivers, collected as they come.
final class LineCollector: Sendable {
    private let state = Mutex<(lines: [String], partial: [UInt8])>(([], []))

    /// Starts reading `pipe` on a thread of its own until it closes.
    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        let reader = Thread { [weak self] in
            while true {
                let data = handle.availableData
                guard !data.isEmpty, let self else { return }
                self.append(data)
            }
        }
        reader.start()
    }

    private func append(_ data: Data) {
        // Split on the newline byte: as Characters, "\r\n" is one and would hide a line ending.
        state.withLock { state in
            state.partial += data
            while let newline = state.partial.firstIndex(of: 0x0A) {
                state.lines.append(String(decoding: state.partial[..<newline], as: UTF8.self))
                state.partial.removeSubrange(...newline)
            }
        }
    }

    /// The lines so far.
    var lines: [String] { state.withLock { $0.lines } }

    /// Waits up to `timeout` seconds until `condition` holds of all the lines so far (asked once a
    /// look, however long the output); true when it did.
    func wait(timeout: TimeInterval, until condition: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(lines) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return condition(lines)
    }

    /// The first line that satisfies `match`, waiting up to `timeout` seconds for it.
    func wait(timeout: TimeInterval, for match: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let line = lines.first(where: match) { return line }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return lines.first(where: match)
    }
}

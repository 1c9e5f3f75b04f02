import BarKit
import Foundation

/// `BarDemo --window` on an X server of the tests', its output read line by line.
final class DemoWindowProcess {
    let server: XvfbServer
    let process: Process
    let output: LineCollector
    /// The X11 window id, and the window's size in points, from the demo's `window` line.
    let windowID: String
    let size: CGSize

    init(server: XvfbServer, scene: String, scale: Int = 1, exitAfter: Double = 60) throws {
        self.server = server
        let process = Process()
        process.executableURL = DemoWindowProcess.demoExecutable
        process.arguments = ["--window", "--scene", scene, "--exit-after", "\(exitAfter)"]
        // The display's own driver, whatever another suite chose for SDL in this process.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "SDL_VIDEODRIVER" }.merging(
            // Under `make asan` the demo is built with AddressSanitizer too; its leak report at exit
            // would set its status, which a test reads. The test process keeps its own leak check.
            ["DISPLAY": server.display, "BARKIT_SCALE": "\(scale)", "ASAN_OPTIONS": "detect_leaks=0"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        output = LineCollector(pipe)
        try process.run()
        self.process = process
        guard let line = output.wait(timeout: 20, for: { $0.hasPrefix("window \(scene) ") }) else {
            kill(process.processIdentifier, SIGKILL)
            throw DemoWindowError.noWindow(output.lines)
        }
        // "window NAME 0xID W×H @S"
        let fields = line.split(separator: " ")
        windowID = String(fields[2])
        let dimensions = fields[3].split(separator: "×").compactMap { Double($0) }
        size = CGSize(width: dimensions[0], height: dimensions[1])
    }

    deinit {
        // SIGKILL: the demo inherits the test process's blocked signals, SIGTERM among them.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// The demo binary, built next to the test bundle.
    static var demoExecutable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("BarDemo")
    }

    /// Runs xdotool with `arguments` (`WINDOW` stands for the demo's window id).
    func xdotool(_ arguments: String...) throws {
        try xdotool(arguments)
    }

    /// Runs xdotool with `arguments` (`WINDOW` stands for the demo's window id).
    func xdotool(_ arguments: [String]) throws {
        try server.run("xdotool", arguments.map { $0 == "WINDOW" ? String(Int(windowID.dropFirst(2), radix: 16)!) : $0 })
    }

    /// Clicks at `point` (window points at scale 1).
    func click(at point: CGPoint) throws {
        try xdotool("mousemove", "--window", "WINDOW", "\(Int(point.x))", "\(Int(point.y))", "click", "1")
    }

    /// The lines after the `window` line that start with `prefix`, waiting until there are `count`
    /// of them (or 10 s).
    func lines(startingWith prefix: String, count: Int) -> [String] {
        _ = output.wait(timeout: 10) { lines in lines.filter { $0.hasPrefix(prefix) }.count >= count }
        return output.lines.filter { $0.hasPrefix(prefix) }
    }

    /// The window's pixels as the X server has them.
    func screenshot() throws -> XWDImage {
        try XWDImage(data: server.run("xwd", ["-id", windowID, "-silent"]))
    }
}

enum DemoWindowError: Error, CustomStringConvertible {
    case noWindow([String])
    var description: String { "the demo printed no window line; it printed: \(lines)" }
    var lines: [String] {
        switch self { case .noWindow(let lines): lines }
    }
}

/// An image in the X Window Dump format `xwd` writes (TrueColor, 24 or 32 bits per pixel).
struct XWDImage {
    let width: Int
    let height: Int
    private let pixels: [UInt8]
    private let bytesPerLine: Int
    private let bytesPerPixel: Int
    private let littleEndian: Bool
    private let masks: (red: UInt32, green: UInt32, blue: UInt32)

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 100 else { throw XWDError.tooShort }
        func field(_ index: Int) -> Int {
            Int(bytes[index * 4]) << 24 | Int(bytes[index * 4 + 1]) << 16 | Int(bytes[index * 4 + 2]) << 8
                | Int(bytes[index * 4 + 3])
        }
        let headerSize = field(0)
        width = field(4)
        height = field(5)
        littleEndian = field(7) == 0
        bytesPerPixel = field(11) / 8
        bytesPerLine = field(12)
        masks = (UInt32(field(14)), UInt32(field(15)), UInt32(field(16)))
        let colours = field(19)
        let start = headerSize + colours * 12
        guard bytesPerPixel == 3 || bytesPerPixel == 4, bytes.count >= start + bytesPerLine * height else {
            throw XWDError.unsupported
        }
        pixels = Array(bytes[start..<(start + bytesPerLine * height)])
    }

    /// Red, green and blue at (`x`, `y`).
    func rgb(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let offset = y * bytesPerLine + x * bytesPerPixel
        var value: UInt32 = 0
        for i in 0..<bytesPerPixel {
            let byte = UInt32(pixels[offset + i])
            value |= littleEndian ? byte << (8 * i) : byte << (8 * (bytesPerPixel - 1 - i))
        }
        func channel(_ mask: UInt32) -> UInt8 { UInt8((value & mask) >> UInt32(mask.trailingZeroBitCount) & 0xFF) }
        return (channel(masks.red), channel(masks.green), channel(masks.blue))
    }
}

enum XWDError: Error { case tooShort, unsupported }

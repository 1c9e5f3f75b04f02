import Foundation
import Testing

import BarKit

/// The README's example, kept compiling and working.
@MainActor
@Suite struct ReadmeExampleTests {
    /// Runs the program the README shows (`Sources/ReadmeExample`, built beside the tests) in a
    /// folder of its own, and checks what it wrote and printed.
    @Test func theReadmeToolbarRendersAndDescribesItself() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let builds = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let program = Process()
        program.executableURL = builds.appendingPathComponent("ReadmeExample")
        program.currentDirectoryURL = folder
        let output = Pipe()
        program.standardOutput = output
        try program.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        program.waitUntilExit()
        #expect(program.terminationStatus == 0)

        let bitmap = try Bitmap(contentsOf: folder.appendingPathComponent("toolbar.png"))
        #expect(bitmap.width == 1200 && bitmap.height == 88)
        #expect(printed.hasPrefix("<Bar: frame = (0 0; 600 44)"))
        #expect(printed.contains("title = 'Save'"))
        // The last item ends at the 16-point margin: its frame is "(x y; width height)".
        let trash = try #require(printed.split(separator: "\n").first { $0.contains("systemItem = trash") })
        let frame = try #require(trash.split(separator: "frame = (").last?.split(separator: ")").first)
        let numbers = frame.split(whereSeparator: { $0 == " " || $0 == ";" }).compactMap { Double($0) }
        #expect(numbers.count == 4 && numbers[0] + numbers[2] == 584, "the last item ends at the 16-point margin")
    }

    /// The example in the README is the program `Sources/ReadmeExample/main.swift`, which every build
    /// compiles: the two must agree line for line.
    @Test func theReadmeExampleIsTheProgramTheBuildCompiles() throws {
        let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let program = try String(
            contentsOf: root.appendingPathComponent("Sources/ReadmeExample/main.swift"), encoding: .utf8)
        let start = try #require(readme.range(of: "## A taste\n\n```swift\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let snippet = readme[start.upperBound..<end.lowerBound]
        let code = program.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }
            .joined(separator: "\n")
        #expect(code == snippet)
    }
}

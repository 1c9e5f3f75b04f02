import Foundation
import Testing

import BarKit

/// The README's example, kept compiling and working.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func theReadmeToolbarRendersAndDescribesItself() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-toolbar-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }

        let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 44))
        let toolbar = Bar(frame: window.bounds)
        toolbar.items = [
            BarItem(systemItem: .edit, target: nil, action: "edit"),
            .flexibleSpace(),
            BarItem(title: "Save", style: .done, target: nil, action: "save"),
            BarItem(systemItem: .trash, target: nil, action: "delete"),
        ]
        window.addSubview(toolbar)
        try window.render(scale: 2).write(to: url)
        let description = toolbar.recursiveDescription()

        let bitmap = try Bitmap(contentsOf: url)
        #expect(bitmap.width == 1200 && bitmap.height == 88)
        #expect(description.hasPrefix("<Bar: frame = (0 0; 600 44)"))
        #expect(description.contains("title = 'Save'"))
        let trash = try #require(toolbar.items?.last?.view)
        #expect(trash.frame.maxX == 584, "the last item ends at the 16-point margin")
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

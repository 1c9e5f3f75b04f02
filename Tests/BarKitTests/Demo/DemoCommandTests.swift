import Foundation
import Testing

@testable import BarDemo
import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

@MainActor
@Suite struct DemoCommandTests {
    @Test func optionsParse() throws {
        let options = try DemoOptions(arguments: ["--output", "/tmp/x", "--scale", "2", "--scene", "gallery"])
        #expect(options.output.path == "/tmp/x")
        #expect(options.scale == 2)
        #expect(options.scene == "gallery")
        #expect(try DemoOptions(arguments: ["--help"]).showHelp)
        #expect(throws: DemoOptions.ParseError.self) { try DemoOptions(arguments: ["--scale", "0"]) }
        #expect(throws: DemoOptions.ParseError.self) { try DemoOptions(arguments: ["--scene", "nope"]) }
        #expect(throws: DemoOptions.ParseError.self) { try DemoOptions(arguments: ["--output"]) }
        #expect(throws: DemoOptions.ParseError.self) { try DemoOptions(arguments: ["--colour"]) }
    }

    @Test func theDemoWritesEveryScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bardemo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = ""
        var errors = ""
        #expect(runDemo(["--output", folder.path, "--scale", "2"], output: &output, errors: &errors) == 0)
        #expect(errors.isEmpty)
        #expect(output.contains("== toolbar-title:") && output.contains("tap toolbar: edit → edit"))
        let resources = try #require(DemoResources.url)
        for name in DemoScenes.names {
            let bitmap = try Bitmap(contentsOf: folder.appendingPathComponent("\(name)@2x.png"))
            let size = DemoScenes.make(name, resources: resources).window.bounds.size
            #expect(bitmap.width == Int(size.width * 2) && bitmap.height == Int(size.height * 2))
        }
    }

    @Test func anUnwritableOutputFailsWithStatusOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bardemo-file-\(UUID())")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var output = ""
        var errors = ""
        #expect(runDemo(["--output", file.appendingPathComponent("inside").path], output: &output, errors: &errors) == 1)
        #expect(errors.hasPrefix("BarDemo: cannot create the output folder "))
        errors = ""
        #expect(runDemo(["--bogus"], output: &output, errors: &errors) == 2)
        #expect(errors.hasPrefix("BarDemo: unknown argument \"--bogus\""))
        #expect(output.isEmpty)
    }
}

import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews

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
}

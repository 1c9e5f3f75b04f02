import BarKit
import Foundation
import Testing

/// What BarKit's public classes print, as a UIKit programmer sees them in `print` and the debugger.
@MainActor
@Suite struct DescriptionTests {
    @Test func aBarItemSaysWhatItShowsAndSends() {
        let save = BarItem(title: "Save", style: .done, target: nil, action: "save")
        #expect(save.description == "<BarItem: title = 'Save'; style = done; action = save>")
        let trash = BarItem(systemItem: .trash, target: nil, action: "delete")
        #expect(trash.description.hasPrefix("<BarItem: systemItem = trash"))
        #expect(trash.description.hasSuffix("action = delete>"))
        let space = BarItem.fixedSpace(12)
        #expect(space.description.contains("width = 12"))
        save.isEnabled = false
        #expect(save.description.contains("enabled = NO"))
    }

    @Test func actionsControllersAndLayoutsPrintTheirState() {
        let action = Action(title: "Share", identifier: "share") { _ in }
        #expect(action.description == "<Action: identifier = share; title = 'Share'>")
        let controller = ViewController()
        #expect(controller.description == "<ViewController: view not loaded>")
        _ = controller.view
        #expect(controller.description.hasPrefix("<ViewController: view = <View: frame = "))
        let layout = TextLayout(string: "Save", font: Font.systemFont(ofSize: 17))
        #expect(layout.description.hasPrefix("<TextLayout: 1 line; size = "))
        #expect(layout.description.hasSuffix("; \"Save\">"))
    }
}

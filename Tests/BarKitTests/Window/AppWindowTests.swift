import BarKit
import Foundation
import Testing

@testable import BarDemo

/// The demo's app in a real window on Xvfb (Docs/Navigation.md): clicks push, present and switch
/// tabs, and a real drag from the window's left edge pops, or, too short and slow, does not. Each
/// test waits on the lines the demo prints as each transition ends.
@MainActor
@Suite(.serialized, .enabled(if: xServerAvailable, "no X server can start here (Xvfb, xdotool and xwd are needed)"))
struct AppWindowTests {
    /// The pixel comparison and headless scenes of the demo's window tests.
    let windows = DemoWindowTests()

    /// The demo's app in a window, shown as the headless app draws it, and the headless twin.
    func launch(_ server: XvfbServer) throws -> (DemoWindowProcess, DemoScene, DemoApp) {
        let demo = try DemoWindowProcess(server: server, scene: "app")
        let scene = windows.headless("app")
        let app = try #require(scene.keptAlive.first { $0 is DemoApp } as? DemoApp)
        #expect(demo.size == scene.window.bounds.size)
        #expect(try windows.differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
        return (demo, scene, app)
    }

    /// The middle of `view` in window points.
    func centre(of view: View, in scene: DemoScene) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: scene.window)
    }

    /// The middle of the first message's row, left of its star.
    func firstRow(of app: DemoApp, in scene: DemoScene) -> CGPoint {
        let table = app.inboxScreen.table
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        return table.convert(CGPoint(x: 120, y: row.midY), to: scene.window)
    }

    /// Waits for the demo to have printed `line` `count` times (up to 10 s); true when it did.
    func waitFor(_ line: String, count: Int = 1, in demo: DemoWindowProcess) -> Bool {
        demo.output.wait(timeout: 10) { lines in lines.filter { $0 == line }.count >= count }
    }

    /// The navigation lines printed so far, in order.
    func navigationLines(_ demo: DemoWindowProcess) -> [String] {
        let kinds = ["push ", "pop ", "cancel pop ", "tab ", "present ", "dismiss "]
        return demo.output.lines.filter { line in kinds.contains { line.hasPrefix($0) } }
    }

    /// A drag with the button held from (`fromX`, `y`) to (`toX`, `y`) in `steps` moves `pause`
    /// seconds apart, timed by xdotool itself within one run.
    func drag(_ demo: DemoWindowProcess, fromX: Int, toX: Int, y: Int, steps: Int, pause: Double) throws {
        var arguments = ["mousemove", "--window", "WINDOW", "\(fromX)", "\(y)", "mousedown", "1"]
        for step in 1...steps {
            let x = fromX + (toX - fromX) * step / steps
            arguments += ["sleep", "\(pause)", "mousemove", "--window", "WINDOW", "\(x)", "\(y)"]
        }
        arguments += ["sleep", "\(pause)", "mouseup", "1"]
        try demo.xdotool(arguments)
    }

    @Test func aClickOnARowPushesTheMessageAndADragFromTheLeftEdgePastHalfTheWidthPopsIt() throws {
        let server = try XvfbServer()
        let (demo, scene, app) = try launch(server)
        try demo.click(at: firstRow(of: app, in: scene))
        #expect(waitFor("push Detail", in: demo))
        // The message as the headless app shows it once pushed.
        app.open(app.inboxScreen.inbox.days[0].messages[0], animated: false)
        scene.window.layoutIfNeeded()
        #expect(try windows.differingPixels(demo, from: scene.window.render(scale: 1)) == 0)

        // From x = 5 to well past half the width (390 pt), then let go: the inbox comes back.
        let y = Int(scene.window.bounds.midY)
        try drag(demo, fromX: 5, toX: 300, y: y, steps: 12, pause: 0.03)
        #expect(waitFor("pop Inbox", in: demo))
        #expect(navigationLines(demo) == ["push Detail", "pop Inbox"])
    }

    @Test func aShortSlowDragFromTheLeftEdgeLeavesTheMessageShown() throws {
        let server = try XvfbServer()
        let (demo, scene, app) = try launch(server)
        try demo.click(at: firstRow(of: app, in: scene))
        #expect(waitFor("push Detail", in: demo))
        // A quarter of the width at about 100 pt/s, well under the fling's width per second.
        let y = Int(scene.window.bounds.midY)
        let quarter = Int(scene.window.bounds.width / 4)
        try drag(demo, fromX: 5, toX: 5 + quarter, y: y, steps: 10, pause: 0.1)
        #expect(waitFor("cancel pop Detail", in: demo))
        #expect(navigationLines(demo) == ["push Detail", "cancel pop Detail"])
        // Still the message, where the headless app shows it.
        app.open(app.inboxScreen.inbox.days[0].messages[0], animated: false)
        scene.window.layoutIfNeeded()
        #expect(try windows.differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
    }

    @Test func aClickOnTheSettingsTabShowsTheSettings() throws {
        let server = try XvfbServer()
        let (demo, scene, app) = try launch(server)
        let buttons = app.tabs.tabBar.subviews.filter { $0 is Control }
        try #require(buttons.count == 2)
        try demo.click(at: centre(of: buttons[1], in: scene))
        #expect(waitFor("tab Settings", in: demo))
        app.tabs.selectedIndex = 1
        scene.window.layoutIfNeeded()
        #expect(try windows.differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
    }

    @Test func theComposeButtonPresentsTheFormAndCancelDismissesIt() throws {
        let server = try XvfbServer()
        let (demo, scene, app) = try launch(server)
        let compose = try #require(app.inboxScreen.navigationItem.rightBarButtonItem?.view)
        try demo.click(at: centre(of: compose, in: scene))
        #expect(waitFor("present Compose", in: demo))
        // The form as the headless app presents it; then its Cancel item.
        app.compose(animated: false)
        scene.window.layoutIfNeeded()
        #expect(try windows.differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
        let cancel = try #require(app.composeScreen?.navigationItem.leftBarButtonItem?.view)
        try demo.click(at: centre(of: cancel, in: scene))
        #expect(waitFor("dismiss Compose", in: demo))
        #expect(navigationLines(demo) == ["present Compose", "dismiss Compose"])
    }
}

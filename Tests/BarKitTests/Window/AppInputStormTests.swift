import BarKit
import Foundation
import Testing

@testable import BarDemo

/// 2,000 random X events into the demo's app window under Xvfb (Docs/Reliability.md, "Input
/// storms"): clicks anywhere and on the tabs, the compose, back and cancel buttons, typing and
/// pasting into whatever has focus, undo, swipes from the left edge, let go anywhere. The demo must
/// live through them, keep its memory, and still switch tabs on a tap.
///
/// `make storm` runs it with the list's storm.
@MainActor
@Suite(
    .serialized,
    .enabled(if: xServerAvailable, "no X server can start here (Xvfb, xdotool and xwd are needed)"))
struct AppInputStormTests {
    let storms = InputStormTests()
    let app = AppWindowTests()

    /// A reproducible stream of xdotool commands for the app (390 × 640: the bar's buttons at the
    /// top corners, the tabs at the bottom).
    struct Storm {
        /// The list storm's generator, so both storms draw from one reproducible stream kind.
        var random: InputStormTests.Storm

        init(state: UInt64) { random = InputStormTests.Storm(state: state) }

        mutating func event() -> [String] {
            func at(_ x: Int, _ y: Int) -> [String] { ["mousemove", "--window", "WINDOW", "\(x)", "\(y)"] }
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<25: return at(Int.random(in: 0...520, using: &random), Int.random(in: 0...760, using: &random))
            case 25..<35: return at(Int.random(in: 0...389, using: &random), Int.random(in: 0...639, using: &random)) + ["click", "1"]
            case 35..<45:
                // A tab: Inbox or Settings.
                return at(Bool.random(using: &random) ? 97 : 292, 615) + ["click", "1"]
            case 45..<52: return at(365, 22) + ["click", "1"]  // compose (Inbox) or nothing
            case 52..<59: return at(30, 22) + ["click", "1"]  // back, or Cancel on the form
            case 59..<63:
                // A row of the table in sight.
                return at(150, Int.random(in: 70...560, using: &random)) + ["click", "1"]
            case 63..<73: return ["type", "--delay", "1", ["hello", "é", "👍🏽", "שלום", " ", "a\u{301}"].randomElement(using: &random)!]
            case 73..<79:
                return ["key", ["ctrl+v", "ctrl+z", "ctrl+shift+z", "ctrl+a", "BackSpace", "Tab", "shift+Tab", "Return", "Left", "shift+Right"].randomElement(using: &random)!]
            case 79..<87:
                // A swipe from the left edge, let go somewhere on the way.
                let y = Int.random(in: 100...560, using: &random)
                var words = at(3, y) + ["mousedown", "1"]
                let end = Int.random(in: 20...380, using: &random)
                for x in stride(from: 3, through: end, by: 40) { words += at(x, y) }
                return words + ["mouseup", "1"]
            case 87..<93: return ["mousedown", "1"]
            case 93..<98: return ["mouseup", "1"]
            default: return ["windowfocus", "WINDOW"]
            }
        }
    }

    @Test func theAppWindowLivesThroughTypingPastingSwipesAndTabSwitchesAndKeepsItsMemory() throws {
        let server = try XvfbServer()
        let demo = try DemoWindowProcess(server: server, scene: "app", exitAfter: 600)
        let forms = FormWindowTests()
        let clipboard = try forms.setClipboard("pasted from the storm ✓", on: server)
        defer { clipboard.terminate() }
        var storm = Storm(state: 0xA99_5707)
        func send(_ count: Int) throws {
            var sent = 0
            while sent < count {
                var words: [String] = []
                let chunk = min(200, count - sent)
                for _ in 0..<chunk { words += storm.event() }
                try demo.xdotool(words)
                sent += chunk
            }
        }
        // Keys may go to a field, so the handshake is a resize to a width of its own, answered by the
        // demo's `resized` line once it has handled everything sent before.
        func caughtUp(width: Int) throws -> Bool {
            try demo.xdotool("mouseup", "1", "windowsize", "WINDOW", "\(width)", "640")
            return demo.output.wait(timeout: 600) { $0 == "resized app \(width)×640" } != nil
        }
        try send(500)
        #expect(try caughtUp(width: 391))
        let before = try storms.residentKilobytes(demo)
        try send(1_500)
        #expect(try caughtUp(width: 392), "the demo stopped handling events")
        #expect(try caughtUp(width: 390))
        #expect(demo.process.isRunning, "the demo died in the storm")
        let after = try storms.residentKilobytes(demo)
        FileHandle.standardError.write(Data("app storm: 2,000 events; resident \(before) kB → \(after) kB\n".utf8))
        // The same bound as the list's storm: bounded caches and the allocator's high-water mark.
        if !storms.addressSanitizerIsLoaded {
            #expect(after - before < 12 * 1024, "resident memory grew by \(after - before) kB")
        }

        // Still answering: a form left open is cancelled; a tap on each tab switches to it.
        let navigation = app.navigationLines(demo)
        if navigation.last(where: { $0.hasPrefix("present ") || $0.hasPrefix("dismiss ") }) == "present Compose" {
            // Cancel where the headless app shows it.
            let scene = app.windows.headless("app")
            let twin = try #require(scene.keptAlive.first { $0 is DemoApp } as? DemoApp)
            twin.compose(animated: false)
            scene.window.layoutIfNeeded()
            let cancel = try #require(twin.composeScreen?.navigationItem.leftBarButtonItem?.view)
            try demo.click(at: app.centre(of: cancel, in: scene))
            #expect(app.waitFor("dismiss Compose", count: navigation.filter { $0 == "dismiss Compose" }.count + 1, in: demo))
        }
        let settings = demo.output.lines.filter { $0 == "tab Settings" }.count
        try demo.xdotool("mousemove", "--window", "WINDOW", "292", "615", "click", "1")
        let inbox = demo.output.lines.filter { $0 == "tab Inbox" }.count
        try demo.xdotool("sleep", "0.2", "mousemove", "--window", "WINDOW", "97", "615", "click", "1")
        #expect(app.waitFor("tab Settings", count: settings + 1, in: demo))
        #expect(app.waitFor("tab Inbox", count: inbox + 1, in: demo))
    }
}

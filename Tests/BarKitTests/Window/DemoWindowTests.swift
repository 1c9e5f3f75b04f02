import BarKit
import Foundation
import Testing

@testable import BarDemo

/// Whether an X server can be started here: Xvfb and the tools are installed and Xvfb comes up.
let xServerAvailable: Bool = {
    guard XvfbServer.toolsInstalled else { return false }
    return (try? XvfbServer()) != nil
}()

/// The demo in a real window on a real X server (Xvfb), driven by xdotool and read back by xwd
/// (Docs/Window.md). Skipped, and said so, where no X server can start.
@MainActor
@Suite(.serialized, .enabled(if: xServerAvailable, "no X server can start here (Xvfb, xdotool and xwd are needed)"))
struct DemoWindowTests {
    let resources = DemoResources.url!

    /// The headless twin of a demo scene, laid out at `size` when given.
    func headless(_ name: String, size: CGSize? = nil) -> DemoScene {
        let scene = DemoScenes.make(name, resources: resources)
        if let size { scene.window.frame.size = size }
        scene.window.layoutIfNeeded()
        return scene
    }

    /// The number of pixels where the window on screen differs from `expected`, waiting up to 30 s
    /// for the screen to show it (a sanitized demo on a busy machine lays out the list's 120 rows
    /// slowly; a screen that matches returns at once).
    func differingPixels(_ demo: DemoWindowProcess, from expected: Bitmap) throws -> Int {
        var differing = Int.max
        let deadline = Date().addingTimeInterval(30)
        repeat {
            let shot = try demo.screenshot()
            guard shot.width == expected.width, shot.height == expected.height else {
                Thread.sleep(forTimeInterval: 0.05)
                continue
            }
            differing = 0
            for y in 0..<shot.height {
                for x in 0..<shot.width {
                    let (r, g, b) = shot.rgb(x: x, y: y)
                    let pixel = expected.pixel(x: x, y: y)
                    if r != pixel.red || g != pixel.green || b != pixel.blue { differing += 1 }
                }
            }
            if differing == 0 { return 0 }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return differing
    }

    @Test(arguments: ["toolbar-title", "stacks"])
    func theWindowShowsTheHeadlessRenderPixelForPixel(scene name: String) throws {
        let server = try XvfbServer()
        let demo = try DemoWindowProcess(server: server, scene: name)
        let scene = headless(name)
        #expect(demo.size == scene.window.bounds.size)
        #expect(try differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
    }

    @Test func clicksOnBarItemsFireTheirActions() throws {
        let server = try XvfbServer()
        let demo = try DemoWindowProcess(server: server, scene: "toolbar-title")
        let scene = headless("toolbar-title")
        // Mapped and drawn before the first click.
        #expect(try differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
        let simulator = EventSimulator(window: scene.window)
        var expected: [String] = []
        for (_, view) in scene.taps {
            let centre = simulator.center(of: view)
            simulator.tap(at: centre)
            expected += scene.takeFired().map { "action \($0)" }
            try demo.click(at: centre)
            // One click at a time: a second click within the double-click time would count as a double tap.
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(!expected.isEmpty)
        #expect(demo.lines(startingWith: "action ", count: expected.count) == expected)
    }

    @Test func aDragOutOfAButtonCancelsItsTapAndADragBackRestoresIt() throws {
        let server = try XvfbServer()
        let demo = try DemoWindowProcess(server: server, scene: "stacks")
        let scene = headless("stacks")
        #expect(try differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
        let button = try #require(scene.taps.first?.view)
        let centre = EventSimulator(window: scene.window).center(of: button)
        let (x, y) = ("\(Int(centre.x))", "\(Int(centre.y))")
        // Out (well past the 70-point margin of a control's touch) and up there: nothing fires.
        try demo.xdotool("mousemove", "--window", "WINDOW", x, y, "mousedown", "1")
        try demo.xdotool("mousemove", "--window", "WINDOW", x, "\(Int(centre.y) + 200)")
        try demo.xdotool("mouseup", "1")
        Thread.sleep(forTimeInterval: 0.4)
        // Out and back in: the tap fires.
        try demo.xdotool("mousemove", "--window", "WINDOW", x, y, "mousedown", "1")
        try demo.xdotool("mousemove", "--window", "WINDOW", x, "\(Int(centre.y) + 200)")
        try demo.xdotool("mousemove", "--window", "WINDOW", x, y)
        try demo.xdotool("mouseup", "1")
        #expect(demo.lines(startingWith: "action ", count: 1) == ["action showInbox"])
        Thread.sleep(forTimeInterval: 0.2)
        #expect(demo.output.lines.filter { $0.hasPrefix("action ") }.count == 1, "the first drag fired nothing")
    }

    @Test func aLongPressOnASettingsRowFiresFromTheRunLoop() throws {
        let server = try XvfbServer()
        let demo = try DemoWindowProcess(server: server, scene: "stacks")
        let scene = headless("stacks")
        #expect(try differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
        let column = try #require((scene.bars.first as? StackView)?.arrangedSubviews.last as? StackView)
        let rows = column.arrangedSubviews
        func centre(_ row: View) -> (String, String) {
            let p = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: scene.window)
            return ("\(Int(p.x))", "\(Int(p.y))")
        }
        // Held on the first row: the recognizer's timer, on the window's run loop, begins the press
        // while the button is still down (no further event arrives), and not before its 0.5 s.
        // (The button stays down until the action is seen: a loaded machine can deliver the press
        // late, and a release handled before the timer would rightly end it unrecognized.)
        let (x, y) = centre(rows[0])
        let pressed = Date()
        try demo.xdotool("mousemove", "--window", "WINDOW", x, y, "mousedown", "1")
        let fired = demo.lines(startingWith: "action ", count: 1)
        let held = Date().timeIntervalSince(pressed)
        try demo.xdotool("mouseup", "1")
        #expect(fired == ["action hold:Account"])
        #expect(held >= 0.45, "recognized after \(held) s")
        // (The left swipe is tested headlessly, in StackDemoTests: a stroke made with xdotool was not
        // always seen within the swipe's 0.5 s here.)
    }

    @Test func aDragScrollsTheListOnScreenAsTheHeadlessListDrawsIt() throws {
        let server = try XvfbServer()
        let demo = try DemoWindowProcess(server: server, scene: "list")
        let scene = headless("list")
        #expect(try differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
        // A slow drag up, held still before the button lifts: the list follows and stops there.
        try demo.xdotool("mousemove", "--window", "WINDOW", "180", "420", "mousedown", "1")
        for y in stride(from: 400, through: 120, by: -20) {
            try demo.xdotool("mousemove", "--window", "WINDOW", "180", "\(y)")
            Thread.sleep(forTimeInterval: 0.02)
        }
        Thread.sleep(forTimeInterval: 0.3)
        try demo.xdotool("mouseup", "1")
        let line = try #require(demo.lines(startingWith: "scrolled list ", count: 1).first)
        let parts = line.split(separator: " ")
        let offset = try #require(Double(parts[3]))
        #expect(offset > 200, "\(line)")
        // The window's pixels, moved frame by frame as the list scrolled, equal a fresh render at the
        // offset the demo reports.
        let scrollView = try #require(scene.scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        scene.window.setNeedsFullRender()
        #expect(try differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
    }

    @Test func aClickOnARowOfTheTableSelectsIt() throws {
        let server = try XvfbServer()
        let demo = try DemoWindowProcess(server: server, scene: "list")
        let scene = headless("list")
        #expect(try differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
        // The middle of the second message's row, left of its star.
        let table = try #require(scene.scrollView as? TableView)
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let point = table.convert(CGPoint(x: 120, y: row.midY), to: scene.window)
        try demo.click(at: point)
        #expect(demo.lines(startingWith: "action ", count: 1) == ["action open:2"])
    }

    @Test func keyPressesReachTheFirstResponder() throws {
        let server = try XvfbServer()
        let demo = try DemoWindowProcess(server: server, scene: "toolbar-title")
        #expect(try differingPixels(demo, from: headless("toolbar-title").window.render(scale: 1)) == 0)
        try demo.xdotool("windowfocus", "--sync", "WINDOW")
        try demo.xdotool("key", "--delay", "40", "a", "shift+b", "Return")
        // Shift is a key press of its own, with no characters, as in UIKit.
        #expect(demo.lines(startingWith: "key ", count: 4) == ["key a", "key ", "key B", "key \r"])
    }

    @Test func theRunEndsWhenTheLastWindowCloses() throws {
        let server = try XvfbServer()
        // --exit-after closes the window from the main queue; the run then returns and the demo exits.
        let demo = try DemoWindowProcess(server: server, scene: "toolbar-title", exitAfter: 0.5)
        let deadline = Date().addingTimeInterval(10)
        while demo.process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!demo.process.isRunning)
        #expect(demo.process.terminationStatus == 0)
    }

    @Test func resizingTheWindowLaysTheBarsOutAgain() throws {
        let server = try XvfbServer()
        let demo = try DemoWindowProcess(server: server, scene: "toolbar-title")
        #expect(try differingPixels(demo, from: headless("toolbar-title").window.render(scale: 1)) == 0)
        try demo.xdotool("windowsize", "--sync", "WINDOW", "800", "180")
        #expect(demo.lines(startingWith: "resized ", count: 1) == ["resized toolbar-title 800×180"])
        let scene = headless("toolbar-title", size: CGSize(width: 800, height: 180))
        #expect(try differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
    }
}

import BarKit
import Foundation
import Testing

@testable import BarDemo

/// Whether `BarDemo --window` starts the accessibility bridge (its window mode calls
/// `AccessibilityBridge.start(for:)`; see Docs/Accessibility.md).
let demoStartsTheBridge: Bool = {
    let file = ModuleGraphTests.root.appendingPathComponent("Sources/BarDemo/DemoWindows.swift")
    return (try? String(contentsOf: file, encoding: .utf8))?.contains("AccessibilityBridge.start(for:") ?? false
}()

/// The demo's window on Xvfb, read and clicked by pyatspi over the accessibility bus, end to end.
@MainActor
@Suite(
    .serialized,
    .enabled(if: xServerAvailable && ATSPIProbe.available, "Xvfb, dbus-run-session, at-spi2-core and pyatspi are needed"),
    .enabled(if: demoStartsTheBridge, "BarDemo's window mode does not start the accessibility bridge yet"))
struct DemoAccessibilityTests {
    @Test func pyatspiReadsTheDemosToolbarAndItsClickFiresTheButtonsAction() throws {
        let server = try XvfbServer()
        let probe = try ATSPIProbe(click: "Refresh")
        let address = try #require(probe.busAddress(), "\(probe.errors.lines)")
        setenv("AT_SPI_BUS_ADDRESS", address, 1)
        let demo: DemoWindowProcess
        do {
            defer { unsetenv("AT_SPI_BUS_ADDRESS") }
            demo = try DemoWindowProcess(server: server, scene: "toolbar-title")
        }
        _ = probe.output.wait(timeout: 30) { $0 == "done" }
        let lines = probe.output.lines
        #expect(lines.contains { $0.hasPrefix("app BarDemo | application") }, "\(lines) \(probe.errors.lines)")
        #expect(lines.contains { $0.hasPrefix("node 1 frame | BarDemo — toolbar-title |") })
        for name in ["Edit", "Refresh", "Add", "Share", "Delete"] {
            #expect(lines.contains { $0.hasPrefix("node 3 push button | \(name) |") }, "\(name)")
        }
        #expect(lines.contains("text Documents | Documents"))
        #expect(lines.contains("clicked Refresh True"))

        // What a tap on the same button fires in the headless scene.
        let twin = DemoScenes.make("toolbar-title", resources: DemoResources.url!)
        twin.window.layoutIfNeeded()
        let refresh = try #require(twin.window.accessibilityElementsInOrder.first { $0.accessibilityLabel == "Refresh" })
        EventSimulator(window: twin.window).tap(refresh)
        let expected = twin.takeFired().map { "action \($0)" }
        #expect(!expected.isEmpty)
        #expect(demo.lines(startingWith: "action ", count: expected.count) == expected)
    }

    /// Starts the demo's `scene` on `server` finding the accessibility bus as a desktop app does:
    /// through the probe's session bus (`org.a11y.Bus`), answered while its window loop runs.
    func demo(_ scene: String, on server: XvfbServer, for probe: ATSPIProbe) throws -> DemoWindowProcess {
        let session = try #require(probe.sessionBusAddress(), "\(probe.errors.lines)")
        let previous = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
        setenv("DBUS_SESSION_BUS_ADDRESS", session, 1)
        defer {
            if let previous { setenv("DBUS_SESSION_BUS_ADDRESS", previous, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") }
        }
        return try DemoWindowProcess(server: server, scene: scene)
    }

    @Test func focusMovesAreHeardNameByNameAsTheUserTabsBetweenTheFormsFields() throws {
        let server = try XvfbServer()
        let probe = try ATSPIProbe(listen: 7, events: ["object:state-changed:focused"])
        let demo = try demo("form", on: server, for: probe)
        #expect(probe.waitFor("listening"), "\(probe.output.lines) \(probe.errors.lines)")
        let scene = DemoWindowTests().headless("form")
        try demo.click(at: FormWindowTests().centre(of: \.name, in: scene))
        try demo.xdotool("key", "--delay", "100", "Tab", "Tab", "Tab")
        _ = probe.output.wait(timeout: 30) { $0 == "done" }
        let focused = probe.output.lines.filter { $0.hasPrefix("event object:state-changed:focused 1 | ") }
        #expect(
            focused == ["Name", "Email", "Password", "Name"].map { "event object:state-changed:focused 1 | \($0) | " },
            "\(probe.output.lines)")
        // Each field that loses the focus says so before the next one gains it.
        let all = probe.output.lines.filter { $0.hasPrefix("event ") }
        #expect(all.prefix(3) == [
            "event object:state-changed:focused 1 | Name | ", "event object:state-changed:focused 0 | Name | ",
            "event object:state-changed:focused 1 | Email | ",
        ])
    }

    @Test func screenExtentsAreWhereTheWindowIsOnTheScreenAndFollowItWhenItMoves() throws {
        let server = try XvfbServer()
        let probe = try ATSPIProbe(then: """
            frame = app.getChildAtIndex(0)
            def position():
                e = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                return (e.x, e.y)
            print('at', *position(), flush=True)
            before = position()
            wait_go()
            for i in range(100):
                if position() != before:
                    break
                time.sleep(0.05)
            print('moved', *position(), flush=True)
            show(find('Name'), 2)
            """)
        let demo = try demo("form", on: server, for: probe)
        let first = try #require(probe.output.wait(timeout: 30) { $0.hasPrefix("at ") }, "\(probe.output.lines)")
        #expect(first == "at \(try position(of: demo).x) \(try position(of: demo).y)")
        try demo.xdotool("windowmove", "WINDOW", "130", "70")
        #expect(try position(of: demo) == (130, 70))
        probe.go()
        _ = probe.output.wait(timeout: 30) { $0 == "done" }
        let lines = probe.output.lines
        #expect(lines.contains("moved 130 70"), "\(lines)")
        // The name field: 16 pt from the left, 70 pt down, 358 × 40 at scale 1.
        #expect(lines.contains { $0.hasPrefix("node 2 text | Name |") && $0.hasSuffix("| 146 140 358 40") }, "\(lines)")
    }

    /// The demo window's position on the screen, as xdotool reads it from the X server.
    func position(of demo: DemoWindowProcess) throws -> (x: Int, y: Int) {
        let output = try demo.server.run("xdotool", ["getwindowgeometry", String(Int(demo.windowID.dropFirst(2), radix: 16)!)])
        let text = String(decoding: output, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.contains("Position:") })
        let numbers = line.split(separator: " ")[1].split(separator: ",").compactMap { Int($0) }
        return (numbers[0], numbers[1])
    }
}

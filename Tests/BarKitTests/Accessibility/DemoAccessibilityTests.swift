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
}

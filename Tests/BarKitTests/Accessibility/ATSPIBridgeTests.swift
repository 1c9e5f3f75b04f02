import BarKit
import Foundation
import Testing

@testable import BarDemo
@testable import BarKitAccessibility

/// The bridge read and operated by a real AT-SPI2 client: pyatspi, on an accessibility bus of the
/// test's own (`ATSPIProbe`), against the demo's toolbar scene published from this process.
@MainActor
@Suite(.serialized, .enabled(if: ATSPIProbe.available, "dbus-run-session, at-spi2-core and python3-pyatspi are needed"))
struct ATSPIBridgeTests {
    /// Publishes `window` on the probe's bus and answers the probe until it exits (or 60 s); calls
    /// `whenListening` once the probe says it listens to events.
    func serve(
        _ window: Window, title: String, to probe: ATSPIProbe, whenListening: () -> Void = {}
    ) throws -> AccessibilityBridge {
        let address = try #require(probe.busAddress(), "the probe found no accessibility bus: \(probe.errors.lines)")
        let bridge = try #require(
            AccessibilityBridge.connect(environment: ["AT_SPI_BUS_ADDRESS": address], watchSocket: false))
        serve(window, title: title, with: bridge, to: probe, whenListening: whenListening)
        return bridge
    }

    /// Publishes `window` through `bridge` and answers the probe until it exits (or 60 s).
    func serve(
        _ window: Window, title: String, with bridge: AccessibilityBridge, to probe: ATSPIProbe,
        whenListening: () -> Void = {}
    ) {
        bridge.tree.add(window, title: { title }, scale: 1, isOpen: { true })
        let deadline = Date().addingTimeInterval(60)
        var listening = false
        while probe.process.isRunning && Date() < deadline {
            bridge.waitAndUpdate(milliseconds: 20)
            if !listening && probe.output.lines.contains("listening") {
                listening = true
                whenListening()
            }
        }
    }

    @Test func theBridgeAsksTheSessionBusWithoutWaitingAndConnectsWhenItAnswers() throws {
        let scene = toolbarScene()
        let probe = try ATSPIProbe(click: nil)
        let session = try #require(probe.sessionBusAddress(), "\(probe.errors.lines)")
        let bridge = try #require(
            AccessibilityBridge.begin(environment: ["DBUS_SESSION_BUS_ADDRESS": session], hooksIntoLoop: false))
        defer { bridge.stop() }
        // Asked, not answered yet: the caller goes on at once.
        #expect(!bridge.isConnected)
        serve(scene.window, title: "BarDemo — toolbar-title", with: bridge, to: probe)
        #expect(bridge.isConnected)
        let lines = probe.output.lines
        #expect(lines.contains("done"), "\(lines) \(probe.errors.lines)")
        #expect(lines.contains { $0.hasPrefix("node 1 frame | BarDemo — toolbar-title |") })
    }

    @Test func withNeitherBusThereIsNoBridge() {
        #expect(AccessibilityBridge.begin(environment: [:], hooksIntoLoop: false) == nil)
    }

    func serve(_ scene: DemoScene, to probe: ATSPIProbe) throws -> AccessibilityBridge {
        try serve(scene.window, title: "BarDemo — \(scene.name)", to: probe)
    }

    func toolbarScene() -> DemoScene {
        let scene = DemoScenes.make("toolbar-title", resources: DemoResources.url!)
        scene.window.layoutIfNeeded()
        return scene
    }

    @Test func aScreenReaderFindsTheApplicationAndReadsTheToolbarsButtons() throws {
        let scene = toolbarScene()
        let probe = try ATSPIProbe(click: nil)
        let bridge = try serve(scene, to: probe)
        defer { bridge.stop() }
        let lines = probe.output.lines
        #expect(lines.contains("done"), "\(lines) \(probe.errors.lines)")
        #expect(lines.contains { $0.hasPrefix("app ") && $0.hasSuffix("| application") })
        #expect(lines.contains { $0.hasPrefix("node 1 frame | BarDemo — toolbar-title |") })
        #expect(lines.contains { $0.hasPrefix("node 2 tool bar |  |") })
        #expect(lines.contains("text Documents | Documents"), "a label's text through the Text interface")
        // The Edit button's extents: its frame in the window, in pixels at scale 1.
        let edit = try #require(scene.window.accessibilityElementsInOrder.first { $0.accessibilityLabel == "Edit" })
        let frame = edit.accessibilityFrame
        #expect(lines.contains { $0.hasPrefix("node 3 push button | Edit |") && $0.hasSuffix("| \(Int(frame.minX)) \(Int(frame.minY)) \(Int(frame.width)) \(Int(frame.height))") })
        for name in ["Edit", "Refresh", "Add", "Share", "Delete"] {
            #expect(lines.contains { $0.hasPrefix("node 3 push button | \(name) | enabled,focusable,sensitive,showing,visible |") }, "\(name)")
        }
    }

    @Test func aScreenReadersClickPerformsTheButtonsAction() throws {
        let scene = toolbarScene()
        var fired: [String] = []
        scene.onFire = { fired.append($0) }
        let probe = try ATSPIProbe(click: "Refresh")
        let bridge = try serve(scene, to: probe)
        defer { bridge.stop() }
        let lines = probe.output.lines
        #expect(lines.contains("actions Refresh | click"), "\(lines) \(probe.errors.lines)")
        #expect(lines.contains("clicked Refresh True"))
        // What a tap on the same button fires in a headless twin of the scene.
        let twin = toolbarScene()
        let refresh = try #require(twin.window.accessibilityElementsInOrder.first { $0.accessibilityLabel == "Refresh" })
        EventSimulator(window: twin.window).tap(refresh)
        let expected = twin.takeFired()
        #expect(!expected.isEmpty)
        #expect(fired == expected)
    }

    @Test func listenersHearTheFocusMoveAndChildrenComeAndGo() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200), application: Application())
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.placeholder = "Name"
        window.addSubview(field)
        window.makeKey()
        window.layoutIfNeeded()
        let probe = try ATSPIProbe(listen: 2)
        let bridge = try serve(window, title: "Form", to: probe) {
            _ = field.becomeFirstResponder()
            let label = Label(text: "Saved")
            label.frame = CGRect(x: 10, y: 60, width: 100, height: 20)
            window.addSubview(label)
            AccessibilityNotification.post(.layoutChanged, argument: label)
        }
        defer { bridge.stop() }
        let lines = probe.output.lines
        #expect(lines.contains("done"), "\(lines) \(probe.errors.lines)")
        #expect(lines.contains("event object:children-changed:add 1 | Form | Saved"))
        #expect(lines.contains("event object:state-changed:focused 1 | Name | "))
    }
}

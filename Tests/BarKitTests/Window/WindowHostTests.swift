import BarKit
import BarKitSDL
import Foundation
import Testing

/// The backend itself, with SDL's dummy video driver (no display needed): presenting only what
/// changed, touches from the mouse, cancelling on focus loss, the scale rules.
@MainActor
@Suite(.serialized)
struct WindowHostTests {
    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    /// A 200 × 100 window with a button in it.
    func makeWindow() -> (Window, Button, Application) {
        let application = Application()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        window.backgroundColor = .white
        let button = Button(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
        window.addSubview(button)
        return (window, button, application)
    }

    @Test func aPresentSendsOnlyWhatChanged() throws {
        let (window, button, _) = makeWindow()
        let host = try WindowHost(window: window, title: "test", scale: 2)
        defer { host.close() }
        #expect(host.isOpen)
        host.present()
        #expect(host.lastPresentedRectCount == 1, "the first present sends the whole window")
        host.present()
        #expect(host.lastPresentedRectCount == 0, "nothing changed, nothing sent")
        button.isHighlighted = true
        host.present()
        #expect(host.lastPresentedRectCount >= 1)
        let region = try #require(window.lastRenderedRegion)
        #expect(region.allSatisfy { button.frame.insetBy(dx: -2, dy: -2).contains($0) }, "\(region)")
        host.close()
        #expect(!host.isOpen)
    }

    @Test func theMouseTapsAButtonAndLosingFocusCancelsATouch() throws {
        let (window, button, _) = makeWindow()
        let counter = TapCounter()
        button.addTarget(counter, action: TapCounter.tapped, for: .touchUpInside)
        let host = try WindowHost(window: window, title: "test", scale: 1)
        defer { host.close() }
        WindowHost.processPendingEvents()
        let centre = CGPoint(x: 60, y: 40)
        host.postMouseButton(down: true, at: centre)
        WindowHost.processPendingEvents()
        #expect(button.isHighlighted)
        host.postMouseButton(down: false, at: centre)
        WindowHost.processPendingEvents()
        #expect(counter.log == ["tapped"] && !button.isHighlighted)
        // Down, then the window loses the mouse: the touch is cancelled and the release does nothing.
        host.postMouseButton(down: true, at: centre)
        host.postFocusLost()
        WindowHost.processPendingEvents()
        #expect(!button.isHighlighted)
        host.postMouseButton(down: false, at: centre)
        WindowHost.processPendingEvents()
        #expect(counter.log == ["tapped"])
    }

    @Test func theScaleComesFromTheEnvironmentThenTheServersDPI() throws {
        #expect(try DisplayScale.current(environment: ["BARKIT_SCALE": "2"]) == 2)
        #expect(throws: WindowHostError.invalidScale("\"zero\" (BARKIT_SCALE)")) {
            try DisplayScale.current(environment: ["BARKIT_SCALE": "zero"])
        }
        #expect(throws: WindowHostError.self) { try DisplayScale.current(environment: ["BARKIT_SCALE": "-1"]) }
        #expect(DisplayScale.parseXftDPI("Xft.antialias:\t1\nXft.dpi:\t192\n") == 192)
        #expect(DisplayScale.parseXftDPI("Xcursor.size: 24") == nil)
        #expect(DisplayScale.scale(forXftDPI: 96) == 1)
        #expect(DisplayScale.scale(forXftDPI: 192) == 2)
        #expect(DisplayScale.scale(forXftDPI: 140) == 1)
        #expect(DisplayScale.scale(forXftDPI: 600) == 3)
        #expect(DisplayScale.scale(forXftDPI: nil) == nil)
    }

    @Test func aBadScaleIsATypedError() {
        let (window, _, _) = makeWindow()
        #expect(throws: WindowHostError.invalidScale("nan")) { try WindowHost(window: window, title: "x", scale: .nan) }
    }
}


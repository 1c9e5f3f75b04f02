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
        // The test runner drives the main queue; the loop must not run its work from inside a test.
        MainLoop.drainsMainQueue = false
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

    @Test func eachFingerIsATouchOfItsOwn() throws {
        let (window, _, application) = makeWindow()
        let recorder = TouchRecorder(frame: window.bounds)
        window.addSubview(recorder)
        let host = try WindowHost(window: window, title: "test", scale: 1)
        defer { host.close() }
        host.postFinger(1, .began, at: CGPoint(x: 10, y: 10))
        host.postFinger(2, .began, at: CGPoint(x: 150, y: 50))
        host.postFinger(1, .moved, at: CGPoint(x: 20, y: 10))
        host.postFinger(1, .ended, at: CGPoint(x: 20, y: 10))
        host.postFinger(2, .ended, at: CGPoint(x: 150, y: 50))
        WindowHost.processPendingEvents()
        #expect(recorder.log == ["began 10,10", "began 150,50", "moved 20,10", "ended 20,10", "ended 150,50"])
        _ = application
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


/// Records the touches it receives, with their locations in whole points.
final class TouchRecorder: View {
    var log: [String] = []

    func record(_ phase: String, _ touches: Set<Touch>, _ event: BarKit.Event?) {
        for touch in touches.sorted(by: { $0.location(in: self).x < $1.location(in: self).x }) {
            let p = touch.location(in: self)
            log.append("\(phase) \(Int(p.x)),\(Int(p.y))")
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: BarKit.Event?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: BarKit.Event?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: BarKit.Event?) { record("ended", touches, event) }
}

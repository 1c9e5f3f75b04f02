import Foundation
import Testing

import BarKit

/// A delegate whose answers are set per test.
@MainActor
final class ConfigurableDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives }
}

/// Swipes, pinches, rotations, delegates, and the clock with its display links.
@MainActor
@Suite struct GestureRecognizerMoreTests {
    func window() -> (Window, View, EventSimulator) {
        let application = Application()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
        let view = View(frame: window.bounds)
        window.addSubview(view)
        return (window, view, EventSimulator(window: window))
    }

    func states(of recognizer: GestureRecognizer) -> () -> [String] {
        var seen: [String] = []
        recognizer.addAction { seen.append("\($0.state)") }
        return { seen }
    }

    nonisolated static let swipeCases: [(String, CGPoint, CGPoint, TimeInterval, [String])] = [
        ("right, quickly", CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 205), 0.15, ["ended"]),
        ("left, not allowed", CGPoint(x: 200, y: 200), CGPoint(x: 100, y: 200), 0.15, []),
        // 50 points after 1.2 s, past the 0.5 s a swipe has.
        ("too slow", CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200), 2.0, []),
        ("too crooked", CGPoint(x: 100, y: 200), CGPoint(x: 160, y: 260), 0.15, []),
        ("too short", CGPoint(x: 100, y: 200), CGPoint(x: 130, y: 200), 0.15, []),
    ]

    @Test(arguments: swipeCases)
    func swipeStates(name: String, from start: CGPoint, to end: CGPoint, duration: TimeInterval, expected: [String]) {
        let (_, view, simulator) = window()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .right
        let seen = states(of: swipe)
        view.addGestureRecognizer(swipe)
        simulator.swipe(from: start, to: end, duration: duration)
        #expect(seen() == expected, "\(name)")
        #expect(swipe.state == .possible)
    }

    @Test func aPinchScalesByTheFingersDistance() {
        let (_, view, simulator) = window()
        let pinch = PinchGestureRecognizer()
        var scales: [CGFloat] = []
        pinch.addAction { scales.append(($0 as! PinchGestureRecognizer).scale) }
        let seen = states(of: pinch)
        view.addGestureRecognizer(pinch)
        simulator.pinch(at: CGPoint(x: 200, y: 200), from: 100, to: 200, steps: 4)
        #expect(seen() == ["began", "changed", "changed", "changed", "ended"])
        #expect(scales.last == 2)
        #expect(scales.first == 1.25)
        // One finger cannot pinch.
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(seen().count == 5)
    }

    @Test func aRotationMeasuresTheTurnAndCanRunWithAPinch() {
        let (_, view, simulator) = window()
        let rotation = RotationGestureRecognizer()
        let pinch = PinchGestureRecognizer()
        var last: CGFloat = 0
        rotation.addAction { last = ($0 as! RotationGestureRecognizer).rotation }
        let rotated = states(of: rotation)
        let pinched = states(of: pinch)
        view.addGestureRecognizer(rotation)
        view.addGestureRecognizer(pinch)
        simulator.rotate(at: CGPoint(x: 200, y: 200), radius: 50, by: .pi / 4, steps: 5)
        #expect(rotated().first == "began" && rotated().last == "ended")
        #expect(abs(last - .pi / 4) < 1e-9)
        #expect(pinched().isEmpty, "without the delegate's say, the first to recognize wins")
        // Together, as a photo viewer lets them.
        let delegate = ConfigurableDelegate()
        delegate.simultaneous = true
        rotation.delegate = delegate
        simulator.advance(by: 1)
        let touches = simulator.touchDown(at: [CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)])
        simulator.move(touches, to: [CGPoint(x: 120, y: 180), CGPoint(x: 280, y: 220)])
        simulator.move(touches, to: [CGPoint(x: 100, y: 160), CGPoint(x: 300, y: 240)])
        simulator.touchUp(touches)
        #expect(rotated().suffix(2) == ["changed", "ended"])
        #expect(pinched().first == "began" && pinched().last == "ended")
    }

    @Test func theDelegateCanStopARecognizerBeginningOrSeeingTouches() {
        let (_, view, simulator) = window()
        let tap = TapGestureRecognizer()
        let seen = states(of: tap)
        let delegate = ConfigurableDelegate()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        delegate.shouldBegin = false
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(seen().isEmpty)
        #expect(tap.state == .possible, "failed, then reset")
        delegate.shouldBegin = true
        delegate.receives = false
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(seen().isEmpty)
        delegate.receives = true
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(seen() == ["ended"])
    }

    @Test func aLongPressFiresWhileTheFingerIsDown() {
        let (window, view, simulator) = window()
        let press = LongPressGestureRecognizer()
        var began: TimeInterval?
        let clock = window.application.clock
        press.addAction { recognizer in
            if recognizer.state == .began { began = clock.now }
        }
        view.addGestureRecognizer(press)
        simulator.longPress(at: CGPoint(x: 50, y: 50), duration: 1)
        let start = 0.05
        #expect(began.map { abs($0 - (start + 0.5)) < 1e-9 } == true, "at the press's start + 0.5 s, not at the end")
    }

    @Test func theClockFiresWhatFallsDueInOrderAndDisplayLinksEachFrame() {
        let (window, _, simulator) = window()
        let clock = window.application.clock
        #expect(clock.isSimulated)
        var log: [String] = []
        clock.schedule(after: 0.3) { _ in log.append("b") }
        clock.schedule(after: 0.1) { _ in
            log.append("a")
            clock.schedule(after: 0.1) { _ in log.append("a+") }
        }
        let cancelled = clock.schedule(after: 0.2) { _ in log.append("never") }
        cancelled.cancel()
        var frames: [TimeInterval] = []
        let link = DisplayLink { frames.append($0.timestamp) }
        link.add(to: window.application)
        simulator.advance(by: 0.5)
        #expect(log == ["a", "a+", "b"])
        #expect(frames.count == 30)
        #expect(abs(frames[0] - 1.0 / 60) < 1e-9)
        #expect(abs(link.targetTimestamp - frames[29] - 1.0 / 60) < 1e-9)
        link.isPaused = true
        simulator.advance(by: 0.1)
        #expect(frames.count == 30)
        link.invalidate()
        link.isPaused = false
        simulator.advance(by: 0.1)
        #expect(frames.count == 30)
    }
}

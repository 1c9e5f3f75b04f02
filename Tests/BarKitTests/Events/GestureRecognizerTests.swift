import Foundation
import Testing

import BarKit

/// A view that logs the touch methods it gets.
final class TouchLogView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: BarKit.Event?) { log.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: BarKit.Event?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: BarKit.Event?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: BarKit.Event?) { log.append("cancelled") }
}

/// Gesture recognizers: the state each goes through for touch sequences, failure requirements,
/// cancelling touches in the view, and the control-beats-superview rule (Docs/Events.md).
@MainActor
@Suite struct GestureRecognizerTests {
    /// A window with a 200 × 200 logging view at (0, 0); `recognizer` on the view; the states its
    /// actions saw.
    func setUp(_ recognizer: GestureRecognizer) -> (EventSimulator, TouchLogView, () -> [String]) {
        let application = Application()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        var states: [String] = []
        recognizer.addAction { states.append("\($0.state)") }
        view.addGestureRecognizer(recognizer)
        return (EventSimulator(window: window), view, { states })
    }

    /// A touch sequence: down at a point, then moves, waits and an up.
    enum Step: Sendable {
        case down(CGFloat, CGFloat)
        case move(CGFloat, CGFloat)
        case wait(TimeInterval)
        case up
    }

    func run(_ steps: [Step], on simulator: EventSimulator) {
        var touch: Touch?
        for step in steps {
            switch step {
            case .down(let x, let y): touch = simulator.touchDown(at: CGPoint(x: x, y: y))
            case .move(let x, let y): if let touch { simulator.move(touch, to: CGPoint(x: x, y: y)) }
            case .wait(let seconds): simulator.advance(by: seconds)
            case .up: if let touch { simulator.touchUp(touch) }
            }
        }
    }

    nonisolated static let tapCases: [(String, [Step], Int, [String], [String])] = [
        ("a tap", [.down(50, 50), .up], 1, ["ended"], ["began", "cancelled"]),
        ("moved too far", [.down(50, 50), .move(120, 50), .up], 1, [], ["began", "moved", "ended"]),
        // The first touch's end is held (delaysTouchesEnded) while a second tap may come; the
        // double tap then cancels both touches in the view.
        ("a double tap", [.down(50, 50), .up, .wait(0.1), .down(52, 50), .up], 2, ["ended"],
         ["began", "began", "cancelled", "cancelled"]),
        ("a double tap too slow", [.down(50, 50), .up, .wait(0.5), .down(50, 50), .up], 2, [],
         ["began", "ended", "began", "ended"]),
    ]

    @Test(arguments: tapCases)
    func tapStates(name: String, steps: [Step], taps: Int, states: [String], viewLog: [String]) {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        let (simulator, view, seen) = setUp(tap)
        run(steps, on: simulator)
        simulator.advance(by: 1)
        #expect(seen() == states, "\(name)")
        #expect(view.log == viewLog, "\(name)")
        #expect(tap.state == .possible, "reset after it ended or failed")
    }

    nonisolated static let longPressCases: [(String, [Step], [String])] = [
        ("held still", [.down(50, 50), .wait(0.6), .up], ["began", "ended"]),
        ("held and moved", [.down(50, 50), .wait(0.6), .move(90, 50), .up], ["began", "changed", "ended"]),
        ("lifted too soon", [.down(50, 50), .wait(0.3), .up], []),
        ("moved too far first", [.down(50, 50), .move(70, 50), .wait(0.6), .up], []),
    ]

    @Test(arguments: longPressCases)
    func longPressStates(name: String, steps: [Step], states: [String]) {
        let press = LongPressGestureRecognizer()
        let (simulator, _, seen) = setUp(press)
        run(steps, on: simulator)
        #expect(seen() == states, "\(name)")
        #expect(press.state == .possible)
    }

    nonisolated static let panCases: [(String, [Step], [String], CGPoint)] = [
        ("a drag", [.down(50, 50), .move(70, 50), .move(90, 60), .up], ["began", "changed", "ended"], CGPoint(x: 40, y: 10)),
        ("too short", [.down(50, 50), .move(55, 50), .up], [], .zero),
    ]

    @Test(arguments: panCases)
    func panStates(name: String, steps: [Step], states: [String], translation: CGPoint) {
        let pan = PanGestureRecognizer()
        var last = CGPoint.zero
        pan.addAction { recognizer in last = (recognizer as! PanGestureRecognizer).translation(in: nil) }
        let (simulator, _, seen) = setUp(pan)
        run(steps, on: simulator)
        #expect(seen() == states, "\(name)")
        #expect(last == translation, "\(name)")
    }

    @Test func delayingTouchesBeganHoldsThemUntilTheRecognizerFails() {
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        let (simulator, view, _) = setUp(pan)
        let touch = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(view.log.isEmpty, "held while the pan may begin")
        simulator.touchUp(touch)
        #expect(view.log == ["began", "ended"], "the pan failed: the view gets both, in order")
        // A pan that begins: the held began is dropped and the view hears nothing.
        view.log = []
        let drag = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.move(drag, to: CGPoint(x: 90, y: 50))
        simulator.touchUp(drag)
        #expect(view.log.isEmpty)
    }

    @Test func movesThatArriveInABurstGiveTheSpeedOfOneFrameAt120Hertz() {
        let pan = PanGestureRecognizer()
        var velocity = CGPoint.zero
        pan.addAction { recognizer in velocity = (recognizer as! PanGestureRecognizer).velocity(in: nil) }
        let (simulator, _, _) = setUp(pan)
        // Two moves 0.1 ms apart (queued while the program was busy): 30 points in one 1/120 s.
        simulator.stepInterval = 0.0001
        let touch = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.move(touch, to: CGPoint(x: 80, y: 50))
        simulator.move(touch, to: CGPoint(x: 110, y: 50))
        simulator.touchUp(touch)
        #expect(abs(velocity.x - 3_600) < 1e-6, "\(velocity)")
    }

    @Test func aPanReportsItsTranslationFromWhereItWasSetAndItsVelocity() {
        let pan = PanGestureRecognizer()
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        pan.addAction { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            translations.append(pan.translation(in: nil))
            velocity = pan.velocity(in: nil)
            if pan.state == .began { pan.setTranslation(.zero, in: nil) }
        }
        let (simulator, _, _) = setUp(pan)
        let touch = simulator.touchDown(at: CGPoint(x: 50, y: 50))
        simulator.move(touch, to: CGPoint(x: 70, y: 50))
        simulator.move(touch, to: CGPoint(x: 75, y: 60))
        simulator.touchUp(touch)
        #expect(translations == [CGPoint(x: 20, y: 0), CGPoint(x: 5, y: 10), CGPoint(x: 5, y: 10)])
        // 5 and 10 points in the simulator's 0.05 s step.
        #expect(abs(velocity.x - 100) < 1e-6 && abs(velocity.y - 200) < 1e-6, "\(velocity)")
    }

    @Test func aTwoFingerTapNeedsTwoFingers() {
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let (simulator, _, seen) = setUp(tap)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(seen().isEmpty, "one finger is too few")
        simulator.advance(by: 1)
        let touches = simulator.touchDown(at: [CGPoint(x: 40, y: 50), CGPoint(x: 80, y: 50)])
        simulator.touchUp(touches)
        #expect(seen() == ["ended"])
        simulator.advance(by: 1)
        let three = simulator.touchDown(at: [CGPoint(x: 40, y: 50), CGPoint(x: 80, y: 50), CGPoint(x: 120, y: 50)])
        simulator.touchUp(three)
        #expect(seen() == ["ended"], "three are too many")
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let (simulator, _, _) = setUp(double)
        var fired: [String] = []
        single.addAction { _ in fired.append("single") }
        double.addAction { _ in fired.append("double") }
        double.view?.addGestureRecognizer(single)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired.isEmpty, "the single tap waits")
        simulator.advance(by: 0.5)
        #expect(fired == ["single"], "the double tap failed: the single tap fires")
        simulator.advance(by: 1)
        simulator.doubleTap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 1)
        #expect(fired == ["single", "double"], "a double tap fires the double only")
    }

    @Test func aButtonsTapBeatsItsSuperviewsTapRecognizer() {
        let application = Application()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: application)
        let container = View(frame: window.bounds)
        window.addSubview(container)
        let button = Button(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        container.addSubview(button)
        var log: [String] = []
        button.addAction(Action { _ in log.append("button") }, for: .touchUpInside)
        let tap = TapGestureRecognizer { _ in log.append("container tap") }
        container.addGestureRecognizer(tap)
        let simulator = EventSimulator(window: window)
        simulator.tap(at: CGPoint(x: 50, y: 30))
        #expect(log == ["button"])
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 200, y: 200))
        #expect(log == ["button", "container tap"], "outside the button the container's tap works")
        // A recognizer on the button itself wins over the button.
        simulator.advance(by: 1)
        let own = TapGestureRecognizer { _ in log.append("button's own tap") }
        button.addGestureRecognizer(own)
        simulator.tap(at: CGPoint(x: 50, y: 30))
        #expect(log == ["button", "container tap", "button's own tap"])
    }

    @Test func anIllegalTransitionIsReportedAndNotMade() {
        var problems: [String] = []
        let previous = GestureRecognizer.problemHandler
        GestureRecognizer.problemHandler = { problems.append($0) }
        defer { GestureRecognizer.problemHandler = previous }
        let recognizer = GestureRecognizer()
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
        #expect(problems == ["GestureRecognizer: a gesture recognizer cannot go from possible to changed"])
    }

    @Test func aRecognizerRemovedInItsOwnActionAndAViewRemovedMidGesture() {
        weak var released: GestureRecognizer?
        do {
            let pan = PanGestureRecognizer()
            let (simulator, view, _) = setUp(pan)
            pan.addAction { recognizer in
                if recognizer.state == .changed { view.removeGestureRecognizer(recognizer) }
            }
            let touch = simulator.touchDown(at: CGPoint(x: 50, y: 50))
            simulator.move(touch, to: CGPoint(x: 80, y: 50))
            simulator.move(touch, to: CGPoint(x: 100, y: 50))
            view.removeFromSuperview()
            simulator.move(touch, to: CGPoint(x: 120, y: 50))
            simulator.touchUp(touch)
            #expect(view.gestureRecognizers.isEmpty)
            released = pan
        }
        #expect(released == nil)
    }
}

import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

/// A view that redirects one action to a helper responder.
@MainActor
final class RedirectingView: View {
    var helper: Responder?
    override func target(forAction action: ActionName, withSender sender: Any?) -> Responder? {
        if action == "save", let helper { return helper }
        return super.target(forAction: action, withSender: sender)
    }
}

/// A controller that declines "save" while it is busy.
@MainActor
final class BusyController: ViewController {
    var busy = true
    var saves = 0
    override init() {
        super.init()
        registerAction("save", BusyController.save)
    }
    func save() { saves += 1 }
    override func canPerformAction(_ action: ActionName, withSender sender: Any?) -> Bool {
        if action == "save" && busy { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}

@MainActor
@Suite struct ApplicationTests {
    /// window → controller.view → [button, editor]; the button sends "save" with a nil target.
    func makeScreen() -> (Scene, RecordingController, Control, KeyView) {
        let scene = Scene()
        let controller = RecordingController()
        let button = Control(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let editor = KeyView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        controller.view.addSubview(button)
        controller.view.addSubview(editor)
        scene.window.rootViewController = controller
        button.addTarget(nil, action: "save", for: .touchUpInside)
        return (scene, controller, button, editor)
    }

    // MARK: - Nil-targeted actions

    @Test func aNilTargetedActionReachesTheViewController() {
        let (scene, controller, _, _) = makeScreen()
        scene.simulator.tap(at: CGPoint(x: 50, y: 20))
        #expect(controller.log == ["save"])
    }

    @Test func theFirstResponderIsAskedFirst() {
        let (scene, controller, _, editor) = makeScreen()
        editor.registerAction("save", KeyView.noteSave)
        #expect(editor.becomeFirstResponder())
        scene.simulator.tap(at: CGPoint(x: 50, y: 20))
        #expect(editor.log == ["save"])
        #expect(controller.log.isEmpty)
    }

    @Test func theWalkContinuesFromTheFirstResponderUpItsChain() {
        let (scene, controller, _, editor) = makeScreen()
        #expect(editor.becomeFirstResponder())  // does not perform "save"; its controller does
        scene.simulator.tap(at: CGPoint(x: 50, y: 20))
        #expect(controller.log == ["save"])
    }

    @Test func sendActionReportsWhetherAnyonePerformedIt() {
        let (scene, _, button, _) = makeScreen()
        #expect(scene.application.sendAction("save", to: nil, from: button, for: nil))
        #expect(scene.application.sendAction("open", to: nil, from: button, for: nil) == false)
        #expect(scene.application.sendAction("save", to: nil, from: nil, for: nil) == false)  // nowhere to start
    }

    @Test func theDelegateIsTheLastResort() {
        let (scene, _, button, _) = makeScreen()
        let delegate = DynamicResponder()
        scene.application.delegate = delegate
        #expect(scene.application.sendAction("dyn.about", to: nil, from: button, for: nil))
        #expect(delegate.performed == ["dyn.about"])
    }

    @Test func canPerformActionCanDeclineSoTheWalkGoesOn() {
        let scene = Scene()
        let outer = RecordingController()
        let inner = BusyController()
        outer.view.addSubview(inner.view)
        let button = Control(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inner.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        inner.view.addSubview(button)
        scene.window.rootViewController = outer
        button.addTarget(nil, action: "save", for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(inner.saves == 0 && outer.log == ["save"])
        inner.busy = false
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(inner.saves == 1 && outer.log == ["save"])
    }

    @Test func targetForActionCanRedirect() {
        let scene = Scene()
        let view = RedirectingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let helper = RecordingController()
        view.helper = helper
        let button = Control(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(button)
        scene.window.addSubview(view)
        // The walk starts at the button, whose default asks its superview, which redirects.
        #expect(scene.application.sendAction("save", to: nil, from: button, for: nil))
        #expect(helper.log == ["save"])
    }

    @Test func aNamedActionWithATypedTargetGoesToThatResponder() {
        let (scene, controller, button, _) = makeScreen()
        let other = RecordingController()
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.addTarget(other, action: "close", for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 50, y: 20))
        #expect(other.log == ["close from Control"])
        #expect(controller.log.isEmpty)
        // A target that does not perform the name gets nothing, and nothing else does either.
        #expect(scene.application.sendAction("open", to: other, from: button, for: nil) == false)
        #expect(scene.application.sendAction("save", to: TapCounter(), from: button, for: nil) == false)
    }

    @Test func controlsOverridingSendActionSeeEveryTargetAction() {
        final class Gate: Control {
            var seen: [String] = []
            var open = false
            override func sendAction(_ action: ActionName, to target: AnyObject?, for event: BarKit.Event?) {
                seen.append("\(action) to \(target == nil ? "nil" : "target")")
                if open { super.sendAction(action, to: target, for: event) }
            }
        }
        let scene = Scene()
        let controller = RecordingController()
        let gate = Gate(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        controller.view.addSubview(gate)
        scene.window.rootViewController = controller
        let counter = TapCounter()
        gate.addTarget(counter, action: TapCounter.tapped, name: "tap", for: .touchUpInside)
        gate.addTarget(nil, action: "save", for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(gate.seen == ["tap to target", "save to nil"])
        #expect(counter.log.isEmpty && controller.log.isEmpty)
        gate.open = true
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(counter.log == ["tapped"] && controller.log == ["save"])
    }

    // MARK: - Touch delivery

    /// A window with two logging views side by side: `left` at x 0–100, `right` at 100–200.
    func makeSideBySide() -> (Scene, LoggingView, LoggingView) {
        let scene = Scene()
        let left = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = LoggingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        scene.window.addSubview(left)
        scene.window.addSubview(right)
        return (scene, left, right)
    }

    @Test func aTouchStaysWithTheViewItBeganOn() {
        let (scene, left, right) = makeSideBySide()
        let touch = scene.simulator.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(touch.view === left)
        scene.simulator.move(touch, to: CGPoint(x: 150, y: 50))
        left.frame.origin.x = 300  // moving the view does not re-route the touch either
        scene.simulator.touchUp(touch)
        #expect(left.log == ["began 1", "moved", "ended"])
        #expect(right.log.isEmpty)
        #expect(touch.phase == .ended)
        #expect(touch.location(in: right) == CGPoint(x: 50, y: 50))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 150, y: 50))
    }

    @Test func anEventGivenATouchMoreThanOnceDeliversItOnce() {
        let (scene, left, right) = makeSideBySide()
        let a = Touch(location: CGPoint(x: 50, y: 50), window: scene.window, timestamp: 1)
        let b = Touch(location: CGPoint(x: 150, y: 50), window: scene.window, timestamp: 1)
        let event = Event(touches: [a, b, a, b, a], timestamp: 1)
        #expect(event.allTouches == [a, b])
        #expect(event.orderedTouches.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        scene.application.sendEvent(event)
        #expect(left.log == ["began 1"])
        #expect(right.log == ["began 1"])
        #expect(a.view === left && b.view === right)
    }

    @Test func anEventWithTouchesInTwoWindowsGivesEachWindowItsOwn() {
        let scene = Scene()
        let other = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: scene.application)
        let here = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let there = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(here)
        other.addSubview(there)
        let a = Touch(location: CGPoint(x: 50, y: 50), window: scene.window, timestamp: 1)
        let b = Touch(location: CGPoint(x: 50, y: 50), window: other, timestamp: 1)
        scene.application.sendEvent(Event(touches: [a, b], timestamp: 1))
        #expect(here.log == ["began 1"])
        #expect(there.log == ["began 1"])
        #expect(a.view === here && b.view === there)
    }

    @Test func theWindowLaysOutBeforeHitTesting() {
        final class Column: View {
            let item = LoggingView(frame: .zero)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(item)
            }
            required init?(coder: Coder) { nil }
            override func layoutSubviews() {
                item.frame = CGRect(x: 0, y: bounds.height - 20, width: bounds.width, height: 20)
            }
        }
        let scene = Scene()
        let column = Column(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scene.window.addSubview(column)
        scene.simulator.tap(at: CGPoint(x: 50, y: 190))
        #expect(column.item.log == ["began 1", "ended"])
    }

    @Test func unhandledTouchesTravelUpToTheControllerAndBeyond() {
        let scene = Scene()
        let controller = RecordingController()
        let leaf = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        leaf.passesOn = true
        controller.view.addSubview(leaf)
        scene.window.rootViewController = controller
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(leaf.log == ["began 1", "ended"])
        #expect(controller.log == ["touchesBegan"])  // it handles began and lets the rest go on

        let delegate = LoggingResponder()
        scene.application.delegate = delegate
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(delegate.log == ["touchesEnded"])
    }

    @Test func aTouchOutsideEveryViewGoesNowhere() {
        let scene = Scene(size: CGSize(width: 100, height: 100))
        let delegate = LoggingResponder()
        scene.application.delegate = delegate
        let touch = scene.simulator.touchDown(at: CGPoint(x: 150, y: 50))
        scene.simulator.move(touch, to: CGPoint(x: 50, y: 50))
        scene.simulator.touchUp(touch)
        #expect(touch.view == nil)
        #expect(delegate.log.isEmpty)
    }

    @Test func twoFingersOnTwoViewsAreDeliveredSeparately() {
        let (scene, left, right) = makeSideBySide()
        let a = scene.simulator.touchDown(at: CGPoint(x: 50, y: 50))
        let b = scene.simulator.touchDown(at: CGPoint(x: 150, y: 50))
        scene.simulator.move(b, to: CGPoint(x: 160, y: 50))  // a is stationary: not delivered
        scene.simulator.touchUp(a)
        scene.simulator.touchUp(b)
        #expect(left.log == ["began 1", "ended"])
        #expect(right.log == ["began 1", "moved", "ended"])
    }

    @Test func theEventListsItsTouchesByViewAndWindow() {
        final class Inspector: View {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
                counts = [
                    event?.allTouches?.count ?? -1, event?.touches(for: self)?.count ?? -1,
                    window.flatMap { event?.touches(for: $0)?.count } ?? -1,
                ]
            }
        }
        let scene = Scene()
        let a = Inspector(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = View(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        scene.window.addSubview(a)
        scene.window.addSubview(b)
        scene.simulator.touchDown(at: CGPoint(x: 150, y: 50))
        scene.simulator.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(a.counts == [2, 1, 2])
    }

    @Test func aViewRemovedDuringATouchGetsItCancelledOnce() {
        let scene = Scene()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        let touch = scene.simulator.touchDown(at: CGPoint(x: 50, y: 50))
        view.removeFromSuperview()
        scene.simulator.move(touch, to: CGPoint(x: 60, y: 50))
        scene.simulator.touchUp(touch)
        #expect(view.log == ["began 1", "cancelled"])
        #expect(touch.view == nil && touch.phase == .cancelled)
    }

    @Test func touchesAndActionsTravelATenThousandDeepChain() {
        let scene = Scene(size: CGSize(width: 100, height: 100))
        let controller = RecordingController()
        scene.window.rootViewController = controller
        var tip: View = controller.view
        for _ in 0..<10_000 {
            let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            tip.addSubview(child)
            tip = child
        }
        let button = Control(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        tip.addSubview(button)
        button.addTarget(nil, action: "save", for: .touchUpInside)
        let plain = LoggingView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        plain.passesOn = true
        tip.addSubview(plain)

        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.log == ["save"])
        scene.simulator.tap(at: CGPoint(x: 60, y: 60))
        #expect(controller.log == ["save", "touchesBegan"])
        #expect(scene.application.sendAction("open", to: nil, from: button, for: nil) == false)
    }

    // MARK: - Presses

    @Test func pressesGoToTheFirstResponderThenUpTheChain() {
        let scene = Scene()
        let controller = RecordingController()
        let editor = KeyView(frame: .zero)
        editor.handlesPresses = false
        controller.view.addSubview(editor)
        scene.window.rootViewController = controller
        let delegate = LoggingResponder()
        scene.application.delegate = delegate
        #expect(editor.becomeFirstResponder())
        scene.simulator.press(Key(characters: "a", keyCode: .keyboardA))
        #expect(editor.log == ["began a", "ended"])
        #expect(delegate.log == ["pressesBegan a", "pressesEnded a"])
    }

    @Test func withoutAFirstResponderPressesGoToTheKeyWindow() {
        let scene = Scene()
        let other = Window(frame: .zero, application: scene.application)
        let delegate = LoggingResponder()
        scene.application.delegate = delegate
        other.makeKeyAndVisible()
        #expect(other.isKeyWindow && !scene.window.isKeyWindow)
        #expect(scene.application.windows.count == 2)
        let press = scene.simulator.keyDown(Key(characters: "⌘", modifierFlags: .command, keyCode: .keyboardEscape))
        #expect(press.responder === other)
        #expect(delegate.log == ["pressesBegan ⌘"])
    }

    @Test func aPressStaysWithTheResponderItBeganOn() {
        let scene = Scene()
        let a = KeyView(frame: .zero)
        let b = KeyView(frame: .zero)
        scene.window.addSubview(a)
        scene.window.addSubview(b)
        #expect(a.becomeFirstResponder())
        let press = scene.simulator.keyDown(Key(characters: "x", keyCode: KeyboardHIDUsage(rawValue: 0x1B)))
        #expect(b.becomeFirstResponder())
        scene.simulator.keyUp(press)
        #expect(a.log == ["began x", "ended"])
        #expect(b.log.isEmpty)
    }

    // MARK: - Synthesising

    @Test func applicationTapSendsBeganThenEnded() {
        let scene = Scene()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(view)
        scene.application.tap(at: CGPoint(x: 5, y: 5), in: scene.window)
        scene.application.tap(at: CGPoint(x: 5, y: 5), in: scene.window)
        #expect(view.log == ["began 1", "ended", "began 1", "ended"])
    }

    @Test func theSimulatorCountsTapsAndKeepsTime() {
        let scene = Scene()
        let s = scene.simulator
        let first = s.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(first.timestamp == 0.05 && first.tapCount == 1)
        s.touchUp(first)
        #expect(first.timestamp == 0.1)
        let second = s.touchDown(at: CGPoint(x: 30, y: 10))
        #expect(second.tapCount == 2)
        s.touchUp(second)
        let far = s.touchDown(at: CGPoint(x: 200, y: 10))
        #expect(far.tapCount == 1)
        s.drag(far, to: CGPoint(x: 200, y: 200), steps: 4)
        #expect(far.location(in: nil) == CGPoint(x: 200, y: 200))
        #expect(far.previousLocation(in: nil) == CGPoint(x: 200, y: 152.5))
        s.touchUp(far)
        let afterDrag = s.touchDown(at: CGPoint(x: 200, y: 200))
        #expect(afterDrag.tapCount == 1)  // a drag is not a tap
    }
}

extension KeyView {
    func noteSave() { log.append("save") }
}

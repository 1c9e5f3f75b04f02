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

/// A plain (non-responder) target with the three method shapes.
@MainActor
final class TapCounter {
    var log: [String] = []
    func tapped() { log.append("tapped") }
    func tappedControl(_ sender: Control) { log.append("sender \(sender.tag)") }
    func tappedWithEvent(_ sender: Control, _ event: BarKit.Event?) {
        let touches = event?.allTouches?.count ?? -1
        log.append("sender \(sender.tag) touches \(touches)")
    }
    func other() { log.append("other") }
}

/// A control subclass, so typed senders can be checked.
@MainActor
final class Toggle: Control {
    var isOn = false
    func flip() { isOn.toggle() }
}

@MainActor
final class ToggleWatcher {
    var seen: [Bool] = []
    func toggled(_ sender: Toggle) { seen.append(sender.isOn) }
}

@MainActor
@Suite struct ControlTargetActionTests {
    func makeControl(tag: Int = 7) -> (Scene, Control) {
        let scene = Scene()
        let control = Control(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        control.tag = tag
        scene.window.addSubview(control)
        return (scene, control)
    }

    // MARK: - The three forms

    @Test func closuresMethodsAndNamesAllFireOnATap() {
        let (scene, control) = makeControl()
        let counter = TapCounter()
        var order: [String] = []
        control.addAction(Action { _ in order.append("closure") }, for: .touchUpInside)
        control.addTarget(counter, action: TapCounter.tapped, for: .touchUpInside)
        let controller = RecordingController()
        controller.view.addSubview(control)
        scene.window.rootViewController = controller
        control.addTarget(nil, action: "save", for: .touchUpInside)
        controller.onSave = { order.append("named") }
        counter.log = []
        control.addAction(Action { _ in order.append("after") }, for: .touchUpInside)

        scene.simulator.tap(at: CGPoint(x: 50, y: 20))
        #expect(order == ["closure", "named", "after"])
        #expect(counter.log == ["tapped"])
    }

    @Test func methodFormsReceiveTheSenderAndTheEvent() {
        let (scene, control) = makeControl(tag: 3)
        let counter = TapCounter()
        control.addTarget(counter, action: TapCounter.tapped, for: .touchDown)
        control.addTarget(counter, action: TapCounter.tappedControl, for: .touchDown)
        control.addTarget(counter, action: TapCounter.tappedWithEvent, for: .touchDown)
        scene.simulator.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(counter.log == ["tapped", "sender 3", "sender 3 touches 1"])

        counter.log = []
        control.sendActions(for: .touchDown)
        #expect(counter.log == ["tapped", "sender 3", "sender 3 touches -1"])
    }

    @Test func theSenderIsTypedAsTheReceiver() {
        let toggle = Toggle(frame: .zero)
        let watcher = ToggleWatcher()
        toggle.addTarget(watcher, action: ToggleWatcher.toggled, for: .valueChanged)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        #expect(watcher.seen == [true])
    }

    @Test func actionsKnowTheirSenderOnlyWhileRunning() {
        let (scene, control) = makeControl()
        var senders: [Bool] = []
        let action = Action(title: "Go") { [weak control] action in
            senders.append(action.sender as? Control === control)
        }
        control.addAction(action, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(senders == [true])
        #expect(action.sender == nil)
        #expect(action.title == "Go")
    }

    // MARK: - Identity

    @Test func theSameLineRunTwiceRegistersOnce() {
        let (scene, control) = makeControl()
        let counter = TapCounter()
        for _ in 0..<3 { control.addTarget(counter, action: TapCounter.tapped, for: .touchUpInside) }
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(counter.log == ["tapped"])
        #expect(control.actions(forTarget: counter, forControlEvent: .touchUpInside)?.count == 1)
    }

    @Test func registrationsFromTwoPlacesAreIdenticalWhenNamedAlike() {
        let (scene, control) = makeControl()
        let counter = TapCounter()
        control.addTarget(counter, action: TapCounter.tapped, name: "tap", for: .touchUpInside)
        control.addTarget(counter, action: TapCounter.tapped, name: "tap", for: [.touchUpInside, .touchDown])
        control.addTarget(counter, action: TapCounter.tapped, for: .touchUpInside)  // unnamed: its own call site
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(counter.log == ["tapped", "tapped", "tapped"])  // touchDown once, touchUpInside twice
        let names = control.actions(forTarget: counter, forControlEvent: .touchUpInside) ?? []
        #expect(names.count == 2)
        #expect(names.first == "tap")
        #expect(names.last?.rawValue.hasPrefix("BarKitTests/ControlTargetActionTests.swift:") == true)
    }

    @Test func aNameStandsForOneMethodPerTarget() {
        let (scene, control) = makeControl()
        let counter = TapCounter()
        control.addTarget(counter, action: TapCounter.tapped, name: "go", for: [.touchDown, .touchUpInside])
        control.addTarget(counter, action: TapCounter.other, name: "go", for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(counter.log == ["other", "other"])
    }

    @Test func identicalNamedRegistrationsAreStoredOnce() {
        let (_, control) = makeControl()
        control.addTarget(nil, action: "save", for: .touchUpInside)
        control.addTarget(nil, action: "save", for: .touchUpInside)
        control.addTarget(nil, action: "save", for: [.touchUpInside, .touchDown])
        var count = 0
        control.enumerateEventHandlers { _, _, _, _ in count += 1 }
        #expect(count == 2)
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOldOneInPlace() {
        let (scene, control) = makeControl()
        var log: [String] = []
        control.addAction(Action(identifier: "a") { _ in log.append("a1") }, for: .touchUpInside)
        control.addAction(Action(identifier: "b") { _ in log.append("b") }, for: .touchUpInside)
        control.addAction(Action(identifier: "a") { _ in log.append("a2") }, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["a2", "b"])
    }

    // MARK: - Removing and inspecting

    @Test func removingActionsByIdentifierAndForSomeEvents() {
        let (_, control) = makeControl()
        var log: [String] = []
        let a = Action(identifier: "a") { _ in log.append("a") }
        control.addAction(a, for: [.touchDown, .touchUpInside])
        control.addAction(Action(identifier: "b") { _ in log.append("b") }, for: .touchUpInside)
        control.removeAction(a, for: .touchDown)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log == ["a", "b"])
        control.removeAction(identifiedBy: "b", for: .allEvents)
        control.removeAction(identifiedBy: "a", for: .touchUpInside)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func removingTargets() {
        let (_, control) = makeControl()
        let one = TapCounter()
        let two = TapCounter()
        control.addTarget(one, action: TapCounter.tapped, name: "t", for: [.touchDown, .touchUpInside])
        control.addTarget(one, action: TapCounter.other, name: "o", for: .touchUpInside)
        control.addTarget(two, action: TapCounter.tapped, name: "t", for: .touchUpInside)
        control.addTarget(nil, action: "t", for: .touchUpInside)
        #expect(control.allTargets.count == 2)

        control.removeTarget(one, action: "t", for: .touchDown)
        #expect(control.actions(forTarget: one, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: one, forControlEvent: .touchUpInside) == ["t", "o"])

        control.removeTarget(nil, action: "t", for: .allEvents)  // every target, nil included
        #expect(control.actions(forTarget: one, forControlEvent: .touchUpInside) == ["o"])
        #expect(control.actions(forTarget: two, forControlEvent: .touchUpInside) == nil)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)

        control.removeTarget(one, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func removeTargetLeavesClosuresAlone() {
        let (_, control) = makeControl()
        control.addAction(Action { _ in }, for: .touchUpInside)
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test func enumerateEventHandlersListsAllThreeFormsAndStops() {
        let (_, control) = makeControl()
        let counter = TapCounter()
        control.addAction(Action(title: "x") { _ in }, for: .touchDown)
        control.addTarget(counter, action: TapCounter.tapped, name: "tap", for: .touchUpInside)
        control.addTarget(nil, action: "save", for: .valueChanged)
        var seen: [String] = []
        control.enumerateEventHandlers { action, pair, event, _ in
            if let action { seen.append("action \(action.title) \(event)") }
            if let pair { seen.append("\(pair.target == nil ? "nil" : "target") \(pair.action) \(event)") }
        }
        #expect(seen == ["action x touchDown", "target tap touchUpInside", "nil save valueChanged"])

        var visited = 0
        control.enumerateEventHandlers { _, _, _, stop in
            visited += 1
            stop = true
        }
        #expect(visited == 1)
    }

    // MARK: - Weak targets

    @Test func aReleasedTargetIsNotCalledAndNotKept() {
        let (scene, control) = makeControl()
        weak var released: TapCounter?
        var calls = 0
        do {
            let counter = TapCounter()
            released = counter
            control.addTarget(counter, action: TapCounter.tapped, for: .touchUpInside)
            control.addAction(Action { _ in calls += 1 }, for: .touchUpInside)
            #expect(control.allTargets.count == 1)
        }
        #expect(released == nil)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(calls == 1)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents == .touchUpInside)  // only the closure is left
    }

    @Test func aControlTargetingItselfIsNotKeptAlive() {
        weak var released: Toggle?
        do {
            let toggle = Toggle(frame: .zero)
            released = toggle
            toggle.addTarget(toggle, action: Toggle.flip, for: .touchDown)
            toggle.addTarget(nil, action: "save", for: .touchUpInside)
        }
        #expect(released == nil)
    }

    // MARK: - Re-entrancy

    @Test func anActionCanRemoveTheControlFromItsWindow() {
        let (scene, control) = makeControl()
        var log: [String] = []
        control.addAction(
            Action { action in
                (action.sender as? Control)?.removeFromSuperview()
                log.append("removed")
            }, for: .touchUpInside)
        control.addAction(
            Action { action in
                log.append("still sent, window \((action.sender as? View)?.window == nil ? "nil" : "set")")
            }, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["removed", "still sent, window nil"])
        #expect(!control.isHighlighted && !control.isTracking)
        // The window no longer finds it.
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.count == 2)
    }

    @Test func aControlRemovedDuringItsTouchGetsTheTouchCancelled() {
        let (scene, control) = makeControl()
        let log = ControlEventLog(control)
        control.addAction(Action { action in (action.sender as? Control)?.removeFromSuperview() }, for: .touchDown)
        let touch = scene.simulator.touchDown(at: CGPoint(x: 10, y: 10))
        scene.simulator.move(touch, to: CGPoint(x: 12, y: 10))
        scene.simulator.touchUp(touch)
        #expect(log.entries == ["touchDown+h", "touchCancel"])
        #expect(!control.isHighlighted)
    }

    @Test func anActionCanRemoveItsOwnAndLaterRegistrations() {
        let (scene, control) = makeControl()
        let counter = TapCounter()
        var log: [String] = []
        control.addAction(
            Action(identifier: "first") { action in
                log.append("first")
                let sender = action.sender as? Control
                sender?.removeAction(identifiedBy: "first", for: .touchUpInside)
                sender?.removeTarget(counter, action: nil, for: .allEvents)
            }, for: .touchUpInside)
        control.addTarget(counter, action: TapCounter.tapped, for: .touchUpInside)
        control.addAction(Action { _ in log.append("last") }, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["first", "last"])
        #expect(counter.log.isEmpty)  // removed before its turn came
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["first", "last", "last"])
    }

    @Test func aRegistrationAddedDuringDispatchFiresFromTheNextEvent() {
        let (scene, control) = makeControl()
        var log: [String] = []
        control.addAction(
            Action(identifier: "adder") { action in
                log.append("adder")
                (action.sender as? Control)?.addAction(
                    Action(identifier: "added") { _ in log.append("added") }, for: .touchUpInside)
            }, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["adder"])
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["adder", "adder", "added"])
    }

    @Test func aRegistrationReplacedDuringDispatchRunsItsNewAction() {
        let (scene, control) = makeControl()
        var log: [String] = []
        control.addAction(
            Action(identifier: "replacer") { action in
                log.append("replacer")
                (action.sender as? Control)?.addAction(
                    Action(identifier: "later") { _ in log.append("new later") }, for: .touchUpInside)
            }, for: .touchUpInside)
        control.addAction(Action(identifier: "later") { _ in log.append("old later") }, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["replacer", "new later"])
    }

    @Test func aRegistrationRemovedAndAddedAgainDuringDispatchWaitsForTheNextEvent() {
        let (scene, control) = makeControl()
        var log: [String] = []
        var round = 0
        control.addAction(
            Action(identifier: "mover") { action in
                log.append("mover")
                round += 1
                guard round == 1, let sender = action.sender as? Control else { return }
                sender.removeAction(identifiedBy: "moved", for: .touchUpInside)
                sender.addAction(Action(identifier: "moved") { _ in log.append("moved") }, for: .touchUpInside)
            }, for: .touchUpInside)
        control.addAction(Action(identifier: "moved") { _ in log.append("moved") }, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["mover"])
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["mover", "mover", "moved"])
    }

    @Test func disablingTheControlInTouchDownSuppressesTheRest() {
        let (scene, control) = makeControl()
        let log = ControlEventLog(control)
        control.addAction(Action { action in (action.sender as? Control)?.isEnabled = false }, for: .touchDown)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["touchDown+h"])
        #expect(!control.isHighlighted)
    }

    // MARK: - A control that is its own target

    @Test func aControlCanBeItsOwnTarget() {
        let scene = Scene()
        let toggle = Toggle(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        scene.window.addSubview(toggle)
        toggle.addTarget(toggle, action: Toggle.flip, name: "flip", for: .touchUpInside)
        #expect(toggle.allTargets.count == 1 && toggle.allTargets[0] === toggle)
        #expect(toggle.actions(forTarget: toggle, forControlEvent: .touchUpInside) == ["flip"])
        scene.simulator.tap(at: CGPoint(x: 50, y: 20))
        #expect(toggle.isOn)
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 50, y: 20))
        #expect(!toggle.isOn)
        toggle.removeTarget(toggle, action: "flip", for: .touchUpInside)
        #expect(toggle.allTargets.isEmpty)
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 50, y: 20))
        #expect(!toggle.isOn)
    }

    @Test func aControlTargetingItselfIsStillReleased() {
        weak var released: Toggle?
        do {
            let toggle = Toggle(frame: .zero)
            toggle.addTarget(toggle, action: Toggle.flip, for: .touchUpInside)
            toggle.addTarget(toggle, action: "flip", for: .valueChanged)
            released = toggle
        }
        #expect(released == nil)
    }
}

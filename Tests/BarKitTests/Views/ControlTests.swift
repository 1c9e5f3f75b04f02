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

/// A control that logs its tracking override points and can refuse to track.
@MainActor
final class TrackingLogControl: Control {
    var calls: [String] = []
    var keepsTracking = true
    var beginsTracking = true

    override func beginTracking(_ touch: Touch, with event: BarKit.Event?) -> Bool {
        calls.append("begin \(Int(touch.location(in: self).x))")
        return beginsTracking
    }
    override func continueTracking(_ touch: Touch, with event: BarKit.Event?) -> Bool {
        calls.append("continue \(Int(touch.location(in: self).y))")
        return keepsTracking
    }
    override func endTracking(_ touch: Touch?, with event: BarKit.Event?) { calls.append("end") }
    override func cancelTracking(with event: BarKit.Event?) { calls.append("cancel") }
}

@MainActor
@Suite struct ControlTests {
    /// A scene with a 100×40 control at (100, 100): bounds maxY 140 in window coordinates is y = 140.
    func makeControl() -> (Scene, Control, ControlEventLog) {
        let scene = Scene()
        let control = Control(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        scene.window.addSubview(control)
        return (scene, control, ControlEventLog(control))
    }

    @Test func eventAndStateValuesAreUIKits() {
        #expect(Control.Event.touchDown.rawValue == 1)
        #expect(Control.Event.touchDownRepeat.rawValue == 2)
        #expect(Control.Event.touchDragInside.rawValue == 4)
        #expect(Control.Event.touchDragOutside.rawValue == 8)
        #expect(Control.Event.touchDragEnter.rawValue == 16)
        #expect(Control.Event.touchDragExit.rawValue == 32)
        #expect(Control.Event.touchUpInside.rawValue == 64)
        #expect(Control.Event.touchUpOutside.rawValue == 128)
        #expect(Control.Event.touchCancel.rawValue == 256)
        #expect(Control.Event.valueChanged.rawValue == 4096)
        #expect(Control.Event.primaryActionTriggered.rawValue == 8192)
        #expect(Control.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(Control.State.normal.rawValue == 0)
        #expect(Control.State.highlighted.rawValue == 1)
        #expect(Control.State.disabled.rawValue == 2)
        #expect(Control.State.selected.rawValue == 4)
        #expect(Control.State.focused.rawValue == 8)
        #expect(Control.ContentHorizontalAlignment.trailing.rawValue == 5)
        #expect(Control.ContentVerticalAlignment.fill.rawValue == 3)
        #expect("\(Control.Event([.touchUpInside, .touchDown]))" == "touchDown|touchUpInside")
    }

    @Test func stateFollowsTheFlags() {
        let control = Control(frame: .zero)
        #expect(control.state == .normal)
        control.isHighlighted = true
        control.isSelected = true
        #expect(control.state == [.highlighted, .selected])
        control.isEnabled = false
        #expect(control.state == [.highlighted, .selected, .disabled])
        #expect("\(control.state)" == "highlighted|disabled|selected")
        #expect(control.description.contains("enabled = NO"))
    }

    @Test func tapInside() {
        let (scene, control, log) = makeControl()
        let touch = scene.simulator.touchDown(at: CGPoint(x: 150, y: 120))
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        scene.simulator.touchUp(touch)
        #expect(log.entries == ["touchDown+h", "touchUpInside"])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    }

    @Test func dragOutPastSeventyPointsAndBack() {
        let (scene, control, log) = makeControl()
        let s = scene.simulator
        let touch = s.touchDown(at: CGPoint(x: 150, y: 120))
        s.move(touch, to: CGPoint(x: 150, y: 209))  // 69 points below the bounds: still inside
        s.move(touch, to: CGPoint(x: 150, y: 210))  // 70 below: the widened rect's edge is outside
        #expect(!control.isHighlighted && !control.isTouchInside)
        s.move(touch, to: CGPoint(x: 150, y: 260))
        s.move(touch, to: CGPoint(x: 31, y: 120))  // 69 left of the bounds: inside again
        #expect(control.isHighlighted && control.isTouchInside)
        s.touchUp(touch)
        #expect(
            log.entries == [
                "touchDown+h",
                "touchDragInside+h",
                "touchDragOutside", "touchDragExit",
                "touchDragOutside",
                "touchDragInside+h", "touchDragEnter+h",
                "touchUpInside",
            ])
    }

    @Test func releaseOutsideSendsTouchUpOutside() {
        let (scene, control, log) = makeControl()
        let s = scene.simulator
        let touch = s.touchDown(at: CGPoint(x: 150, y: 120))
        s.move(touch, to: CGPoint(x: 150, y: 300))
        s.touchUp(touch)
        #expect(log.entries == ["touchDown+h", "touchDragOutside", "touchDragExit", "touchUpOutside"])
        #expect(!control.isHighlighted)
    }

    @Test func liftingWithinTheMarginWithoutMovingCountsAsInside() {
        let (scene, _, log) = makeControl()
        let touch = scene.simulator.touchDown(at: CGPoint(x: 150, y: 120))
        scene.simulator.touchUp(touch, at: CGPoint(x: 269, y: 120))  // 69 right of the bounds
        #expect(log.entries == ["touchDown+h", "touchUpInside"])
    }

    @Test func cancelSendsTouchCancelAndUnhighlights() {
        let (scene, control, log) = makeControl()
        let touch = scene.simulator.touchDown(at: CGPoint(x: 150, y: 120))
        scene.simulator.cancel(touch)
        #expect(log.entries == ["touchDown+h", "touchCancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func doubleTapSendsTouchDownRepeat() {
        let (scene, _, log) = makeControl()
        scene.simulator.doubleTap(at: CGPoint(x: 150, y: 120))
        #expect(
            log.entries == [
                "touchDown+h", "touchUpInside",
                "touchDown+h", "touchDownRepeat+h", "touchUpInside",
            ])
    }

    @Test func tapsTooFarApartInTimeAreNotRepeats() {
        let (scene, _, log) = makeControl()
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.entries == ["touchDown+h", "touchUpInside", "touchDown+h", "touchUpInside"])
    }

    @Test func disabledControlIgnoresTouchesAndPassesThemOn() {
        let scene = Scene()
        let container = LoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let control = Control(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        container.addSubview(control)
        scene.window.addSubview(container)
        let log = ControlEventLog(control)
        control.isEnabled = false

        // Still the hit view: touches do not fall through to what is behind it...
        #expect(scene.window.hitTest(CGPoint(x: 150, y: 120), with: nil) === control)
        let touch = scene.simulator.touchDown(at: CGPoint(x: 150, y: 120))
        #expect(!control.isHighlighted && !control.isTracking)
        scene.simulator.move(touch, to: CGPoint(x: 160, y: 120))
        scene.simulator.touchUp(touch)
        // ...but the control sends nothing and its superview gets the touch instead.
        #expect(log.entries.isEmpty)
        #expect(container.log == ["began 1", "moved", "ended"])
    }

    @Test func disablingDuringATouchEndsTrackingSilently() {
        let scene = Scene()
        let control = TrackingLogControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        scene.window.addSubview(control)
        let log = ControlEventLog(control)
        let touch = scene.simulator.touchDown(at: CGPoint(x: 150, y: 120))
        control.isEnabled = false
        #expect(!control.isHighlighted && !control.isTracking)
        scene.simulator.move(touch, to: CGPoint(x: 150, y: 125))
        control.isEnabled = true
        scene.simulator.touchUp(touch)
        #expect(log.entries == ["touchDown+h"])
        #expect(control.calls == ["begin 50", "cancel"])
        // The next touch is tracked normally.
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.entries == ["touchDown+h", "touchDown+h", "touchUpInside"])
    }

    @Test func trackingOverridePointsAreCalledInOrder() {
        let scene = Scene()
        let control = TrackingLogControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        scene.window.addSubview(control)
        let s = scene.simulator
        let touch = s.touchDown(at: CGPoint(x: 110, y: 120))
        s.move(touch, to: CGPoint(x: 110, y: 130))
        s.touchUp(touch)
        #expect(control.calls == ["begin 10", "continue 30", "end"])

        control.calls = []
        let cancelled = s.touchDown(at: CGPoint(x: 110, y: 120))
        s.cancel(cancelled)
        #expect(control.calls == ["begin 10", "cancel"])
    }

    @Test func refusingToTrackStopsTheTrackingCallsButNotTheEvents() {
        let scene = Scene()
        let control = TrackingLogControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        control.beginsTracking = false
        scene.window.addSubview(control)
        let log = ControlEventLog(control)
        let touch = scene.simulator.touchDown(at: CGPoint(x: 110, y: 120))
        #expect(!control.isTracking && control.isHighlighted)
        scene.simulator.move(touch, to: CGPoint(x: 110, y: 130))
        scene.simulator.touchUp(touch)
        #expect(control.calls == ["begin 10"])
        #expect(log.entries == ["touchDown+h", "touchDragInside+h", "touchUpInside"])

        // continueTracking returning false stops later continue/end calls.
        control.beginsTracking = true
        control.keepsTracking = false
        control.calls = []
        let second = scene.simulator.touchDown(at: CGPoint(x: 110, y: 120))
        scene.simulator.move(second, to: CGPoint(x: 110, y: 130))
        scene.simulator.move(second, to: CGPoint(x: 110, y: 131))
        scene.simulator.touchUp(second)
        #expect(control.calls == ["begin 10", "continue 30"])
    }

    @Test func aSecondFingerIsIgnoredWhileTracking() {
        let (scene, control, log) = makeControl()
        let s = scene.simulator
        let first = s.touchDown(at: CGPoint(x: 110, y: 120))
        let second = s.touchDown(at: CGPoint(x: 190, y: 120))
        s.touchUp(second)
        #expect(control.isHighlighted && control.isTracking)
        s.touchUp(first)
        #expect(log.entries == ["touchDown+h", "touchUpInside"])
    }

    @Test func subclassesObserveHighlightWithDidSet() {
        final class Observing: Control {
            var seen: [Bool] = []
            override var isHighlighted: Bool { didSet { seen.append(isHighlighted) } }
        }
        let scene = Scene()
        let control = Observing(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.window.addSubview(control)
        scene.simulator.tap(at: CGPoint(x: 25, y: 25))
        #expect(control.seen == [true, false])
    }

    @Test func decodesStateAlignmentAndNamedActionsFromADocument() throws {
        let document = try ViewDocument(
            jsonString: """
                {"class": "Control", "frame": [0, 0, 80, 30], "isSelected": true, "isEnabled": false,
                 "contentHorizontalAlignment": "leading", "contentVerticalAlignment": "bottom",
                 "actions": {"touchUpInside": "save", "touchDown": ["press", "note"]}}
                """)
        let control = try #require(document.rootView as? Control)
        #expect(control.state == [.selected, .disabled])
        #expect(control.contentHorizontalAlignment == .leading)
        #expect(control.effectiveContentHorizontalAlignment == .left)
        #expect(control.contentVerticalAlignment == .bottom)
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchDown) == ["press", "note"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save"])
    }

    @Test func documentErrorsNameTheKey() {
        #expect(throws: DocumentError.self) {
            try ViewDocument(jsonString: #"{"class": "Control", "contentVerticalAlignment": "middle"}"#)
        }
        do {
            _ = try ViewDocument(jsonString: #"{"class": "Control", "actions": {"tap": "save"}}"#)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("\"tap\" is not a control event name"))
        }
    }
}

import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarWidgets

/// Touches on controls and views inside a scroll view (Behaviors §10).
@MainActor
@Suite struct ScrollViewTouchTests {
    /// A scroll scene with a button at (20, 100, 160, 60) in the content.
    func makeScene() -> (ScrollScene, Button, ControlEventLog) {
        let s = ScrollScene()
        let button = Button(frame: CGRect(x: 20, y: 100, width: 160, height: 60))
        button.setTitle("Press", for: .normal)
        s.scrollView.addSubview(button)
        return (s, button, ControlEventLog(button))
    }

    @Test func aQuickDragOnAButtonScrollsAndTheButtonNeverSeesIt() {
        let (s, _, log) = makeScene()
        // Moves of 6 pt every 10 ms: the pan starts at 12 pt, 20 ms in, before the 0.15 s delay.
        s.drag(from: CGPoint(x: 100, y: 130), by: CGPoint(x: 0, y: -60), steps: 10, interval: 0.01)
        #expect(log.entries.isEmpty, "\(log.entries)")
        #expect(s.scrollView.contentOffset.y > 40)
    }

    @Test func aTapOnAButtonReachesIt() {
        let (s, button, log) = makeScene()
        s.simulator.tap(button)
        #expect(log.entries.contains("touchUpInside"), "\(log.entries)")
        #expect(s.scrollView.contentOffset.y == 0)
    }

    @Test func aTouchHeldPastTheDelayReachesTheButtonAndKeepsItAgainstADrag() {
        let (s, button, log) = makeScene()
        let touch = s.simulator.touchDown(at: CGPoint(x: 100, y: 130))
        #expect(!button.isHighlighted, "held back")
        s.simulator.advance(by: 0.2)
        #expect(button.isHighlighted, "delivered after the delay")
        #expect(log.entries == ["touchDown+h"])
        s.simulator.drag(touch, to: CGPoint(x: 100, y: 60), steps: 5)
        #expect(s.scrollView.contentOffset.y == 0, "a control keeps its touch")
        s.simulator.touchUp(touch)
        // 70 pt up is within the control's tracking margin: the press lands.
        #expect(log.entries.contains("touchUpInside"), "\(log.entries)")
        #expect(!log.entries.contains("touchCancel"))
    }

    @Test func aScrollViewThatMayCancelControlsTakesTheTouchAndCancelsIt() {
        final class Taking: ScrollView {
            override func touchesShouldCancel(in view: View) -> Bool { true }
        }
        let s = ScrollScene()
        s.scrollView.removeFromSuperview()
        let scrollView = Taking(frame: s.scrollView.frame)
        scrollView.contentSize = CGSize(width: 200, height: 3000)
        s.window.addSubview(scrollView)
        let button = Button(frame: CGRect(x: 20, y: 100, width: 160, height: 60))
        scrollView.addSubview(button)
        let log = ControlEventLog(button)
        let touch = s.simulator.touchDown(at: CGPoint(x: 100, y: 130))
        s.simulator.advance(by: 0.2)
        s.simulator.drag(touch, to: CGPoint(x: 100, y: 60), steps: 5)
        #expect(log.entries.first == "touchDown+h")
        #expect(log.entries.last == "touchCancel", "\(log.entries)")
        #expect(!button.isHighlighted)
        #expect(scrollView.contentOffset.y > 0)
        s.simulator.touchUp(touch)
        #expect(!log.entries.contains("touchUpInside"))
    }

    @Test func withCanCancelContentTouchesOffNoDragTakesATrackedTouch() {
        let s = ScrollScene()
        s.scrollView.canCancelContentTouches = false
        let plain = TouchLogView(frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        s.scrollView.addSubview(plain)
        let touch = s.simulator.touchDown(at: CGPoint(x: 100, y: 130))
        s.simulator.advance(by: 0.2)
        s.simulator.drag(touch, to: CGPoint(x: 100, y: 60), steps: 5)
        #expect(s.scrollView.contentOffset.y == 0)
        s.simulator.touchUp(touch)
        #expect(plain.log.first == "began" && plain.log.last == "ended")
    }

    @Test func aPlainViewsTouchIsCancelledByADragAfterTheDelay() {
        let s = ScrollScene()
        let plain = TouchLogView(frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        s.scrollView.addSubview(plain)
        let touch = s.simulator.touchDown(at: CGPoint(x: 100, y: 130))
        s.simulator.advance(by: 0.2)
        s.simulator.drag(touch, to: CGPoint(x: 100, y: 60), steps: 5)
        s.simulator.touchUp(touch)
        #expect(plain.log.first == "began" && plain.log.last == "cancelled", "\(plain.log)")
        #expect(s.scrollView.contentOffset.y > 0)
    }

    @Test func withoutTheDelayTheButtonSeesTheTouchAtOnce() {
        let (s, button, log) = makeScene()
        s.scrollView.delaysContentTouches = false
        let touch = s.simulator.touchDown(at: CGPoint(x: 100, y: 130))
        #expect(button.isHighlighted)
        s.simulator.touchUp(touch)
        #expect(log.entries.contains("touchUpInside"))
    }

    @Test func touchesShouldBeginCanKeepTouchesFromTheContent() {
        final class Refusing: ScrollView {
            override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
                !(view is Button)
            }
        }
        let s = ScrollScene()
        let scrollView = Refusing(frame: s.scrollView.frame)
        s.scrollView.removeFromSuperview()
        scrollView.contentSize = CGSize(width: 200, height: 3000)
        s.window.addSubview(scrollView)
        let button = Button(frame: CGRect(x: 20, y: 100, width: 160, height: 60))
        scrollView.addSubview(button)
        let log = ControlEventLog(button)
        s.simulator.tap(button)
        scrollView.delaysContentTouches = false
        s.simulator.tap(button)
        #expect(log.entries.isEmpty, "\(log.entries)")
    }

    @Test func nestedScrollViewsOnCrossingAxesEachTakeTheirOwnDrags() {
        let s = ScrollScene()
        let row = ScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 80))
        row.contentSize = CGSize(width: 1000, height: 80)
        s.scrollView.addSubview(row)
        // Sideways: the inner scroll view.
        s.drag(from: CGPoint(x: 150, y: 140), by: CGPoint(x: -100, y: 5), pause: 0.3)
        #expect(row.contentOffset.x > 50 && s.scrollView.contentOffset.y == 0)
        // Up and down: the outer one, even starting on the inner.
        s.drag(from: CGPoint(x: 150, y: 160), by: CGPoint(x: 5, y: -100), pause: 0.3)
        #expect(s.scrollView.contentOffset.y > 50)
        #expect(row.contentOffset.x == 90, "unchanged")
    }
}

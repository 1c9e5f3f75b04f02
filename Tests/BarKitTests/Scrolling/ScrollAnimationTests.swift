import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarViews
@testable import BarWidgets

/// A scroll view's motion runs on the animation engine: one display link while anything moves, one
/// rule for frames, and nothing left on the clock when the scroll view goes.
@MainActor
@Suite struct ScrollAnimationTests {
    @Test func oneDisplayLinkMovesADecelerationAndAViewAnimationTogether() throws {
        let s = ScrollScene()
        let box = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .red
        s.window.addSubview(box)
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -150), steps: 15)
        #expect(s.scrollView.isDecelerating)
        View.animate(withDuration: 0.5) {
            box.alpha = 0.2
            box.frame.origin.x = 110
        }
        let animator = try #require(s.window.application.storedAnimator)
        let link = try #require(animator.link)
        #expect(animator.frameHandlers.count == 1, "the deceleration is a frame handler, not a link of its own")
        #expect(s.scrollView.motion?.link.isActive == true)
        #expect(animator.states.count == 1)
        // Both move in the same frames, from the same link.
        s.simulator.advance(by: 0.25)
        #expect(animator.link === link)
        #expect(s.scrollView.isDecelerating)
        #expect(box.presentationAlpha > 0.2 && box.presentationAlpha < 1)
        s.wait(10)
        #expect(!s.scrollView.isDecelerating)
        #expect(box.presentationAlpha == 0.2 && box.presentationFrame.minX == 110)
        #expect(animator.link == nil && animator.frameHandlers.isEmpty && animator.states.isEmpty)
    }

    @Test func aScrollViewReleasedMidDecelerationIsFreedAndLeavesNoTimerOnTheClock() throws {
        let s = ScrollScene()
        weak var released: ScrollView?
        weak var indicator: View?
        weak var link: DisplayLink?
        do {
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            scrollView.contentSize = CGSize(width: 200, height: 5000)
            s.scrollView.removeFromSuperview()
            s.window.addSubview(scrollView)
            s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -150), steps: 10, interval: 0.005)
            s.simulator.advance(by: 0.1)
            #expect(scrollView.isDecelerating)
            indicator = scrollView.indicators?.vertical
            link = s.window.application.storedAnimator?.link
            scrollView.removeFromSuperview()
            released = scrollView
        }
        #expect(link != nil)
        s.simulator.advance(by: 1.0 / 60)
        #expect(released == nil, "nothing keeps a decelerating scroll view alive")
        #expect(indicator == nil)
        let animator = try #require(s.window.application.storedAnimator)
        #expect(animator.frameHandlers.isEmpty && animator.link == nil)
        #expect(link == nil, "the clock let go of the display link: its repeating item is cancelled")
    }

    @Test func anAnimatedOffsetInterruptedByATouchStopsWhereItIsDrawn() throws {
        let s = ScrollScene()
        let log = ScrollDelegateLog()
        s.scrollView.delegate = log
        _ = s.window.render()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        s.simulator.advance(by: 0.1)
        _ = s.window.render()
        let drawn = s.scrollView.contentOffset.y
        #expect(drawn > 0 && drawn < 600)
        // The touch lands before the next frame.
        s.simulator.stepInterval = 0.001
        let touch = s.simulator.touchDown(at: CGPoint(x: 100, y: 150))
        #expect(s.scrollView.contentOffset.y == drawn, "it stays where the last frame drew it")
        s.wait(1)
        #expect(s.scrollView.contentOffset.y == drawn)
        s.simulator.touchUp(touch)
        s.wait(1)
        #expect(s.scrollView.contentOffset.y == drawn)
        #expect(log.calls == ["didScroll"], "an interrupted animation does not say it ended")
        #expect(s.window.application.storedAnimator?.frameHandlers.isEmpty == true)
    }

    @Test func theDelegateHearsEachEndOnce() {
        // A fling into the bottom edge: it decelerates, bounces and ends once.
        let s = ScrollScene(contentSize: CGSize(width: 200, height: 600))
        let log = ScrollDelegateLog()
        s.scrollView.delegate = log
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -150), steps: 10, interval: 0.005)
        s.wait(5)
        #expect(s.scrollView.contentOffset.y == 300)
        #expect(log.calls.filter { $0 == "willBeginDecelerating" }.count == 1)
        #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(log.calls.last == "didEndDecelerating")
        // An animated change replaced by another: only the second ends, once.
        let second = ScrollDelegateLog()
        s.scrollView.delegate = second
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        s.simulator.advance(by: 0.1)
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        s.wait(2)
        #expect(s.scrollView.contentOffset.y == 100)
        #expect(second.calls == ["didScroll", "didEndScrollingAnimation"])
        #expect(!s.scrollView.isDecelerating)
    }

    @Test func theIndicatorsFadeAsAnAlphaAnimation() throws {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -100), pause: 0.3)
        let indicators = try #require(s.scrollView.indicators)
        s.simulator.advance(by: 0.5 + 0.125 + 0.5 / 60)
        // Half way through the 0.25 s linear fade: the model is already 0, the screen shows ~half.
        #expect(indicators.vertical.alpha == 0)
        #expect(abs(indicators.vertical.presentationAlpha - 0.5) < 0.05)
        #expect(s.window.application.storedAnimator?.link != nil)
        // A new drag shows them at once, ending the fade.
        let touch = s.simulator.touchDown(at: CGPoint(x: 100, y: 250))
        for i in 1...5 { s.simulator.move(touch, to: CGPoint(x: 100, y: 250 - CGFloat(i) * 5)) }
        #expect(indicators.vertical.alpha == 1 && indicators.vertical.presentationAlpha == 1)
        s.simulator.touchUp(touch)
        s.wait(10)
        #expect(indicators.vertical.alpha == 0 && indicators.vertical.presentationAlpha == 0)
        #expect(s.window.application.storedAnimator?.link == nil)
    }

    @Test func framesOfADecelerationWithAnAnimatingSubviewEqualAFullRedraw() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 240, height: 200), application: Application())
        window.backgroundColor = Color(white: 0.9)
        let simulator = EventSimulator(window: window)
        let scrollView = ScrollView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 200, height: 60 * 30)
        for i in 0..<60 {
            let row = View(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 200, height: 30))
            row.backgroundColor = Color(red: CGFloat(i % 5) / 5, green: 0.6, blue: 0.9)
            scrollView.addSubview(row)
        }
        let badge = View(frame: CGRect(x: 30, y: 40, width: 40, height: 40))
        badge.backgroundColor = Color(red: 1, green: 0.2, blue: 0.1, alpha: 0.7)
        scrollView.addSubview(badge)
        window.addSubview(scrollView)
        _ = try window.render(scale: 2)
        let touch = simulator.touchDown(at: CGPoint(x: 100, y: 150))
        for i in 1...12 {
            simulator.move(touch, to: CGPoint(x: 100, y: 150 - CGFloat(i) * 7))
            _ = try window.render(scale: 2)
        }
        simulator.touchUp(touch)
        View.animate(withDuration: 0.4) {
            badge.frame = CGRect(x: 120, y: 300, width: 60, height: 30)
            badge.alpha = 0.5
        }
        for frame in 0..<30 {
            simulator.advance(by: 1.0 / 60)
            let partial = try window.render(scale: 2)
            window.setNeedsFullRender()
            let full = try window.render(scale: 2)
            #expect(partial.difference(from: full, tolerance: 0).differingPixelCount == 0, "frame \(frame)")
        }
        #expect(scrollView.contentOffset.y > 60)
    }
}

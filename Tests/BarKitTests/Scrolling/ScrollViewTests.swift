import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarWidgets

@MainActor
@Suite struct ScrollViewTests {
    @Test func theContentOffsetIsTheBoundsOriginAndMovesTheContent() {
        let s = ScrollScene()
        let row = View(frame: CGRect(x: 0, y: 400, width: 200, height: 40))
        s.scrollView.addSubview(row)
        s.scrollView.contentOffset = CGPoint(x: 0, y: 350)
        #expect(s.scrollView.bounds.origin == CGPoint(x: 0, y: 350))
        #expect(row.convert(CGPoint.zero, to: s.window) == CGPoint(x: 0, y: 50))
        #expect(s.window.hitTest(CGPoint(x: 10, y: 60), with: nil) === row)
        // Not clamped when set, as in UIKit; non-finite values are ignored.
        s.scrollView.contentOffset = CGPoint(x: 0, y: -80)
        #expect(s.scrollView.contentOffset.y == -80)
        s.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
        #expect(s.scrollView.contentOffset.y == -80)
    }

    @Test func theOffsetLimitsFollowTheInsetsAndTheSafeArea() {
        let s = ScrollScene(contentSize: CGSize(width: 200, height: 1000))
        let v = s.scrollView
        v.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(v.minimumContentOffset == CGPoint(x: 0, y: -20))
        #expect(v.maximumContentOffset == CGPoint(x: 0, y: 1000 + 30 - 300))
        #expect(v.clampedContentOffset(CGPoint(x: 50, y: 5000)) == CGPoint(x: 0, y: 730))
        // The window's safe area joins the vertical insets (the content scrolls vertically only).
        s.window.windowSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 4, right: 5)
        s.window.layoutIfNeeded()
        #expect(v.adjustedContentInset == EdgeInsets(top: 30, left: 0, bottom: 34, right: 0))
        v.contentInsetAdjustmentBehavior = .always
        #expect(v.adjustedContentInset == EdgeInsets(top: 30, left: 5, bottom: 34, right: 5))
        v.contentInsetAdjustmentBehavior = .never
        #expect(v.adjustedContentInset == v.contentInset)
        // Content shorter than the view rests at the top.
        v.contentSize = CGSize(width: 200, height: 100)
        #expect(v.maximumContentOffset == v.minimumContentOffset)
        #expect(!v.canScrollVertically)
    }

    @Test func aFlingTravelsTheDecayDistanceAtEachRate() {
        for (rate, expected) in [(ScrollView.DecelerationRate.normal, 499.5), (.fast, 99.5)] {
            let s = ScrollScene(contentSize: CGSize(width: 200, height: 100_000))
            s.scrollView.decelerationRate = rate
            s.scrollView.contentOffset = CGPoint(x: 0, y: 5000)
            let log = ScrollDelegateLog()
            s.scrollView.delegate = log
            // 10 pt every 10 ms: 1,000 pt/s upwards, so the content moves on down the list.
            s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -150), steps: 15)
            let released = s.scrollView.contentOffset.y
            #expect(abs((log.reportedVelocity?.y ?? 0) - 1) < 1e-6, "points per millisecond")
            #expect(abs((log.reportedTarget?.y ?? 0) - (released + CGFloat(expected))) < 0.5)
            s.wait()
            #expect(abs(s.scrollView.contentOffset.y - released - CGFloat(expected)) < 1, "\(rate)")
            #expect(!s.scrollView.isDecelerating)
        }
    }

    @Test func theDelegateHearsADragAFlingAndTheStopInUIKitsOrder() {
        let s = ScrollScene()
        let log = ScrollDelegateLog()
        s.scrollView.delegate = log
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -100))
        #expect(s.scrollView.isDecelerating)
        s.wait()
        #expect(
            log.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
    }

    @Test func aDragThatStopsBeforeLiftingDoesNotDecelerate() {
        let s = ScrollScene()
        let log = ScrollDelegateLog()
        s.scrollView.delegate = log
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -100), pause: 0.3)
        #expect(!s.scrollView.isDecelerating)
        #expect(log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        // The content kept pace with the finger after the pan's 10-point start.
        #expect(s.scrollView.contentOffset.y == 90)
    }

    @Test func pastTheEdgeTheContentRubberBandsAndSpringsBack() {
        let s = ScrollScene()
        var shown: [CGFloat] = []
        let touch = s.simulator.touchDown(at: CGPoint(x: 100, y: 20))
        for y in stride(from: CGFloat(40), through: 220, by: 20) {
            s.simulator.move(touch, to: CGPoint(x: 100, y: y))
            shown.append(-s.scrollView.contentOffset.y)
        }
        // The first move starts the pan; each later 20 pt shows less than 20 pt, ever less.
        let steps = zip(shown.dropFirst(), shown).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 > 0 && $0 < 20 })
        #expect(zip(steps.dropFirst(), steps).allSatisfy { $0 <= $1 + 1 })
        // The pan began at the first move (and starts from there): the nine moves after it drag
        // 180 pt past the top edge, which shows the rubber band's amount, to the pixel.
        #expect(abs(shown.last! - ScrollPhysics.rubberBand(180, dimension: 300)) <= 0.5)
        s.simulator.advance(by: 0.3)
        s.simulator.touchUp(touch)
        #expect(s.scrollView.isDecelerating)
        s.wait(1)
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(!s.scrollView.isDecelerating)
    }

    @Test func withoutBouncesTheContentStopsAtTheEdges() {
        let s = ScrollScene()
        s.scrollView.bounces = false
        s.drag(from: CGPoint(x: 100, y: 20), by: CGPoint(x: 0, y: 200))
        #expect(s.scrollView.contentOffset.y == 0)
        // A fling towards the bottom stops there.
        s.scrollView.contentOffset = CGPoint(x: 0, y: 2600)
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -200), steps: 10, interval: 0.005)
        s.wait()
        #expect(s.scrollView.contentOffset.y == 2700)
    }

    @Test func aFlingPastTheEndBouncesBackToTheEdge() {
        let s = ScrollScene()
        s.scrollView.contentOffset = CGPoint(x: 0, y: 2500)
        var furthest: CGFloat = 0
        final class Watch: ScrollViewDelegate {
            var action: (ScrollView) -> Void = { _ in }
            func scrollViewDidScroll(_ scrollView: ScrollView) { action(scrollView) }
        }
        let watch = Watch()
        watch.action = { furthest = max(furthest, $0.contentOffset.y) }
        s.scrollView.delegate = watch
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -150), steps: 10, interval: 0.005)
        s.wait()
        #expect(furthest > 2700, "the content went past the end")
        #expect(s.scrollView.contentOffset.y == 2700)
    }

    @Test func pagingSettlesOnPageBoundaries() {
        let s = ScrollScene(contentSize: CGSize(width: 1000, height: 300))
        s.scrollView.isPagingEnabled = true
        // A slow drag less than half a page returns; past half a page goes on.
        s.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: -80, y: 0), pause: 0.3)
        s.wait()
        #expect(s.scrollView.contentOffset.x == 0)
        s.drag(from: CGPoint(x: 180, y: 100), by: CGPoint(x: -130, y: 0), pause: 0.3)
        s.wait()
        #expect(s.scrollView.contentOffset.x == 200)
        // A quick flick goes one page, however fast.
        s.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: -60, y: 0), steps: 6, interval: 0.005)
        s.wait()
        #expect(s.scrollView.contentOffset.x == 400)
        // The last page is the content's end.
        s.scrollView.contentOffset = CGPoint(x: 800, y: 0)
        s.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: -60, y: 0), steps: 6, interval: 0.005)
        s.wait()
        #expect(s.scrollView.contentOffset.x == 800)
    }

    @Test func aDelegateThatRewritesTheTargetGetsItsOffset() {
        let s = ScrollScene()
        let log = ScrollDelegateLog()
        log.rewriteTarget = { proposed in CGPoint(x: 0, y: (proposed.y / 44).rounded() * 44) }
        s.scrollView.delegate = log
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -120))
        s.wait()
        let target = log.reportedTarget.map { ($0.y / 44).rounded() * 44 }
        #expect(target != nil && s.scrollView.contentOffset.y == target)
        #expect(s.scrollView.contentOffset.y.truncatingRemainder(dividingBy: 44) == 0)
    }

    @Test func anAnimatedOffsetChangeEndsWhereAskedAndSaysSo() {
        let s = ScrollScene()
        let log = ScrollDelegateLog()
        s.scrollView.delegate = log
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(s.scrollView.contentOffset.y == 0)
        s.simulator.advance(by: 0.15)
        let halfway = s.scrollView.contentOffset.y
        #expect(halfway > 100 && halfway < 500)
        s.wait(1)
        #expect(s.scrollView.contentOffset.y == 600)
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleMovesTheLeastWithinTheLimits() {
        let s = ScrollScene()
        let v = s.scrollView
        v.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(v.contentOffset.y == 0, "already visible")
        v.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: false)
        #expect(v.contentOffset.y == 750, "its bottom at the view's bottom")
        v.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(v.contentOffset.y == 500, "its top at the view's top")
        v.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 10, height: 500), animated: false)
        #expect(v.contentOffset.y == 2700, "not past the end")
    }

    @Test func aTouchStopsADecelerationWithoutEndingIt() {
        let s = ScrollScene()
        let log = ScrollDelegateLog()
        s.scrollView.delegate = log
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -100))
        s.simulator.advance(by: 0.1)
        let touch = s.simulator.touchDown(at: CGPoint(x: 100, y: 100))
        let stopped = s.scrollView.contentOffset.y
        #expect(!s.scrollView.isDecelerating && s.scrollView.isTracking)
        s.wait(1)
        #expect(s.scrollView.contentOffset.y == stopped)
        s.simulator.touchUp(touch)
        #expect(!log.calls.contains("didEndDecelerating"))
        #expect(!s.scrollView.isTracking)
    }

    @Test func theIndicatorsShowWhileScrollingThenFade() throws {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -100), pause: 0.3)
        let indicators = try #require(s.scrollView.indicators)
        #expect(indicators.vertical.alpha == 1 && !indicators.vertical.isHidden)
        #expect(indicators.horizontal.isHidden, "the content does not scroll sideways")
        // Its length is the visible fraction of the track (a tenth, 29.4 pt, is below the 36 pt
        // minimum); its place the offset's fraction of the track left.
        let track: CGFloat = 300 - 6
        #expect(indicators.vertical.frame.height == 36)
        let expectedY = 90 + 3 + (track - indicators.vertical.frame.height) * 90 / 2700
        #expect(abs(indicators.vertical.frame.minY - expectedY) < 1e-9)
        #expect(s.scrollView.subviews.last === indicators.vertical)
        s.simulator.advance(by: 0.4)
        #expect(indicators.vertical.alpha == 1)
        s.wait(1)
        #expect(indicators.vertical.alpha == 0)
        s.scrollView.contentSize.height = 600
        s.scrollView.flashScrollIndicators()
        #expect(indicators.vertical.alpha == 1)
        #expect(abs(indicators.vertical.frame.height - track / 2) < 1e-9, "half the content shows")
        s.wait(1)
        #expect(indicators.vertical.alpha == 0)
    }

    @Test func aScrollViewReleasedWhileItDeceleratesIsFreedAndStopsItsFrames() {
        let s = ScrollScene()
        weak var released: ScrollView?
        var frames = 0
        do {
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            scrollView.contentSize = CGSize(width: 200, height: 5000)
            final class Counter: ScrollViewDelegate {
                var count: () -> Void = {}
                func scrollViewDidScroll(_ scrollView: ScrollView) { count() }
            }
            let counter = Counter()
            counter.count = { frames += 1 }
            scrollView.delegate = counter
            s.scrollView.removeFromSuperview()
            s.window.addSubview(scrollView)
            s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -150), steps: 10, interval: 0.005)
            s.simulator.advance(by: 0.1)
            #expect(scrollView.isDecelerating)
            scrollView.removeFromSuperview()
            released = scrollView
            withExtendedLifetime(counter) {}
        }
        s.wait(1)
        #expect(released == nil, "nothing keeps a decelerating scroll view alive")
        let before = frames
        s.wait(1)
        #expect(frames == before)
    }

    @Test func scrollingDisabledIgnoresDrags() {
        let s = ScrollScene()
        s.scrollView.isScrollEnabled = false
        s.drag(from: CGPoint(x: 100, y: 250), by: CGPoint(x: 0, y: -100))
        #expect(s.scrollView.contentOffset.y == 0)
    }

    @Test func aDocumentDeclaresAScrollViewWithContent() throws {
        let document = try ViewDocument(
            jsonString: #"""
                {"class": "ScrollView", "frame": [0, 0, 200, 300], "contentSize": [200, 900],
                 "contentInset": [10, 0, 10, 0], "decelerationRate": "fast", "isPagingEnabled": true,
                 "bounces": false, "delaysContentTouches": false, "contentOffset": [0, 40],
                 "subviews": [{"class": "Label", "id": "title", "frame": [0, 0, 200, 40], "text": "Top"}]}
                """#)
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let view = try #require(document.rootView as? ScrollView)
        #expect(view.contentSize == CGSize(width: 200, height: 900))
        #expect(view.contentInset.top == 10 && view.decelerationRate == .fast)
        #expect(view.isPagingEnabled && !view.bounces && !view.delaysContentTouches && view.clipsToBounds)
        #expect(view.contentOffset == CGPoint(x: 0, y: 40))
        #expect(view.subviews.count == 1 && view.subviews[0] is Label)
    }

    @Test(arguments: [
        (#""decelerationRate": "slow""#, "decelerationRate", "\"normal\", \"fast\" or a number"),
        (#""decelerationRate": 2"#, "decelerationRate", "must lie in [0.5, 1)"),
        (#""contentSize": [10, -5]"#, "contentSize", "finite and not negative"),
        (#""contentInsetAdjustmentBehavior": "sometimes""#, "contentInsetAdjustmentBehavior", "one of"),
    ])
    func aBadScrollViewKeyNamesItsPath(entry: String, key: String, reason: String) {
        let json = #"{"class": "ScrollView", "# + entry + "}"
        expectInvalidDocumentValue(json, key: key, reason: reason)
    }
}

import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarViews
@testable import BarWidgets

/// A window holding one scroll view 200 × 300 of content `contentSize`, at the window's top left.
@MainActor
struct ScrollScene {
    let scene = Scene(size: CGSize(width: 200, height: 300))
    let scrollView: ScrollView
    var window: Window { scene.window }
    var simulator: EventSimulator { scene.simulator }

    init(contentSize: CGSize = CGSize(width: 200, height: 3000), frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 300)) {
        scrollView = ScrollView(frame: frame)
        scrollView.contentSize = contentSize
        scene.window.addSubview(scrollView)
        scene.window.layoutIfNeeded()
    }

    /// A drag from `start` by `distance` in `steps` moves of `interval` seconds each, then lifted at
    /// once (a fling) or after resting `pause` seconds.
    func drag(from start: CGPoint, by distance: CGPoint, steps: Int = 10, interval: TimeInterval = 0.01, pause: TimeInterval? = nil) {
        let saved = simulator.stepInterval
        simulator.stepInterval = interval
        defer { simulator.stepInterval = saved }
        let touch = simulator.touchDown(at: start)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            simulator.move(touch, to: CGPoint(x: start.x + distance.x * f, y: start.y + distance.y * f))
        }
        if let pause {
            simulator.stepInterval = pause
        }
        simulator.touchUp(touch)
    }

    /// Lets `seconds` of simulated time pass (decelerations, springs and fades run their frames).
    func wait(_ seconds: TimeInterval = 10) { simulator.advance(by: seconds) }
}

/// Records a scroll view delegate's calls, by name, in order (`didScroll` runs collapsed into one).
@MainActor
final class ScrollDelegateLog: ScrollViewDelegate {
    private(set) var calls: [String] = []
    var rewriteTarget: ((CGPoint) -> CGPoint)?
    private(set) var reportedVelocity: CGPoint?
    private(set) var reportedTarget: CGPoint?

    private func add(_ name: String) {
        if name == "didScroll", calls.last == "didScroll" { return }
        calls.append(name)
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) { add("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { add("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        add("willEndDragging")
        reportedVelocity = velocity
        reportedTarget = targetContentOffset
        if let rewriteTarget { targetContentOffset = rewriteTarget(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        add("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { add("didEndScrollingAnimation") }
}

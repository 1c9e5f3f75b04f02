import Foundation
import Testing

import BarKit
@testable import BarRendering
@testable import BarViews

/// A window of its own application with one 20 × 20 view at (0, 0), and its simulator: what the
/// animation tests move.
@MainActor
struct AnimationScene {
    let application = Application()
    let window: Window
    let simulator: EventSimulator
    let box: View

    init(size: CGSize = CGSize(width: 200, height: 100)) {
        window = Window(frame: CGRect(origin: .zero, size: size), application: application)
        window.backgroundColor = .white
        simulator = EventSimulator(window: window)
        box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .red
        window.addSubview(box)
    }

    /// Lets `seconds` of simulated time pass (display-link frames and scheduled work fire).
    func wait(_ seconds: TimeInterval) { simulator.advance(by: seconds) }

    /// A one-second linear animator that moves the box to x = 100, its completion logged as
    /// "done:POSITION" in `log`; not started.
    func slideAnimator(log: CompletionLog) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
        animator.addCompletion(log.position("done"))
        return animator
    }
}

/// A cubic Bézier's progress at time fraction `x`, solved independently of BarKit: the curve's
/// parameter found by bisection on x(t), then y(t).
func bisectedBezier(_ x: Double, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> Double {
    func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
        let middle = (low + high) / 2
        if coordinate(middle, p1x, p2x) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, p1y, p2y)
}

/// Records the calls of completion blocks, in order.
@MainActor
final class CompletionLog {
    private(set) var entries: [String] = []
    func block(_ name: String) -> (Bool) -> Void {
        { [weak self] finished in self?.entries.append("\(name):\(finished)") }
    }
    func position(_ name: String) -> (ViewAnimatingPosition) -> Void {
        { [weak self] position in self?.entries.append("\(name):\(position)") }
    }
}

/// The leftmost and rightmost columns of row `y` of `bitmap` whose pixel is mostly red (the scenes'
/// animated box).
func redColumns(_ bitmap: Bitmap, y: Int) -> ClosedRange<Int>? {
    let xs = (0..<bitmap.width).filter {
        let p = bitmap.pixel(x: $0, y: y)
        return p.red > 200 && p.green < 60 && p.blue < 60
    }
    guard let first = xs.first, let last = xs.last else { return nil }
    return first...last
}

import BarBenchScenes
import BarKit
import Foundation

/// hit-test and tap.
@MainActor
func eventCases(plan: RoundPlan) -> [Row] {
    var rows: [Row] = []
    let application = Application()
    for (side, goal) in [(10, 0.5), (40, 3.0)] {
        let window = Scene.barRows(side: side, application: application)
        let views = Scene.countViews(window)
        var random = SplitMix64(seed: UInt64(side))
        let size = window.bounds.size
        let points = (0..<20_000).map { _ in
            CGPoint(
                x: Double(random.next() % 1_000_000) / 1_000_000 * size.width,
                y: Double(random.next() % 1_000_000) / 1_000_000 * size.height)
        }
        var perCall: [Double] = []
        var hitControls = 0
        for round in 0..<(plan.warmup + plan.rounds) {
            var controls = 0
            let t = time {
                for point in points where window.hitTest(point, with: nil) is Control { controls += 1 }
            }
            hitControls = controls
            if round >= plan.warmup { perCall.append(t / Double(points.count)) }
        }
        let stats = Stats(perCall)
        rows.append(
            Row(
                name: "hit-test-\(views < 5_000 ? "1k" : "16k")", what: "hitTest at random points, \(views) views",
                items: points.count, barkit: stats, baseline: nil, figure: stats.scaled(1e6), unit: "µs",
                goal: "≤ \(goal) µs", met: stats.median * 1e6 <= goal,
                notes: [
                    "window → \(side) rows → \(side) bars each → items; \(hitControls) of \(points.count) points hit a button"
                ]))
    }

    // A whole tap through the application to a button's target.
    let target = TapTarget()
    let window = Scene.barRows(side: 10, application: application, target: target)
    var centers: [CGPoint] = []
    for row in window.subviews {
        for case let bar as BenchBar in row.subviews {
            for button in Scene.buttons(of: bar) {
                centers.append(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
            }
        }
    }
    let simulator = EventSimulator(window: window)
    let taps = 2_000
    var perTap: [Double] = []
    for round in 0..<(plan.warmup + plan.rounds) {
        let before = target.count
        let t = time {
            for i in 0..<taps {
                simulator.tap(at: centers[(i * 37) % centers.count])
            }
        }
        precondition(target.count - before == taps, "a tap did not reach its target")
        if round >= plan.warmup { perTap.append(t / Double(taps)) }
    }
    let stats = Stats(perTap)
    rows.append(
        Row(
            name: "tap", what: "touch down + up via Application to a target", items: taps, barkit: stats,
            baseline: nil, figure: stats.scaled(1e6), unit: "µs", goal: "≤ 5 µs", met: stats.median * 1e6 <= 5,
            notes: [
                "EventSimulator.tap on the bar items' buttons of a \(Scene.countViews(window))-view tree; "
                    + "each item sends a named action to its target"
            ]))

    // The same taps through a twin tree with three recognizers on each button's ancestors: a
    // single tap on its bar (which the button refuses, as UIKit's controls do), a long press on its
    // row and a pan on the window. Each fails, and the button's action still fires. The two trees
    // are tapped in alternating slices, so drift on the machine hits both alike.
    let recognizingTarget = TapTarget()
    let recognizing = Scene.barRows(side: 10, application: application, target: recognizingTarget)
    for row in recognizing.subviews {
        row.addGestureRecognizer(LongPressGestureRecognizer())
        for bar in row.subviews { bar.addGestureRecognizer(TapGestureRecognizer()) }
    }
    recognizing.addGestureRecognizer(PanGestureRecognizer())
    let recognizingSimulator = EventSimulator(window: recognizing)
    var plainTimes: [Double] = []
    var recognizingTimes: [Double] = []
    var ratios: [Double] = []
    let slice = 200
    for round in 0..<(plan.warmup + plan.rounds) {
        var plain = 0.0
        var withRecognizers = 0.0
        let before = recognizingTarget.count
        for s in 0..<(taps / slice) {
            let tapPlain = {
                for i in 0..<slice { simulator.tap(at: centers[((s * slice + i) * 37) % centers.count]) }
            }
            let tapRecognizing = {
                for i in 0..<slice { recognizingSimulator.tap(at: centers[((s * slice + i) * 37) % centers.count]) }
            }
            if (s + round) % 2 == 0 {
                plain += time(tapPlain)
                withRecognizers += time(tapRecognizing)
            } else {
                withRecognizers += time(tapRecognizing)
                plain += time(tapPlain)
            }
        }
        precondition(recognizingTarget.count - before == taps, "a tap did not reach its target")
        if round >= plan.warmup {
            plainTimes.append(plain / Double(taps))
            recognizingTimes.append(withRecognizers / Double(taps))
            ratios.append(withRecognizers / plain)
        }
    }
    rows.append(
        Row(
            name: "tap-with-recognizers", what: "the same taps, three recognizers on each button's ancestors",
            items: taps, barkit: Stats(recognizingTimes), baseline: Stats(plainTimes), figure: Stats(ratios),
            unit: "× tap", goal: "≤ 2 × tap", met: Stats(ratios).median <= 2,
            notes: [
                "a tap recognizer on each bar, a long press on each row, a pan on the window; baseline: tap on "
                    + "the same tree without them, in alternating slices of \(slice) taps"
            ]))
    return rows
}

/// The target of the bar items: counts the actions it performs.
@MainActor
final class TapTarget: Responder {
    var count = 0

    override init() {
        super.init()
        registerAction("tapped", TapTarget.tapped)
    }

    func tapped() { count += 1 }
}

import BarBenchScenes
import BarKit
import Foundation

/// layout-full, layout-one: the first layout of a 10,000-view tree, then one label changed.
@MainActor
func layoutCases(plan: RoundPlan) -> [Row] {
    let application = Application()
    var full: [Double] = []
    var viewCount = 0
    var tree: (window: Window, content: View)?
    // The text caches are warmed by the warm-up rounds (the same words in every tree).
    for round in 0..<(plan.warmup + plan.rounds) {
        tree = nil
        let built = Scene.barList(bars: 1_000, application: application)
        let t = time { built.window.layoutIfNeeded() }
        viewCount = Scene.countViews(built.window)
        if round >= plan.warmup { full.append(t / Double(viewCount)) }
        tree = built
    }
    guard let (window, content) = tree else { return [] }

    // One bar title changes (among a few texts, shaped before: the text caches stay warm).
    let bar = content.subviews[500] as! BenchBar
    let label = bar.subviews.compactMap { $0 as? Label }.first!
    let texts = (0..<8).map { "Folder \($0)" }
    for text in texts {
        label.text = text
        window.layoutIfNeeded()
    }
    let changes = 500
    var one: [Double] = []
    var onePercent: [Double] = []
    let fullMedian = Stats(full).median * Double(viewCount)
    var k = 0
    let layoutsBefore = bar.layoutCount
    for round in 0..<(plan.warmup + plan.rounds) {
        let t = time {
            for _ in 0..<changes {
                k += 1
                label.text = texts[k % texts.count]
                window.layoutIfNeeded()
            }
        }
        if round >= plan.warmup {
            one.append(t / Double(changes))
            onePercent.append(t / Double(changes) / fullMedian * 100)
        }
    }
    precondition(
        bar.layoutCount - layoutsBefore == changes * (plan.warmup + plan.rounds), "the bar did not lay out each change")
    let fullStats = Stats(full)
    return [
        Row(
            name: "layout-full", what: "first layoutIfNeeded of \(viewCount) views (1,000 bars)", items: viewCount,
            barkit: fullStats, baseline: nil, figure: fullStats.scaled(1e6), unit: "µs", goal: "≤ 1 µs per view",
            met: fullStats.median * 1e6 <= 1,
            notes: [
                "Bars of two title items, two glyph system items, two flexible spaces and a title label; "
                    + "shaped runs cached, label sizes not"
            ]),
        Row(
            name: "layout-one", what: "one bar title label's text changed, layoutIfNeeded", items: 1,
            barkit: Stats(one),
            baseline: nil, figure: Stats(onePercent), unit: "%", goal: "≤ 2 % of layout-full",
            met: Stats(onePercent).median <= 2),
    ]
}

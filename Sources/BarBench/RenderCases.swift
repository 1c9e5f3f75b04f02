import BarBenchScenes
import BarKit
import Foundation

/// render-full, render-dirty: a 1024 × 768 window of 40 bars against cairo alone drawing the same
/// rects, gradients and glyph runs.
@MainActor
func renderCases(plan: RoundPlan) -> [Row] {
    let application = Application()
    let (window, bars) = Scene.barGrid(application: application)
    window.layoutIfNeeded()

    // What BarKit draws, replayed by cairo alone; both results must be the same pixels.
    let recording = window._recordFullRender()
    let canvas = CCanvas(width: 1024, height: 768)
    canvas.load(recording)
    canvas.draw()
    let bitmap = window.render()
    let comparison = canvas.compare(with: bitmap)
    var notes = [
        "\(canvas.operationCount) operations (rect fills, gradients, glyph runs), \(canvas.glyphCount) glyphs",
        "pixels differing between BarKit and the C replay: \(comparison.differing) (largest channel difference \(comparison.largest))",
    ]

    let frames = 20
    var full: [Double] = []
    var baseline: [Double] = []
    var ratio: [Double] = []
    var withBitmap: [Double] = []
    for round in 0..<(plan.warmup + plan.rounds) {
        // Frame by frame, alternating which goes first, so both see the same load on the machine.
        var b = 0.0
        var r = 0.0
        for frame in 0..<frames {
            let times = timeInTurn(baselineFirst: (frame + round) % 2 == 0) {
                canvas.draw()
            } subject: {
                window.setNeedsFullRender()
                window._renderKeptFrame()
            }
            r += times.baseline
            b += times.subject
        }
        let m = time {
            for _ in 0..<frames {
                window.setNeedsFullRender()
                consume(window.render())
            }
        }
        if round >= plan.warmup {
            full.append(b / Double(frames))
            baseline.append(r / Double(frames))
            ratio.append(b / r)
            withBitmap.append(m / Double(frames))
        }
    }

    // One button highlighted, then not: each render redraws that button's region only.
    let button = Scene.buttons(of: bars[20])[0]
    window._renderKeptFrame()
    let changes = 200
    var dirty: [Double] = []
    var dirtyPercent: [Double] = []
    let fullMedian = Stats(full).median
    for round in 0..<(plan.warmup + plan.rounds) {
        let t = time {
            for _ in 0..<changes {
                button.isHighlighted.toggle()
                window._renderKeptFrame()
            }
        }
        if round >= plan.warmup {
            dirty.append(t / Double(changes))
            dirtyPercent.append(t / Double(changes) / fullMedian * 100)
        }
    }
    let region = window.lastRenderedRegion ?? [window.bounds]
    notes.append("region redrawn after a highlight: \(region.map { "\($0)" }.joined(separator: ", "))")

    let fullStats = Stats(full)
    return [
        Row(
            name: "render-full", what: "1024 × 768, 40 bars, whole window", items: 1, barkit: fullStats,
            baseline: Stats(baseline), figure: Stats(ratio), unit: "×C", goal: "≤ 1.3× C",
            met: Stats(ratio).median <= 1.3, notes: notes),
        Row(
            name: "render-dirty", what: "one button highlighted, render again", items: 1, barkit: Stats(dirty),
            baseline: nil, figure: Stats(dirtyPercent), unit: "%", goal: "≤ 5 % of render-full",
            met: Stats(dirtyPercent).median <= 5),
        Row(
            name: "render-bitmap", what: "render-full plus the copy into a Bitmap (render(scale:))", items: 1,
            barkit: Stats(withBitmap), baseline: Stats(baseline),
            figure: Stats(zip(withBitmap, baseline).map { $0 / $1 }), unit: "×C", goal: "(report)", met: nil),
    ]
}

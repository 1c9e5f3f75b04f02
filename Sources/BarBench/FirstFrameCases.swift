import BarBenchScenes
import BarKit
import Foundation

/// A screen of labels placed in rows by their intrinsic widths, as a user's `layoutSubviews` would
/// place them: wrapping at the right margin, and starting again near the top, a few points lower,
/// when the rows reach the bottom (so every label is drawn). `CFrame` places its labels by the
/// same rule.
final class FlowScreen: View {
    static let margin: CGFloat = 8
    static let gap: CGFloat = 12
    let rowHeight: CGFloat

    init(frame: CGRect, rowHeight: CGFloat) {
        self.rowHeight = rowHeight
        super.init(frame: frame)
    }

    required init?(coder: Coder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = FlowScreen.margin
        var x = margin
        var y = margin
        var pass = 0
        for label in subviews {
            let width = label.intrinsicContentSize.width
            if x > margin && x + width > bounds.width - margin {
                x = margin
                y += rowHeight
            }
            if y + rowHeight > bounds.height - margin {
                pass += 1
                x = margin
                y = margin + (CGFloat(pass) * 5).truncatingRemainder(dividingBy: rowHeight)
            }
            label.frame = CGRect(x: x, y: y, width: width, height: rowHeight)
            x += width + FlowScreen.gap
        }
    }
}

/// The window and the C canvas the first-frame cases draw on: 1024 × 768, 17 pt DejaVu Sans.
@MainActor
final class FirstFrameScene {
    let size = CGSize(width: 1024, height: 768)
    let application = Application()
    let window: Window
    let font = Font.systemFont(ofSize: 17)
    let rowHeight: CGFloat
    let canvas: CFrame

    init() {
        window = Window(frame: CGRect(origin: .zero, size: size), application: application)
        window.backgroundColor = .white
        rowHeight = font.lineHeight.rounded(.up)
        canvas = CFrame(size: size, font: font, family: "DejaVu Sans", rowHeight: rowHeight, ascender: font.ascender)
    }

    /// One BarKit first frame: new labels for `texts` on a new screen, laid out and drawn. The screen
    /// stays in the window; remove it to tear the frame down.
    func barKitFrame(_ texts: [String]) -> FlowScreen {
        let screen = FlowScreen(frame: window.bounds, rowHeight: rowHeight)
        for text in texts {
            let label = Label(frame: .zero)
            label.text = text
            screen.addSubview(label)
        }
        window.addSubview(screen)
        window.layoutIfNeeded()
        window._renderKeptFrame()
        return screen
    }
}

/// first-frame-N, same-texts-again: what a user waits for when a screen of new labels appears —
/// labels made, measured in layout and drawn — against Pango + cairo (what GTK programs pay) and
/// HarfBuzz + cairo alone, in the same rounds.
@MainActor
func firstFrameCases(plan: RoundPlan) -> [Row] {
    let scene = FirstFrameScene()
    let size = scene.size
    let window = scene.window
    let canvas = scene.canvas
    let barKitFrame = scene.barKitFrame

    var rows: [Row] = []
    for count in [100, 1_000, 5_000] {
        let texts = Corpus.labels(count: count)
        let utf16 = PackedStrings(texts)
        let utf8 = PackedUTF8(texts)
        // Frames per round: about 5,000 labels a round at every size.
        let frames = max(1, 5_000 / count)
        var notes: [String] = []

        // Round 0's check: BarKit put every label where HarfBuzz's widths put it, and drew the same.
        TextLayout.removeAllCachedRuns()
        let checked = barKitFrame(texts)
        canvas.harfBuzz(utf16)
        var misplaced = 0
        for (i, label) in checked.subviews.enumerated() {
            let c = canvas.label(i)
            if label.frame.minX != c.minX || label.frame.minY != c.minY || label.frame.width != c.width {
                misplaced += 1
            }
        }
        window.setNeedsFullRender()
        let differing = canvas.differingPixels(from: window.render())
        checked.removeFromSuperview()
        canvas.release()
        notes.append(
            "\(count) labels of the measure-cold texts (17 pt DejaVu Sans, five scripts), \(frames) frame(s) a round; "
                + "labels placed differently from HarfBuzz's widths: \(misplaced); pixels differing from the C "
                + "HarfBuzz frame: \(differing) of \(Int(size.width * size.height))")

        var barKit: [Double] = []
        var harfBuzz: [Double] = []
        var pango: [Double] = []
        for round in 0..<(plan.warmup + plan.rounds) {
            var b = 0.0
            var h = 0.0
            var p = 0.0
            for frame in 0..<frames {
                // Alternating which goes first, so all three see the same load on the machine.
                let barKitFirst = (frame + round) % 2 == 0
                if !barKitFirst {
                    h += time { sink.value += Double(canvas.harfBuzz(utf16)) }
                    canvas.release()
                    p += time { sink.value += Double(canvas.pango(utf8)) }
                    canvas.release()
                }
                TextLayout.removeAllCachedRuns()
                var screen: FlowScreen? = nil
                b += time { screen = barKitFrame(texts) }
                screen?.removeFromSuperview()
                screen = nil
                if barKitFirst {
                    p += time { sink.value += Double(canvas.pango(utf8)) }
                    canvas.release()
                    h += time { sink.value += Double(canvas.harfBuzz(utf16)) }
                    canvas.release()
                }
            }
            if round >= plan.warmup {
                let labels = Double(count * frames)
                barKit.append(b / labels)
                harfBuzz.append(h / labels)
                pango.append(p / labels)
            }
        }
        let overHarfBuzz = zip(barKit, harfBuzz).map { $0 / $1 }
        let overPango = zip(barKit, pango).map { $0 / $1 }
        rows.append(
            Row(
                name: "first-frame-\(count)", what: "\(count) new labels made, laid out and drawn, 1024 × 768",
                items: count, barkit: Stats(barKit), baseline: Stats(harfBuzz), figure: Stats(overHarfBuzz),
                unit: "×C", goal: "≤ 1.15× HarfBuzz + cairo", met: Stats(overHarfBuzz).median <= 1.15, notes: notes))
        rows.append(
            Row(
                name: "first-frame-\(count)-pango", what: "the same frame against Pango + cairo", items: count,
                barkit: Stats(barKit), baseline: Stats(pango), figure: Stats(overPango), unit: "×C",
                goal: "≤ 0.5× Pango + cairo", met: Stats(overPango).median <= 0.5,
                notes: ["a PangoLayout per label from one context, pango_layout_get_size, pango_cairo_show_layout"]))
    }
    rows.append(flatness(of: rows))
    rows += sameTextsAgain(window: window, rowHeight: scene.rowHeight, plan: plan)
    return rows
}

/// first-frame-flat: BarKit's cost per label at 5,000 labels over its cost at 100, in each round.
private func flatness(of rows: [Row]) -> Row {
    guard let small = rows.first(where: { $0.name == "first-frame-100" })?.barkit,
        let large = rows.first(where: { $0.name == "first-frame-5000" })?.barkit
    else { fatalError("first-frame rows missing") }
    let ratios = zip(large.samples, small.samples).map { $0 / $1 }
    return Row(
        name: "first-frame-flat", what: "per label at 5,000 labels ÷ per label at 100", items: 1, barkit: nil,
        baseline: nil, figure: Stats(ratios), unit: "×", goal: "≤ 1.2×", met: Stats(ratios).median <= 1.2)
}

/// same-texts-again-N: new labels for texts a screen just showed (a list scrolled back, a screen
/// rebuilt), measured, against the same texts measured with the caches empty, in the same round.
@MainActor
private func sameTextsAgain(window: Window, rowHeight: CGFloat, plan: RoundPlan) -> [Row] {
    var rows: [Row] = []
    for count in [1_000, 4_096] {
        let texts = Corpus.labels(count: count)
        var cold: [Double] = []
        var again: [Double] = []
        var ratio: [Double] = []
        var missesAgain = 0
        for round in 0..<(plan.warmup + plan.rounds) {
            // The first screen: labels measured with the caches empty (measure-cold), then drawn.
            TextLayout.removeAllCachedRuns()
            let first = newLabels(showing: texts)
            let c = time { for label in first { sink.value += label.intrinsicContentSize.width } }
            let screen = FlowScreen(frame: window.bounds, rowHeight: rowHeight)
            for label in first { screen.addSubview(label) }
            window.addSubview(screen)
            window.layoutIfNeeded()
            window._renderKeptFrame()
            screen.removeFromSuperview()
            // The same texts in new labels.
            let second = newLabels(showing: texts)
            let misses = ShapedRunCache.shared.statistics.misses
            let a = time { for label in second { sink.value += label.intrinsicContentSize.width } }
            if round >= plan.warmup {
                missesAgain += ShapedRunCache.shared.statistics.misses - misses
                cold.append(c / Double(count))
                again.append(a / Double(count))
                ratio.append(a / c)
            }
        }
        rows.append(
            Row(
                name: "same-texts-again-\(count)", what: "new labels for the \(count) texts a screen just showed",
                items: count, barkit: Stats(again), baseline: Stats(cold), figure: Stats(ratio), unit: "×",
                goal: "≤ 0.25× measure-cold", met: Stats(ratio).median <= 0.25,
                notes: [
                    "baseline: the same texts measured in new labels with the caches empty, in the same round; "
                        + "runs shaped again for the new labels over all rounds: \(missesAgain)"
                ]))
    }
    return rows
}

import BarKit
import BarViews
import CKiwiBaselines
import Foundation

/// autolayout-build, -resize, -text, -scaling: a screen of rows laid out by constraints, against
/// the same constraints fed to kiwi directly from C++ (kiwi as BarKit ships it; kiwi as released in
/// a note).
@MainActor
func autoLayoutCases(plan: RoundPlan) -> [Row] {
    var build: [Double] = []
    var kiwiBuild: [Double] = []
    var ratios: [Double] = []
    var screen: AutoLayoutScreen?
    for round in 0..<(plan.warmup + plan.rounds) {
        screen = nil
        let made = AutoLayoutScreen(rows: 250)
        let t = time { made.constrainAndLayOut() }
        let system = made.window.exportLayoutSystem()!
        let k = kiwiTime(system)
        if round >= plan.warmup {
            build.append(t / Double(made.viewCount))
            kiwiBuild.append(k / Double(made.viewCount))
            ratios.append(t / k)
        }
        screen = made
    }
    guard let screen else { return [] }
    // kiwi as released (no column index), on the same system: a note, three times.
    let released = screen.window.exportLayoutSystem()!
    let upstream = Stats((0..<3).map { _ in kiwiTime(released, upstream: true) / Double(screen.viewCount) })

    // Resize: the window gets narrower and wider; kiwi gets the same suggestions.
    let widths: [CGFloat] = [900, 1024]
    var resize: [Double] = []
    var kiwiResize: [Double] = []
    var resizeRatios: [Double] = []
    let system = screen.window.exportLayoutSystem()!
    let baseline = makeKiwi(system)
    defer { bk_baseline_destroy(baseline) }
    let steps = 20
    for round in 0..<(plan.warmup + plan.rounds) {
        let t = time {
            for step in 0..<steps {
                screen.window.frame.size.width = widths[step % 2]
                screen.window.layoutIfNeeded()
            }
        }
        // The engine fixes the root's size by two required constraints (the system's first two:
        // width, then height).
        var constants = Array(system.constants[0..<2])
        let k = time {
            for step in 0..<steps {
                constants[0] = -Double(widths[step % 2])
                bk_baseline_replace_constants(baseline, 2, constants)
            }
        }
        sink.value += bk_baseline_checksum(baseline)
        if round >= plan.warmup {
            resize.append(t / Double(steps))
            kiwiResize.append(k / Double(steps))
            resizeRatios.append(t / k)
        }
    }

    // One label's text changes among texts measured before.
    let buildMedian = Stats(build).median * Double(screen.viewCount)
    let (text, textPercent) = textChangeRounds(
        of: screen.titles[125], texts: (0..<6).map { "Row title \($0 * 7)" }, in: screen.window, changes: 50,
        build: buildMedian, plan: plan)

    // Scaling: the cost per view of the same screen at 100, 1,000 and 10,000 views, the three sizes
    // measured in each round (this machine drifts from round to round), each size built often
    // enough to take ~10,000 views a round; the figure is the median over rounds of each round's
    // largest ÷ smallest.
    let sizes = [25, 250, 2_500]
    var perRound: [[Double]] = []
    for _ in 0..<3 {
        perRound.append(
            sizes.map { rows in
                let builds = max(1, 2_500 / rows)
                let screens = (0..<builds).map { _ in AutoLayoutScreen(rows: rows) }
                return time { for made in screens { made.constrainAndLayOut() } } / Double(builds * rows * 4)
            })
    }
    let spreads = perRound.map { $0.max()! / $0.min()! }
    let perView = sizes.indices.map { i in (sizes[i] * 4, Stats(perRound.map { $0[i] }).median) }

    return [
        Row(
            name: "autolayout-build", what: "constraints made, activated and solved for \(screen.viewCount) views",
            items: screen.viewCount, barkit: Stats(build), baseline: Stats(kiwiBuild), figure: Stats(ratios),
            unit: "×C", goal: "≤ 1.3× kiwi", met: Stats(ratios).median <= 1.3,
            notes: [
                "250 rows 44 pt tall of a title, a detail label and a button, in margins, on baselines, each row "
                    + "below the last; "
                    + "C: the same constraints (exported from the engine) added to kiwi from C++ (with its column index)",
                String(format: "kiwi as released, the same constraints: %.1f µs per view", upstream.median * 1e6),
            ]),
        Row(
            name: "autolayout-resize", what: "window width changed, layoutIfNeeded", items: 1, barkit: Stats(resize),
            baseline: Stats(kiwiResize), figure: Stats(resizeRatios), unit: "×C",
            goal: "≤ 1.3× kiwi", met: Stats(resizeRatios).median <= 1.3,
            notes: ["C: the root's two required size constraints replaced in kiwi, then updateVariables"]),
        Row(
            name: "autolayout-text", what: "one label's text changed, layoutIfNeeded", items: 1, barkit: Stats(text),
            baseline: nil, figure: Stats(textPercent), unit: "%", goal: "≤ 5 % of autolayout-build",
            met: Stats(textPercent).median <= 5),
        Row(
            name: "autolayout-scaling",
            what: "build cost per view at "
                + perView.map { "\($0.0): \(String(format: "%.2f", $0.1 * 1e6)) µs" }
                .joined(separator: ", "),
            items: 1, barkit: nil, baseline: nil, figure: Stats(spreads), unit: "×",
            goal: "largest ÷ smallest ≤ 1.5", met: Stats(spreads).median <= 1.5),
    ]
}

/// Seconds per text change of `label` (cycling through `texts`, each laid out in `window`), and each
/// as a percentage of `build` seconds, over the rounds; the texts are measured once first.
@MainActor
func textChangeRounds(
    of label: Label, texts: [String], in window: Window, changes: Int, build: Double, plan: RoundPlan
) -> (seconds: [Double], percents: [Double]) {
    for text in texts {
        label.text = text
        window.layoutIfNeeded()
    }
    var seconds: [Double] = []
    var percents: [Double] = []
    var k = 0
    for round in 0..<(plan.warmup + plan.rounds) {
        let t =
            time {
                for _ in 0..<changes {
                    k += 1
                    label.text = texts[k % texts.count]
                    window.layoutIfNeeded()
                }
            } / Double(changes)
        if round >= plan.warmup {
            seconds.append(t)
            percents.append(t / build * 100)
        }
    }
    return (seconds, percents)
}

/// Seconds kiwi takes to take in and solve `system` from scratch.
private func kiwiTime(_ system: LayoutSystemExport, upstream: Bool = false) -> Double {
    var solver: OpaquePointer?
    let t = time { solver = makeKiwi(system, upstream: upstream) }
    if upstream {
        sink.value += bk_upstream_checksum(solver)
        bk_upstream_destroy(solver)
    } else {
        sink.value += bk_baseline_checksum(solver)
        bk_baseline_destroy(solver)
    }
    return t
}

private func makeKiwi(_ system: LayoutSystemExport, upstream: Bool = false) -> OpaquePointer {
    system.withStorage { termCounts, termVariables, coefficients, constants, relations, strengths in
        var c = BKBaselineSystem(
            variableCount: system.variableCount, constraintCount: Int32(system.constants.count),
            termCounts: termCounts, termVariables: termVariables, termCoefficients: coefficients,
            constants: constants, relations: relations, strengths: strengths)
        return (upstream ? bk_upstream_solve(&c) : bk_baseline_solve(&c))!
    }
}

/// A window of rows, each a title and a detail label on one baseline and a button at the end, in
/// the rows' margins, each row below the last: the views are made (and their text measured) before
/// the timed part, which makes the constraints, activates them and lays out.
@MainActor
final class AutoLayoutScreen {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    var rows: [View] = []
    var titles: [Label] = []
    var details: [Label] = []
    var buttons: [Button] = []

    init(rows count: Int) {
        for i in 0..<count {
            let row = View()
            let title = Label()
            title.text = Corpus.latin[i % Corpus.latin.count]
            title.font = .boldSystemFont(ofSize: 17)
            let detail = Label()
            detail.text = Corpus.latin[(i * 7 + 3) % Corpus.latin.count]
            detail.font = .systemFont(ofSize: 13)
            let button = Button(type: .system)
            button.setTitle("Edit", for: .normal)
            for view in [row, title, detail, button] { view.translatesAutoresizingMaskIntoConstraints = false }
            row.addSubview(title)
            row.addSubview(detail)
            row.addSubview(button)
            window.addSubview(row)
            // Measured now, as a screen's views are before they are laid out.
            _ = [title.intrinsicContentSize, detail.intrinsicContentSize, button.intrinsicContentSize]
            rows.append(row)
            titles.append(title)
            details.append(detail)
            buttons.append(button)
        }
    }

    var viewCount: Int { rows.count * 4 }

    func constrainAndLayOut() {
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(rows.count * 10)
        let margins = window.layoutMarginsGuide
        for (i, row) in rows.enumerated() {
            let title = titles[i]
            let detail = details[i]
            let button = buttons[i]
            constraints.append(row.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
            constraints.append(row.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
            constraints.append(
                i == 0
                    ? row.topAnchor.constraint(equalTo: margins.topAnchor)
                    : row.topAnchor.constraint(equalTo: rows[i - 1].bottomAnchor, constant: 4))
            constraints.append(row.heightAnchor.constraint(equalToConstant: 44))
            constraints.append(title.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor))
            constraints.append(title.centerYAnchor.constraint(equalTo: row.layoutMarginsGuide.centerYAnchor))
            constraints.append(detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8))
            constraints.append(detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor))
            constraints.append(
                button.leadingAnchor.constraint(greaterThanOrEqualTo: detail.trailingAnchor, constant: 8))
            constraints.append(button.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor))
            constraints.append(button.lastBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor))
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }
}

import BarKit
import BarViews
import Foundation

/// stack-1000 and stack-1000-text: a column of 1,000 rows, each a row of an icon and two labels,
/// built as a user's code builds it (new views, stacks, one layout), beside autolayout-build's cost
/// per view measured in the same run; then one label's text changed and laid out again.
@MainActor
func stackCases(plan: RoundPlan) -> [Row] {
    let icon = Image(size: CGSize(width: 24, height: 24)) { context in
        context.fillColor = .systemBlue
        context.fillEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 20))
    }
    // Few rounds: one build makes 4,001 views.
    let rounds = max(1, plan.rounds / 2)
    var perRow: [Double] = []
    var perView: [Double] = []
    var ratios: [Double] = []
    var screen: StackScreen?
    for round in 0..<(1 + rounds) {
        screen = nil
        let reference = AutoLayoutScreen(rows: 250)
        let r = time { reference.constrainAndLayOut() } / Double(reference.viewCount)
        var made: StackScreen?
        let t =
            time {
                let built = StackScreen(rows: 1_000, icon: icon)
                built.window.layoutIfNeeded()
                made = built
            } / 1_000
        if round >= 1 {
            perRow.append(t)
            perView.append(r)
            ratios.append(t / r)
        }
        screen = made
    }
    guard let screen else { return [] }

    // One label's text changes among texts measured before.
    let (textTimes, percents) = textChangeRounds(
        of: screen.titles[500], texts: (0..<6).map { "Setting number \($0 * 7)" }, in: screen.window, changes: 20,
        build: Stats(perRow).median * 1_000, plan: plan)
    let settled = screen.rows[500].frame
    sink.value += Double(settled.maxX + settled.maxY)

    return [
        Row(
            name: "stack-1000",
            what: "a column of 1,000 rows (icon, two labels) made and laid out, per row",
            items: 1_000, barkit: Stats(perRow), baseline: Stats(perView), figure: Stats(ratios),
            unit: "× a view", goal: "beside autolayout-build's cost per view", met: nil,
            notes: [
                "per row: a StackView of an ImageView and two Labels in a vertical StackView of 1,000 (4,001 "
                    + "views), made, filled and laid out; baseline: autolayout-build's cost per view (1,000 "
                    + "views) in the same round"
            ]),
        Row(
            name: "stack-1000-text", what: "one label's text changed in the column, layoutIfNeeded", items: 1,
            barkit: Stats(textTimes), baseline: nil, figure: Stats(percents), unit: "%",
            goal: "≤ 5 % of building stack-1000", met: Stats(percents).median <= 5),
    ]
}

/// A window with a column of rows, each an icon, a title and a detail on one baseline, as a
/// settings screen builds it.
@MainActor
final class StackScreen {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let column = StackView()
    var rows: [StackView] = []
    var titles: [Label] = []

    init(rows count: Int, icon: Image) {
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        let margins = window.layoutMarginsGuide
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.topAnchor.constraint(equalTo: margins.topAnchor),
        ])
        for i in 0..<count {
            let title = Label(text: Corpus.latin[i % Corpus.latin.count], font: .boldSystemFont(ofSize: 17))
            let detail = Label(text: Corpus.latin[(i * 7 + 3) % Corpus.latin.count], font: .systemFont(ofSize: 13))
            detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let row = StackView(arrangedSubviews: [ImageView(image: icon), title, detail])
            row.spacing = 8
            row.alignment = .center
            column.addArrangedSubview(row)
            rows.append(row)
            titles.append(title)
        }
    }
}

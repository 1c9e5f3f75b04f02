import BarBenchScenes
import BarKit
import Foundation

/// diff-apply-10000: a 1024 × 768 window filled by a table of 10,000 rows (44 pt) fed by a diffable
/// data source, shown; then a snapshot that moves 100 rows and deletes 100 is applied and laid out
/// (the difference, one batch update, the cells placed), beside `reloadData()` of the same table
/// laid out, measured in the same round. Each round times 10 applies (each followed, untimed, by
/// the apply that restores the first snapshot) and takes their median.
@MainActor
func diffableCases(plan: RoundPlan) -> [Row] {
    let screen = DiffableScreen(rows: 10_000)
    var random = SplitMix64(seed: 42)
    let original = screen.dataSource.snapshot()
    // 100 distinct rows move before other rows; 100 others are deleted.
    var picked = Array(0..<10_000).shuffled(using: &random)
    let moved = Array(picked[0..<100])
    let doomed = Array(picked[100..<200])
    picked.removeFirst(200)
    let anchors = (0..<100).map { _ in picked.randomElement(using: &random)! }
    var building: [Double] = []
    var changed = original
    // The changed snapshot as an app makes it: 100 moves, then one deletion of 100, on a copy.
    for _ in 0..<(plan.warmup + plan.rounds) {
        var made = original
        building.append(
            time {
                for (item, anchor) in zip(moved, anchors) { made.moveItem(item, beforeItem: anchor) }
                made.deleteItems(doomed)
            })
        changed = made
    }
    let repetitions = 10
    var applyTimes: [Double] = []
    var reloadTimes: [Double] = []
    var ratios: [Double] = []
    var correct = true
    for round in 0..<(plan.warmup + plan.rounds) {
        var subject: [Double] = []
        var baseline: [Double] = []
        for repetition in 0..<repetitions {
            let times = timeInTurn(baselineFirst: (round + repetition) % 2 == 0) {
                screen.table.reloadData()
                screen.window.layoutIfNeeded()
            } subject: {
                screen.dataSource.apply(changed)
                screen.window.layoutIfNeeded()
            }
            if repetition == 0 { correct = correct && screen.showsTheFirstRows(of: changed) }
            // The update's animation plays out, as frames pass in an app, outside the timing.
            screen.simulator.advance(by: 1)
            screen.dataSource.apply(original)
            screen.window.layoutIfNeeded()
            screen.simulator.advance(by: 1)
            subject.append(times.subject)
            baseline.append(times.baseline)
        }
        if round >= plan.warmup {
            let s = Stats(subject).median
            let b = Stats(baseline).median
            applyTimes.append(s)
            reloadTimes.append(b)
            ratios.append(s * 1_000)
        }
    }
    let build = Stats(Array(building.dropFirst(plan.warmup)))
    return [
        Row(
            name: "diff-apply-10000",
            what: "snapshot moving 100 and deleting 100 of 10,000 rows applied to a shown table, laid out",
            items: 1, barkit: Stats(applyTimes), baseline: Stats(reloadTimes), figure: Stats(ratios), unit: "ms",
            goal: "≤ 3 ms", met: Stats(ratios).median <= 3,
            notes: [
                "baseline: reloadData() of the same table, laid out, in the same round",
                String(
                    format: "building the changed snapshot (100 moveItem, one deleteItems of 100): %.2f ms",
                    build.median * 1_000),
                "cells on screen show the new snapshot's rows after the apply: \(correct ? "yes" : "NO")",
            ])
    ]
}

/// The table screen: a window, its table, and the diffable data source showing 10,000 rows.
@MainActor
final class DiffableScreen {
    let application = Application()
    let window: Window
    /// Moves the application's clock, so an animated update ends.
    let simulator: EventSimulator
    let table: TableView
    let dataSource: TableViewDiffableDataSource<Int, Int>
    let titles: [String]

    init(rows: Int) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: application)
        window.backgroundColor = .white
        simulator = EventSimulator(window: window)
        table = TableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let texts = Corpus.labels(count: rows)
        titles = texts
        dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = texts[item]
            return cell
        }
        window.addSubview(table)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<rows))
        dataSource.apply(snapshot, animatingDifferences: false)
        window._renderKeptFrame()
    }

    /// Whether the cells on screen show the snapshot's first rows, in order.
    func showsTheFirstRows(of snapshot: DiffableDataSourceSnapshot<Int, Int>) -> Bool {
        let shown = table.visibleCells.map { $0.textLabel?.text ?? "" }
        let expected = snapshot.itemIdentifiers.prefix(shown.count).map { titles[$0] }
        return !shown.isEmpty && shown == expected
    }
}

import BarBenchScenes
import BarKit
import Foundation

/// The table cases, on the demo's list (`TableScreen`: a 360 × 480 window, a plain table of
/// self-sizing message cells, estimate 64 pt, sections of 40):
///
/// - table-build-N: a new window, table and data source over N messages (the messages themselves
///   exist already, as an app's model does), laid out and rendered: the first frame. 100,000 against
///   100 in the same round, and 100 against the same first screen built by hand in a plain scroll
///   view (only the rows in sight, frames set in code). Text caches emptied before each build;
///   the same builds with the caches full are in the notes.
/// - table-scroll-frame-N: a table shown at the middle of N rows, dragged 23 pt per frame by a finger
///   (a touch move through the event simulator, then the frame laid out and rendered, new rows
///   measured as they come into sight), against a full render of render-full's 40-bar window in the
///   same frame (the reference of scroll-frame-N; the table's own window's full render is in the
///   notes); the 1,000-row and the
///   100,000-row tables are dragged in turn, frame by frame.
/// - table-live-cells: 40 flicks through the event simulator, then offsets set frame by frame 50,
///   100, 200 and 400 pt apart, the last to the end of the 100,000 rows; the distinct cells the data
///   source handed out against the most rows ever in sight (with the table's 44-pt overscan).
@MainActor
func tableCases(plan: RoundPlan) -> [Row] {
    let messages = TableMessage.inbox(count: 100_000)
    var rows = tableBuildCases(messages: messages, plan: plan)
    rows += tableScrollCases(messages: messages, plan: plan)
    rows.append(tableLiveCells(messages: messages))
    return rows
}

/// The table's overscan above and below the visible bounds (`TableView.overscan`, internal).
private let tableOverscan: CGFloat = 44

// MARK: - First frame

@MainActor
private func tableBuildCases(messages: [TableMessage], plan: RoundPlan) -> [Row] {
    let application = Application()
    let small = Array(messages.prefix(100))
    // 0: the table over 100 messages, 1: over 100,000, 2: the hand-built scroll view.
    let builders: [@MainActor () -> AnyObject] = [
        {
            let screen = TableScreen(messages: small, application: application)
            screen.renderFrame()
            return screen
        },
        {
            let screen = TableScreen(messages: messages, application: application)
            screen.renderFrame()
            return screen
        },
        {
            let screen = HandListScreen(messages: messages, application: application, overscan: tableOverscan)
            screen.renderFrame()
            return screen
        },
    ]
    let notes = firstFrameChecks(messages: messages, application: application)
    let builds = 6
    var cold: [[Double]] = [[], [], []]
    var warm: [[Double]] = [[], [], []]
    for round in 0..<(plan.warmup + plan.rounds) {
        var c = [0.0, 0.0, 0.0]
        var w = [0.0, 0.0, 0.0]
        for build in 0..<builds {
            // Each in turn, the order rotating, so all three see the same load on the machine.
            for k in 0..<3 {
                let which = (k + build + round) % 3
                TextLayout.removeAllCachedRuns()
                var kept: AnyObject? = nil
                c[which] += time { kept = builders[which]() }
                kept = nil
                // Again with the texts just shaped.
                w[which] += time { kept = builders[which]() }
                consume(kept)
                kept = nil
            }
        }
        if round >= plan.warmup {
            for which in 0..<3 {
                cold[which].append(c[which] / Double(builds))
                warm[which].append(w[which] / Double(builds))
            }
        }
    }
    func ratios(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 / $1 } }
    let flat = ratios(cold[1], cold[0])
    let flatWarm = ratios(warm[1], warm[0])
    let overHand = ratios(cold[0], cold[2])
    let overHandWarm = ratios(warm[0], warm[2])
    func ms(_ values: [Double]) -> String { String(format: "%.2f ms", Stats(values).median * 1e3) }
    func x(_ values: [Double]) -> String { String(format: "%.2f×", Stats(values).median) }
    return [
        Row(
            name: "table-build-100",
            what: "window, self-sizing table of 100 messages, first frame laid out and rendered, 360 × 480",
            items: 1, barkit: Stats(cold[0]), baseline: Stats(cold[2]), figure: Stats(overHand), unit: "×",
            goal: "(report) against the hand-built scroll view", met: nil,
            notes: notes + [
                "baseline: the same first screen by hand in a plain scroll view (\(ms(cold[2])) cold, "
                    + "\(ms(warm[2])) with the texts shaped); text caches emptied before each build",
                "with the texts already shaped: table \(ms(warm[0])), hand-built \(ms(warm[2])), \(x(overHandWarm))",
            ]),
        Row(
            name: "table-build-100000", what: "the same with 100,000 messages (2,500 sections)", items: 1,
            barkit: Stats(cold[1]), baseline: Stats(cold[0]), figure: Stats(flat), unit: "×",
            goal: "≤ 1.2× table-build-100", met: Stats(flat).median <= 1.2,
            notes: [
                "with the texts already shaped: \(ms(warm[1])) against \(ms(warm[0])), \(x(flatWarm))"
            ]),
    ]
}

/// Round 0's check: both tables show the same rows as the hand-built screen, in the same places.
@MainActor
private func firstFrameChecks(messages: [TableMessage], application: Application) -> [String] {
    let table = TableScreen(messages: messages, application: application)
    table.renderFrame()
    let hand = HandListScreen(messages: messages, application: application, overscan: tableOverscan)
    hand.renderFrame()
    let cells = table.table.visibleCells.compactMap { $0 as? TableMessageCell }
    let cellFrames = cells.map(\.frame)
    let rowFrames = hand.rows.map(\.frame)
    let placedAlike = cellFrames.count == rowFrames.count && zip(cellFrames, rowFrames).allSatisfy {
        abs($0.minY - $1.minY) <= 1 && abs($0.height - $1.height) <= 1
    }
    let size = table.table.contentSize
    return [
        "first screen: \(cells.count) cells (rows in sight and 44 pt beyond), heights "
            + cellFrames.map { "\(Int($0.height))" }.joined(separator: ", ")
            + "; hand-built: \(hand.rows.count) rows, heights "
            + rowFrames.map { "\(Int($0.height))" }.joined(separator: ", ")
            + " (same places within 1 pt: \(placedAlike ? "yes" : "NO")); 100,000-row content "
            + String(format: "%.0f × %.0f pt", size.width, size.height)
    ]
}

// MARK: - Scrolling

/// A finger dragging a shown table 23 pt up each frame, as `ScrollScreen` drags its scroll view.
@MainActor
final class TableScrollDriver {
    static let step: CGFloat = 23
    let screen: TableScreen
    let simulator: EventSimulator
    private var touch: Touch?
    private var y: CGFloat = 0
    private(set) var lastRegion: [CGRect] = []

    /// The table over `messages`, shown at the middle of its content with a finger down on it.
    init(messages: [TableMessage], application: Application) {
        screen = TableScreen(messages: messages, application: application)
        screen.renderFrame()
        let table = screen.table
        table.contentOffset = CGPoint(x: 0, y: (table.contentSize.height / 2).rounded())
        screen.renderFrame()
        simulator = EventSimulator(window: screen.window, application: application)
        simulator.stepInterval = 1.0 / 60
        regrab()
    }

    /// Whether the finger is near the top and the next frame needs a new drag (`regrab()`).
    var needsRegrab: Bool { touch == nil || y - Self.step < 30 }

    /// Lifts the finger and puts it down near the bottom again (which stops the fling the lift
    /// began), past the pan's 10-point start, and renders the frame: not part of a timed frame.
    func regrab() {
        if let touch { simulator.touchUp(touch) }
        y = 460
        let next = simulator.touchDown(at: CGPoint(x: 180, y: y))
        y -= 12
        simulator.move(next, to: CGPoint(x: 180, y: y))
        touch = next
        screen.renderFrame()
    }

    /// One frame: the finger 23 pt further up, delivered, laid out and rendered.
    func scrollOneFrame() {
        guard let touch else { return }
        y -= Self.step
        simulator.move(touch, to: CGPoint(x: 180, y: y))
        screen.window._renderKeptFrame()
        lastRegion = screen.window.lastRenderedRegion ?? [screen.window.bounds]
    }

    func finish() {
        if let touch { simulator.touchUp(touch) }
        touch = nil
    }
}

/// What one table-scroll-frame-N measured over the rounds.
private struct ScrollSeries {
    var medians: [Double] = []
    var means: [Double] = []
    var slowest: [Double] = []
    var full: [Double] = []
    var reference: [Double] = []
    var percents: [Double] = []
    var referencePercents: [Double] = []
    var wholeWindow = 0
    var asked = 0
}

@MainActor
private func tableScrollCases(messages: [TableMessage], plan: RoundPlan) -> [Row] {
    let application = Application()
    // render-full's window (40 bars, 1024 × 768), the reference scroll-frame-N is held to.
    let (reference, _) = Scene.barGrid(application: application)
    reference.layoutIfNeeded()
    let counts = [1_000, 100_000]
    // Both tables shown at once and dragged frame by frame in turn, so both see the same load.
    let drivers = counts.map { TableScrollDriver(messages: Array(messages.prefix($0)), application: application) }
    let starts = drivers.map { $0.screen.table.contentOffset.y }
    var series = [ScrollSeries(), ScrollSeries()]
    let frames = 100
    for round in 0..<(plan.warmup + plan.rounds) {
        var subject: [[Double]] = [[], []]
        var full: [[Double]] = [[], []]
        var barGrid: [Double] = []
        if round == plan.warmup {
            for k in 0..<2 { series[k].asked = drivers[k].screen.list.cellsAsked }
        }
        for frame in 0..<frames {
            for driver in drivers where driver.needsRegrab { driver.regrab() }
            let times = timeInTurn(baselineFirst: (frame + round) % 2 == 0) {
                drivers[0].scrollOneFrame()
            } subject: {
                drivers[1].scrollOneFrame()
            }
            subject[0].append(times.baseline)
            subject[1].append(times.subject)
            // A full render of each table's window, and of render-full's, in the same frame.
            for k in 0..<2 {
                let window = drivers[k].screen.window
                full[k].append(
                    time {
                        window.setNeedsFullRender()
                        window._renderKeptFrame()
                    })
                if round >= plan.warmup && drivers[k].lastRegion == [window.bounds] { series[k].wholeWindow += 1 }
            }
            barGrid.append(
                time {
                    reference.setNeedsFullRender()
                    reference._renderKeptFrame()
                })
        }
        guard round >= plan.warmup else { continue }
        let r = Stats(barGrid).median
        for k in 0..<2 {
            let s = Stats(subject[k])
            let f = Stats(full[k]).median
            series[k].medians.append(s.median)
            series[k].means.append(subject[k].reduce(0, +) / Double(frames))
            series[k].slowest.append(s.max)
            series[k].full.append(f)
            series[k].reference.append(r)
            series[k].percents.append(s.median / f * 100)
            series[k].referencePercents.append(s.median / r * 100)
        }
    }
    var rows: [Row] = []
    let timed = plan.rounds * frames
    func ms(_ values: [Double]) -> String { String(format: "%.3f ms", Stats(values).median * 1e3) }
    for (k, count) in counts.enumerated() {
        let s = series[k]
        let travelled = drivers[k].screen.table.contentOffset.y - starts[k]
        let perFrame = Double(drivers[k].screen.list.cellsAsked - s.asked) / Double(timed)
        drivers[k].finish()
        rows.append(
            Row(
                name: "table-scroll-frame-\(count)",
                what: "table of \(count) self-sizing rows dragged 23 pt, one frame (event, layout, render)",
                items: 1, barkit: Stats(s.medians), baseline: Stats(s.reference), figure: Stats(s.referencePercents),
                unit: "%", goal: "≤ 15 % of render-full", met: Stats(s.referencePercents).median <= 15,
                notes: [
                    "per frame: median \(ms(s.medians)), mean \(ms(s.means)), slowest \(ms(s.slowest)) "
                        + "(medians over rounds); baseline: render-full's 40-bar 1024 × 768 window, same frames",
                    String(
                        format: "against a full render of the table's own 360 × 480 window (%.3f ms, same frames): %.1f %%",
                        Stats(s.full).median * 1e3, Stats(s.percents).median),
                    String(
                        format: "frames that redrew the whole window: %d of %d; cells asked of the data source "
                            + "(rows measured) per frame: %.2f; scrolled %.0f pt", s.wholeWindow, timed, perFrame,
                        travelled),
                ]))
    }
    let ratios = zip(series[1].medians, series[0].medians).map { $0 / $1 }
    rows.append(
        Row(
            name: "table-scroll-frame-flat", what: "table-scroll-frame-100000 ÷ table-scroll-frame-1000, per frame",
            items: 1, barkit: Stats(series[1].medians), baseline: Stats(series[0].medians), figure: Stats(ratios),
            unit: "×", goal: "≤ 1.2× (flat in the number of rows)", met: Stats(ratios).median <= 1.2,
            notes: ["the two tables dragged in turn, frame by frame, the order alternating"]))
    return rows
}

// MARK: - Live cells

/// The rows whose frames reach into the visible bounds widened by the overscan, counted from the
/// table's public geometry (not from its cells).
@MainActor
private func rowsInSight(of table: TableView) -> Int {
    let top = table.bounds.minY - tableOverscan
    let bottom = table.bounds.maxY + tableOverscan
    var count = 0
    var y = max(0, top)
    while y < bottom {
        guard let indexPath = table.indexPathForRow(at: CGPoint(x: 1, y: y)) else {
            // A header (or past the end): one point on.
            if y >= table.contentSize.height { break }
            y += 1
            continue
        }
        count += 1
        y = table.rectForRow(at: indexPath).maxY
    }
    return count
}

@MainActor
private func tableLiveCells(messages: [TableMessage]) -> Row {
    let application = Application()
    let screen = TableScreen(messages: messages, application: application)
    screen.list.seenCells = []
    screen.renderFrame()
    let table = screen.table
    let window = screen.window
    let simulator = EventSimulator(window: window, application: application)
    simulator.stepInterval = 1.0 / 60
    var bound = rowsInSight(of: table)
    var peakOnScreen = table.visibleCells.count
    var frames = 0
    func frameDone() {
        frames += 1
        bound = max(bound, rowsInSight(of: table))
        peakOnScreen = max(peakOnScreen, table.visibleCells.count)
    }
    var phases: [String] = []
    func phaseDone(_ what: String) {
        let row = table.indexPathsForVisibleRows?.first.map { $0.section * MessageList.perSection + $0.row + 1 } ?? 0
        phases.append(
            "\(what): to row \(row), \(screen.list.seenCells?.count ?? 0) distinct cells, at most \(bound) rows "
                + "in sight, \(peakOnScreen) cells on screen")
    }
    let started = now()
    // Flicks, as a reader flicks through a list: 400 pt up in six frames, then 30 frames of the
    // fling the lift began (each frame the clock moves on 1/60 s and the window renders).
    let flicks = 40
    for _ in 0..<flicks {
        let touch = simulator.touchDown(at: CGPoint(x: 180, y: 450))
        window._renderKeptFrame()
        frameDone()
        for step in 1...6 {
            simulator.move(touch, to: CGPoint(x: 180, y: 450 - CGFloat(step) * 400 / 6))
            window._renderKeptFrame()
            frameDone()
        }
        simulator.touchUp(touch)
        for _ in 0..<30 {
            simulator.advance(by: 1.0 / 60)
            window._renderKeptFrame()
            frameDone()
        }
    }
    phaseDone("\(flicks) flicks through the event simulator (\(frames) frames)")
    // The last fling to rest, frame by frame.
    while table.isDecelerating {
        simulator.advance(by: 1.0 / 60)
        window._renderKeptFrame()
        frameDone()
    }
    // Then offsets set frame by frame, as a fling's display link sets them, at faster and faster
    // steps (3,000 to 24,000 pt/s), each over about 2,500 rows; the last goes on to the end.
    for step: CGFloat in [50, 100, 200, 400] {
        let end = step == 400 ? CGFloat.greatestFiniteMagnitude : table.contentOffset.y + 2_500 * 64
        var stepFrames = 0
        while true {
            // The content's height changes as rows are measured: the limit is read each frame.
            let limit = min(end, table.contentSize.height - table.bounds.height)
            guard table.contentOffset.y < limit else { break }
            table.contentOffset = CGPoint(x: 0, y: min(limit, table.contentOffset.y + step))
            window._renderKeptFrame()
            frameDone()
            stepFrames += 1
        }
        phaseDone("offsets \(Int(step)) pt apart (\(stepFrames) frames)")
    }
    let seconds = Double(now() - started) / 1e9
    let distinct = screen.list.seenCells?.count ?? 0
    return Row(
        name: "table-live-cells", what: "distinct cells made during a fling through 100,000 rows", items: 1,
        barkit: nil, baseline: nil, figure: Stats([Double(distinct)]), unit: "cells",
        goal: "≤ rows in sight + overscan (\(bound))", met: distinct <= bound,
        notes: [
            "most rows ever in sight with 44 pt above and below: \(bound); most cells on screen at once: "
                + "\(peakOnScreen); cells asked of the data source: \(screen.list.cellsAsked); \(frames) frames, "
                + String(format: "%.1f s", seconds)
        ] + phases)
}

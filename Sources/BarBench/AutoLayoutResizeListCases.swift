import BarBenchScenes
import BarKit
import Foundation

/// autolayout-resize-list-120, -1000, -worst, -per-row: the demo's list screen (`ListScreen`) with
/// its rows as stack views, its window dragged from 360 pt down to 200, up to 700 and back to 360,
/// 4 pt a step, each step timed, against the same screen with rows that place their views by frames.
///
/// Both sizes run in one child process (this executable with `--resize-list-child`) that holds the
/// four screens and drags them in turn, ten steps of each at a time, so the sizes see the machine
/// alike and the per-row figure compares them pass by pass. It prints every step as it goes: a step
/// that takes minutes cannot be stopped from inside, so the parent stops the child at a deadline
/// and reports what it had. The child starts no pass that would end after its budget, and cuts a
/// pass short when the budget runs out in it.
@MainActor
func autoLayoutResizeListCases(plan: RoundPlan) -> [Row] {
    let runs = runResizeListChild(sizes: [120, 1_000], passes: plan.rounds, budget: 38, deadline: 58)
    let (small, large) = (runs[0], runs[1])
    for run in runs {
        guard let check = run.check else {
            precondition(run.stopped, "autolayout-resize-list: the child of \(run.rows) rows failed (\(run.status))")
            continue
        }
        precondition(
            check.width == ListScreen.size.width && check.widthError == 0 && check.detailError <= 1,
            "autolayout-resize-list: \(run.rows) rows laid out wrong after the drag: window \(check.width) pt, "
                + "widths off by \(check.widthError) pt, Auto Layout detail labels off the "
                + "frame rows' by \(check.detailError) pt")
    }
    var rows = [small, large].map(ratioRow)
    rows.append(worstRow(large))
    rows.append(perRowRow(small: small, large: large))
    return rows
}

/// The widths the window is dragged through, one a step: 360 → 200 → 700 → 360 by 4 pt.
let resizeListWidths: [CGFloat] =
    Array(stride(from: 356, through: 200, by: -4)) + Array(stride(from: 204, through: 700, by: 4))
    + Array(stride(from: 696, through: 360, by: -4))

// MARK: - The rows

private func ratioRow(_ run: ResizeListRun) -> Row {
    let name = "autolayout-resize-list-\(run.rows)"
    let what = "\(run.rowCount)-row list, window dragged 4 pt, layoutIfNeeded: stack-view rows ÷ frame rows"
    guard let autoLayout = run.medians(autoLayout: true), let frames = run.medians(autoLayout: false) else {
        return Row.missing(name: name, what: what, unit: "×", goal: "≤ 10× frame rows", run: run)
    }
    let ratios = Stats(zip(autoLayout.samples, frames.samples).map { $0 / $1 })
    var notes = [
        "medians per step: Auto Layout \(run.bound)\(milliseconds(autoLayout.median)), frames "
            + "\(milliseconds(frames.median)); " + run.worstDescription(autoLayout: true) + "; frames' "
            + run.worstDescription(autoLayout: false)
    ]
    notes += run.notes
    return Row(
        name: name, what: what, items: 1, barkit: autoLayout, baseline: frames, figure: ratios, unit: "×",
        goal: "≤ 10× frame rows", met: run.met(ratios.median, goal: 10), notes: notes)
}

private func worstRow(_ run: ResizeListRun) -> Row {
    let name = "autolayout-resize-list-worst"
    let what = "\(run.rowCount)-row list: the slowest Auto Layout step ÷ the median step, each step at its fastest pass"
    guard run.worst(autoLayout: true) != nil, let median = run.medians(autoLayout: true)?.median,
        let steady = run.steadySteps(autoLayout: true), let steadyWorst = steady.max()
    else {
        return Row.missing(name: name, what: what, unit: "×", goal: "≤ 3× the median step", run: run)
    }
    // Each width step at its fastest over the passes, so a step the machine interrupted once does
    // not decide the figure; a step that pivots in every pass stays slow. The notes give each
    // pass's slowest step against its median, as run.
    let steadyMedian = Stats(steady).median
    let asRun = zip(run.passes, run.medians(autoLayout: true)!.samples).map { pass, passMedian in
        run.worst(autoLayout: true, pass: pass)!.seconds / passMedian
    }
    let figure = steadyWorst / steadyMedian
    return Row(
        name: name, what: what, items: 1, barkit: Stats([steadyWorst]), baseline: Stats([steadyMedian]),
        figure: Stats([figure]), unit: "×", goal: "≤ 3× the median step",
        met: run.met(figure, goal: 3),
        notes: [
            "each step at its fastest pass: slowest \(milliseconds(steadyWorst)), median \(milliseconds(steadyMedian)), "
                + String(format: "%.2f×", figure) + "; as run, each pass's slowest ÷ its median: "
                + String(format: "%.2f× (%.2f×–%.2f×)", Stats(asRun).median, Stats(asRun).min, Stats(asRun).max)
                + "; " + run.worstDescription(autoLayout: true)
                + ", median \(milliseconds(median))"
        ])
}

private func perRowRow(small: ResizeListRun, large: ResizeListRun) -> Row {
    let name = "autolayout-resize-list-per-row"
    let what = "median Auto Layout step per row at \(large.rowCount) rows ÷ at \(small.rowCount), each step at its fastest pass"
    guard let smallSteps = small.medians(autoLayout: true), let largeSteps = large.medians(autoLayout: true),
        let smallFrames = small.steadySteps(autoLayout: false), let largeFrames = large.steadySteps(autoLayout: false),
        let smallSteady = small.steadySteps(autoLayout: true), let largeSteady = large.steadySteps(autoLayout: true)
    else {
        return Row.missing(name: name, what: what, unit: "×", goal: "≤ 1.2× (flat in the rows)", run: large)
    }
    // As the worst step is taken: each step of the drag at its fastest over the passes, so what
    // the machine's other tenants do to the shared cache (which the larger list, working from L3,
    // feels and the smaller, in L2, does not) does not decide the figure. The notes give the
    // passes as run.
    let perSmallRow = Stats(smallSteady).median / Double(small.rows)
    let perLargeRow = Stats(largeSteady).median / Double(large.rows)
    let figure = perLargeRow / perSmallRow
    let asRun = zip(largeSteps.samples, smallSteps.samples).map {
        ($0 / Double(large.rows)) / ($1 / Double(small.rows))
    }
    let framesRatio = (Stats(largeFrames).median / Double(large.rows)) / (Stats(smallFrames).median / Double(small.rows))
    return Row(
        name: name, what: what, items: 1, barkit: Stats([perLargeRow]), baseline: Stats([perSmallRow]),
        figure: Stats([figure]), unit: "×", goal: "≤ 1.2× (flat in the rows)",
        met: small.allFinished ? large.met(figure, goal: 1.2) : nil,
        notes: [
            String(
                format: "per row and step at its fastest pass: %@%.3f µs at %@ rows, %@%.3f µs at %@; frame rows %.2f×; "
                    + "as run, each pass's median ÷ the same pass's at %@: %.2f× (%.2f×–%.2f×)",
                large.bound, perLargeRow * 1e6, large.rowCount, small.bound, perSmallRow * 1e6, small.rowCount,
                framesRatio, small.rowCount, Stats(asRun).median, Stats(asRun).min, Stats(asRun).max)
        ])
}

private func milliseconds(_ seconds: Double) -> String {
    String(format: seconds < 0.001 ? "%.3f ms" : "%.2f ms", seconds * 1e3)
}

extension Row {
    /// A row for a case whose child gave no step of one kind to compare.
    fileprivate static func missing(name: String, what: String, unit: String, goal: String, run: ResizeListRun) -> Row {
        Row(
            name: name, what: what, items: 1, barkit: nil, baseline: nil, figure: Stats([0]), unit: unit, goal: goal,
            met: false, notes: ["no step timed: \(run.status)"] + run.notes)
    }
}

// MARK: - What a child reported

/// What the child for one size printed: every step it timed (or began and never finished), how
/// many passes it completed, and its check of the layout after the last step.
struct ResizeListRun {
    struct Step {
        var autoLayout: Bool
        var pass: Int
        var index: Int
        var seconds: Double
        /// False for the step the child was in when it was stopped: `seconds` is how long it had run.
        var finished = true
    }

    struct Check {
        var width: Double
        var widthError: Double
        var detailError: Double
    }

    let rows: Int
    var steps: [Step] = []
    /// The step the child was in when it was stopped.
    var stoppedIn: Step?
    var firstLayouts: [String] = []
    var passesCompleted = 0
    /// The pass cut short at the budget, and how many of its steps were timed.
    var cut: (pass: Int, steps: Int)?
    var check: Check?
    /// Whether the parent stopped the child at its deadline.
    var stopped = false
    var deadline: Double = 0
    var status = "not run"

    /// The passes with steps of both kinds.
    var passes: [Int] {
        Set(steps.filter(\.autoLayout).map(\.pass)).intersection(steps.filter { !$0.autoLayout }.map(\.pass)).sorted()
    }

    var allFinished: Bool { stoppedIn == nil }
    /// `rows` as the table writes it (1,000).
    var rowCount: String { rows < 1_000 ? "\(rows)" : "\(rows / 1_000)," + String(format: "%03d", rows % 1_000) }
    /// "≥ " before a figure that includes a step that never finished.
    var bound: String { allFinished ? "" : "≥ " }

    /// Each pass's median step of one kind.
    func medians(autoLayout: Bool) -> Stats? {
        let values = passes.map { pass in
            Stats(steps.filter { $0.autoLayout == autoLayout && $0.pass == pass }.map(\.seconds)).median
        }
        return values.isEmpty ? nil : Stats(values)
    }

    /// Each step of the drag at its fastest over the passes that timed it (nil when no pass did).
    func steadySteps(autoLayout: Bool) -> [Double]? {
        var fastest: [Int: Double] = [:]
        for step in steps where step.autoLayout == autoLayout && step.finished {
            fastest[step.index] = min(fastest[step.index] ?? .infinity, step.seconds)
        }
        return fastest.isEmpty ? nil : fastest.keys.sorted().map { fastest[$0]! }
    }

    func worst(autoLayout: Bool, pass: Int? = nil) -> Step? {
        steps.filter { $0.autoLayout == autoLayout && (pass == nil || $0.pass == pass) }.max {
            $0.seconds < $1.seconds
        }
    }

    func worstDescription(autoLayout: Bool) -> String {
        guard let step = worst(autoLayout: autoLayout) else { return "no step" }
        let from = step.index == 0 ? ListScreen.size.width : resizeListWidths[step.index - 1]
        return "worst step \(step.finished ? "" : "≥ ")\(milliseconds(step.seconds)) at "
            + "\(Int(from)) → \(Int(resizeListWidths[step.index])) pt (pass \(step.pass + 1), step \(step.index + 1))"
            + (step.finished ? "" : ", stopped there")
    }

    /// Whether `figure` meets `goal`; nil when a step never finished and the bound does not decide it.
    func met(_ figure: Double, goal: Double) -> Bool? {
        allFinished ? figure <= goal : (figure > goal ? false : nil)
    }

    var notes: [String] {
        var notes = [
            "\(passesCompleted) of the drag's passes of \(resizeListWidths.count) steps completed; "
                + "first layout (untimed) " + firstLayouts.joined(separator: ", ")
        ]
        if let cut, cut.steps > 0 {
            notes.append(
                "pass \(cut.pass + 1) cut after \(cut.steps) steps (at \(Int(resizeListWidths[cut.steps - 1])) pt) "
                    + "when the budget ran out: its figures cover that part of the drag")
        }
        if let step = stoppedIn {
            notes.append(
                String(
                    format: "stopped at the %.0f s deadline inside %@ step %d (to %.0f pt) after %.1f s: the figures "
                        + "that count it are lower bounds", deadline, step.autoLayout ? "an Auto Layout" : "a frame",
                    step.index + 1, Double(resizeListWidths[step.index]), step.seconds))
        } else if stopped {
            notes.append(
                String(format: "stopped at the %.0f s deadline outside a step (laying out or checking)", deadline))
        }
        if check == nil { notes.append("the layout after the drag was not checked (the drag did not finish)") }
        return notes
    }

}

/// Reads the child's lines into one `ResizeListRun` a size: lines that name a size (`first`,
/// `step`, `check`) go to its run, a step's `took` to the run of the step in flight, and `pass` and
/// `cut` to every run (the sizes' passes run together).
struct ResizeListReader {
    var runs: [ResizeListRun]
    /// The run and step in flight, and when its line arrived.
    var inFlight: (run: Int, step: ResizeListRun.Step, began: UInt64)?

    var allChecked: Bool { runs.allSatisfy { $0.check != nil } }

    mutating func read(_ line: Substring) {
        let fields = line.split(separator: " ")
        guard let tag = fields.first else { return }
        func run(_ field: Substring) -> Int? { runs.firstIndex { $0.rows == Int(field) } }
        switch (tag, fields.count) {
        case ("first", 4):
            guard let index = run(fields[2]) else { return }
            runs[index].firstLayouts.append("\(fields[1]) \(milliseconds(Double(fields[3]) ?? 0))")
        case ("step", 5):
            guard let index = run(fields[2]) else { return }
            let step = ResizeListRun.Step(
                autoLayout: fields[1] == "autolayout", pass: Int(fields[3])!, index: Int(fields[4])!, seconds: 0)
            inFlight = (index, step, now())
        case ("took", 2):
            guard let (index, step, _) = inFlight else { return }
            var finished = step
            finished.seconds = Double(fields[1])!
            runs[index].steps.append(finished)
            inFlight = nil
        case ("pass", 2):
            for index in runs.indices { runs[index].passesCompleted = Int(fields[1])! + 1 }
        case ("cut", 3):
            for index in runs.indices { runs[index].cut = (Int(fields[1])!, Int(fields[2])!) }
        case ("check", 5):
            guard let index = run(fields[1]) else { return }
            runs[index].check = ResizeListRun.Check(
                width: Double(fields[2])!, widthError: Double(fields[3])!, detailError: Double(fields[4])!)
        default:
            break
        }
    }
}

// MARK: - The parent's side

/// Runs the child for lists of `sizes` rows (at most `passes` passes, no new pass past `budget`
/// seconds) and reads its lines as they come; stops it `deadline` seconds after starting it. One
/// run a size, in the order given.
private func runResizeListChild(sizes: [Int], passes: Int, budget: Double, deadline: Double) -> [ResizeListRun] {
    var reader = ResizeListReader(runs: sizes.map { ResizeListRun(rows: $0) })
    for index in reader.runs.indices { reader.runs[index].deadline = deadline }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = [
        "--resize-list-child", sizes.map(String.init).joined(separator: ","), "\(passes)", "\(budget)",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        for index in reader.runs.indices { reader.runs[index].status = "cannot start: \(error)" }
        return reader.runs
    }
    let started = now()
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var stopped = false
    reading: while true {
        let left = deadline - Double(now() - started) / 1e9
        if left <= 0 {
            kill(process.processIdentifier, SIGKILL)
            stopped = true
            break
        }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(min(left, 1) * 1000) + 1)
        if ready < 0 && errno != EINTR { break }
        guard ready > 0 else { continue }
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        pending.append(contentsOf: buffer[0..<count])
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
            reader.read(Substring(decoding: pending[..<end], as: UTF8.self))
            pending.removeSubrange(...end)
        }
        if reader.allChecked { break reading }
    }
    if stopped, let (index, step, began) = reader.inFlight {
        var unfinished = step
        unfinished.seconds = Double(now() - began) / 1e9
        unfinished.finished = false
        reader.runs[index].steps.append(unfinished)
        reader.runs[index].stoppedIn = unfinished
    }
    process.waitUntilExit()
    for index in reader.runs.indices {
        reader.runs[index].stopped = stopped
        reader.runs[index].status = stopped ? "stopped at the deadline" : "exit status \(process.terminationStatus)"
    }
    return reader.runs
}

// MARK: - The child's side

/// `BarBench --resize-list-child ROWS[,ROWS…] PASSES SECONDS`: both screens of each size laid out
/// once, then dragged through `resizeListWidths` in slices of ten steps, each size's slice in turn
/// and the frame screen first in every other slice; every step printed before
/// (`step KIND ROWS PASS INDEX`) and after (`took SECONDS`) it runs.
@MainActor
func resizeListChild(sizes: [Int], passes: Int, budget: Double) {
    func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    let application = Application()
    let pairs = sizes.map { rows in
        (
            rows: rows, frames: ListScreen(rows: rows, kind: .frames, application: application),
            autoLayout: ListScreen(rows: rows, kind: .autoLayout, application: application)
        )
    }
    func name(_ screen: ListScreen) -> String { screen.kind == .autoLayout ? "autolayout" : "frames" }
    for pair in pairs {
        for screen in [pair.frames, pair.autoLayout] {
            emit("first \(name(screen)) \(pair.rows) \(time { screen.window.layoutIfNeeded() })")
        }
    }
    let started = now()
    func elapsed() -> Double { Double(now() - started) / 1e9 }
    let sliceLength = 10
    var lastPass = 0.0
    var cut = false
    passes: for pass in 0..<passes {
        // No pass that would end past the budget.
        if pass > 0 && elapsed() + lastPass > budget { break }
        let passStarted = elapsed()
        for (slice, first) in stride(from: 0, to: resizeListWidths.count, by: sliceLength).enumerated() {
            if elapsed() > budget {
                emit("cut \(pass) \(first)")
                cut = true
                break passes
            }
            for pair in pairs {
                let order = (slice + pass) % 2 == 0 ? [pair.frames, pair.autoLayout] : [pair.autoLayout, pair.frames]
                for screen in order {
                    for index in first..<min(first + sliceLength, resizeListWidths.count) {
                        emit("step \(name(screen)) \(pair.rows) \(pass) \(index)")
                        let seconds = time {
                            screen.window.frame.size.width = resizeListWidths[index]
                            screen.window.layoutIfNeeded()
                        }
                        emit("took \(seconds)")
                    }
                }
            }
        }
        emit("pass \(pass)")
        lastPass = elapsed() - passStarted
    }
    for pair in pairs {
        if cut {
            for screen in [pair.frames, pair.autoLayout] {
                screen.window.frame.size.width = ListScreen.size.width
                screen.window.layoutIfNeeded()
            }
        }
        emit("check \(pair.rows) " + check(frames: pair.frames, autoLayout: pair.autoLayout))
    }
}

/// The check, outside the timing: both windows back at 360 pt, every row as wide as its scroll
/// view and every scroll view as wide as its window, and each Auto Layout detail label where the
/// frame row put its own. "WIDTH WIDTH-ERROR DETAIL-ERROR".
@MainActor
private func check(frames: ListScreen, autoLayout: ListScreen) -> String {
    var widthError = abs(autoLayout.window.frame.width - frames.window.frame.width)
    for screen in [frames, autoLayout] {
        let width = screen.scrollView.frame.width
        widthError = max(widthError, abs(width - screen.window.frame.width))
        for row in screen.rows { widthError = max(widthError, abs(row.frame.width - width)) }
    }
    var detailError: CGFloat = 0
    for (solved, placed) in zip(autoLayout.details, frames.details) {
        let a = solved.frame
        let b = placed.frame
        detailError = max(
            detailError, abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
    }
    return "\(Double(autoLayout.window.frame.width)) \(Double(widthError)) \(Double(detailError))"
}

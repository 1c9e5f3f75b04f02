import BarBenchScenes
import BarKit
import Foundation

/// scroll-frame-N: a 1024 × 768 window filled by a scroll view holding a column of N labels, dragged
/// 3 pt per frame as a finger would (a touch move through the event simulator, then the frame
/// rendered), beside render-full (the 40-bar window drawn whole) measured in the same round.
/// scroll-frame-rows: the same with 300 rows as a list screen builds them (a stack view of a number,
/// a title, a detail and a button per row, laid out by constraints).
@MainActor
func scrollCases(plan: RoundPlan) -> [Row] {
    let (reference, _) = Scene.barGrid(application: Application())
    reference.layoutIfNeeded()
    var rows: [Row] = []
    var perFrameBySize: [Int: Double] = [:]
    let frames = 100
    for content in [ScrollScreen.Content.labels(1_000), .labels(10_000), .rows(300)] {
        let screen = ScrollScreen(content)
        var frameTimes: [Double] = []
        var fullTimes: [Double] = []
        var ratios: [Double] = []
        for round in 0..<(plan.warmup + plan.rounds) {
            // Frame by frame, alternating which goes first, so both see the same load.
            var s = 0.0
            var f = 0.0
            for frame in 0..<frames {
                let times = timeInTurn(baselineFirst: (frame + round) % 2 == 0) {
                    reference.setNeedsFullRender()
                    reference._renderKeptFrame()
                } subject: {
                    screen.dragOneFrame()
                }
                f += times.baseline
                s += times.subject
            }
            if round >= plan.warmup {
                frameTimes.append(s / Double(frames))
                fullTimes.append(f / Double(frames))
                ratios.append(s / f * 100)
            }
        }
        let rowsMoved = screen.rowsMovedByOneFrame()
        screen.finish()
        let stats = Stats(frameTimes)
        if case .labels(let count) = content { perFrameBySize[count] = stats.median }
        rows.append(
            Row(
                name: content.caseName,
                what: "\(content.summary) dragged 3 pt, one frame (event, layout, render)", items: 1,
                barkit: stats, baseline: Stats(fullTimes), figure: Stats(ratios), unit: "% full",
                goal: "≤ 15 % of render-full", met: Stats(ratios).median <= 15,
                notes: [
                    "region redrawn per frame: \(screen.lastRegion), \(screen.labelsDrawnPerFrame) label draws per frame",
                    "rows given a new frame in a frame: \(rowsMoved)",
                ]))
    }
    if let small = perFrameBySize[1_000], let large = perFrameBySize[10_000] {
        let flatness = large / small
        rows.append(
            Row(
                name: "scroll-frame-flat", what: "scroll-frame-10000 per frame ÷ scroll-frame-1000 per frame",
                items: 1, barkit: Stats([large]), baseline: Stats([small]), figure: Stats([flatness]), unit: "×",
                goal: "≤ 1.2× (flat in the number of labels)", met: flatness <= 1.2))
    }
    return rows
}

/// The scrolling screen: a window, its scroll view, the labels, and the finger dragging it.
@MainActor
final class ScrollScreen {
    let application = Application()
    let window: Window
    let scrollView: ScrollView
    let simulator: EventSimulator
    private var touch: Touch?
    private var y: CGFloat = 700
    private(set) var lastRegion: [CGRect] = []
    private(set) var labelsDrawnPerFrame = 0

    /// What the scroll view holds.
    enum Content {
        /// A column of labels, 28 pt apart.
        case labels(Int)
        /// Rows of a list screen: a stack of a number, a title, a detail and a button, 45 pt apart.
        case rows(Int)

        var caseName: String {
            switch self {
            case .labels(let count): "scroll-frame-\(count)"
            case .rows: "scroll-frame-rows"
            }
        }

        var summary: String {
            switch self {
            case .labels(let count): "a column of \(count) labels"
            case .rows(let count): "\(count) rows of stack views (4 views each, by constraints)"
            }
        }
    }

    private var rows: [View] = []
    /// How many rows get a new frame in one more frame, not timed (a scroll moves none).
    func rowsMovedByOneFrame() -> Int {
        let before = rows.map(\.frame)
        dragOneFrame()
        return zip(rows, before).filter { $0.0.frame != $0.1 }.count
    }

    init(_ content: Content) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: application)
        window.backgroundColor = .white
        scrollView = ScrollView(frame: window.bounds)
        scrollView.backgroundColor = .white
        switch content {
        case .labels(let count):
            let texts = Corpus.labels(count: count)
            for i in 0..<count {
                let label = CountingLabel(frame: CGRect(x: 16, y: CGFloat(i) * 28 + 4, width: 992, height: 20))
                label.text = "\(i + 1). " + texts[i]
                label.font = Font.systemFont(ofSize: 15)
                scrollView.addSubview(label)
            }
            scrollView.contentSize = CGSize(width: 1024, height: CGFloat(count) * 28)
            scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(count) * 14 - 2_000)
        case .rows(let count):
            let texts = Corpus.labels(count: count)
            for i in 0..<count {
                let number = CountingLabel(text: "\(i + 1)", font: .systemFont(ofSize: 13))
                number.textAlignment = .right
                number.widthAnchor.constraint(equalToConstant: 28).isActive = true
                let title = CountingLabel(text: "Sender \(i % 17)", font: .systemFont(ofSize: 17, weight: .semibold))
                let detail = CountingLabel(text: texts[i], font: .systemFont(ofSize: 15))
                detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
                let star = Button(type: .system)
                star.setTitle("☆", for: .normal)
                let row = StackView(arrangedSubviews: [number, title, detail, star])
                row.spacing = 10
                row.alignment = .center
                row.isLayoutMarginsRelativeArrangement = true
                row.layoutMargins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
                row.backgroundColor = .white
                row.frame = CGRect(x: 0, y: CGFloat(i) * 45, width: 1024, height: 44)
                row.autoresizingMask = .flexibleWidth
                scrollView.addSubview(row)
                rows.append(row)
            }
            scrollView.contentSize = CGSize(width: 1024, height: CGFloat(count) * 45)
            scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(count) * 45 / 2 - 2_000)
        }
        window.addSubview(scrollView)
        simulator = EventSimulator(window: window, application: application)
        simulator.stepInterval = 1.0 / 60
        window._renderKeptFrame()
        let touch = simulator.touchDown(at: CGPoint(x: 500, y: y))
        // Past the pan's 10-point start, so every later move scrolls.
        y -= 12
        simulator.move(touch, to: CGPoint(x: 500, y: y))
        window._renderKeptFrame()
        self.touch = touch
    }

    /// One frame: the finger 3 pt further up, delivered, laid out and rendered.
    func dragOneFrame() {
        guard let touch else { return }
        if y < 30 {
            // Lift and put the finger down again lower (a new drag), as a reader flicks through a list.
            simulator.touchUp(touch)
            simulator.advance(by: 0.5)
            y = 700
            let next = simulator.touchDown(at: CGPoint(x: 500, y: y))
            y -= 12
            simulator.move(next, to: CGPoint(x: 500, y: y))
            self.touch = next
        }
        y -= 3
        simulator.move(self.touch!, to: CGPoint(x: 500, y: y))
        CountingLabel.draws = 0
        window._renderKeptFrame()
        labelsDrawnPerFrame = CountingLabel.draws
        lastRegion = window.lastRenderedRegion ?? [window.bounds]
    }

    func finish() {
        if let touch { simulator.touchUp(touch) }
        touch = nil
    }
}

/// A label that counts its draws, to report how many the frame drew.
@MainActor
final class CountingLabel: Label {
    static var draws = 0
    override func draw(_ rect: CGRect) {
        CountingLabel.draws += 1
        super.draw(rect)
    }
}

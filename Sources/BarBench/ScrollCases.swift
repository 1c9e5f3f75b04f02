import BarKit
import Foundation

/// scroll-frame-N: a 1024 × 768 window filled by a scroll view holding a column of N labels, dragged
/// 3 pt per frame as a finger would (a touch move through the event simulator, then the frame
/// rendered), beside render-full (the 40-bar window drawn whole) measured in the same round.
@MainActor
func scrollCases(plan: RoundPlan) -> [Row] {
    let (reference, _) = Scene.barGrid(application: Application())
    reference.layoutIfNeeded()
    var rows: [Row] = []
    var perFrameBySize: [Int: Double] = [:]
    let frames = 100
    for count in [1_000, 10_000] {
        let screen = ScrollScreen(labels: count)
        var frameTimes: [Double] = []
        var fullTimes: [Double] = []
        var ratios: [Double] = []
        for round in 0..<(plan.warmup + plan.rounds) {
            // Frame by frame, alternating which goes first, so both see the same load.
            var s = 0.0
            var f = 0.0
            for frame in 0..<frames {
                let fullFirst = (frame + round) % 2 == 0
                if fullFirst {
                    f += time {
                        reference.setNeedsFullRender()
                        reference._renderKeptFrame()
                    }
                }
                s += time { screen.dragOneFrame() }
                if !fullFirst {
                    f += time {
                        reference.setNeedsFullRender()
                        reference._renderKeptFrame()
                    }
                }
            }
            if round >= plan.warmup {
                frameTimes.append(s / Double(frames))
                fullTimes.append(f / Double(frames))
                ratios.append(s / f * 100)
            }
        }
        screen.finish()
        let stats = Stats(frameTimes)
        perFrameBySize[count] = stats.median
        rows.append(
            Row(
                name: "scroll-frame-\(count)",
                what: "a column of \(count) labels dragged 3 pt, one frame (event, layout, render)", items: 1,
                barkit: stats, baseline: Stats(fullTimes), figure: Stats(ratios), unit: "% full",
                goal: "≤ 15 % of render-full", met: Stats(ratios).median <= 15,
                notes: [
                    "region redrawn per frame: \(screen.lastRegion), \(screen.labelsDrawnPerFrame) label draws per frame"
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

    init(labels count: Int) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: application)
        window.backgroundColor = .white
        scrollView = ScrollView(frame: window.bounds)
        scrollView.backgroundColor = .white
        let texts = Corpus.labels(count: count)
        for i in 0..<count {
            let label = CountingLabel(frame: CGRect(x: 16, y: CGFloat(i) * 28 + 4, width: 992, height: 20))
            label.text = "\(i + 1). " + texts[i]
            label.font = Font.systemFont(ofSize: 15)
            scrollView.addSubview(label)
        }
        scrollView.contentSize = CGSize(width: 1024, height: CGFloat(count) * 28)
        scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(count) * 14 - 2_000)
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

import BarKit
import BarRendering
import Foundation

// animation-1k, animation-1-of-10k: whole frames of view animations as an application has them
// (the clock moves on 1/60 s, the display link samples the animating views and marks where they
// move, the window renders what changed), against a twin window of the same views whose frames and
// alphas are set to the same values by hand each frame and rendered: the same changed rects,
// without animation.

/// A window of `count` coloured views in a grid of `columns`, `size` each at `pitch`, in its own
/// application, with a simulator on that application's clock.
@MainActor
private struct AnimationGrid {
    let application = Application()
    let window: Window
    let simulator: EventSimulator
    let views: [View]

    init(count: Int, columns: Int, size: CGSize, pitch: CGSize) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: application)
        window.backgroundColor = .white
        simulator = EventSimulator(window: window, application: application)
        var made: [View] = []
        made.reserveCapacity(count)
        for i in 0..<count {
            let view = View(
                frame: CGRect(
                    x: 2 + CGFloat(i % columns) * pitch.width, y: 2 + CGFloat(i / columns) * pitch.height,
                    width: size.width, height: size.height))
            view.backgroundColor = Color(
                red: CGFloat(i % 7) / 7, green: 0.4 + CGFloat(i % 5) / 10, blue: CGFloat(i % 3) / 3)
            window.addSubview(view)
            made.append(view)
        }
        views = made
        window._renderKeptFrame()
    }
}

/// Where a moving view is at progress `p` of a linear animation from `from` by `delta`.
private func place(_ from: CGRect, _ delta: CGPoint, _ p: CGFloat) -> CGRect {
    from.offsetBy(dx: delta.x * p, dy: delta.y * p)
}

@MainActor
func animationCases(plan: RoundPlan) -> [Row] {
    [animationThousand(plan: plan), animationOneOfTenThousand(plan: plan)]
}

/// 1,000 views animating their frames and alphas at once, frame by frame, against the same frames
/// set by hand.
@MainActor
private func animationThousand(plan: RoundPlan) -> Row {
    let size = CGSize(width: 18, height: 22)
    let pitch = CGSize(width: 25, height: 30)
    let animated = AnimationGrid(count: 1_000, columns: 40, size: size, pitch: pitch)
    let twin = AnimationGrid(count: 1_000, columns: 40, size: size, pitch: pitch)
    let starts = animated.views.map(\.frame)
    let delta = CGPoint(x: 20, y: 12)
    // Each frame draws 1,000 translucent views over the whole window: a few frames a round.
    let framesPerRound = 4
    // Long enough for every round's frames, linear so the twin's values are easy to give.
    let duration = Double((plan.warmup + plan.rounds) * framesPerRound + 10) / 60
    let began = animated.application.clock.now
    View.animate(
        withDuration: duration, delay: 0, options: [.curveLinear, .allowUserInteraction],
        animations: {
            for (view, start) in zip(animated.views, starts) {
                view.frame = place(start, delta, 1)
                view.alpha = 0.4
            }
        })
    var regionAreas: [Double] = []
    let timed = timeAnimatedFrames(plan: plan, framesPerRound: framesPerRound, animated: animated) { frame in
        // The twin: the same values, set without animation, then rendered.
        let p = CGFloat(Double(frame) / 60 / duration)
        for (view, start) in zip(twin.views, starts) {
            view.frame = place(start, delta, p)
            view.alpha = 1 - 0.6 * p
        }
        twin.window._renderKeptFrame()
    } afterFrame: {
    } afterRound: {
        let region = animated.window.lastRenderedRegion ?? [animated.window.bounds]
        regionAreas.append(Double(region.reduce(0) { $0 + $1.width * $1.height }))
    }
    let (frame, subject, baseline, ratio, ticks) = (timed.frames, timed.subject, timed.baseline, timed.ratio, timed.ticks)
    let elapsed = animated.application.clock.now - began
    let difference = animated.window.render().difference(from: twin.window.render(), tolerance: 2)
    let notes = [
        "1,000 views 18 × 22 moving 20 × 12 pt and fading 1 → 0.4 over \(String(format: "%.1f", duration)) s, "
            + "linear; \(frame) frames over \(String(format: "%.2f", elapsed)) s of the clock",
        "region redrawn per frame: \(Int(Stats(regionAreas).median)) pt² of \(1024 * 768)",
        String(format: "the display link's tick (sampling 1,000 views, marking their places): %.1f µs a frame", Stats(ticks).median * 1e6),
        "pixels differing from the twin at the end (tolerance 2): \(difference.differingPixelCount)",
    ]
    return Row(
        name: "animation-1k", what: "1,000 views animating frame + alpha: a whole frame", items: 1,
        barkit: Stats(subject), baseline: Stats(baseline), figure: Stats(ratio), unit: "×set",
        goal: "≤ 1.3× the same rects set and rendered", met: Stats(ratio).median <= 1.3, notes: notes)
}

/// One view animating its frame and alpha among 10,000, against the same view moved by hand.
@MainActor
private func animationOneOfTenThousand(plan: RoundPlan) -> Row {
    let size = CGSize(width: 8, height: 5)
    let pitch = CGSize(width: 10, height: 7)
    let animated = AnimationGrid(count: 10_000, columns: 100, size: size, pitch: pitch)
    let twin = AnimationGrid(count: 10_000, columns: 100, size: size, pitch: pitch)
    let index = 5_050
    let mover = animated.views[index]
    let twinMover = twin.views[index]
    // Larger than its neighbours, and above them, so it is seen moving over them.
    for grid in [animated, twin] {
        let view = grid.views[index]
        view.frame = CGRect(origin: view.frame.origin, size: CGSize(width: 40, height: 30))
        view.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.2)
        grid.window.bringSubviewToFront(view)
        grid.window._renderKeptFrame()
    }
    let start = mover.frame
    let delta = CGPoint(x: 120, y: 60)
    let framesPerRound = 100
    let duration = Double((plan.warmup + plan.rounds) * framesPerRound + 10) / 60
    View.animate(
        withDuration: duration, delay: 0, options: [.curveLinear, .allowUserInteraction],
        animations: {
            mover.frame = place(start, delta, 1)
            mover.alpha = 0.5
        })
    animated.window._renderKeptFrame()
    var regionOK = true
    var lastRegion: [CGRect] = []
    var before = mover.presentationFrame
    let timed = timeAnimatedFrames(plan: plan, framesPerRound: framesPerRound, animated: animated) { frame in
        let p = CGFloat(Double(frame) / 60 / duration)
        twinMover.frame = place(start, delta, p)
        twinMover.alpha = 1 - 0.5 * p
        twin.window._renderKeptFrame()
    } afterFrame: {
        // Only the view's old and new places, widened to whole pixels.
        let allowed = before.union(mover.presentationFrame).insetBy(dx: -1, dy: -1)
        let region = animated.window.lastRenderedRegion ?? [animated.window.bounds]
        if !region.allSatisfy({ allowed.contains($0) }) { regionOK = false }
        lastRegion = region
        before = mover.presentationFrame
    } afterRound: {
    }
    let (frame, subject, baseline, ratio, ticks) = (timed.frames, timed.subject, timed.baseline, timed.ratio, timed.ticks)
    let difference = animated.window.render().difference(from: twin.window.render(), tolerance: 2)
    let notes = [
        "a 40 × 30 view moving 120 × 60 pt and fading 1 → 0.5, linear, over 10,000 views 8 × 5; \(frame) frames",
        "region redrawn: only the view's old and new places: \(regionOK ? "yes" : "NO"); last: "
            + lastRegion.map { "\($0)" }.joined(separator: ", "),
        "pixels differing from the twin at the end (tolerance 2): \(difference.differingPixelCount)",
        String(format: "the display link's tick: %.2f µs a frame", Stats(ticks).median * 1e6),
    ]
    return Row(
        name: "animation-1-of-10k", what: "1 view animating among 10,000: a whole frame", items: 1,
        barkit: Stats(subject), baseline: Stats(baseline), figure: Stats(ratio), unit: "×set",
        goal: "≤ 2× the view moved by hand", met: Stats(ratio).median <= 2 && regionOK, notes: notes)
}

/// The frames of an animation timed against a twin given the same values by hand: each frame
/// `setTwin(frame)` renders the twin and the animated window advances one 60 Hz tick and renders,
/// in turn, alternating which goes first; `afterFrame` and `afterRound` look at what was drawn. Per round (after the warm-up): the mean frame of each, their
/// ratio, and the display link's tick alone.
@MainActor
private func timeAnimatedFrames(
    plan: RoundPlan, framesPerRound: Int, animated: AnimationGrid, setTwin: (Int) -> Void,
    afterFrame: () -> Void, afterRound: () -> Void
) -> (frames: Int, subject: [Double], baseline: [Double], ratio: [Double], ticks: [Double]) {
    var frame = 0
    var subject: [Double] = []
    var baseline: [Double] = []
    var ratio: [Double] = []
    var ticks: [Double] = []
    for round in 0..<(plan.warmup + plan.rounds) {
        var s = 0.0
        var b = 0.0
        var tick = 0.0
        for k in 0..<framesPerRound {
            frame += 1
            let times = timeInTurn(baselineFirst: (k + round) % 2 == 0) {
                setTwin(frame)
            } subject: {
                tick += time { animated.simulator.advance(by: 1.0 / 60) }
                animated.window._renderKeptFrame()
            }
            s += times.subject
            b += times.baseline
            afterFrame()
        }
        if round >= plan.warmup {
            subject.append(s / Double(framesPerRound))
            baseline.append(b / Double(framesPerRound))
            ratio.append(s / b)
            ticks.append(tick / Double(framesPerRound))
            afterRound()
        }
    }
    return (frame, subject, baseline, ratio, ticks)
}

import Foundation

/// The animations one block (or one `ViewPropertyAnimator`) made: their shared timing, how many
/// still run, and what to call once, when the last of them ends.
///
/// Timing is a run ("segment") from time fraction `f0` to `fEnd` and progress `g0` to `gEnd`,
/// starting at clock time `start` and lasting `length` seconds, with progress following `curve`
/// within it. A block animation is one run 0 → 1 (repeated or reversed by its options); a property
/// animator starts a new run each time it resumes, reverses or continues with new timing.
@MainActor
final class AnimationGroup {
    /// The animator (engine) of the application whose clock times the group; nil once that
    /// application is gone (its views were then detached from it).
    weak var engine: Animator?
    /// That application's clock (kept: a property animator still reads its time).
    let clock: EventClock
    let duration: TimeInterval
    var curve: TimingCurve
    let repeats: Bool
    let autoreverses: Bool
    let allowsUserInteraction: Bool

    var start: TimeInterval
    var length: TimeInterval
    var f0 = 0.0, fEnd = 1.0, g0 = 0.0, gEnd = 1.0
    /// While paused: the time fraction and progress it stopped at. Setting it tells the engine
    /// (a paused group is drawn where it holds with no frames; a resumed one needs them again).
    var paused: (f: Double, g: Double)? {
        didSet { engine?.groupTimingDidChange(self) }
    }

    /// The property animations still running, in the order they were made.
    var members: [PropertyAnimation] = []
    /// False once one of its animations was interrupted or dropped.
    var finishedAll = true
    /// Called once, from the clock, when the last member ends (true: all ran to their end).
    var onFinish: ((Bool) -> Void)?
    /// Called by the engine when the run reaches its end, before its members are removed (a
    /// property animator sets the model to where it ended). Returns false to keep the members
    /// (a run that the hook restarted).
    var onReachEnd: (() -> Bool)?
    /// Whether the group has ended (its `onFinish` was queued or dropped).
    private(set) var isDone = false

    init(
        engine: Animator, duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: View.AnimationOptions
    ) {
        self.engine = engine
        clock = engine.clock
        self.duration = duration
        self.curve = curve
        repeats = options.contains(.repeat)
        autoreverses = options.contains(.autoreverse)
        allowsUserInteraction = options.contains(.allowUserInteraction)
        start = engine.clock.now + max(0, delay.isFinite ? delay : 0)
        length = duration
    }

    // MARK: - Time

    /// The run's time fraction (0…1) at `now`, before the curve.
    func fraction(at now: TimeInterval) -> Double {
        if let paused { return paused.f }
        return f0 + (fEnd - f0) * unit(at: now)
    }

    /// How far through the current run `now` is, 0…1.
    private func unit(at now: TimeInterval) -> Double {
        guard length > 0 else { return now >= start ? 1 : 0 }
        return min(1, max(0, (now - start) / length))
    }

    /// The progress of the group's animations at `now` (0: their start values, 1: their ends).
    func progress(at now: TimeInterval) -> Double {
        if let paused { return paused.g }
        if repeats || autoreverses {
            guard duration > 0 else { return 1 }
            let raw = max(0, (now - start) / duration)
            if !repeats && raw >= 2 { return 1 }
            let cycle = raw.rounded(.down)
            let phase = raw - cycle
            let backward = autoreverses && Int(cycle) % 2 == 1
            return curve.progress(at: backward ? 1 - phase : phase)
        }
        return g0 + (gEnd - g0) * curve.progress(at: unit(at: now))
    }

    /// Whether the run has reached its end at `now` (never while paused or repeating).
    func hasReachedEnd(at now: TimeInterval) -> Bool {
        guard paused == nil, !repeats else { return false }
        if autoreverses { return duration <= 0 || now >= start + 2 * duration }
        return unit(at: now) >= 1
    }

    /// Starts a new run from the current fraction and progress toward `fEnd`/`gEnd`.
    func startRun(at now: TimeInterval, from f: Double, _ g: Double, toward f1: Double, _ g1: Double, length: TimeInterval) {
        f0 = f
        g0 = g
        fEnd = f1
        gEnd = g1
        start = now
        self.length = max(0, length)
        paused = nil
    }

    // MARK: - Members

    func add(_ animation: PropertyAnimation) {
        members.append(animation)
    }

    /// `animation` stopped (`finished`: it ran to its end); the group ends with its last member.
    func remove(_ animation: PropertyAnimation, finished: Bool) {
        guard let index = members.firstIndex(where: { $0 === animation }) else { return }
        members.remove(at: index)
        if !finished { finishedAll = false }
        if members.isEmpty { end() }
    }

    /// Ends the group: its `onFinish` is queued on the engine, to run from the clock.
    func end() {
        guard !isDone else { return }
        isDone = true
        onReachEnd = nil
        engine?.queueCompletion(of: self)
    }

    /// Ends the group without calling its `onFinish` (a property animator stopped without finishing).
    func cancel() {
        isDone = true
        onFinish = nil
        onReachEnd = nil
    }
}

/// One property of one view moving from `from` to `to` with its group's progress.
@MainActor
final class PropertyAnimation {
    let property: AnimatedProperty
    /// The presentation value when the animation began (where the view was drawn).
    let from: AnimatableValue
    /// The model value the block set.
    let to: AnimatableValue
    let group: AnimationGroup
    weak var view: View?
    /// The group's progress when the animation was added (0, unless added to a running property
    /// animator): the animation covers the rest of the group's progress.
    let startProgress: Double
    /// A cross-dissolve's old picture (for `.contents`), drawn fading out.
    var snapshot: AnyObject?

    init(
        view: View, property: AnimatedProperty, from: AnimatableValue, to: AnimatableValue, group: AnimationGroup,
        startProgress: Double = 0
    ) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.group = group
        self.startProgress = startProgress
    }

    func value(at now: TimeInterval) -> AnimatableValue {
        let g = group.progress(at: now)
        guard startProgress > 0, startProgress < 1 else { return from.blended(to: to, progress: g) }
        return from.blended(to: to, progress: max(0, (g - startProgress) / (1 - startProgress)))
    }
}

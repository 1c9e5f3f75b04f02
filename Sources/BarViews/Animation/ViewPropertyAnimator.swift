import BarGeometry
import Foundation

/// Where a property animator's animations ended, as UIKit's `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end
    /// At their start values (a reversed animator ran back).
    case start
    /// Where they were when stopped.
    case current
}

/// A property animator's state, as UIKit's `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Sendable {
    /// No animation made yet, or its animations ended: the blocks added since wait for a start.
    case inactive
    /// Animations made: running or paused.
    case active
    /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Animations that can be started, paused, scrubbed, reversed and stopped, as UIKit's
/// `UIViewPropertyAnimator`.
///
/// The animation blocks run when the animator first becomes active (`startAnimation()`,
/// `pauseAnimation()` or setting `fractionComplete`); their changes take effect in the model at
/// once and animate from where the views were drawn. A running animator is kept by its application
/// until it ends. Its views take touches while it runs (UIKit's `isUserInteractionEnabled`, true).
/// `fractionComplete` is the fraction of the duration; the views are at the curve's progress for
/// it (as UIKit's with `scrubsLinearly` false).
@MainActor
public final class ViewPropertyAnimator {
    /// The duration of a run from start to end, in seconds.
    public let duration: TimeInterval
    private let timing: TimingCurve
    private var blocks: [() -> Void] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?
    /// Where the run ended, set just before the group's completion.
    private var endPosition: ViewAnimatingPosition?
    /// The animations taken out by `stopAnimation(false)`, for `finishAnimation(at:)`.
    private var stopped: [(view: View?, property: AnimatedProperty, from: AnimatableValue, to: AnimatableValue)] = []

    /// The animator's state.
    public private(set) var state: ViewAnimatingState = .inactive

    /// An animator along a named curve.
    public init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = ViewPropertyAnimator.sanitized(duration)
        timing = .bezier(curve.bezier)
        if let animations { blocks.append(animations) }
    }

    /// An animator along a critically damped (ζ = 1) or oscillating (ζ < 1) spring, at rest at first.
    public init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = ViewPropertyAnimator.sanitized(duration)
        timing = .spring(SpringCurve(dampingRatio: Double(dampingRatio), initialVelocity: 0, duration: duration))
        if let animations { blocks.append(animations) }
    }

    /// An animator along the cubic Bézier curve from (0, 0) to (1, 1) through two control points.
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.duration = ViewPropertyAnimator.sanitized(duration)
        timing = .bezier(CubicTimingParameters(controlPoint1: point1, controlPoint2: point2).bezier)
        if let animations { blocks.append(animations) }
    }

    private static func sanitized(_ duration: TimeInterval) -> TimeInterval {
        duration.isFinite ? max(0, duration) : 0
    }

    // MARK: - Animations and completions

    /// Adds animations: kept for the start while inactive; while active, run now, animating over
    /// the rest of the run from where the views are drawn.
    public func addAnimations(_ animation: @escaping () -> Void) {
        guard state == .active, let group else {
            if state == .inactive { blocks.append(animation) }
            return
        }
        let transaction = AnimationTransaction()
        transaction.record(animation)
        transaction.commit(into: group)
    }

    /// Adds a block called once with the position where the animations ended, after they end
    /// (by themselves, or by `finishAnimation(at:)`).
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Running

    /// Whether the animations are running (active and not paused).
    public var isRunning: Bool { state == .active && group?.paused == nil }

    /// Starts the animations, or resumes them when paused. Does nothing when stopped.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations `delay` seconds from now.
    public func startAnimation(afterDelay delay: TimeInterval) {
        let delay = delay.isFinite ? max(0, delay) : 0
        switch state {
        case .inactive:
            activate(paused: false, delay: delay)
        case .active:
            guard let group, group.paused != nil else { return }
            resume(group, at: group.clock.now + delay, factor: 1)
        case .stopped:
            return
        }
    }

    /// Pauses the animations where they are (an inactive animator becomes active, paused at 0).
    public func pauseAnimation() {
        switch state {
        case .inactive:
            activate(paused: true, delay: 0)
        case .active:
            guard let group, group.paused == nil else { return }
            let now = group.clock.now
            group.paused = (group.fraction(at: now), group.progress(at: now))
        case .stopped:
            return
        }
    }

    /// The fraction of the duration done, 0…1. Settable while paused (or inactive, which pauses
    /// the animator first), to scrub; ignored while running.
    public var fractionComplete: CGFloat {
        get {
            guard let group else { return 0 }
            return CGFloat(group.fraction(at: group.clock.now))
        }
        set {
            guard newValue.isFinite else { return }
            if state == .inactive { pauseAnimation() }
            guard state == .active, let group, group.paused != nil else { return }
            let f = min(1, max(0, Double(newValue)))
            group.paused = (f, group.curve.progress(at: f))
        }
    }

    /// Whether the animations run back toward their start values. Setting it while running turns
    /// them around from where they are; at the start they end with `.start`.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, state == .active, let group, group.paused == nil else { return }
            resume(group, at: group.clock.now, factor: 1, from: group.clock.now)
        }
    }

    /// Resumes from the current fraction with `curve` (nil: the animator's), the rest of the
    /// duration multiplied by `durationFactor` (≤ 0 or not finite: 1). Only while active.
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, let group else { return }
        if let parameters { group.curve = parameters.timingCurve(duration: duration) }
        let factor = durationFactor > 0 && durationFactor.isFinite ? Double(durationFactor) : 1
        let now = group.clock.now
        resume(group, at: now, factor: factor, from: now)
    }

    /// Stops the animations where the views are drawn, setting their properties there. With
    /// `withoutFinishing` true the animator becomes inactive and its completions are not called;
    /// otherwise it is `.stopped` until `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let group else { return }
        let now = group.clock.now
        group.cancel()
        stopped = []
        for member in group.members {
            let current = member.value(at: now)
            stopped.append((member.view, member.property, member.from, member.to))
            guard let view = member.view else { continue }
            group.engine?.removeAnimation(of: member.property, from: view)
            view.setModelValue(current, of: member.property)
        }
        self.group = nil
        if withoutFinishing {
            stopped = []
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: its properties are set to their end values (`.end`), start
    /// values (`.start`) or left where they stopped (`.current`), and its completions run with
    /// `position`. Only in the `.stopped` state.
    public func finishAnimation(at position: ViewAnimatingPosition) {
        guard state == .stopped else { return }
        for entry in stopped {
            guard let view = entry.view else { continue }
            switch position {
            case .end: view.setModelValue(entry.to, of: entry.property)
            case .start: view.setModelValue(entry.from, of: entry.property)
            case .current: break
            }
        }
        stopped = []
        state = .inactive
        runCompletions(position)
    }

    // MARK: - Internals

    /// Runs the blocks into a new group (paused at 0, or running after `delay`).
    private func activate(paused: Bool, delay: TimeInterval) {
        let transaction = AnimationTransaction()
        let pending = blocks
        blocks = []
        transaction.record { for block in pending { block() } }
        let group = AnimationGroup(
            engine: transaction.engine, duration: duration, delay: delay, curve: timing,
            options: .allowUserInteraction)
        if isReversed { group.startRun(at: group.start, from: 1, 1, toward: 0, 0, length: duration) }
        if paused { group.paused = isReversed ? (1, 1) : (0, 0) }
        group.onReachEnd = { [self] in reachedEnd() }
        group.onFinish = { [self] _ in
            let position = endPosition ?? .current
            endPosition = nil
            self.group = nil
            state = .inactive
            runCompletions(position)
        }
        self.group = group
        state = .active
        transaction.commit(into: group)
        if group.members.isEmpty {
            endPosition = isReversed ? .start : .end
            group.end()
        }
    }

    /// A new run from where the group is toward the end `isReversed` names, starting at `start`
    /// (clock time), taking the rest of the duration times `factor`.
    private func resume(_ group: AnimationGroup, at start: TimeInterval, factor: Double, from now: TimeInterval? = nil) {
        let time = now ?? group.clock.now
        let f = group.fraction(at: time)
        let g = group.progress(at: time)
        let target = isReversed ? 0.0 : 1.0
        group.startRun(at: start, from: f, g, toward: target, target, length: duration * abs(target - f) * factor)
    }

    /// The run reached its end: the properties are set to where it ended (their start values when
    /// reversed), and the members end as finished.
    private func reachedEnd() -> Bool {
        guard let group else { return true }
        let atStart = group.gEnd == 0 && group.fEnd == 0
        endPosition = atStart ? .start : .end
        for member in group.members {
            guard let view = member.view else { continue }
            group.engine?.removeAnimation(of: member.property, from: view, finished: true)
            if atStart { view.setModelValue(member.from, of: member.property) }
        }
        return false
    }

    private func runCompletions(_ position: ViewAnimatingPosition) {
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}

import BarGeometry
import BarGraphics
import Foundation

// Block animations (UIKit's `UIView.animate…`): the block's changes to animatable properties take
// effect at once in the model (reading a property inside or after the block gives the new value);
// the screen moves from where each property was drawn to its new value (`View+Presentation.swift`).

extension View {
    /// Animates the changes `animations` makes to views' `frame`, `bounds`, `center`, `transform`,
    /// `alpha` and `backgroundColor` (and the frames a `layoutIfNeeded()` inside sets), over
    /// `duration` seconds after `delay`, with the curve and options in `options`.
    ///
    /// `completion` runs once, on the application's clock, after every animation of the block has
    /// ended: `true` when all ran to their end, `false` when one was interrupted (a later animation
    /// or a setter changed the property, or the view left its window). A duration ≤ 0 applies the
    /// changes at once and calls `completion(true)` on the next turn of the run loop.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let curve = TimingCurve.bezier(options.curve.bezier)
        run(duration: duration, delay: delay, curve: curve, options: options, animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, the default
    /// options and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and the default options.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the block's changes along a damped spring that settles over `duration`:
    /// `dampingRatio` 1 comes to rest without overshooting, smaller values oscillate more;
    /// `velocity` is the initial speed as a fraction of the distance per second (1: the whole
    /// distance in one second). The curve bits of `options` are ignored.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringCurve(
            dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration)
        run(
            duration: duration, delay: delay, curve: .spring(spring), options: options, animations: animations,
            completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes apply at once, even inside an
    /// animation block, and stop any running animation of the properties it changes.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        withoutAnimationDepth += 1
        defer { withoutAnimationDepth -= 1 }
        withoutRecording(actionsWithoutAnimation)
    }

    /// Records `animations` and starts what it changed in one group.
    static func run(
        duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let transaction = AnimationTransaction()
        transaction.record(animations)
        let engine = transaction.engine
        guard duration > 0, duration.isFinite else {
            transaction.commit(into: nil)
            let group = AnimationGroup(engine: engine, duration: 0, delay: 0, curve: curve, options: options)
            group.onFinish = completion
            group.end()
            return
        }
        let group = AnimationGroup(engine: engine, duration: duration, delay: delay, curve: curve, options: options)
        group.onFinish = completion
        transaction.commit(into: group)
        if group.members.isEmpty { group.end() }
    }
}

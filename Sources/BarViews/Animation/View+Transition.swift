import BarGeometry
import BarGraphics
import Foundation

// `View.transition(with:…)`: the view's old picture fades out over its new content.

extension View {
    /// Makes a picture of a view's subtree in its own coordinates, at its window's scale: set by
    /// the rendering module when a window first renders (before that, nothing is on screen and a
    /// transition has no old picture to fade).
    package static var transitionSnapshotter: ((View) -> Image?)?

    /// Changes `view` (its content, its subviews) in `animations`, showing the change as the
    /// transition `options` names: with `.transitionCrossDissolve`, the view's old picture (its
    /// subtree as drawn before the block) fades out over the new one over `duration` seconds, along
    /// the options' curve. The block's own changes are not animated one by one.
    ///
    /// Without a transition in `options`, the block's changes animate as in
    /// `animate(withDuration:delay:options:animations:completion:)`. `completion` runs once, as
    /// there; a later transition of the same view interrupts this one (`false`).
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let curve = TimingCurve.bezier(options.curve.bezier)
        guard options.transitionKind != 0 else {
            run(
                duration: duration, delay: 0, curve: curve, options: options, animations: animations ?? {},
                completion: completion)
            return
        }
        let window = view.window
        let snapshot: Image? =
            if let window, window.lastRender != nil, duration > 0, duration.isFinite {
                transitionSnapshotter?(view)
            } else {
                nil
            }
        if let animations { withoutRecording(animations) }
        let engine = (window?.application ?? .shared).animator
        let group = AnimationGroup(
            engine: engine, duration: max(0, duration.isFinite ? duration : 0), delay: 0, curve: curve,
            options: options)
        group.onFinish = completion
        guard let snapshot, view.window === window else {
            group.end()
            return
        }
        let animation = PropertyAnimation(view: view, property: .contents, from: .number(0), to: .number(1), group: group)
        animation.snapshot = snapshot
        engine.add(animation, to: view)
    }
}

extension Window {
    /// Samples this window's animating views at the clock's time, marking where they move: called
    /// by the rendering module before each render.
    package func prepareAnimationFrame() {
        guard View.animationsMayRun else { return }
        application.storedAnimator?.prepareFrame(for: self)
    }
}

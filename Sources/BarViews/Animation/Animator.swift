import BarGeometry
import BarGraphics
import Foundation
import Synchronization

/// An application's running property animations and per-frame handlers (`AnimationFrameHandler`:
/// scroll views' decelerations and animated offsets), ticked by one `DisplayLink` on the
/// application's `EventClock` while anything can change: a frame handler, an animation that is not
/// paused, or one whose view was released or left the windows (the next frame drops it). An idle
/// application, or one whose animations are all paused, has no link and no clock item; a paused
/// animation is sampled when paused or scrubbed, and the link starts again when it resumes.
///
/// Each frame it first runs the frame handlers (in the order they were added), then ends the animations whose time is up (their groups' completions run after every
/// view of the frame is updated, in the order the groups ended), drops those of views that were
/// released or left the application's windows (their completions get `false`), and marks, for
/// each animating view, where its subtree was drawn last frame and where it is drawn now.
@MainActor
final class Animator {
    let clock: EventClock
    /// The views with animations, each once.
    private(set) var states: [ViewAnimationState] = []
    /// The per-frame handlers, in the order they were added.
    private(set) var frameHandlers: [AnimationFrameHandler] = []
    private(set) var link: DisplayLink?
    private var completions: [AnimationGroup] = []
    private var completionItem: EventClock.Item?
    private var isTicking = false
    /// The applications' animators, for the hook that needs the one a view belongs to.
    unowned let application: Application

    init(application: Application) {
        self.application = application
        clock = application.clock
    }

    /// The views' states go with the application: their count is given back, and the groups still
    /// open (paused ones, which no frame will end now) are cancelled, so a paused property animator
    /// and its group, which hold each other, are freed.
    isolated deinit {
        for state in states {
            for case let animation? in state.slots {
                animation.group.cancel()
                animation.group.members.removeAll()
            }
            detach(state)
        }
        link?.invalidate()
    }

    /// Whether the display link runs (something can change).
    var isRunning: Bool { link != nil }

    /// The engine running a frame or completions now: an animation block that changes nothing
    /// inside them completes on its clock (`AnimationTransaction.engine`).
    private(set) static weak var current: Animator?

    // MARK: - Adding

    /// Starts `animation` on `view`, replacing (and interrupting) the one of the same property.
    func add(_ animation: PropertyAnimation, to view: View) {
        let state: ViewAnimationState
        if let existing = view.animationState {
            state = existing
        } else {
            state = ViewAnimationState(view: view)
            state.lastExtentParent = view.superview.map(ObjectIdentifier.init)
            state.lastExtent = view.extentInSuperview(view.presentationExtentInWindow(state.sample))
            view.animationState = state
            // Drawn away from its frame from now on: the superviews' subview indexes report it always.
            view.subviewIndexNoteMoved()
            View.animatingViewCount += 1
            View.noteAnimationActivity(1)
            states.append(state)
        }
        let index = animation.property.rawValue
        if let old = state.slots[index] { old.group.remove(old, finished: false) }
        state.slots[index] = animation
        animation.group.add(animation)
        if animation.group.paused == nil {
            startLink()
        } else {
            // Paused (an animator paused or scrubbed before it starts): drawn where it holds, no frames.
            sample(state, of: view, at: clock.now)
        }
    }

    /// `group` was paused, scrubbed or resumed: a paused group's views are drawn at its new
    /// values at once and the link stops if nothing else can change; a resumed one starts it.
    func groupTimingDidChange(_ group: AnimationGroup) {
        guard !group.members.isEmpty else { return }
        guard group.paused != nil else { return startLink() }
        let now = clock.now
        for member in group.members {
            guard let view = member.view, let state = view.animationState, !state.isRetired,
                let window = view.window, window.application === application
            else { continue }
            sample(state, of: view, at: now)
        }
        stopLinkIfIdle()
    }

    /// Something may have to change (a view with animations changed windows): the next frame
    /// looks, and the link stops again after it if nothing moves.
    func wake() {
        guard !states.isEmpty else { return }
        startLink()
    }

    /// Stops `view`'s animation of `property`, if any (a setter outside any block changed it).
    func removeAnimation(of property: AnimatedProperty, from view: View, finished: Bool = false) {
        guard let state = view.animationState, let old = state.slots[property.rawValue] else { return }
        state.slots[property.rawValue] = nil
        old.group.remove(old, finished: finished)
        if state.isEmpty { retire(state) }
    }

    /// Takes away a state with no animation left: the view draws its model values from now on.
    private func retire(_ state: ViewAnimationState) {
        if let view = state.view {
            markDrawing(of: view, state: state, newExtent: view.presentationExtentInWindow(view.modelSample))
        }
        detach(state)
        if !isTicking {
            states.removeAll { $0 === state }
            stopLinkIfIdle()
        }
    }

    // MARK: - Frame handlers

    /// Adds `handler` to every frame from the next on.
    func addFrameHandler(_ handler: AnimationFrameHandler) {
        guard !frameHandlers.contains(where: { $0 === handler }) else { return }
        frameHandlers.append(handler)
        startLink()
    }

    /// Takes `handler` off (during a frame, once the frame's handlers have run).
    func removeFrameHandler(_ handler: AnimationFrameHandler) {
        guard !isTicking else { return }
        frameHandlers.removeAll { $0 === handler }
        stopLinkIfIdle()
    }

    /// Empties `state` and takes it off its view (once).
    private func detach(_ state: ViewAnimationState) {
        state.slots = state.slots.map { _ in nil }
        guard !state.isRetired else { return }
        state.isRetired = true
        View.animatingViewCount -= 1
        View.noteAnimationActivity(-1)
        if let view = state.view, view.animationState === state { view.animationState = nil }
    }

    // MARK: - Frames

    private func startLink() {
        guard link == nil else { return }
        let link = DisplayLink { [weak self] _ in self?.tick() }
        self.link = link
        link.add(to: application)
    }

    /// One frame: runs the frame handlers, ends what is due, drops what lost its view, marks what
    /// moved, runs completions.
    func tick() {
        let now = clock.now
        isTicking = true
        let outer = Animator.current
        Animator.current = self
        defer { Animator.current = outer }
        if !frameHandlers.isEmpty {
            // Handlers added during the frame start with the next one.
            for handler in frameHandlers { handler.fire(at: now) }
            frameHandlers.removeAll { $0.isInvalidated }
        }
        for state in states where !state.isEmpty {
            guard let view = state.view, let window = view.window, window.application === application else {
                drop(state)
                continue
            }
            // Runs that reached their end: the group's hook first (a property animator sets its
            // model values), then its members go.
            for case let animation? in state.slots where animation.group.hasReachedEnd(at: now) {
                let group = animation.group
                if let hook = group.onReachEnd {
                    group.onReachEnd = nil
                    guard hook() else { continue }
                }
                for member in group.members { member.view.map { removeAnimation(of: member.property, from: $0, finished: true) } }
            }
            if state.isEmpty { continue }
            sample(state, of: view, at: now)
        }
        isTicking = false
        states.removeAll { $0.isEmpty }
        frameHandlers.removeAll { $0.isInvalidated }
        runCompletions()
        stopLinkIfIdle()
    }

    /// The animations of a view that was released or left the windows: stopped, not finished.
    private func drop(_ state: ViewAnimationState) {
        let animations = state.slots.compactMap { $0 }
        detach(state)
        for animation in animations { animation.group.remove(animation, finished: false) }
    }

    /// Stops the link when nothing can change (outside a frame: a frame looks at the end).
    private func stopLinkIfIdle() {
        guard !isTicking, let link, !needsFrames else { return }
        link.invalidate()
        self.link = nil
    }

    /// Whether a frame could change anything: a frame handler runs, an animation is not paused, or
    /// a view with animations was released or left the application's windows (a frame drops them).
    private var needsFrames: Bool {
        if !frameHandlers.isEmpty { return true }
        for state in states where !state.isEmpty {
            guard let view = state.view, let window = view.window, window.application === application else {
                return true
            }
            for case let animation? in state.slots where animation.group.paused == nil { return true }
        }
        return false
    }

    /// Samples every animating view of `window` at the clock's time (before it renders).
    func prepareFrame(for window: Window) {
        let now = clock.now
        for state in states where !state.isEmpty {
            guard let view = state.view, view.isIn(window) else { continue }
            sample(state, of: view, at: now)
        }
    }

    /// Updates the view's presentation values and marks where it was drawn and where it is now.
    private func sample(_ state: ViewAnimationState, of view: View, at now: TimeInterval) {
        let old = state.sample
        let (new, dissolve) = state.valuesAndDissolve(at: now, of: view)
        state.sample = new
        state.dissolve = dissolve
        let moved =
            old.center != new.center || old.bounds != new.bounds || old.transform != new.transform
            || old.alpha != new.alpha || old.backgroundColor != new.backgroundColor || dissolve != nil
        if moved || state.lastExtent.isNull {
            markDrawing(of: view, state: state, newExtent: view.presentationExtentInWindow(new))
        }
    }

    /// Marks, in the superview, the view's last drawn extent and `newExtent` (window coordinates).
    private func markDrawing(of view: View, state: ViewAnimationState, newExtent: CGRect) {
        let parent = view.superview
        // In the superview's model coordinates, which the window converts back when it renders.
        let new = view.extentInSuperview(newExtent)
        let parentID = parent.map(ObjectIdentifier.init)
        let old = state.lastExtentParent == parentID ? state.lastExtent : .null
        state.lastExtent = new
        state.lastExtentParent = parentID
        guard view.windowRendersPartially else { return }
        guard let parent else {
            view.setNeedsDisplay()
            return
        }
        parent.setNeedsDisplay(old.isNull ? new : old.union(new))
    }

    // MARK: - Completions

    /// Queues `group`'s completion: run at the end of the current frame, or from the clock at once.
    func queueCompletion(of group: AnimationGroup) {
        completions.append(group)
        guard !isTicking, completionItem == nil else { return }
        completionItem = clock.schedule(after: 0) { [weak self] _ in
            self?.completionItem = nil
            self?.runCompletions()
        }
    }

    private func runCompletions() {
        guard !completions.isEmpty else { return }
        let outer = Animator.current
        Animator.current = self
        defer { Animator.current = outer }
        while !completions.isEmpty {
            let group = completions.removeFirst()
            let finish = group.onFinish
            group.onFinish = nil
            finish?(group.finishedAll)
        }
    }
}

extension View {
    /// The library's hook for the animation engine, called on each view of a subtree whose window
    /// changed: a view with animations wakes its engine, whose next frame drops them if the view
    /// left the application's windows (a paused animation has no frames until something wakes it).
    func animationWindowDidChange() {
        guard let state = animationState else { return }
        for case let animation? in state.slots { animation.group.engine?.wake() }
    }

    /// How many views have an `animationState`, over every application.
    static var animatingViewCount = 0

    /// Views with an `animationState` plus animation blocks recording, over every application. An
    /// atomic in a `let`, so reading it is one load with no exclusivity check: setters, hit testing
    /// and rendering read it first and, while it is 0, skip every other animation check.
    private static let animationActivity = Atomic<Int>(0)

    /// Whether anything animates or an animation block records (`animationActivity` above 0).
    package static var animationsMayRun: Bool { animationActivity.load(ordering: .relaxed) > 0 }

    static func noteAnimationActivity(_ delta: Int) {
        animationActivity.add(delta, ordering: .relaxed)
    }

    /// `rect` (window coordinates) in the superview's model coordinates (itself without one).
    func extentInSuperview(_ rect: CGRect) -> CGRect {
        guard let parent = storedSuperview, !rect.isNull else { return rect }
        return rect.applying(parent.transformToRoot.inverted())
    }

    /// The bounding box in window coordinates of the view's subtree drawn with `sample`.
    func presentationExtentInWindow(_ sample: PresentationSample) -> CGRect {
        var local = sample.bounds
        if !storedSubviews.isEmpty { local = local.union(visualExtent(in: self)) }
        let toParent = sample.transformToSuperview
        let parentToRoot = storedSuperview?.presentationTransformToRoot() ?? .identity
        return local.applying(toParent.concatenating(parentToRoot))
    }
}

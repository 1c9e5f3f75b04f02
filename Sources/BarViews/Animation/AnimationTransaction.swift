import BarGeometry
import BarGraphics
import Foundation

/// What one animation block records while it runs: each property of each view it changes, with
/// the value the model had and the value the screen showed before the first change. When the
/// block ends (`commit`), each changed property animates from where it was drawn to its new model
/// value in one `AnimationGroup`.
@MainActor
final class AnimationTransaction {
    struct Entry {
        let view: View
        let property: AnimatedProperty
        let modelBefore: AnimatableValue
        let presentationBefore: AnimatableValue
    }

    private(set) var entries: [Entry] = []
    /// The application of the first view in a window the block changed (or set to the value it
    /// had), or of the enclosing block when the block knew of none.
    private(set) var application: Application?

    /// The block being recorded; nil outside any block and inside `performWithoutAnimation`.
    static var current: AnimationTransaction?

    /// Notes that `view`'s `property` is about to change (first change in the block only).
    func note(_ view: View, _ property: AnimatedProperty) {
        if application == nil, let window = view.window { application = window.application }
        for entry in entries where entry.view === view && entry.property == property { return }
        let model = view.modelValue(of: property)
        var presented = model
        if let state = view.animationState, let running = state.slots[property.rawValue] {
            presented = running.value(at: running.group.clock.now)
        }
        entries.append(Entry(view: view, property: property, modelBefore: model, presentationBefore: presented))
    }

    /// Ties the block to `application` when no view of it has (a block that may change nothing).
    func adopt(_ application: Application) {
        if self.application == nil { self.application = application }
    }

    /// Runs `body` recording into `self`, then restores the block that was recording before. A
    /// nested block and the block around it share the application the first of them knew.
    func record(_ body: () -> Void) {
        let outer = AnimationTransaction.current
        AnimationTransaction.current = self
        View.noteAnimationActivity(1)
        body()
        View.noteAnimationActivity(-1)
        AnimationTransaction.current = outer
        guard let outer else { return }
        if let application { outer.adopt(application) } else if let known = outer.application { adopt(known) }
    }

    /// The engine that times the block: that of its application; with none known (no view of the
    /// block in a window), the engine running the current frame or completions, else the shared
    /// application's.
    var engine: Animator { (application ?? Animator.current?.application ?? .shared).animator }

    /// Starts the recorded changes in `group`; with no group (a duration ≤ 0) they stay as set and
    /// stop any animation of the same properties. Views outside the group's application's windows
    /// do not animate.
    func commit(into group: AnimationGroup?) {
        let now = engine.clock.now
        let progress = group.map { $0.paused?.g ?? $0.progress(at: now) } ?? 0
        for entry in entries {
            let view = entry.view
            let to = view.modelValue(of: entry.property)
            guard to != entry.modelBefore else { continue }
            guard let group, let window = view.window, window.application === group.engine?.application else {
                if let state = view.animationState, let running = state.slots[entry.property.rawValue] {
                    running.group.engine?.removeAnimation(of: entry.property, from: view)
                }
                continue
            }
            let animation = PropertyAnimation(
                view: view, property: entry.property, from: entry.presentationBefore, to: to, group: group,
                startProgress: progress)
            group.engine?.add(animation, to: view)
        }
        entries = []
    }
}

extension View {
    /// Inside an animation block, ties the block to this view's application, so its completion runs
    /// on that application's clock even when the block changes nothing (a widget that holds views
    /// until its own block completes).
    package func joinCurrentAnimationBlock() {
        guard let transaction = AnimationTransaction.current, let window else { return }
        transaction.adopt(window.application)
    }

    /// Called by the setters of animatable properties set to the value they already have: inside
    /// an animation block, ties the block to this view's application, so a block that changes
    /// nothing completes on the clock of its views' window.
    func animatableSetUnchanged() {
        guard let transaction = AnimationTransaction.current, transaction.application == nil, let window else {
            return
        }
        transaction.adopt(window.application)
    }

    /// Called by the setters of animatable properties just before `property` changes: inside an
    /// animation block the change is recorded; outside, a running animation of it stops.
    func animatableWillChange(_ property: AnimatedProperty) {
        if let transaction = AnimationTransaction.current {
            transaction.note(self, property)
        } else if let state = animationState, let running = state.slots[property.rawValue] {
            running.group.engine?.removeAnimation(of: property, from: self)
        }
    }

    /// Whether setters must call `animatableWillChange(_:)`: a block is recording, or some view animates.
    static var animationHookActive: Bool { animationsMayRun }

    /// Runs `body` with no block recording (model values set as they are).
    static func withoutRecording(_ body: () -> Void) {
        let outer = AnimationTransaction.current
        AnimationTransaction.current = nil
        body()
        AnimationTransaction.current = outer
    }
}

extension Application {
    /// The application's animation engine, made on first use.
    var animator: Animator {
        if let made = storedAnimator { return made }
        let made = Animator(application: self)
        storedAnimator = made
        return made
    }
}

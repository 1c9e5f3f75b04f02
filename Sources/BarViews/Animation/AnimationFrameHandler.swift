import Foundation

/// Work an application's animation engine does once per frame, on the display link that moves its
/// view animations: what moves by its own rule rather than as a property animation (a scroll
/// view's deceleration, bounce and animated offset). One link ticks while any handler or animation
/// runs, and every frame does the handlers' work first, then samples the animations.
///
/// Added with `add(to:)`, the engine keeps the handler (and the handler its closure) until
/// `invalidate()`, as a run loop keeps a `CADisplayLink`; a closure should hold its owner weakly
/// and invalidate the handler when the owner is gone.
@MainActor
package final class AnimationFrameHandler {
    private var handler: ((AnimationFrameHandler) -> Void)?
    private weak var engine: Animator?
    /// The time of the frame the handler is called for.
    package private(set) var timestamp: TimeInterval = 0

    /// A handler that calls `handler` each frame once added.
    package init(handler: @escaping (AnimationFrameHandler) -> Void) {
        self.handler = handler
    }

    /// Whether the handler is added and not invalidated.
    package var isActive: Bool { engine != nil && handler != nil }

    /// Starts the frames on `application`'s animation engine (its clock's time).
    package func add(to application: Application) {
        guard engine == nil, handler != nil else { return }
        let engine = application.animator
        self.engine = engine
        timestamp = engine.clock.now
        engine.addFrameHandler(self)
    }

    /// Stops the frames for good and releases the closure.
    package func invalidate() {
        handler = nil
        engine?.removeFrameHandler(self)
        engine = nil
    }

    /// One frame at `time` (called by the engine).
    func fire(at time: TimeInterval) {
        guard handler != nil else { return }
        timestamp = time
        handler?(self)
    }

    /// Whether the closure is gone (the engine drops the handler).
    var isInvalidated: Bool { handler == nil }
}

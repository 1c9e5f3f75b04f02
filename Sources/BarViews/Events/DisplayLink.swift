import Foundation

/// Calls its handler once per frame, as UIKit's `CADisplayLink`: for animations and decelerations
/// that follow the screen's refresh (Docs/Events.md, "The clock").
///
/// Frames come from the application's `EventClock`: 60 per second of the system's time (a window
/// backend presents after each), or, under `EventSimulator`, each sixtieth of a second its
/// `advance(by:)` passes, in order. Once added, the clock keeps the link (and the link its handler)
/// until `invalidate()`, as a run loop keeps a `CADisplayLink`: a link nobody else holds still runs.
@MainActor
public final class DisplayLink {
    /// The time of the frame the handler is called for.
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame: when what the handler draws is shown.
    public var targetTimestamp: TimeInterval { timestamp + duration }
    /// The time between frames (1/60 s).
    public let duration: TimeInterval = 1.0 / 60
    /// While true the handler is not called (frames keep coming).
    public var isPaused = false

    private var handler: ((DisplayLink) -> Void)?
    /// Weak: the item holds the link (the clock keeps both until `invalidate()`); a strong link
    /// back would keep the two alive together after their clock is gone.
    private weak var item: EventClock.Item?

    /// A link that calls `handler` each frame once added with `add(to:)`.
    public init(handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts the frames, on `application`'s clock (default: the shared application's).
    public func add(to application: Application = .shared) {
        guard item == nil, handler != nil else { return }
        let clock = application.clock
        timestamp = clock.now
        // The clock's item keeps the link (strongly; `invalidate()` cancels the item and lets go),
        // and the link does not keep its clock: a link left running must not keep its application
        // alive. Unowned, not weak: only the clock runs this work, so it is there whenever it runs
        // (and a weak reference would give the shared application's clock a side table for good).
        item = clock.scheduleRepeating(every: duration) { [unowned clock] _ in
            guard !self.isPaused, self.handler != nil else { return }
            self.timestamp = clock.now
            self.handler?(self)
        }
    }

    /// Stops the frames for good and releases the handler.
    public func invalidate() {
        item?.cancel()
        item = nil
        handler = nil
    }
}

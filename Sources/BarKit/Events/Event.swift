import Foundation

/// An event: a set of touches or presses delivered together, as UIKit's `UIEvent`.
@MainActor
open class Event {
    /// The kinds of event.
    public enum EventType: Sendable {
        case touches
        case presses
    }

    /// The kind of this event.
    public let type: EventType
    /// When the event happened, in seconds since an arbitrary start.
    public let timestamp: TimeInterval

    public init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
    }
}

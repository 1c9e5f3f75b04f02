import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// An event: a set of touches or presses delivered together, as UIKit's `UIEvent`.
///
/// Events enter through `Application.sendEvent(_:)`, which hands them to the windows. A touch event
/// carries every touch that is currently down (each with its own `phase`); a window delivers to each
/// view only the touches that belong to it. Key presses travel in a `PressesEvent`.
///
/// Events are made by a window backend or, in tests and demos, by `EventSimulator`.
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

    /// The touches, in the order they began (so delivery is deterministic).
    let orderedTouches: [Touch]

    /// An event of `type` with no touches.
    public init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
        self.orderedTouches = []
    }

    /// A touch event carrying `touches`, each in its current phase.
    public init(touches: [Touch], timestamp: TimeInterval) {
        self.type = .touches
        self.timestamp = timestamp
        // Duplicates dropped: a few fingers are compared directly, no set needed. The array given is
        // kept when it has none, so the usual event makes no copy.
        guard touches.count <= 16 else {
            var unique: [Touch] = []
            unique.reserveCapacity(touches.count)
            var seen = Set<ObjectIdentifier>()
            for touch in touches where seen.insert(ObjectIdentifier(touch)).inserted { unique.append(touch) }
            self.orderedTouches = unique
            return
        }
        var unique: [Touch] = []
        for index in touches.indices {
            var seen = false
            for earlier in 0..<index where touches[earlier] === touches[index] {
                seen = true
                break
            }
            if seen && unique.isEmpty { unique = Array(touches[..<index]) }
            if !seen && !unique.isEmpty { unique.append(touches[index]) }
        }
        self.orderedTouches = unique.isEmpty ? touches : unique
    }

    // MARK: - Getting the touches

    /// Every touch of the event; nil for events that are not touch events.
    public var allTouches: Set<Touch>? {
        type == .touches ? Set(orderedTouches) : nil
    }

    /// The touches that belong to `view` (the view each touch began on); nil when there are none.
    public func touches(for view: View) -> Set<Touch>? {
        let found = orderedTouches.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches that happen in `window`; nil when there are none.
    public func touches(for window: Window) -> Set<Touch>? {
        let found = orderedTouches.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }
}

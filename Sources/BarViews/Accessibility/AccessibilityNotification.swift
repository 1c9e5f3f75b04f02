/// A change assistive technologies are told about, as UIKit's `UIAccessibility.Notification`:
/// post one with `AccessibilityNotification.post(_:argument:)`.
public struct AccessibilityNotification: Hashable, Sendable {
    /// The notification's name.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A new screen appeared (most of the window changed); the argument is the element to move to,
    /// or a `String` to speak, or nil.
    public static let screenChanged = AccessibilityNotification(rawValue: "screenChanged")
    /// Some elements appeared, went or moved; the argument is the element to move to, or a
    /// `String` to speak, or nil.
    public static let layoutChanged = AccessibilityNotification(rawValue: "layoutChanged")
    /// Something to speak; the argument is the `String`.
    public static let announcement = AccessibilityNotification(rawValue: "announcement")

    /// Tells assistive technologies about `notification`, as `UIAccessibility.post(notification:argument:)`.
    /// The argument is a `View` (the element to move to), a `String` (what to speak) or nil; any
    /// other value is ignored. Observers (the AT-SPI bridge) hear it at once, in the order they
    /// started observing; with none, posting does nothing.
    @MainActor
    public static func post(_ notification: AccessibilityNotification, argument: Any? = nil) {
        for observer in observers { observer.handler(notification, argument) }
    }

    /// An observer of posted notifications (the bridge); keep the token to stop observing.
    @MainActor
    package final class Observation {
        let handler: @MainActor (AccessibilityNotification, Any?) -> Void

        init(_ handler: @escaping @MainActor (AccessibilityNotification, Any?) -> Void) { self.handler = handler }

        /// Stops calling the handler.
        package func cancel() { AccessibilityNotification.observers.removeAll { $0 === self } }
    }

    @MainActor private static var observers: [Observation] = []

    /// Calls `handler` with every notification posted from now on, until the token is cancelled.
    @MainActor
    package static func observe(_ handler: @escaping @MainActor (AccessibilityNotification, Any?) -> Void)
        -> Observation
    {
        let observation = Observation(handler)
        observers.append(observation)
        return observation
    }
}

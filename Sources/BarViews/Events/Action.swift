import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// A closure run when a control event happens, as UIKit's `UIAction`:
/// `button.addAction(Action(title: "Save") { action in … }, for: .touchUpInside)`.
///
/// A control holds its actions strongly (a handler that captures the control strongly makes a
/// cycle; capture it weakly, or use `sender`). Actions are identified by `identifier`: adding an
/// action whose identifier is already registered for an event replaces the earlier one.
@MainActor
public final class Action {
    /// The identity of an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
    }

    /// The action's identity; a unique one is made when none is given.
    public nonisolated let identifier: Identifier
    /// A short name, for menus and descriptions.
    public var title: String
    /// A longer description.
    public var discoverabilityTitle: String?
    /// The closure run by `perform(sender:)`.
    public let handler: @MainActor (Action) -> Void
    /// The object that sent the action (the control), while the handler runs; nil otherwise.
    public private(set) var sender: Any?

    private static var nextAutomaticIdentifier = 0

    /// An action running `handler`. Without an `identifier`, each action is distinct.
    public init(
        title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping @MainActor (Action) -> Void
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            Action.nextAutomaticIdentifier += 1
            self.identifier = Identifier(rawValue: "BarKit.Action.\(Action.nextAutomaticIdentifier)")
        }
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    public func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}

extension Action: @MainActor CustomStringConvertible {
    /// `<Action: identifier = …; title = '…'>`.
    public var description: String {
        let title = self.title.isEmpty ? "" : "; title = '\(self.title)'"
        return "<Action: identifier = \(identifier.rawValue)\(title)>"
    }
}

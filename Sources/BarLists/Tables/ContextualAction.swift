import BarGraphics
import BarViews
import BarWidgets
import Foundation

/// A button a swipe on a table row reveals, as UIKit's `UIContextualAction`.
@MainActor
public final class ContextualAction {
    /// How the action looks and what it means.
    public enum Style: Int, Sendable {
        /// A gray button.
        case normal
        /// A red button, for an action that removes the row.
        case destructive
    }

    /// What runs when the button is tapped: the action, the button's view, and a function to call
    /// with whether the action was performed (the row's buttons then close).
    public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    /// The button's color (default: red for `.destructive`, gray for `.normal`).
    public var backgroundColor: Color
    public var image: Image?
    public let handler: Handler

    /// An action titled `title` in `style`, running `handler` when tapped.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive
            ? Color(red: 1, green: 59 / 255, blue: 48 / 255) : Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    }
}

/// The buttons a swipe on a table row reveals, as UIKit's `UISwipeActionsConfiguration`: the first
/// action is the one nearest the edge the row was swiped from.
@MainActor
public final class SwipeActionsConfiguration {
    public let actions: [ContextualAction]
    /// Whether a long swipe past the buttons performs the first action (default true).
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) { self.actions = actions }
}

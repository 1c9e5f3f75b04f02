import BarGeometry
import BarGraphics
import BarViews
import Foundation

/// What a navigation bar shows while a controller is on top of a navigation stack, as UIKit's
/// `UINavigationItem`: a title (or title view), bar button items, and what the back button to it
/// says.
///
/// A bar shows its top item's title, its right item at the trailing edge and, at the leading edge,
/// the first of (Docs/Behaviors.md, "Navigation"): the top item's `leftBarButtonItem`; the previous
/// item's `backBarButtonItem`; a back button titled the previous item's `backButtonTitle`, else its
/// `title`, else "Back". The root item gets no back button, nor does an item with `hidesBackButton`.
/// Changing any of these updates the bar showing the item.
@MainActor
open class NavigationItem: ViewControllerTitleObserver {
    /// An item titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// An item without a title.
    public init() {}

    /// The title shown in the bar's centre while this item is on top.
    public var title: String? {
        didSet { if title != oldValue { itemDidChange() } }
    }

    /// A view shown instead of the title, at its own frame size.
    public var titleView: View? {
        didSet { if titleView !== oldValue { itemDidChange() } }
    }

    /// A line of text above the title (UIKit's prompt); kept, not drawn by BarKit's bar.
    public var prompt: String?

    /// The items at the leading edge; the bar shows the first. Setting them replaces the back button.
    public var leftBarButtonItems: [BarItem]? {
        didSet { itemDidChange() }
    }

    /// The items at the trailing edge; the bar shows the first.
    public var rightBarButtonItems: [BarItem]? {
        didSet { itemDidChange() }
    }

    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    public var leftBarButtonItem: BarItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    public var rightBarButtonItem: BarItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The item whose title and image the back button shows while the next item is on top (the
    /// button still pops; its own action is not sent).
    public var backBarButtonItem: BarItem? {
        didSet { if backBarButtonItem !== oldValue { itemDidChange() } }
    }

    /// The back button's title while the next item is on top, when there is no `backBarButtonItem`.
    public var backButtonTitle: String? {
        didSet { if backButtonTitle != oldValue { itemDidChange() } }
    }

    /// Whether the bar shows no back button while this item is on top.
    public var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { itemDidChange() } }
    }

    /// Sets `hidesBackButton`; `animated` is accepted for UIKit compatibility (the change is immediate).
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    // MARK: - Internals

    /// The bar whose stack holds this item.
    weak var bar: NavigationBar?

    private func itemDidChange() {
        bar?.navigationItemDidChange(self)
    }

    /// The controller's title became this item's (UIKit sets `navigationItem.title` with `title`).
    package func viewControllerTitleDidChange(_ controller: ViewController) {
        title = controller.title
    }
}

extension ViewController {
    /// The item a navigation bar shows while this controller is on top of a navigation stack; made
    /// on first use, titled with the controller's `title` (and following it).
    public var navigationItem: NavigationItem {
        let key = ObjectIdentifier(NavigationItem.self)
        if let item = attachments[key] as? NavigationItem { return item }
        let item = NavigationItem()
        item.title = title
        attachments[key] = item
        return item
    }
}

import BarGeometry
import BarGraphics
import BarViews
import Foundation

/// What a navigation bar asks before it pops an item, as UIKit's `UINavigationBarDelegate`.
@MainActor
public protocol NavigationBarDelegate: AnyObject {
    /// Whether `navigationBar` should pop `item` (its top item), asked by `popItem(animated:)` and so
    /// by a tap on the back button. Default: true. A navigation controller answers false and pops
    /// its top controller instead, which sets the bar's items.
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
}

extension NavigationBarDelegate {
    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
}

// The bar's stack of navigation items: the top one shown, with UIKit's back-button rules
// (NavigationItem's documentation). An animated change cross-fades the bar over 0.35 s.

extension NavigationBar {
    /// How long an animated change of the shown item cross-fades (the push duration, 0.35 s).
    static let itemTransitionDuration: TimeInterval = 0.35

    /// Asked before an item is popped. Held weakly.
    public var delegate: NavigationBarDelegate? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }

    /// The stack of navigation items, root first; nil when empty. Setting it is
    /// `setItems(_:animated: false)`.
    public var items: [NavigationItem]? {
        get { navigationItems.isEmpty ? nil : navigationItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top of the stack: the one shown.
    public var topItem: NavigationItem? { navigationItems.last }

    /// The item below the top one: the one the back button returns to.
    public var backItem: NavigationItem? {
        navigationItems.count >= 2 ? navigationItems[navigationItems.count - 2] : nil
    }

    /// Pushes `item` onto the stack and shows it (cross-fading when `animated`). An item already in
    /// the stack is not pushed again; one in another bar's stack leaves it.
    public func pushItem(_ item: NavigationItem, animated: Bool) {
        guard !navigationItems.contains(where: { $0 === item }) else { return }
        if let other = item.bar, other !== self { other.forget(item) }
        navigationItems.append(item)
        item.bar = self
        showTopItem(animated: animated)
    }

    /// Pops the top item when the delegate agrees (`navigationBar(_:shouldPop:)`), showing the one
    /// below; returns the popped item.
    @discardableResult
    public func popItem(animated: Bool) -> NavigationItem? {
        guard let top = topItem else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: top) { return nil }
        navigationItems.removeLast()
        if top.bar === self { top.bar = nil }
        showTopItem(animated: animated)
        return top
    }

    /// Replaces the stack and shows its top item (cross-fading when `animated`).
    public func setItems(_ items: [NavigationItem]?, animated: Bool) {
        let newItems = items ?? []
        for item in navigationItems where !newItems.contains(where: { $0 === item }) && item.bar === self {
            item.bar = nil
        }
        for item in newItems {
            if let other = item.bar, other !== self { other.forget(item) }
            item.bar = self
        }
        navigationItems = newItems
        showTopItem(animated: animated)
    }

    // MARK: - Internals

    /// An item of the stack or the one below it changed: shows the top item again.
    func navigationItemDidChange(_ item: NavigationItem) {
        guard item === topItem || item === backItem else { return }
        showTopItem(animated: false)
    }

    /// The back button was tapped: pops the top item (asking the delegate first).
    func backButtonTapped() {
        popItem(animated: true)
    }

    /// Takes `item` out of this bar's stack (another bar took it).
    private func forget(_ item: NavigationItem) {
        navigationItems.removeAll { $0 === item }
        item.bar = nil
        showTopItem(animated: false)
    }

    /// Shows the top item: its title or title view, its right item and the leading item the
    /// back-button rules give.
    private func showTopItem(animated: Bool) {
        let apply = { [self] in
            let top = topItem
            title = top?.title
            titleView = top?.titleView
            leadingItem = leadingItemForTopItem()
            trailingItem = top?.rightBarButtonItem
        }
        if animated, window != nil {
            View.transition(
                with: self, duration: NavigationBar.itemTransitionDuration, options: .transitionCrossDissolve,
                animations: apply)
        } else {
            apply()
        }
    }

    /// The top item's left item; else, unless it hides the back button or is the root, a back button
    /// showing the previous item's back bar button item, else titled its `backButtonTitle`, else its
    /// `title`, else "Back".
    private func leadingItemForTopItem() -> BarItem? {
        guard let top = topItem else { return nil }
        if let left = top.leftBarButtonItem { return left }
        guard !top.hidesBackButton, let previous = backItem else { return nil }
        let button = backButton ?? makeBackButton()
        if let custom = previous.backBarButtonItem {
            button.title = custom.title
            button.image = custom.image ?? NavigationBar.backChevron
        } else {
            button.title = previous.backButtonTitle ?? previous.title ?? "Back"
            button.image = NavigationBar.backChevron
        }
        return button
    }

    /// The back button's chevron, 12 × 20 points, drawn as a template (in the bar's item colour).
    static let backChevron = Image(size: CGSize(width: 12, height: 20), scale: 2, renderingMode: .alwaysTemplate) {
        context in
        context.setFillColor(.black)
        context.fill(Path { path in
            path.addLines(between: [
                CGPoint(x: 10, y: 0), CGPoint(x: 12, y: 2), CGPoint(x: 4, y: 10), CGPoint(x: 12, y: 18),
                CGPoint(x: 10, y: 20), CGPoint(x: 0, y: 10),
            ])
            path.closeSubpath()
        })
    }

    private func makeBackButton() -> BarItem {
        let button = BarItem(
            title: nil, image: nil, primaryAction: Action(title: "Back") { [weak self] _ in self?.backButtonTapped() })
        backButton = button
        return button
    }
}

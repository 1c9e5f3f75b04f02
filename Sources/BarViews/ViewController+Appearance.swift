import BarGeometry
import Foundation

// A controller's appearance: the four callbacks in UIKit's order, forwarded to the children whose
// views are in its view, and the window showing its root controller. The override points are
// declared in ViewController.swift.
//
// The end of a change goes to exactly the children its begin went to (recorded at the begin), so a
// child whose view a container took out or put in meanwhile never gets half a change. A container
// with transitions of its own (the navigation controller) picks the children itself and keeps the
// ends of the ones its transition moves, as a UIKit container whose
// `shouldAutomaticallyForwardAppearanceMethods` is false calls the children's
// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` itself.

/// Where a controller's view is between appearing and disappearing.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// What a controller tells the objects attached to it (a navigation item, a tab bar item) when its
/// `title` changes.
@MainActor
package protocol ViewControllerTitleObserver: AnyObject {
    func viewControllerTitleDidChange(_ controller: ViewController)
}

/// A container that chooses which children hear its appearance changes, because a transition of
/// its own moves some of them.
@MainActor
package protocol AppearanceForwardingContainer: AnyObject {
    /// The children a begin of the container's appearance change (`isAppearing` or not) goes to.
    func childrenForAppearanceTransition(_ isAppearing: Bool) -> [ViewController]
    /// Whether a transition of the container is moving `child` now, so that transition (not the
    /// container's own end) ends the child's appearance change.
    func transitionOwnsAppearance(of child: ViewController) -> Bool
}

/// The children the appearance change under way was forwarded to, held weakly: its end goes to
/// them. Kept in the controller's `attachments` (so the class's stored layout stays as it is).
@MainActor
private final class AppearanceForwardingRecord {
    private struct Entry {
        weak var child: ViewController?
    }
    private var entries: [Entry] = []

    var children: [ViewController] { entries.compactMap(\.child) }

    func add(_ child: ViewController) {
        guard !entries.contains(where: { $0.child === child }) else { return }
        entries.append(Entry(child: child))
    }

    static let key = ObjectIdentifier(AppearanceForwardingRecord.self)
}

extension ViewController {
    /// Whether the view is appearing or has appeared (and has not begun to disappear).
    package var isAppearingOrVisible: Bool { appearance == .appearing || appearance == .appeared }

    /// Begins an appearance change: calls `viewWillAppear(_:)` (`isAppearing`) or
    /// `viewWillDisappear(_:)`, then the same on each child whose view is inside this one (or those
    /// an `AppearanceForwardingContainer` picks). A call
    /// that changes nothing (appearing while already appearing or visible) is ignored; one that turns
    /// a change around (disappearing while appearing) is what a cancelled interactive pop makes.
    ///
    /// Containers call it (as UIKit's `beginAppearanceTransition(_:animated:)`), then
    /// `endAppearanceTransition()` once their transition ended.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearance, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearance = .appearing
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        lastAppearanceWasAnimated = animated
        let children = (self as? AppearanceForwardingContainer)?.childrenForAppearanceTransition(isAppearing)
            ?? childrenShownInView
        guard !children.isEmpty else { return }
        let record = attachments[AppearanceForwardingRecord.key] as? AppearanceForwardingRecord
            ?? AppearanceForwardingRecord()
        attachments[AppearanceForwardingRecord.key] = record
        for child in children {
            record.add(child)
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the change `beginAppearanceTransition(_:animated:)` began: calls `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`, then the same on each child the begin went to (but one a container's
    /// transition moves now: that transition ends it). Ignored when no change is under way.
    public func endAppearanceTransition() {
        let animated = lastAppearanceWasAnimated
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        let record = attachments.removeValue(forKey: AppearanceForwardingRecord.key) as? AppearanceForwardingRecord
        let children = record?.children ?? []
        let container = self as? AppearanceForwardingContainer
        for child in children where container?.transitionOwnsAppearance(of: child) != true {
            child.endAppearanceTransition()
        }
    }

    /// Both halves at once, for a change without a transition.
    func transitionAppearance(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceTransition(isAppearing, animated: animated)
        endAppearanceTransition()
    }

    /// The children whose views are loaded and inside this controller's view (the ones a container
    /// shows): those the appearance callbacks are forwarded to, unless the container chooses.
    private var childrenShownInView: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return storedChildren.filter { child in
            guard let view = child.viewIfLoaded, view !== root else { return false }
            return view.isDescendant(of: root)
        }
    }

    /// Runs one layout of the root view between `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()`: what a container's root view calls from its `layoutSubviews()`. A
    /// call nested in another for the same controller just lays out (so the layout pass may wrap
    /// every controller's root view too).
    package func layoutRootView(_ layout: () -> Void) {
        guard !isLayingOutRootView else { return layout() }
        isLayingOutRootView = true
        defer { isLayingOutRootView = false }
        viewWillLayoutSubviews()
        layout()
        viewDidLayoutSubviews()
    }
}

extension Window {
    /// Shows the root view controller (its appearance callbacks) the first time the window is made
    /// visible; called by `makeKeyAndVisible()`.
    func showRootViewControllerIfNeeded() {
        guard !showsRootViewController else { return }
        showsRootViewController = true
        rootViewController?.transitionAppearance(true, animated: false)
    }

    /// A root controller replaced in a window that shows it: the old one disappears, the new appears.
    func rootViewControllerDidChange(from old: ViewController?) {
        guard showsRootViewController else { return }
        old?.transitionAppearance(false, animated: false)
        rootViewController?.transitionAppearance(true, animated: false)
    }
}

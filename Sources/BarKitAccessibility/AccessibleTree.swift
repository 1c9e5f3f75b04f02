import BarGeometry
import BarViews
import Foundation

/// A node of the tree the bridge publishes: the application (the root), or a view (a window, an
/// element, or a container kept for its role).
enum AccessibleNode {
    case application
    case view(View)

    var view: View? {
        if case .view(let view) = self { return view }
        return nil
    }
}

/// A change the bridge tells listeners about.
enum AccessibleEvent: Equatable {
    /// `object:children-changed:add` / `:remove` on the parent (its id; 0 is the application).
    case childrenChanged(parent: Int, added: Bool, index: Int, child: Int)
    /// `object:state-changed:focused` on the object.
    case focusChanged(id: Int, focused: Bool)
}

/// The published windows and the ids of their nodes: the tree walk of BarViews
/// (`accessibilityChildren(keepingContainers:)`) with the containers that have a role kept as nodes,
/// ids given to views as they are first published, and the changes since the last look.
@MainActor
final class AccessibleTree {
    /// A published window and what its host says about it.
    struct PublishedWindow {
        weak var window: Window?
        var title: () -> String
        var scale: CGFloat
        var isOpen: () -> Bool
        /// Whether the last turn of the window loop presented something (the tree may have changed).
        var redrew: () -> Bool
        /// Where the window's content sits on the screen, in pixels.
        var screenOrigin: () -> CGPoint
    }

    private struct WeakView {
        weak var view: View?
    }

    private(set) var windows: [PublishedWindow] = []
    private var views: [Int: WeakView] = [:]
    private var ids: [ObjectIdentifier: Int] = [:]
    private var nextID = 1
    /// The children each node had when a client last read them (by id; 0 is the application).
    private var reported: [Int: [Int]] = [:]
    /// Each reported child's parent.
    private var parents: [Int: Int] = [:]
    private var focusedID: Int?

    /// Publishes `window` (again: what its host says is updated).
    func add(
        _ window: Window, title: @escaping () -> String, scale: CGFloat, isOpen: @escaping () -> Bool,
        redrew: @escaping () -> Bool = { true }, screenOrigin: @escaping () -> CGPoint = { .zero }
    ) {
        windows.removeAll { $0.window == nil || $0.window === window }
        windows.append(
            PublishedWindow(
                window: window, title: title, scale: scale, isOpen: isOpen, redrew: redrew, screenOrigin: screenOrigin))
    }

    /// The published windows that are open and shown.
    var openWindows: [PublishedWindow] {
        windows.filter { entry in entry.window.map { $0.isShownToAccessibility && entry.isOpen() } ?? false }
    }

    func published(_ window: Window) -> PublishedWindow? { windows.first { $0.window === window } }

    // MARK: - Ids

    /// The node's id (0 for the application), given on first use.
    func id(of node: AccessibleNode) -> Int {
        guard let view = node.view else { return 0 }
        let key = ObjectIdentifier(view)
        if let id = ids[key], views[id]?.view === view { return id }
        let id = nextID
        nextID += 1
        ids[key] = id
        views[id] = WeakView(view: view)
        return id
    }

    /// The node with `id`, nil when its view is gone.
    func node(id: Int) -> AccessibleNode? {
        if id == 0 { return .application }
        guard let view = views[id]?.view else {
            views[id] = nil
            return nil
        }
        return .view(view)
    }

    // MARK: - Structure

    /// The node's children now: the open windows under the application; nothing under an element;
    /// else the walk's elements and kept containers.
    func children(of node: AccessibleNode) -> [AccessibleNode] {
        guard let view = node.view else {
            return openWindows.compactMap { $0.window.map(AccessibleNode.view) }
        }
        if view.isAccessibilityElement && !(view is Window) { return [] }
        return view.accessibilityChildren(keepingContainers: AccessibleRole.keepsContainer).map(AccessibleNode.view)
    }

    /// The node's children, noted as what the client saw (for `ChildrenChanged` later).
    func reportChildren(of node: AccessibleNode) -> [AccessibleNode] {
        let found = children(of: node)
        let parent = id(of: node)
        let childIDs = found.map { id(of: $0) }
        reported[parent] = childIDs
        for child in childIDs { parents[child] = parent }
        return found
    }

    /// The node's parent: the application for a window; else the node it was last reported under,
    /// or the nearest ancestor kept as a node. Nil for the application (its parent is the desktop).
    func parent(of node: AccessibleNode) -> AccessibleNode? {
        guard let view = node.view else { return nil }
        if let window = view as? Window, published(window) != nil { return .application }
        if let parent = parents[id(of: node)], let found = self.node(id: parent) { return found }
        var ancestor = view.superview
        while let current = ancestor {
            if current is Window || AccessibleRole.keepsContainer(current) { return .view(current) }
            ancestor = current.superview
        }
        return nil
    }

    /// The node's index among its parent's children (-1 when it is not among them).
    func indexInParent(of node: AccessibleNode) -> Int {
        guard let parent = parent(of: node) else { return -1 }
        let own = id(of: node)
        return children(of: parent).firstIndex { id(of: $0) == own } ?? -1
    }

    /// The published window a view is in.
    func window(of view: View) -> PublishedWindow? {
        guard let window = (view as? Window) ?? view.window else { return nil }
        return published(window)
    }

    // MARK: - Changes

    /// What changed since the last look: children added to or removed from the nodes a client has
    /// read (when `checksChildren`: that walk is the costly part), and the focus moving. Notes the new state.
    func changes(children checksChildren: Bool = true) -> [AccessibleEvent] {
        var events: [AccessibleEvent] = []
        for (parent, old) in (checksChildren ? reported : [:]).sorted(by: { $0.key < $1.key }) {
            guard let node = node(id: parent) else {
                reported[parent] = nil
                continue
            }
            let new = children(of: node).map { id(of: $0) }
            guard new != old else { continue }
            for (index, child) in old.enumerated().reversed() where !new.contains(child) {
                events.append(.childrenChanged(parent: parent, added: false, index: index, child: child))
                parents[child] = nil
            }
            for (index, child) in new.enumerated() where !old.contains(child) {
                events.append(.childrenChanged(parent: parent, added: true, index: index, child: child))
                parents[child] = parent
            }
            reported[parent] = new
        }
        let focused = focusedView().map { id(of: .view($0)) }
        if focused != focusedID {
            if let old = focusedID { events.append(.focusChanged(id: old, focused: false)) }
            if let focused { events.append(.focusChanged(id: focused, focused: true)) }
            focusedID = focused
        }
        return events
    }

    /// The first responder of a published window's application when it is a view shown there.
    private func focusedView() -> View? {
        for entry in openWindows {
            guard let window = entry.window, let view = window.application.firstResponder as? View,
                view.window === window, view.isReachableByAccessibility
            else { continue }
            return view
        }
        return nil
    }
}

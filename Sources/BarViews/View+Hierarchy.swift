import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

// The view tree: adding, removing and reordering subviews. The hooks around each move
// (`willMove(toSuperview:)`, `didMoveToWindow()`, …) are declared in View.swift.

extension View {
    // MARK: - Managing the view hierarchy

    /// The view that contains this one, or nil.
    public var superview: View? { storedSuperview }

    /// The subviews, back to front: the last one is drawn on top and hit-tested first.
    public var subviews: [View] { storedSubviews }

    /// The window this view is in, or nil.
    public var window: Window? { storedWindow }

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    /// Adding a view to itself or to one of its descendants is a precondition failure.
    public func addSubview(_ view: View) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range), moving it if it is
    /// already elsewhere.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "View.addSubview: cannot add a view to itself (\(type(of: view)))")
        precondition(
            view.storedSubviews.isEmpty || !isDescendant(of: view),
            "View.addSubview: cannot add \(type(of: view)) to its own descendant \(type(of: self)): it would make a cycle"
        )
        if view.storedSuperview === self {
            // Reorder within the same superview; no move hooks, as in UIKit.
            guard let from = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            storedSubviews.remove(at: from)
            storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
            view.invalidateVisualExtent()
            return
        }
        let newWindow = (self as? Window) ?? storedWindow
        let windowChanges = view.storedWindow !== newWindow
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        // Where it was must be redrawn too (a move from another superview, perhaps another window).
        if view.storedSuperview != nil { view.invalidateVisualExtent() }
        let leftConstrainedTree =
            LayoutEngine.liveCount > 0 && view.storedSuperview != nil && view.autoLayoutWillLeaveTree()
        view.detachFromSuperview()
        let position = max(0, min(index, storedSubviews.count))
        // Appending (what addSubview does) takes Array's quick path, not the general insertion's.
        if position == storedSubviews.count {
            storedSubviews.append(view)
        } else {
            storedSubviews.insert(view, at: position)
        }
        view.storedSuperview = self
        if LayoutEngine.liveCount > 0 { view.autoLayoutDidJoinTree(fromConstrainedTree: leftConstrainedTree) }
        if windowChanges { view.setWindow(newWindow) }
        view.updateEffectiveTintColor()
        view.didMoveToSuperview()
        if windowChanges { view.notifyDidMoveToWindow() }
        didAddSubview(view)
        if view.subtreeNeedsLayout {
            countMarkedSubview()
            propagateSubtreeNeedsLayout()
        } else if view.needsLayoutFlag {
            view.propagateSubtreeNeedsLayout()
        }
        setNeedsLayout()
        view.invalidateVisualExtent()
    }

    /// Inserts `view` just above `sibling` (a subview of this view; otherwise on top).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = storedSubviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = storedSubviews.firstIndex(where: { $0 === view }).map { $0 < index ? 0 : 1 } ?? 1
        insertSubview(view, at: index + adjust)
    }

    /// Inserts `view` just below `sibling` (a subview of this view; otherwise at the back).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = storedSubviews.firstIndex(where: { $0 === sibling }) else {
            return insertSubview(view, at: 0)
        }
        let adjust = storedSubviews.firstIndex(where: { $0 === view }).map { $0 < index ? -1 : 0 } ?? 0
        insertSubview(view, at: index + adjust)
    }

    /// Removes the view from its superview and window. Does nothing when it has no superview.
    public func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        let windowChanges = storedWindow != nil
        if windowChanges { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        invalidateVisualExtent()
        let leavesConstrainedTree = LayoutEngine.liveCount > 0 && autoLayoutWillLeaveTree()
        detachFromSuperview()
        if leavesConstrainedTree { autoLayoutDidLeaveTree() }
        if windowChanges { setWindow(nil) }
        updateEffectiveTintColor()
        didMoveToSuperview()
        if windowChanges { notifyDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: storedSubviews.count)
    }

    /// Moves `view` (a subview) to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices; out-of-range indices do nothing.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
        storedSubviews[index1].invalidateVisualExtent()
        storedSubviews[index2].invalidateVisualExtent()
    }

    /// True when this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.storedSuperview
        }
        return false
    }

    /// The first view in this subtree (self included, breadth-first) whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        var queue: [View] = [self]
        var head = 0
        while head < queue.count {
            let view = queue[head]
            head += 1
            if view.tag == tag { return view }
            queue.append(contentsOf: view.storedSubviews)
        }
        return nil
    }

    // MARK: - Internals

    private func detachFromSuperview() {
        guard let parent = storedSuperview else { return }
        parent.willRemoveSubview(self)
        if let index = parent.storedSubviews.firstIndex(where: { $0 === self }) {
            parent.storedSubviews.remove(at: index)
        }
        storedSuperview = nil
    }

    private func setWindow(_ window: Window?) {
        forEachInSubtree { view in
            if let old = view.storedWindow, old !== window { old.unlistForDisplay(view) }
            view.storedWindow = window
            if View.animationsMayRun, view.animationState != nil { view.animationWindowDidChange() }
            if let window { view.didJoin(window) }
            return true
        }
    }

    private func notifyWillMove(toWindow window: Window?) {
        forEachInSubtree { view in
            view.willMove(toWindow: window)
            return true
        }
    }

    private func notifyDidMoveToWindow() {
        forEachInSubtree { view in
            view.didMoveToWindow()
            return true
        }
    }
}

import Foundation

// What moving views between trees does to constraints (Docs/Behaviors.md §8): constraints between
// a removed subtree and the rest are deactivated, as UIKit's `removeFromSuperview()` does; the
// constraints inside a subtree go with it, to the engine of the tree it joins.

extension View {
    /// Called before this view leaves its superview: deactivates the constraints installed on its
    /// ancestors that use a view of its subtree, and has the engine that held the subtree rebuilt (a
    /// part's root takes its engine with it). Returns whether the old tree used Auto Layout.
    func autoLayoutWillLeaveTree() -> Bool {
        let around = storedSuperview?.enclosingLayoutEngine
        guard around != nil || autoLayout?.engine != nil else { return false }
        var ancestor = storedSuperview
        while let view = ancestor {
            if let installed = view.autoLayout?.constraints, !installed.isEmpty {
                for constraint in installed where uses(constraint) { view.uninstall(constraint) }
            }
            ancestor = view.storedSuperview
        }
        if autoLayout?.engine == nil, let around {
            around.needsRebuild = true
            around.root.setNeedsLayout()
        }
        return true
    }

    /// Called after this view left a tree that used Auto Layout: if constraints are installed in
    /// its subtree, it gets an engine of its own (a part's root keeps the one it has).
    func autoLayoutDidLeaveTree() {
        // A tree's root has its size pinned, a part's suggested: a kept engine rebuilds to change.
        if autoLayout?.engine == nil && !subtreeHasConstraints { return }
        ensureLayoutEngine().needsRebuild = true
        setNeedsLayout()
    }

    /// Called after this view joined a superview. A view that takes its frame from outside keeps the
    /// engine it had as a root (or gets one, when it brings constraints from another constrained
    /// tree): no constraint can reach into it yet, so it stands apart. Otherwise what it brings goes
    /// to the engine around it, which is rebuilt.
    func autoLayoutDidJoinTree(fromConstrainedTree: Bool) {
        let hadEngine = autoLayout?.engine != nil
        guard hadEngine || (fromConstrainedTree && subtreeHasConstraints) else { return }
        if canRootLayoutPart {
            ensureLayoutEngine().needsRebuild = true
            setNeedsLayout()
            return
        }
        autoLayout?.engine = nil
        let engine = storedSuperview?.enclosingLayoutEngine ?? treeRoot.ensureLayoutEngine()
        engine.needsRebuild = true
        engine.root.setNeedsLayout()
    }

    var subtreeHasConstraints: Bool {
        var found = false
        forEachInSubtree { view in
            if view.autoLayout?.constraints.isEmpty == false { found = true }
            return !found
        }
        return found
    }

    /// Whether `constraint` uses a view (or a guide of a view) of this subtree.
    private func uses(_ constraint: LayoutConstraint) -> Bool {
        for item in [constraint.firstItem, constraint.secondItem] {
            if let view = LayoutConstraint.view(of: item), view.isDescendant(of: self) { return true }
        }
        return false
    }
}

import Foundation

// What moving views between trees does to constraints (Docs/Behaviors.md §8): constraints between
// a removed subtree and the rest are deactivated, as UIKit's `removeFromSuperview()` does; the
// constraints inside a subtree go with it, to the engine of the tree it joins.

extension View {
    /// Called before this view leaves its superview: deactivates the constraints installed on its
    /// ancestors that use a view of its subtree, and has the old tree rebuilt. Returns whether the
    /// old tree used Auto Layout.
    func autoLayoutWillLeaveTree() -> Bool {
        let oldRoot = treeRoot
        guard let engine = oldRoot.autoLayout?.engine else { return false }
        var ancestor = storedSuperview
        while let view = ancestor {
            if let installed = view.autoLayout?.constraints, !installed.isEmpty {
                for constraint in installed where uses(constraint) { view.uninstall(constraint) }
            }
            ancestor = view.storedSuperview
        }
        engine.needsRebuild = true
        oldRoot.setNeedsLayout()
        return true
    }

    /// Called after this view left a tree that used Auto Layout: if constraints are installed in
    /// its subtree, it gets an engine of its own.
    func autoLayoutDidLeaveTree() {
        guard subtreeHasConstraints else { return }
        ensureLayoutEngine().needsRebuild = true
        setNeedsLayout()
    }

    /// Called after this view joined a superview: the engine it had as a root (or the constraints
    /// it brought from another constrained tree) go to the new tree's engine, which is rebuilt.
    func autoLayoutDidJoinTree(fromConstrainedTree: Bool) {
        let hadEngine = autoLayout?.engine != nil
        autoLayout?.engine = nil
        guard hadEngine || (fromConstrainedTree && subtreeHasConstraints) else { return }
        let root = treeRoot
        root.ensureLayoutEngine().needsRebuild = true
        root.setNeedsLayout()
    }

    private var subtreeHasConstraints: Bool {
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

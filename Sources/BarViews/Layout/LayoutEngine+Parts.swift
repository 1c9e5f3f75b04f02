import Foundation

// Parts solved apart (Docs/Layout.md, "Parts"). A view whose frame comes from outside constraints
// (it translates its autoresizing mask, or its superview places it by frame) and whose subtree's
// constraints stay inside that subtree is the root of a part: an engine of its own holds the part's
// constraints, with the root's size as its input, and solves when the root is laid out. A
// constraint that crosses a part's edge joins the part to the engine around it.
//
// The engine that holds a view's constraints and node is always the nearest engine at the view or
// above it (`enclosingLayoutEngine`): an engine's rebuild takes the engines of the views inside its
// region that no longer stand apart, and gives one to each view that does.

extension View {
    /// The engine that holds this view's node and the constraints installed on it: the nearest
    /// engine at this view or above (a part's, or the tree's).
    var enclosingLayoutEngine: LayoutEngine? {
        var view: View? = self
        while let current = view {
            if let engine = current.autoLayout?.engine { return engine }
            view = current.storedSuperview
        }
        return nil
    }

    /// Whether this view may root a part: it has a superview and takes its frame from outside
    /// constraints (`isPlacedByFrame`).
    var canRootLayoutPart: Bool { storedSuperview != nil && isPlacedByFrame }

    /// The engine that takes a change made at this view (a constraint installed on it, a pending
    /// `updateConstraints()`), made if there is none.
    ///
    /// The nearest engine above, unless a view on the way could root a part and that engine holds
    /// nothing of it yet: then the topmost such view gets an engine of its own, so a screen of
    /// rows each constrained inside itself is solved row by row however the rows were put together.
    func layoutEngineTakingChanges() -> LayoutEngine {
        // One climb to the engine, noting the views on the way that could root a part. An engine
        // that holds a view holds its ancestors up to its root, so the free ones are the lowest.
        var candidates: [View] = []
        var engine: LayoutEngine?
        var view: View? = self
        while let current = view {
            if let found = current.autoLayout?.engine {
                engine = found
                break
            }
            if current.canRootLayoutPart { candidates.append(current) }
            view = current.storedSuperview
        }
        if let topmostFree = candidates.last(where: { !$0.isHeld(by: engine) }) {
            return topmostFree.ensureLayoutEngine()
        }
        return engine ?? treeRoot.ensureLayoutEngine()
    }

    /// Whether `engine` has a node for this view (it then holds something of its subtree).
    private func isHeld(by engine: LayoutEngine?) -> Bool {
        guard let engine, let node = autoLayout?.node else { return false }
        return engine.isOwn(node)
    }

    /// Whether `constraint`, installed on this view, uses an item inside a part below it: the part
    /// then no longer stands apart, and the engine around it must take it in (a rebuild).
    func constraintCrossesPart(_ constraint: LayoutConstraint) -> Bool {
        for item in [constraint.firstItem, constraint.secondItem] {
            var view = LayoutConstraint.view(of: item)
            while let current = view, current !== self {
                if current.autoLayout?.engine != nil { return true }
                view = current.storedSuperview
            }
        }
        return false
    }
}

extension LayoutEngine {
    /// The constraints of this engine's region, for a rebuild: those installed in the root's subtree
    /// outside the parts that stand apart. On the way, each view of the region that stands apart and
    /// has constraints gets an engine (a new one rebuilds at its first solve; one it has is kept), and
    /// a view of the region that no longer stands apart loses its engine. The views of the region
    /// whose `updateConstraints()` is due are queued.
    func collectRegionConstraints() -> [LayoutConstraint] {
        var installed: [LayoutConstraint] = []
        // Views that could root a part but that a constraint above them reaches into. A constraint
        // is installed on its items' nearest common ancestor, so every constraint that reaches into
        // a view is installed on one of its ancestors, which the walk (parents first) meets before it.
        var crossed: Set<ObjectIdentifier> = []
        let root = self.root
        root.forEachInSubtree { view in
            if view !== root {
                if view.canRootLayoutPart && !crossed.contains(ObjectIdentifier(view)) {
                    if view.autoLayout?.engine == nil && view.subtreeHasConstraints {
                        view.ensureLayoutEngine().needsRebuild = true
                        view.setNeedsLayout()
                    }
                    return false
                }
                // Stood apart before; now a constraint above reaches into it (or it no longer takes
                // its frame from outside): this engine takes its constraints.
                if let state = view.autoLayout, state.engine != nil { state.engine = nil }
            }
            guard let state = view.autoLayout else { return true }
            for constraint in state.constraints {
                installed.append(constraint)
                for item in [constraint.firstItem, constraint.secondItem] {
                    var reached = LayoutConstraint.view(of: item)
                    while let current = reached, current !== view {
                        if current.canRootLayoutPart { crossed.insert(ObjectIdentifier(current)) }
                        reached = current.storedSuperview
                    }
                }
            }
            if state.needsUpdateConstraints { viewsNeedingUpdateConstraints.append(view.itemLink) }
            return true
        }
        return installed
    }
}

extension View {
    /// The root of the engine that holds this view (the tree's root, or a part's), nil when none does.
    package var layoutEngineRoot: View? { enclosingLayoutEngine?.root }
}

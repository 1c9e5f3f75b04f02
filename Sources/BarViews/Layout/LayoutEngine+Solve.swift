import BarGeometry
import BarSolver
import Foundation

// Solving (Docs/Layout.md, "The passes"): the solver's values read once a solve, the nodes that
// moved found in the engine's slots, and their views' frames set.

extension LayoutEngine {
    /// The view whose frame the engine (or its superview's `reapplyConstraintFrames()`) is setting
    /// to its solution: that frame change does not mark the superview.
    static var viewTakingSolution: ObjectIdentifier?

    /// Rebuilds if the tree changed, runs pending `updateConstraints()`, and solves if anything
    /// changed. Applies the solution to the frames of views laid out by constraints.
    func solveIfNeeded() {
        if needsRebuild { rebuild() }
        for _ in 0..<3 where needsRebuildAfterConflict { rebuild() }
        runPendingUpdateConstraints()
        suggestRootSize()
        // A label of several lines is measured at the width the solve gives it, then solved again.
        for _ in 0..<4 {
            guard needsSolve else { return }
            needsSolve = false
            solver.updateVariables()
            let values = solver.values
            if requiredConstraintsFightPartSize(values) {
                // Pinned from now on: the rebuild adds the size first, so the constraint that
                // fights it is refused and reported, as UIKit breaks it.
                pinsPartSize = true
                rebuild()
                continue
            }
            var widthsChanged = false
            // The slots hold every node's last rectangle: only the nodes that moved are read.
            for index in slots.indices {
                let rect = slots[index].rect(in: values)
                guard rect != slots[index].solved else { continue }
                slots[index].solved = rect
                let node = slots[index].node
                node.solvedRect = rect
                if let view = slots[index].link.view {
                    widthsChanged = apply(rect, to: view, of: node) || widthsChanged
                } else if let guide = node.item as? LayoutGuide, guide.role == .content, let owner = guide.owningView,
                    owner !== root
                {
                    // A scroll view reads its content guide's size back in its layout pass.
                    owner.setNeedsLayout()
                }
            }
            if !widthsChanged { return }
        }
    }

    /// Sets the frame of a view laid out by constraints; true when a view that wraps to the width
    /// it is given (`wrapsToEngineWidth`) got a new width (its height must be measured again).
    private func apply(_ rect: CGRect, to view: View, of node: LayoutNode) -> Bool {
        guard let state = view.autoLayout, !view.isPlacedByFrame else { return false }
        LayoutEngine.viewTakingSolution = ObjectIdentifier(view)
        view.frame = view.frame(forAlignmentRect: rect).roundedToPixel(scale: view.contentScaleFactor)
        LayoutEngine.viewTakingSolution = nil
        return wrap(view, state: state, of: node, at: rect.width)
    }

    /// Gives a view that wraps to the width it is given (`wrapsToEngineWidth`) the solved `width`;
    /// true when that width is new, its content-size constraints then made again at it.
    private func wrap(_ view: View, state: AutoLayoutState, of node: LayoutNode, at width: CGFloat) -> Bool {
        guard view.wrapsToEngineWidth, state.engineWidth != width else { return false }
        state.engineWidth = width
        remakeContentSizeConstraints(of: node)
        return true
    }

    func runPendingUpdateConstraints() {
        guard !viewsNeedingUpdateConstraints.isEmpty else { return }
        // Leaves first, as UIKit's update pass.
        var pending = viewsNeedingUpdateConstraints.compactMap(\.view)
        viewsNeedingUpdateConstraints = []
        pending.sort { $0.depth > $1.depth }
        for view in pending where view.autoLayout?.needsUpdateConstraints == true {
            view.runUpdateConstraints()
        }
    }

    /// The root's size in a measuring engine's solution. Views that wrap to the width they are given
    /// (labels of several lines) are measured at their solved widths and solved again, as a layout
    /// pass does; each one's own wrap width is put back before this returns.
    func measuredRootSize() -> CGSize {
        var wrapWidths: [(state: AutoLayoutState, width: CGFloat?)] = []
        defer { for saved in wrapWidths { saved.state.engineWidth = saved.width } }
        for round in 0...4 {
            solver.updateVariables()
            guard round < 4 else { break }
            var widthsChanged = false
            for node in nodes {
                guard let view = node.view, view.wrapsToEngineWidth, let state = view.autoLayout else { continue }
                if !wrapWidths.contains(where: { $0.state === state }) {
                    wrapWidths.append((state, state.engineWidth))
                }
                let width = max(0, solver.value(of: node.width))
                widthsChanged = wrap(view, state: state, of: node, at: width) || widthsChanged
            }
            if !widthsChanged { break }
        }
        guard let rootNode else { return .zero }
        return CGSize(width: max(0, solver.value(of: rootNode.width)), height: max(0, solver.value(of: rootNode.height)))
    }
}

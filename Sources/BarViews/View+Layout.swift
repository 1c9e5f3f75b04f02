import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

// The layout pass (Docs/Behaviors.md §1): marking, laying out only what is marked, and autoresizing.
// The override points (`layoutSubviews`, `sizeThatFits`, `intrinsicContentSize`, …) are declared in
// View.swift, since Swift cannot override members declared in extensions.

extension View {
    /// The value meaning "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: - Laying out subviews

    /// Marks the view as needing layout. Nothing happens until `layoutIfNeeded()` (or a render).
    public func setNeedsLayout() {
        needsLayoutFlag = true
        propagateSubtreeNeedsLayout()
    }

    /// Lays out now whatever is marked in this view's tree.
    ///
    /// First climbs to the highest ancestor that needs layout, then lays out top-down every marked
    /// view under it, skipping subtrees with nothing marked. Does nothing when nothing is marked.
    public func layoutIfNeeded() {
        // New labels first, all at once and on several threads, so that the pass finds them measured.
        if let window = storedWindow, !window.labelsAwaitingMeasure.isEmpty { window.measureLabelsAwaitingMeasure() }
        // A layoutSubviews may mark an ancestor again (for example by invalidating an intrinsic
        // size); a few more passes settle that, and a bound stops a layout that never settles.
        for _ in 0..<8 {
            // Constraints first: the solution sets the frames of the views they lay out.
            if LayoutEngine.liveCount > 0, let engine = treeRoot.autoLayout?.engine { engine.solveIfNeeded() }
            // The ancestors are only read, unretained: this runs before every event is delivered,
            // and retaining the window (which has a side table) is several times dearer than the
            // rest of the walk.
            var top: View = self
            var current: View? = self
            while current != nil {
                if current!.needsLayoutFlag { top = current! }
                current = current!.storedSuperview
            }
            guard top.needsLayoutFlag || top.subtreeNeedsLayout else { return }
            top.layoutMarkedSubtree()
        }
    }

    /// Lays out this subtree's marked views now, without climbing to marked ancestors: for a
    /// widget that places a new subview during its own `layoutSubviews()` and needs its contents
    /// laid out before it moves (a table's row coming in animated).
    package func layoutSubtreeIfNeeded() {
        guard needsLayoutFlag || subtreeNeedsLayout else { return }
        layoutMarkedSubtree()
    }

    // MARK: - Internals

    /// Marks the ancestors as holding a view that needs layout. Each superview counts its marked
    /// subviews (`ViewTreeState.markedSubviews`), so the pass skips the subviews of a view when none
    /// is marked without reading them: a scroll view over 10,000 rows lays out in time that does not
    /// grow with the rows.
    func propagateSubtreeNeedsLayout() {
        // This view first, and its superview, without holding either in a variable (each view held
        // is a retain and a release): the usual mark stops at a superview already marked.
        guard !subtreeNeedsLayout else { return }
        subtreeNeedsLayout = true
        guard let parent = storedSuperview else { return }
        parent.countMarkedSubview()
        guard !parent.subtreeNeedsLayout else { return }
        var current: View? = parent
        while let view = current, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            current = view.storedSuperview
            current?.countMarkedSubview()
        }
    }

    /// One more subview of this view is marked. The count may run high (a marked subview that left
    /// counts until the next pass), never low.
    func countMarkedSubview() {
        if tree.markedSubviews < Int32.max { tree.markedSubviews += 1 }
    }

    /// The stack `layoutMarkedSubtree()` walks with, kept between passes.
    private static var spareLayoutStack: [View] = []

    /// Lays out this subtree's marked views, parents first, without recursion.
    func layoutMarkedSubtree() {
        // The kept stack, taken (a nested pass, from a layoutSubviews, finds it empty and makes its
        // own) and given back empty: a pass runs before every event, and makes no array. One grown
        // past 1,024 views is let go rather than kept.
        var stack = View.spareLayoutStack
        View.spareLayoutStack = []
        defer {
            stack.removeAll(keepingCapacity: stack.capacity <= 1_024)
            View.spareLayoutStack = stack
        }
        stack.append(self)
        // Guard against layoutSubviews implementations that keep re-marking themselves.
        var budget = 64
        while let view = stack.popLast() {
            if view.needsLayoutFlag {
                view.needsLayoutFlag = false
                let outer = view.tree.isLayingOutSubviews
                view.tree.isLayingOutSubviews = true
                if LayoutEngine.liveCount > 0 {
                    // A part's engine solves from its root's size, which its superview has just set.
                    if view.storedSuperview != nil, let engine = view.autoLayout?.engine { engine.solveIfNeeded() }
                    view.reapplyConstraintFrames()
                }
                if view.tree.isControllerRootView, let controller = view.storedViewController {
                    controller.layoutRootView { view.layoutSubviews() }
                } else {
                    view.layoutSubviews()
                }
                view.tree.isLayingOutSubviews = outer
            }
            view.subtreeNeedsLayout = false
            // By index: only the marked subviews are taken (retained); the others are just read, and
            // not at all when none is counted as marked. Those taken are laid out in this pass, so
            // the count starts again from zero (a subview marked again counts itself again).
            if view.tree.markedSubviews > 0 {
                view.tree.markedSubviews = 0
                let subviews = view.storedSubviews
                var index = subviews.count
                while index > 0 {
                    index -= 1
                    if subviews[index].subtreeNeedsLayout || subviews[index].needsLayoutFlag {
                        stack.append(subviews[index])
                    }
                }
            }
            if view.needsLayoutFlag && budget > 0 {
                // layoutSubviews marked itself again: honour it a bounded number of times.
                budget -= 1
                stack.append(view)
            } else if view.needsLayoutFlag {
                view.needsLayoutFlag = false
            }
        }
        // A layoutSubviews that marked an ancestor of this subtree is left for the next pass.
    }

    /// Applies each subview's autoresizing mask after this view's bounds size changed from `oldSize`.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = storedBounds.size
        let dw = newSize.width - oldSize.width
        let dh = newSize.height - oldSize.height
        for subview in storedSubviews where subview.autoresizingMask != [] {
            let f = subview.frame
            let r = subview.autoresizingMask.resized(f, in: oldSize, by: CGSize(width: dw, height: dh))
            let resized = CGRect(x: r.minX, y: r.minY, width: max(0, r.width), height: max(0, r.height))
            if resized != f { subview.frame = resized }
        }
    }
}

extension View {
    /// The rule of a layout metric (a margin, a spacing): a value that is not finite is refused, and
    /// a change lays the view out again. Called from the metric's `didSet`.
    package func keepFiniteLayoutMetric(_ value: inout CGFloat, oldValue: CGFloat) {
        if !value.isFinite { value = oldValue }
        if value != oldValue { setNeedsLayout() }
    }
}

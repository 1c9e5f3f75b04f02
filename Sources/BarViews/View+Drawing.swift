import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

// Invalidation for drawing. The override point `draw(_:)` is declared in View.swift; the rendering
// pass (Rendering/) walks the tree and calls it.

extension View {
    // MARK: - Drawing

    /// Marks the whole view as needing to be redrawn on the next render.
    public func setNeedsDisplay() {
        setNeedsDisplay(storedBounds)
    }

    /// Marks `rect` (in the view's coordinates) as needing to be redrawn on the next render.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard rect.isFinite else { return }
        needsDisplayFlag = true
        // Only a window that keeps its last frame redraws parts of it: before its first render, after
        // `setNeedsFullRender()` and outside any window, the next render draws everything anyway.
        guard windowRendersPartially, let window = storedWindow else { return }
        addDirtyRect(rect)
        window.viewNeedsDisplay(self)
        if window === self { window.noteOwnMark(rect) }
    }

    /// The most rects a view's marked area keeps apart (BarKit's figure: a scroll view's floating
    /// header, its indicator and a cell changing at once stay three small areas, not one tall one).
    static let maximumDirtyRects = 4

    /// Adds `rect` to the marked area: merged into a marked rect when their union is not much more
    /// than the two apart (overlapping or adjoining marks), else kept apart; past
    /// `maximumDirtyRects`, merged into the rect whose union grows least.
    func addDirtyRect(_ rect: CGRect) {
        if dirtyRect.isNull {
            dirtyRect = rect
            return
        }
        if View.mergeCost(dirtyRect, rect) <= 0 {
            dirtyRect = dirtyRect.union(rect)
            return
        }
        for index in moreDirtyRects.indices where View.mergeCost(moreDirtyRects[index], rect) <= 0 {
            moreDirtyRects[index] = moreDirtyRects[index].union(rect)
            return
        }
        if moreDirtyRects.count < View.maximumDirtyRects - 1 {
            moreDirtyRects.append(rect)
            return
        }
        var best = -1
        var bestCost = View.mergeCost(dirtyRect, rect)
        for index in moreDirtyRects.indices {
            let cost = View.mergeCost(moreDirtyRects[index], rect)
            if cost < bestCost { (best, bestCost) = (index, cost) }
        }
        if best < 0 { dirtyRect = dirtyRect.union(rect) } else { moreDirtyRects[best] = moreDirtyRects[best].union(rect) }
    }

    /// The area the union of `a` and `b` adds beyond a quarter more than the two apart (≤ 0: merge).
    private static func mergeCost(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let union = a.union(b)
        return union.width * union.height - 1.25 * (a.width * a.height + b.width * b.height)
    }

    /// Forgets the marked area (it was drawn, or the whole window is).
    package func clearDirtyRects() {
        dirtyRect = .null
        if !moreDirtyRects.isEmpty { moreDirtyRects.removeAll(keepingCapacity: true) }
    }

    /// Marks, in the superview, the area this view's whole subtree covers now (subviews may reach
    /// outside their parents' bounds). Called before and after changes that move or reveal a subtree
    /// (frame, center, transform, alpha, hidden, removal) so the window redraws both the old and the
    /// new place. Does nothing unless the window keeps a previous frame to update.
    func invalidateVisualExtent() {
        guard windowRendersPartially else { return }
        guard let parent = storedSuperview else {
            setNeedsDisplay()
            return
        }
        parent.setNeedsDisplay(visualExtent(in: parent))
    }

    /// The content moved under the view (its bounds' origin changed from `old`): the window is told
    /// of the scroll, and its next render may move the pixels already drawn instead of drawing the
    /// view again (`Window.pendingScrolls`). Outside a window that keeps its frame, nothing to do.
    func boundsOriginDidChange(from old: CGPoint) {
        needsDisplayFlag = true
        guard windowRendersPartially, let window = storedWindow else { return }
        let new = storedBounds.origin
        window.viewDidScroll(self, by: CGPoint(x: new.x - old.x, y: new.y - old.y))
    }

    /// Whether `window` is this view's window, compared by identity without retaining either.
    func isIn(_ window: Window) -> Bool {
        tree.window.refers(to: window)
    }

    /// Whether the view is in a window that keeps its last frame (`Window.rendersPartially`), so that
    /// changes must be marked for a partial redraw. Read without retaining the window (the tree keeps
    /// it alive, and a window's retain takes the slow path of an object with weak references) and
    /// without an actor check (the function handed to the link is nonisolated).
    var windowRendersPartially: Bool {
        tree.window.withTarget(Window.rendersPartially(of:)) ?? false
    }

    /// The bounding box, in `ancestor`'s coordinates, of this view's and its descendants' bounds.
    package func visualExtent(in ancestor: View) -> CGRect {
        let toAncestor = transform(to: ancestor)
        // A leaf (every label of a screen, as its frame is set): its bounds, with no stack to make.
        if storedSubviews.isEmpty { return storedBounds.applying(toAncestor) }
        var extent = CGRect.null
        var stack: [(View, CGAffineTransform)] = [(self, toAncestor)]
        while let (view, toAncestor) = stack.popLast() {
            extent = extent.union(view.storedBounds.applying(toAncestor))
            for subview in view.storedSubviews where !subview.isHidden {
                stack.append((subview, subview.transformToSuperview.concatenating(toAncestor)))
            }
        }
        return extent
    }
}

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
        dirtyRect = dirtyRect.isNull ? rect : dirtyRect.union(rect)
        storedWindow?.viewNeedsDisplay(self)
    }

    /// Marks, in the superview, the area this view's whole subtree covers now (subviews may reach
    /// outside their parents' bounds). Called before and after changes that move or reveal a subtree
    /// (frame, center, transform, alpha, hidden, removal) so the window redraws both the old and the
    /// new place. Does nothing unless the window keeps a previous frame to update.
    func invalidateVisualExtent() {
        guard let window = storedWindow, window.rendersPartially else { return }
        guard let parent = storedSuperview else {
            setNeedsDisplay()
            return
        }
        parent.setNeedsDisplay(visualExtent(in: parent))
    }

    /// The bounding box, in `ancestor`'s coordinates, of this view's and its descendants' bounds.
    func visualExtent(in ancestor: View) -> CGRect {
        var extent = CGRect.null
        var stack: [(View, CGAffineTransform)] = [(self, transform(to: ancestor))]
        while let (view, toAncestor) = stack.popLast() {
            extent = extent.union(view.storedBounds.applying(toAncestor))
            for subview in view.storedSubviews where !subview.isHidden {
                stack.append((subview, subview.transformToSuperview.concatenating(toAncestor)))
            }
        }
        return extent
    }
}

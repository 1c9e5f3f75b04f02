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
}

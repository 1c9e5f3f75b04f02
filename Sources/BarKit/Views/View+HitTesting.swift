import Foundation

// Hit testing (UIKIT-BEHAVIORS §2). The override points `hitTest(_:with:)` and `point(inside:with:)`
// are declared in View.swift (Swift cannot override members declared in extensions); their default
// behaviour lives here.

extension View {
    /// The default `hitTest(_:with:)`.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, storedAlpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        // A plain loop: this frame is on the stack once per level of a deep tree, so it stays small
        // (a closure here doubled it in debug builds, where a 10,000-deep chain then neared the
        // main thread's 8 MiB).
        let subviews = storedSubviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            if let hit = subview.hitTest(point.applying(subview.transformFromSuperview), with: event) { return hit }
        }
        return self
    }

    /// The default `point(inside:with:)`: `bounds.contains(point)`, half-open.
    func boundsContains(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }
}

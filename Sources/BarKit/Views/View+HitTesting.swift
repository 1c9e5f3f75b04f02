import Foundation

// Hit testing (UIKIT-BEHAVIORS §2). The override points `hitTest(_:with:)` and `point(inside:with:)`
// are declared in View.swift (Swift cannot override members declared in extensions); their default
// behaviour lives here.

extension View {
    /// The default `hitTest(_:with:)`.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in storedSubviews.reversed() {
            let local = point.applying(subview.transformFromSuperview)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// The default `point(inside:with:)`: `bounds.contains(point)`, half-open.
    func boundsContains(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }
}

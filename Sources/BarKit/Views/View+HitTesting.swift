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
        // The array, retained once, keeps every subview alive while it is asked, so each is used
        // without a retain and release of its own: a hit test asks many views and does little with
        // each, and those two would cost more than the rest of it.
        let subviews = storedSubviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            let hit = withUnretained(subviews[index]) { subview in
                subview.hitTest(point.applying(subview.transformFromSuperview), with: event)
            }
            if let hit { return hit }
        }
        return self
    }

    /// Calls `body` with `view` without retaining or releasing it; the caller must keep `view` alive
    /// (by holding the array it came from). A main-actor method, so the closure runs without the
    /// isolation check a closure handed straight to a nonisolated function would get.
    @inline(__always)
    func withUnretained<R>(_ view: View, _ body: (View) -> R) -> R {
        Unmanaged.passUnretained(view)._withUnsafeGuaranteedRef(body)
    }

    /// The default `point(inside:with:)`: `bounds.contains(point)`, half-open.
    func boundsContains(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }
}

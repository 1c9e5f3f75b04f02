import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

// Hit testing (Docs/Behaviors.md §2). The override points `hitTest(_:with:)` and `point(inside:with:)`
// are declared in View.swift (Swift cannot override members declared in extensions); their default
// behaviour lives here.
//
// UIKit's hit test recurses: each view's `hitTest` calls its subviews'. Recursing through a
// 10,000-deep chain takes megabytes of stack (about 320 bytes a level in a debug build, several times
// that under AddressSanitizer), which overflowed a test thread's stack. So the default walks down in a
// loop through every subview whose class declares that it keeps both defaults
// (`View.keepsDefaultHitTesting`), and calls `hitTest(_:with:)` on subviews of any other class — a
// subclass's override runs exactly as before, and only a chain of such subclasses still recurses.

extension View {
    /// The default `hitTest(_:with:)`.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard acceptsHit(at: point, with: event) else { return nil }
        // A view that takes the point always answers (a subview or itself), so the search only ever
        // goes down: `view` is the deepest view known to take the point; its subviews are asked from
        // the topmost down. The loop holds `view` and its subviews as they were when it reached them,
        // so a `hitTest` override that edits the tree cannot free a view being searched.
        var view = self
        var point = point
        descend: while true {
            let subviews = view.storedSubviews
            var index = subviews.count - 1
            while index >= 0 {
                let subview = subviews[index]
                index -= 1
                let local = subview.convertFromSuperview(point)
                if subview.walksDefaultHitTest {
                    assert(
                        !subview.isHittable || subview.point(inside: local, with: event) == subview.boundsContains(local),
                        "\(type(of: subview)) declares keepsDefaultHitTesting but overrides point(inside:with:)")
                    if subview.isHittable && subview.boundsContains(local) && !subview.isAnimatingWithoutTouches {
                        view = subview
                        point = local
                        continue descend
                    }
                } else if let hit = subview.hitTest(local, with: event) {
                    return hit
                }
            }
            return view
        }
    }

    /// The conditions of the default hit test for this view itself: visible, interactive, not
    /// transparent, and the point inside (`point(inside:with:)`, which subclasses may override).
    private func acceptsHit(at point: CGPoint, with event: Event?) -> Bool {
        isHittable && self.point(inside: point, with: event) && !isAnimatingWithoutTouches
    }

    /// Visible, interactive and not transparent: what the default hit test asks before the point.
    private var isHittable: Bool {
        !isHidden && isUserInteractionEnabled && storedAlpha >= 0.01
    }

    /// Whether the view runs an animation without `.allowUserInteraction` (UIKit: "user
    /// interactions are temporarily disabled for the views being animated"): the default hit test
    /// then skips it and its subtree. Asked after the point, of the few views that contain it.
    private var isAnimatingWithoutTouches: Bool {
        View.animationsMayRun && animationState?.blocksInteraction == true
    }

    /// `point`, given in the superview's coordinates, in this view's (`transformFromSuperview`,
    /// with the common case of no transform done as a difference of offsets).
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        guard storedTransform.isIdentity else { return point.applying(transformFromSuperview) }
        let b = storedBounds
        return CGPoint(x: point.x + (b.midX - storedCenter.x), y: point.y + (b.midY - storedCenter.y))
    }

    /// The default `point(inside:with:)`: `bounds.contains(point)`, half-open.
    func boundsContains(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }
}

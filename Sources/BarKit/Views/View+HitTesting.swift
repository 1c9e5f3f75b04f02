import Foundation

// Hit testing (UIKIT-BEHAVIORS §2). The override points `hitTest(_:with:)` and `point(inside:with:)`
// are declared in View.swift (Swift cannot override members declared in extensions); their default
// behaviour lives here.
//
// UIKit's hit test recurses: each view's `hitTest` calls its subviews'. Recursing through a
// 10,000-deep chain takes megabytes of stack (about 320 bytes a level in a debug build, several times
// that under AddressSanitizer), which overflowed a test thread's stack. So the default walks with an
// explicit stack through every subview whose class is one of BarKit's own (which do not override
// `hitTest`), and calls `hitTest(_:with:)` only on subviews of other classes — a subclass's override
// runs exactly as before, and only a chain of such subclasses still recurses.

extension View {
    /// The default `hitTest(_:with:)`.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard acceptsHit(at: point, with: event) else { return nil }
        // One entry per view being searched: its subviews as they were when it was entered, the
        // point in its coordinates, and the index of the next subview to ask (topmost first).
        var stack: [(view: View, subviews: [View], point: CGPoint, next: Int)] = [
            (self, storedSubviews, point, storedSubviews.count - 1)
        ]
        while let top = stack.last {
            // No subview took the point: this view is the answer, and every view above it returns it.
            guard top.next >= 0 else { return top.view }
            stack[stack.count - 1].next -= 1
            let subview = top.subviews[top.next]
            let local = top.point.applying(subview.transformFromSuperview)
            if subview.usesDefaultHitTest {
                if subview.acceptsHit(at: local, with: event) {
                    stack.append((subview, subview.storedSubviews, local, subview.storedSubviews.count - 1))
                }
            } else if let hit = subview.hitTest(local, with: event) {
                return hit
            }
        }
        return nil
    }

    /// The conditions of the default hit test for this view itself: visible, interactive, not
    /// transparent, and the point inside (`point(inside:with:)`, which subclasses may override).
    private func acceptsHit(at point: CGPoint, with event: Event?) -> Bool {
        !isHidden && isUserInteractionEnabled && storedAlpha >= 0.01 && self.point(inside: point, with: event)
    }

    /// Whether this view's class is one of BarKit's, none of which overrides `hitTest(_:with:)`, so
    /// calling it is the same as walking into it.
    private var usesDefaultHitTest: Bool {
        View.defaultHitTestClasses.contains(ObjectIdentifier(type(of: self)))
    }

    /// BarKit's view classes that keep the default `hitTest(_:with:)`. A class missing here is only
    /// searched by calling its `hitTest`, which is always correct.
    private static let defaultHitTestClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(View.self), ObjectIdentifier(Window.self), ObjectIdentifier(Label.self),
        ObjectIdentifier(ImageView.self), ObjectIdentifier(Control.self), ObjectIdentifier(Button.self),
        ObjectIdentifier(Bar.self), ObjectIdentifier(NavigationBar.self), ObjectIdentifier(BarItemButton.self),
        ObjectIdentifier(ButtonGlowView.self), ObjectIdentifier(ButtonTitleLabel.self),
    ]

    /// The default `point(inside:with:)`: `bounds.contains(point)`, half-open.
    func boundsContains(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }
}

import BarGeometry
import BarGraphics
import BarViews
import Foundation

// Scrolling by moving pixels (Docs/Rendering.md, "Scrolling by moving pixels"). When a view's
// bounds' origin changed since the last frame, its visible pixels move by the same distance and
// only what came into view is drawn, with whatever is drawn above it where it overlaps: the result
// is the full redraw's, pixel for pixel. Where that cannot hold, the view is drawn again instead:
// a view without an opaque background (what shows through it does not move), under a translucent
// or rotated ancestor, at a distance that is not whole device pixels, on a rect that is not, or
// inside a view that scrolled in the same frame.

extension Window {
    /// Moves the pixels of the views scrolled since the last render within `context` (the kept
    /// frame) and returns what must still be drawn, in window points (views that could not be moved
    /// are marked instead). Called before the dirty region is worked out.
    func applyPendingScrolls(to context: GraphicsContext) -> [CGRect] {
        let scrolls = takePendingScrolls()
        lastMovedRegion = []
        guard !scrolls.isEmpty else { return [] }
        var marks: [CGRect] = []
        var scrolled: [View] = []
        for scroll in scrolls {
            if let view = scroll.view { scrolled.append(view) }
        }
        for scroll in scrolls {
            guard let view = scroll.view, view.window === self, scroll.delta != .zero else { continue }
            var nested = false
            var ancestor = view.superview
            while let current = ancestor, !nested {
                nested = scrolled.contains { $0 === current }
                ancestor = current.superview
            }
            if nested || !moveScrolledPixels(of: view, by: scroll.delta, in: context, marking: &marks) {
                view.setNeedsDisplay()
            }
        }
        return marks
    }

    /// Moves `view`'s visible pixels for a scroll of `delta` and adds to `marks` the strips that came
    /// into view and the views above it; false when the pixels cannot be moved (see above).
    private func moveScrolledPixels(
        of view: View, by delta: CGPoint, in context: GraphicsContext, marking marks: inout [CGRect]
    ) -> Bool {
        guard let background = view.backgroundColor, background.alpha >= 1 else { return false }
        var current: View? = view
        while let node = current {
            if node.isHidden || node.alpha < 1 { return false }
            current = node.superview
        }
        // The view's points to device pixels: only scales and translations can move by a blit.
        let scale = context.scale
        let origin = view.convert(CGPoint.zero, to: self)
        let unitX = view.convert(CGPoint(x: 1, y: 0), to: self)
        let unitY = view.convert(CGPoint(x: 0, y: 1), to: self)
        let a = unitX.x - origin.x
        let b = unitX.y - origin.y
        let c = unitY.x - origin.x
        let d = unitY.y - origin.y
        guard b == 0, c == 0, a > 0, d > 0 else { return false }
        let dx = -delta.x * a * scale
        let dy = -delta.y * d * scale
        guard let shiftX = Window.wholePixels(dx), let shiftY = Window.wholePixels(dy) else { return false }
        // What of the view shows: its bounds within every clipping ancestor and the window.
        var visible = view.convert(view.bounds, to: self).intersection(bounds)
        var ancestor = view.superview
        while let node = ancestor, node !== self {
            if node.clipsToBounds { visible = visible.intersection(node.convert(node.bounds, to: self)) }
            ancestor = node.superview
        }
        guard !visible.isNull, !visible.isEmpty else { return true }
        let device = CGRect(
            x: (visible.minX - bounds.minX) * scale, y: (visible.minY - bounds.minY) * scale,
            width: visible.width * scale, height: visible.height * scale)
        guard let px = Window.wholePixels(device.minX), let py = Window.wholePixels(device.minY),
            let pw = Window.wholePixels(device.width), let ph = Window.wholePixels(device.height)
        else { return false }
        guard abs(shiftX) < pw, abs(shiftY) < ph else { return false }
        context.shiftPixels(in: (px, py, pw, ph), dx: shiftX, dy: shiftY)
        lastMovedRegion.append(visible)

        // The strips the moved pixels left, in window points.
        let sx = CGFloat(shiftX) / scale
        let sy = CGFloat(shiftY) / scale
        // The rows that came into view across the whole width, then the columns beside them: two
        // rects that do not overlap, so the region stays two thin strips.
        var rows = visible
        if sy > 0 {
            marks.append(CGRect(x: visible.minX, y: visible.minY, width: visible.width, height: sy))
            rows = CGRect(x: visible.minX, y: visible.minY + sy, width: visible.width, height: visible.height - sy)
        } else if sy < 0 {
            marks.append(CGRect(x: visible.minX, y: visible.maxY + sy, width: visible.width, height: -sy))
            rows = CGRect(x: visible.minX, y: visible.minY, width: visible.width, height: visible.height + sy)
        }
        if sx > 0 { marks.append(CGRect(x: rows.minX, y: rows.minY, width: sx, height: rows.height)) }
        if sx < 0 { marks.append(CGRect(x: rows.maxX + sx, y: rows.minY, width: -sx, height: rows.height)) }

        // Views drawn after this one moved with its pixels: draw them again where they are, and
        // where their pixels went.
        var child: View = view
        while let parent = child.superview {
            let siblings = parent.subviews
            if let index = siblings.firstIndex(where: { $0 === child }) {
                for sibling in siblings[(index + 1)...] where !sibling.isHidden && sibling.alpha > 0 {
                    let extent = sibling.visualExtent(in: self).intersection(visible)
                    guard !extent.isNull, !extent.isEmpty else { continue }
                    marks.append(extent)
                    let moved = extent.offsetBy(dx: sx, dy: sy).intersection(visible)
                    if !moved.isNull && !moved.isEmpty { marks.append(moved) }
                }
            }
            if parent === self { break }
            child = parent
        }
        return true
    }

    /// `value` as a whole number of pixels, when it is one (within rounding noise).
    private static func wholePixels(_ value: CGFloat) -> Int? {
        let rounded = value.rounded()
        guard abs(value - rounded) < 1e-6, abs(rounded) < 1e9 else { return nil }
        return Int(rounded)
    }
}

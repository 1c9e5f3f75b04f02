import BarGeometry
import CCairo
import Foundation

// The clip: the area drawing may touch. It only ever shrinks; restoreGState() brings back a wider one.

extension GraphicsContext {
    /// Intersects the clip with `rect` (in user space) (`CGContext.clip(to:)`).
    public func clip(to rect: CGRect) {
        guard let r = GraphicsContext.usable(rect) else { return clipToNothing() }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_clip(cairo)
    }

    /// Intersects the clip with `rect`, given in device pixels (whatever the current transform).
    func clip(toDeviceRect rect: CGRect) {
        guard let r = GraphicsContext.usable(rect) else { return clipToNothing() }
        GraphicsContext.clip(cairo, toDeviceRect: r)
    }

    /// Intersects `cairo`'s clip with `r` (device pixels, usable: `usable(_:)`), keeping its matrix.
    static func clip(_ cairo: OpaquePointer, toDeviceRect r: CGRect) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &m)
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        for rect in rects {
            guard let r = GraphicsContext.usable(rect) else { continue }
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Intersects the clip with the inside of `path` as decided by `rule`.
    public func clip(to path: Path, rule: FillRule = .winding) {
        setPath(path)
        cairo_set_fill_rule(cairo, rule.cairoFillRule)
        cairo_clip(cairo)
    }

    /// The smallest rect in user space containing the clip (`CGContext.boundingBoxOfClipPath`);
    /// `.zero` when the clip is empty.
    public var clipBoundingBox: CGRect {
        guard state.degenerateTransform == nil else { return .zero }
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    private func clipToNothing() {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, 0, 0, 0, 0)
        cairo_clip(cairo)
    }

    /// Replaces cairo's current path with `path`.
    func setPath(_ path: Path) {
        cairo_new_path(cairo)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cairo, Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                cairo_line_to(cairo, Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let p, let c):
                // A quadratic curve is the cubic with control points 2/3 of the way to the quad's control.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(
                    cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(
                    cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cairo)
                var x = 0.0
                var y = 0.0
                cairo_get_current_point(cairo, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }
}

extension FillRule {
    var cairoFillRule: cairo_fill_rule_t {
        switch self {
        case .winding: return CAIRO_FILL_RULE_WINDING
        case .evenOdd: return CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}

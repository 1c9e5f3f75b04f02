import BarGeometry
import CCairo
import Foundation

// Filling and stroking shapes with the fill and stroke colours.

extension GraphicsContext {
    // MARK: - Rects

    /// Paints `rect` with the fill colour (`CGContext.fill(_:)`, `UIRectFill`).
    public func fill(_ rect: CGRect) {
        guard let r = GraphicsContext.usable(rect) else { return }
        if recording != nil { recordFill(r, color: state.fillColor) }
        fillCurrentPath(rule: .winding) {
            cairo_rectangle($0, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        }
    }

    /// Paints each of `rects` with the fill colour.
    public func fill(_ rects: [CGRect]) {
        let usable = rects.compactMap(GraphicsContext.usable)
        guard !usable.isEmpty else { return }
        if recording != nil { for r in usable { recordFill(r, color: state.fillColor) } }
        fillCurrentPath(rule: .winding) { cr in
            for r in usable { cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        }
    }

    /// Strokes the outline of `rect` with the stroke colour and `lineWidth`, centred on its edges
    /// (`CGContext.stroke(_:)`): to stroke a 1-point line inside a rect's edge, inset the rect by 0.5.
    public func stroke(_ rect: CGRect) {
        stroke(Path(rect: rect))
    }

    /// Strokes the outline of `rect` with a line of `width` (`CGContext.stroke(_:width:)`).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        withSavedGState {
            lineWidth = width
            stroke(rect)
        }
    }

    // MARK: - Rounded rects and ellipses

    /// Fills a rect with circular corners of `cornerRadius`.
    public func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
        fill(Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// Strokes a rect with circular corners of `cornerRadius`.
    public func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
        stroke(Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// Fills the ellipse inscribed in `rect` (`CGContext.fillEllipse(in:)`).
    public func fillEllipse(in rect: CGRect) {
        fill(Path(ellipseIn: rect))
    }

    /// Strokes the ellipse inscribed in `rect` (`CGContext.strokeEllipse(in:)`).
    public func strokeEllipse(in rect: CGRect) {
        stroke(Path(ellipseIn: rect))
    }

    // MARK: - Paths

    /// Fills the inside of `path`, as decided by `rule`, with the fill colour.
    public func fill(_ path: Path, rule: FillRule = .winding) {
        guard !path.isEmpty else { return }
        fillCurrentPath(rule: rule) { _ in setPath(path) }
    }

    /// Strokes `path` with the stroke colour and the line width, cap, join and dash.
    public func stroke(_ path: Path) {
        guard !path.isEmpty else { return }
        perform { cr, alpha in
            setPath(path)
            setSource(state.strokeColor, alpha: alpha)
            cairo_stroke(cr)
        }
    }

    /// Strokes a straight line from `start` to `end`.
    public func strokeLine(from start: CGPoint, to end: CGPoint) {
        stroke(Path { $0.addLines(between: [start, end]) })
    }

    /// Strokes line segments between consecutive pairs of `points` (`CGContext.strokeLineSegments`):
    /// points 0–1, 2–3, and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
        var path = Path()
        var i = 0
        while i + 1 < points.count {
            path.move(to: points[i])
            path.addLine(to: points[i + 1])
            i += 2
        }
        stroke(path)
    }

    private func fillCurrentPath(rule: FillRule, _ addPath: (OpaquePointer) -> Void) {
        perform { cr, alpha in
            cairo_new_path(cr)
            addPath(cr)
            cairo_set_fill_rule(cr, rule.cairoFillRule)
            setSource(state.fillColor, alpha: alpha)
            cairo_fill(cr)
        }
    }
}

import BarGeometry
import CCairo
import Foundation

// Gradients fill the whole clip, as CoreGraphics' do: clip to a shape first to fill the shape.

extension GraphicsContext {
    /// Paints `gradient` along the line from `start` to `end` across the clip (`CGContext.drawLinearGradient`):
    /// colours are constant along lines perpendicular to it. Without `options` only the band between the
    /// perpendiculars through `start` and `end` is painted.
    public func drawLinearGradient(
        _ gradient: Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions = []
    ) {
        guard start.isFinite, end.isFinite, !gradient.stops.isEmpty else { return }
        let v = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let lengthSquared = v.x * v.x + v.y * v.y
        guard lengthSquared > 0 else { return }
        // The parameter t of each clip corner tells how far the gradient must reach to cover the clip.
        let box = clipBoundingBox
        func t(_ x: CGFloat, _ y: CGFloat) -> CGFloat { ((x - start.x) * v.x + (y - start.y) * v.y) / lengthSquared }
        let corners = (t(box.minX, box.minY), t(box.maxX, box.minY), t(box.minX, box.maxY), t(box.maxX, box.maxY))
        let lowest = Swift.min(Swift.min(corners.0, corners.1), Swift.min(corners.2, corners.3))
        let highest = Swift.max(Swift.max(corners.0, corners.1), Swift.max(corners.2, corners.3))
        let tMin = options.contains(.drawsBeforeStartLocation) ? Swift.min(0, lowest) - 0.01 : 0
        let tMax = options.contains(.drawsAfterEndLocation) ? Swift.max(1, highest) + 0.01 : 1
        let p0 = CGPoint(x: start.x + tMin * v.x, y: start.y + tMin * v.y)
        let p1 = CGPoint(x: start.x + tMax * v.x, y: start.y + tMax * v.y)
        guard let pattern = cairo_pattern_create_linear(Double(p0.x), Double(p0.y), Double(p1.x), Double(p1.y))
        else { return }
        // When every pixel the clip touches lies between p0 and p1, padding the ends (which cairo
        // draws much faster) gives the same pixels as not extending them.
        let inBand = lowest >= tMin && highest <= tMax && clipIsPixelAligned
        paintGradient(pattern, gradient, tMin: tMin, tMax: tMax, linear: (p0, p1), padded: inBand)
    }

    /// Paints `gradient` between two circles across the clip (`CGContext.drawRadialGradient`): location 0
    /// is the circle at `startCenter` of `startRadius`, location 1 the circle at `endCenter` of
    /// `endRadius`. Without `options` only the area swept between the circles is painted;
    /// `.drawsBeforeStartLocation` continues inward (or backward) with the first colour,
    /// `.drawsAfterEndLocation` outward with the last.
    public func drawRadialGradient(
        _ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: GradientDrawingOptions = []
    ) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
            !gradient.stops.isEmpty
        else { return }
        let r0 = Swift.max(0, startRadius)
        let r1 = Swift.max(0, endRadius)
        let corners = clipCorners()
        let dc = hypot(endCenter.x - startCenter.x, endCenter.y - startCenter.y)
        let dr = r1 - r0
        func center(_ t: CGFloat) -> CGPoint {
            CGPoint(
                x: startCenter.x + t * (endCenter.x - startCenter.x),
                y: startCenter.y + t * (endCenter.y - startCenter.y))
        }
        // How far past `base` (0 or 1) in `direction` (±1) the circles must go to cover the clip, or
        // shrink to nothing.
        func reach(from base: CGFloat, direction: CGFloat) -> CGFloat {
            let radius = base == 0 ? r0 : r1
            let growth = direction * dr
            let c = center(base)
            let farthest = corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 0
            let distance: CGFloat
            if growth > dc {
                distance = Swift.max(0, farthest - radius) / (growth - dc) + 0.01
            } else if growth < 0 {
                distance = radius / -growth
            } else {
                distance = 1000
            }
            return base + direction * Swift.min(distance, 1000)
        }
        let tMin = options.contains(.drawsBeforeStartLocation) ? reach(from: 0, direction: -1) : 0
        let tMax = options.contains(.drawsAfterEndLocation) ? reach(from: 1, direction: 1) : 1
        let c0 = center(tMin)
        let c1 = center(tMax)
        let radius0 = Swift.max(0, r0 + tMin * dr)
        let radius1 = Swift.max(0, r0 + tMax * dr)
        guard
            let pattern = cairo_pattern_create_radial(
                Double(c0.x), Double(c0.y), Double(radius0), Double(c1.x), Double(c1.y), Double(radius1))
        else { return }
        paintGradient(pattern, gradient, tMin: tMin, tMax: tMax)
    }

    /// Adds the stops (moved from 0…1 to their place in tMin…tMax, with the end colours extended to
    /// the new ends) to `pattern`, paints the clip with it and releases it. `linear` is the line of a
    /// linear gradient's pattern, kept by a recording.
    private func paintGradient(
        _ pattern: OpaquePointer, _ gradient: Gradient, tMin: CGFloat, tMax: CGFloat,
        linear: (CGPoint, CGPoint)? = nil, padded: Bool = false
    ) {
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, padded ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        let span = tMax - tMin
        let stops = gradient.stops
        var offsets: [(offset: CGFloat, color: Color)] = []
        offsets.reserveCapacity(stops.count + 2)  // one allocation, not one per doubling
        func add(_ color: Color, at t: CGFloat) {
            let offset = span > 0 ? (t - tMin) / span : 0
            offsets.append((Swift.min(1, Swift.max(0, offset)), color))
        }
        if tMin < 0 { add(stops[0].color, at: tMin) }
        for stop in stops { add(stop.color, at: stop.location) }
        if stops.count == 1 { add(stops[0].color, at: 1) }
        if tMax > 1 { add(stops[stops.count - 1].color, at: tMax) }
        if let recording {
            if let linear, let m = axisAlignedCTM {
                let alpha = state.alpha
                recording.record(
                    .linearGradient(
                        rect: clipBoundingBox.applying(m), start: linear.0.applying(m), end: linear.1.applying(m),
                        extendsEnds: padded,
                        stops: offsets.map {
                            Gradient.Stop(
                                color: $0.color.withAlphaComponent($0.color.alpha * alpha), location: $0.offset)
                        }))
            } else {
                recording.recordUnsupported(linear == nil ? "radial gradient" : "gradient under a rotation")
            }
        }
        perform { cr, alpha in
            for stop in offsets {
                let color = stop.color
                cairo_pattern_add_color_stop_rgba(
                    pattern, Double(stop.offset), Double(color.red), Double(color.green), Double(color.blue),
                    Double(color.alpha * alpha))
            }
            cairo_set_source(cr, pattern)
            GraphicsContext.paintClip(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
        }
    }

    /// Paints the clip with the current source, as `cairo_paint` does, by filling the clip's extents
    /// rounded out to whole device pixels: every pixel the clip touches is covered by the fill, so
    /// the result is the same, and cairo composites a rect filling a rectangular clip (a view's
    /// bounds, the common case) without a clip mask, much faster than a paint through the clip.
    static func paintClip(_ cr: OpaquePointer) {
        let extents = deviceClipExtents(cr)
        let left = extents.x1.rounded(.down)
        let top = extents.y1.rounded(.down)
        let right = extents.x2.rounded(.up)
        let bottom = extents.y2.rounded(.up)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)  // the rect in device pixels; the path stays in device space
        cairo_new_path(cr)
        if right > left && bottom > top { cairo_rectangle(cr, left, top, right - left, bottom - top) }
        cairo_set_matrix(cr, &m)
        cairo_fill(cr)
    }

    /// The clip's extents in device pixels.
    package static func deviceClipExtents(_ cr: OpaquePointer) -> (x1: Double, y1: Double, x2: Double, y2: Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_set_matrix(cr, &m)
        return (x1, y1, x2, y2)
    }

    /// Whether the clip's extents lie on whole device pixels (no pixel is partly inside them).
    var clipIsPixelAligned: Bool {
        let e = GraphicsContext.deviceClipExtents(cairo)
        return e.x1 == e.x1.rounded() && e.y1 == e.y1.rounded() && e.x2 == e.x2.rounded() && e.y2 == e.y2.rounded()
    }

    /// The corners of the clip's bounding box in user space.
    private func clipCorners() -> [CGPoint] {
        let box = clipBoundingBox
        return [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
            CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY),
        ]
    }
}

import BarGeometry
import CCairo
import Foundation

// The current transformation matrix (CTM): how user-space points map to device pixels.

extension GraphicsContext {
    /// The current transformation from user space (points, as you draw) to device space (pixels of
    /// the bitmap), including the context's `scale`: a new context at scale 2 has `ctm` = scale(2, 2).
    public var ctm: CGAffineTransform {
        if let degenerate = state.degenerateTransform { return degenerate }
        if let deferred { return deferred.transform }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(matrix: m)
    }

    /// Applies `transform` to user space before the current transform (`CGContext.concatenate`):
    /// points you draw are transformed by `transform` first, then by the previous `ctm`.
    ///
    /// A transform that makes user space collapse (a zero scale) or is not finite is accepted, but
    /// nothing is drawn until the graphics state is restored, as CoreGraphics draws nothing then.
    public func concatenate(_ transform: CGAffineTransform) {
        if let degenerate = state.degenerateTransform {
            state.degenerateTransform = transform.concatenating(degenerate)
            return
        }
        let candidate = transform.concatenating(ctm)
        if GraphicsContext.isUsable(candidate) {
            var m = candidate.cairoMatrix
            cairo_set_matrix(cairo, &m)
        } else {
            state.degenerateTransform = candidate
        }
    }

    /// Sets the current transform outright to `transform` (from user space to device pixels, so the
    /// context's scale included), which must be usable (see `isUsable`). For the renderer, which
    /// computes each view's transform itself.
    func setDeviceTransform(_ transform: CGAffineTransform) {
        var m = transform.cairoMatrix
        cairo_set_matrix(cairo, &m)
    }

    /// Intersects the clip with `deviceClip` (in device pixels) when given, then sets the current
    /// transform to `transform`, as `clip(toDeviceRect:)` then `setDeviceTransform(_:)` would, with
    /// one matrix change fewer.
    package func setDeviceTransform(_ transform: CGAffineTransform, clippingTo deviceClip: CGRect?) {
        if let deviceClip {
            guard let r = GraphicsContext.usable(deviceClip) else {
                clip(toDeviceRect: deviceClip)
                return setDeviceTransform(transform)
            }
            cairo_identity_matrix(cairo)
            cairo_new_path(cairo)
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_clip(cairo)
        }
        setDeviceTransform(transform)
    }

    /// True when `transform` is safe to give cairo as a CTM: finite, and not so close to collapsing
    /// user space that its determinant underflows (cairo puts the whole context into a permanent error
    /// state when given such a matrix). A determinant below 1e-12 means a point covers less than a
    /// millionth of a pixel each way: nothing drawn with it would be visible anyway.
    package static func isUsable(_ transform: CGAffineTransform) -> Bool {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return false }
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, Swift.abs(determinant) > 1e-12 else { return false }
        var inverse = t.cairoMatrix
        return cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS
    }

    /// Moves the origin of user space by (`x`, `y`) points (`CGContext.translateBy`).
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space (`CGContext.scaleBy`); negative values flip.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians; positive angles turn clockwise on screen (`CGContext.rotate`).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// `point` in user space converted to device pixels.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm)
    }

    /// `point` in device pixels converted to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm.inverted())
    }
}

extension CGAffineTransform {
    /// From cairo's matrix: `x' = xx·x + xy·y + x0`, `y' = yx·x + yy·y + y0`.
    init(matrix m: cairo_matrix_t) {
        self.init(
            a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0),
            ty: CGFloat(m.y0))
    }

    /// As a cairo matrix.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(
            xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }
}

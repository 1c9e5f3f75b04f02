import BarGeometry
import CCairo
import Foundation

// Drawing images: as they are, or as templates filled with a tint colour.

extension GraphicsContext {
    /// Draws `image` scaled to fill `rect`, resampled with `interpolationQuality`.
    ///
    /// When `tintColor` is given and the image's rendering mode is `.alwaysTemplate`, only its shape
    /// is drawn, filled with `tintColor` (see `drawTemplate(_:in:color:)`); otherwise its own colours.
    /// Code that treats `.automatic` as a template (bar items) calls `drawTemplate` itself.
    public func draw(_ image: Image, in rect: CGRect, tintColor: Color? = nil) {
        if let tintColor, image.renderingMode == .alwaysTemplate {
            drawTemplate(image, in: rect, color: tintColor)
            return
        }
        drawImage(image, in: rect, mask: nil)
    }

    /// Draws `image` at its size in points with its top left corner at `point`.
    public func draw(_ image: Image, at point: CGPoint, tintColor: Color? = nil) {
        draw(image, in: CGRect(origin: point, size: image.size), tintColor: tintColor)
    }

    /// Draws `image` as a template whatever its rendering mode: `color` painted through the image's
    /// alpha channel (opaque pixels get `color`, transparent ones nothing), scaled to fill `rect`.
    public func drawTemplate(_ image: Image, in rect: CGRect, color: Color) {
        drawImage(image, in: rect, mask: color)
    }

    private func drawImage(_ image: Image, in rect: CGRect, mask color: Color?) {
        guard let r = GraphicsContext.usable(rect), r.width > 0, r.height > 0, !image.bitmap.isEmpty,
            let surface = image.surfaceCache.surface(for: image.bitmap),
            let pattern = cairo_pattern_create_for_surface(surface.pointer)
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        let imageToUser = CGAffineTransform(
            a: r.width / CGFloat(surface.width), b: 0, c: 0, d: r.height / CGFloat(surface.height), tx: r.minX,
            ty: r.minY)
        guard GraphicsContext.isUsable(imageToUser.concatenating(ctm)) else { return }
        // Pad rather than fade at the edges, so a scaled image keeps crisp borders inside `rect`.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, interpolationQuality.cairoFilter)
        perform { cr, alpha in
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_clip(cr)
            var m = imageToUser.cairoMatrix
            cairo_transform(cr, &m)
            if let color {
                setSource(color, alpha: alpha)
                cairo_mask(cr, pattern)
            } else {
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, Double(alpha))
            }
            cairo_restore(cr)
        }
    }
}

extension Image {
    /// Draws the image into `GraphicsContext.current` scaled to fill `rect` (`UIImage.draw(in:)`).
    /// Does nothing when there is no current context.
    public func draw(in rect: CGRect) {
        GraphicsContext.current?.draw(self, in: rect)
    }

    /// Draws the image into `GraphicsContext.current` at its size with its top left at `point`.
    public func draw(at point: CGPoint) {
        GraphicsContext.current?.draw(self, at: point)
    }
}

extension InterpolationQuality {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}

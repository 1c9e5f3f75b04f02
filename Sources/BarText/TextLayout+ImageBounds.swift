import CHarfBuzz
import Foundation

// Ink bounds: where glyphs put paint, as opposed to the line boxes they are laid out in.

extension Font {
    /// The box around the ink of `glyph`, in points relative to its origin on the baseline (y down),
    /// as CoreText's `CTFontGetBoundingRectsForGlyphs` gives it. `.zero` for a glyph with no ink (a
    /// space) or one the font lacks.
    public func boundingRect(forGlyph glyph: UInt32) -> CGRect {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(harfBuzzFont.pointer, glyph, &extents) != 0 else { return .zero }
        let rect = CGRect(
            x: CGFloat(extents.x_bearing) / 64, y: -CGFloat(extents.y_bearing) / 64,
            width: CGFloat(extents.width) / 64, height: -CGFloat(extents.height) / 64
        ).standardized
        return rect.width > 0 && rect.height > 0 ? rect : .zero
    }
}

extension TextLayout {
    /// The smallest rectangle holding the ink of every glyph, in the layout's coordinates (top left
    /// of its first line, y down), as CoreText's `CTLineGetImageBounds`. `.zero` when nothing is
    /// inked. Glyphs are not centred in their line box: a triangle or a lowercase word leaves space
    /// above or below, so centre on this rectangle to centre what the eye sees.
    public var imageBounds: CGRect {
        var bounds = CGRect.null
        for line in lines {
            for run in line.runs {
                run.forEachGlyph { glyph, position in
                    let ink = run.font.boundingRect(forGlyph: glyph)
                    if ink != .zero { bounds = bounds.union(ink.offsetBy(dx: position.x, dy: position.y)) }
                }
            }
        }
        return bounds.isNull ? .zero : bounds
    }

    /// How far the centre of `imageBounds` lies from the centre of the layout's box (`size`): the
    /// offset to take away to centre the ink where the box would be centred. `.zero` when nothing is
    /// inked.
    public var imageOffsetFromCenter: CGPoint {
        let ink = imageBounds
        guard ink != .zero else { return .zero }
        return CGPoint(x: ink.midX - size.width / 2, y: ink.midY - size.height / 2)
    }
}

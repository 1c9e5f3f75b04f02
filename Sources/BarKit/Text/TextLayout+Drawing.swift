import CCairo
import Foundation

extension TextLayout {
    /// Draws the layout's glyphs into the cairo context `cr` (a `cairo_t *`) with the layout's
    /// origin at `origin` (in the context's user space), filled with `color`.
    ///
    /// Each run is shown with its font's cairo face at its point size. Glyph metrics hinting
    /// is off and antialiasing is grey, with no outline hinting, so output depends only on
    /// the positions computed here and is stable across machines. The context's state is
    /// saved and restored around the call; the current path is left untouched.
    func draw(in cr: OpaquePointer, at origin: CGPoint, color: Color) {
        guard !lines.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_set_font_options(cr, options)
            cairo_font_options_destroy(options)
        }
        var glyphs: [cairo_glyph_t] = []
        for line in lines {
            for run in line.runs where run.count > 0 && run.font.pointSize > 0 {
                guard let face = run.font.face.cairoFontFace() else { continue }
                cairo_set_font_face(cr, face)
                cairo_set_font_size(cr, Double(run.font.pointSize))
                glyphs.removeAll(keepingCapacity: true)
                run.forEachGlyph { glyph, position in
                    glyphs.append(
                        cairo_glyph_t(
                            index: UInt(glyph), x: Double(origin.x + position.x), y: Double(origin.y + position.y)))
                }
                cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
            }
        }
    }
}

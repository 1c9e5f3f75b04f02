import CCairo
import Foundation

extension TextLayout {
    /// The font options text is drawn with: glyph metrics hinting off, no outline hinting, grey
    /// antialiasing. Made once; cairo copies them into the context.
    // nonisolated(unsafe): written once, on first use, then only read (cairo_set_font_options copies it).
    private nonisolated(unsafe) static let fontOptions: OpaquePointer? = {
        guard let options = cairo_font_options_create() else { return nil }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        return options
    }()

    /// Draws the layout's glyphs into the cairo context `cr` (a `cairo_t *`) with the layout's
    /// origin at `origin` (in the context's user space), filled with `color`.
    ///
    /// Each run is shown with its font's cairo face at its point size. Glyph metrics hinting
    /// is off and antialiasing is grey, with no outline hinting, so output depends only on
    /// the positions computed here and is stable across machines. The context's source, font face,
    /// size and options are changed and not restored: callers drawing several layouts save and
    /// restore cairo's state once around them. The current path is left untouched.
    func draw(in cr: OpaquePointer, at origin: CGPoint, color: Color) {
        guard !lines.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        if let options = TextLayout.fontOptions { cairo_set_font_options(cr, options) }
        var glyphs: [cairo_glyph_t] = []
        glyphs.reserveCapacity(lines.reduce(0) { max($0, $1.runs.reduce(0) { max($0, $1.count) }) })
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

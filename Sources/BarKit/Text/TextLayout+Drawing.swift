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

    /// One run ready for `cairo_show_glyphs`: its cairo font face, size and glyphs at their places.
    struct CairoGlyphRun {
        let face: OpaquePointer
        let size: Double
        let glyphs: [cairo_glyph_t]
    }

    /// The layout's glyph runs for cairo with the layout's origin at `origin` (user space). What
    /// `draw(in:at:color:)` shows; kept by a label that draws the same text again.
    func cairoGlyphRuns(at origin: CGPoint) -> [CairoGlyphRun] {
        guard origin.x.isFinite, origin.y.isFinite else { return [] }
        var result: [CairoGlyphRun] = []
        let x = Double(origin.x)
        let y = Double(origin.y)
        for line in lines {
            for run in line.runs where run.count > 0 && run.font.pointSize > 0 {
                guard let face = run.font.face.cairoFontFace() else { continue }
                var glyphs: [cairo_glyph_t] = []
                glyphs.reserveCapacity(run.count)
                run.forEachGlyph { glyph, position in
                    glyphs.append(
                        cairo_glyph_t(index: UInt(glyph), x: x + Double(position.x), y: y + Double(position.y)))
                }
                result.append(CairoGlyphRun(face: face, size: Double(run.font.pointSize), glyphs: glyphs))
            }
        }
        return result
    }

    /// Draws the layout's glyphs into the cairo context `cr` (a `cairo_t *`) with the layout's
    /// origin at `origin` (in the context's user space), filled with `color`.
    ///
    /// Each run is shown with its font's cairo face at its point size. Glyph metrics hinting
    /// is off and antialiasing is grey, with no outline hinting, so output depends only on
    /// the positions computed here and is stable across machines. The context's source, font face,
    /// size and options are changed and not restored: callers drawing several layouts save and
    /// restore cairo's state once around them. The current path is left untouched.
    func draw(in cr: OpaquePointer, at origin: CGPoint, color: Color) {
        guard !lines.isEmpty else { return }
        TextLayout.draw(cairoGlyphRuns(at: origin), in: cr, color: color)
    }

    /// Draws runs made by `cairoGlyphRuns(at:)` in `color`, as `draw(in:at:color:)` does.
    static func draw(_ runs: [CairoGlyphRun], in cr: OpaquePointer, color: Color) {
        guard !runs.isEmpty else { return }
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        if let options = TextLayout.fontOptions { cairo_set_font_options(cr, options) }
        for run in runs {
            cairo_set_font_face(cr, run.face)
            cairo_set_font_size(cr, run.size)
            cairo_show_glyphs(cr, run.glyphs, Int32(run.glyphs.count))
        }
    }
}

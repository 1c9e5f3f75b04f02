import BarGeometry
import BarText
import CCairo
import Foundation

// Drawing text layouts: a layout's glyph runs become cairo glyphs shown with each face's cairo font
// face (made once per face, kept in the face's drawing slot).

extension GraphicsContext {
    /// Draws `layout`'s glyphs with the layout's origin at `origin` (user space), filled with `color`
    /// times the context's alpha.
    ///
    /// Each run is shown with its font at its point size. Glyph metrics hinting is off and
    /// antialiasing is grey, with no outline hinting, so the pixels depend only on the positions
    /// the layout computed and are the same on every machine.
    public func draw(_ layout: TextLayout, at origin: CGPoint, color: Color) {
        drawText(PreparedGlyphs(layout: layout, origin: origin), color: color)
    }

    /// Draws glyphs prepared by `PreparedGlyphs(layout:origin:)` in `color`, with `shadow` (its
    /// glyphs and colour) drawn first beneath them when given. One cairo save and restore for both.
    package func drawText(
        _ text: PreparedGlyphs, color: Color, shadow: (glyphs: PreparedGlyphs, color: Color)? = nil
    ) {
        if recording != nil {
            if let shadow { recordGlyphs(of: shadow.glyphs, color: shadow.color) }
            recordGlyphs(of: text, color: color)
        }
        perform { cairo, alpha in
            cairo_save(cairo)  // the runs set the source and font; one save for both
            defer { cairo_restore(cairo) }
            if let shadow {
                shadow.glyphs.show(in: cairo, color: shadow.color.withAlphaComponent(shadow.color.alpha * alpha))
            }
            text.show(in: cairo, color: color.withAlphaComponent(color.alpha * alpha))
        }
    }
}

/// A layout's glyphs placed for cairo at one origin: made once and kept by a view that draws the
/// same text in the same place again, so drawing it again costs only cairo's work. One object with
/// the usual layout's one run inline (no array of runs), so keeping it costs one allocation and
/// passing it one retain.
package final class PreparedGlyphs {
    /// What the glyphs come from, held so its fonts (and so the cairo faces of its runs) stay alive.
    private let source: Source
    /// Where the layout's origin is, in user space.
    package let origin: CGPoint
    /// The first run shown, and the others (a line of several fonts or directions, several lines).
    private let first: CairoGlyphRun?
    private let others: [CairoGlyphRun]

    private enum Source {
        case layout(TextLayout)
        /// One run placed relative to the origin (`TextLayout.UnwrappedMeasure.placedRun`).
        case run(GlyphRun)
    }

    /// The glyphs of `layout` with its origin at `origin` (none when `origin` is not finite).
    package init(layout: TextLayout, origin: CGPoint) {
        source = .layout(layout)
        self.origin = origin
        var first: CairoGlyphRun?
        var others: [CairoGlyphRun] = []
        if origin.x.isFinite && origin.y.isFinite {
            for line in layout.lines {
                for run in line.runs {
                    guard let placed = CairoGlyphRun(run, at: origin) else { continue }
                    if first == nil { first = placed } else { others.append(placed) }
                }
            }
        }
        self.first = first
        self.others = others
    }

    /// The glyphs of `run` (placed relative to a layout's origin) with that origin at `origin`: what a
    /// one-line text draws without a layout of its own.
    package init(run: GlyphRun, origin: CGPoint) {
        source = .run(run)
        self.origin = origin
        first = origin.x.isFinite && origin.y.isFinite ? CairoGlyphRun(run, at: origin) : nil
        others = []
    }

    /// Calls `body` with each glyph run, relative to `origin`, line by line.
    package func forEachGlyphRun(_ body: (GlyphRun) -> Void) {
        switch source {
        case .layout(let layout):
            for line in layout.lines { for run in line.runs { body(run) } }
        case .run(let run):
            body(run)
        }
    }

    /// One run ready for `cairo_show_glyphs`: its cairo font face, size and glyphs at their places.
    private struct CairoGlyphRun {
        let face: OpaquePointer
        let size: Double
        let glyphs: [cairo_glyph_t]

        /// `run`'s glyphs with the layout's origin at `origin` (finite); nil for a run with nothing
        /// to show, or whose face cairo cannot draw.
        init?(_ run: GlyphRun, at origin: CGPoint) {
            guard run.count > 0, run.font.pointSize > 0, let face = CairoFontFace.of(run.font.face) else { return nil }
            let x = Double(origin.x)
            let y = Double(origin.y)
            // Written in place: one allocation of the exact size, no capacity check per glyph.
            let count = run.count
            let glyphs = [cairo_glyph_t](unsafeUninitializedCapacity: count) { buffer, written in
                var i = 0
                run.forEachGlyph { glyph, position in
                    guard i < count else { return }
                    buffer[i] = cairo_glyph_t(index: UInt(glyph), x: x + Double(position.x), y: y + Double(position.y))
                    i += 1
                }
                written = i
            }
            self.face = face.pointer
            self.size = Double(run.font.pointSize)
            self.glyphs = glyphs
        }

        func show(in cairo: OpaquePointer) {
            cairo_set_font_face(cairo, face)
            cairo_set_font_size(cairo, size)
            cairo_show_glyphs(cairo, glyphs, Int32(glyphs.count))
        }
    }

    /// Shows the runs in `cairo` filled with `color`. Changes the source, font face, size and
    /// options without restoring them (the caller saves and restores once); the path is untouched.
    fileprivate func show(in cairo: OpaquePointer, color: Color) {
        guard let first else { return }
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        if let options = TextFontOptions.shared.options { cairo_set_font_options(cairo, options) }
        first.show(in: cairo)
        for run in others { run.show(in: cairo) }
    }
}

/// The font options text is drawn with: glyph metrics hinting off, no outline hinting, grey
/// antialiasing. Made once; cairo copies them into each context they are set on.
// @unchecked Sendable: written once, in `init`, then only read (cairo_set_font_options copies them).
private final class TextFontOptions: @unchecked Sendable {
    static let shared = TextFontOptions()
    let options: OpaquePointer?

    private init() {
        options = cairo_font_options_create()
        guard let options else { return }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    }
}

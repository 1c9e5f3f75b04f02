import CCairo
import Foundation

// Text shown, given to cairo in batches (Docs/Rendering.md, "Glyph batches"). Showing a run adds its
// placed glyphs, face, size, colour and clip (a view's, when the run's ink may reach past it) to
// the context's batch; the batch goes to cairo, in order, before anything else touches cairo
// (`cairo`, a state applied or restored, the pixels read) and when it holds `GlyphBatch.glyphLimit`
// glyphs. Cairo therefore draws exactly what it would have drawn run by run, while a screen of
// labels runs BarKit's drawing code for many labels, then cairo's for many, each staying in the
// instruction cache, as a C program drawing its glyphs in one loop does.

/// Runs shown and not yet given to cairo: their glyphs, placed, in one buffer, and for each run
/// where its glyphs end, its face, size, colour and clip.
struct GlyphBatch {
    /// One run's show: the glyphs before `end` and after the previous show's end.
    struct Show {
        var end: Int
        /// An index into `faces`.
        var face: Int
        var size: Double
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double
        /// The device-pixel rect the run is clipped to, or nil: its view's clip, when the run's ink
        /// may reach past it (`GraphicsContext+Text.swift`).
        var clip: CGRect?

        func hasColor(of other: Show) -> Bool {
            red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
        }
    }

    /// The glyphs a batch holds before it is given to cairo: 24 KB of them, so the batch stays in
    /// the data cache while cairo reads it.
    static let glyphLimit = 1_024

    /// The placed glyphs are the first `glyphCount`; the slots after them, left from earlier
    /// batches, are written by the next runs shown, so adding a run neither grows nor trims the
    /// array unless it needs more slots than it has.
    var glyphs: [cairo_glyph_t] = []
    var glyphCount = 0
    var shows: [Show] = []
    /// The faces the shows use, each kept alive until the batch is drawn; a face is added when it
    /// differs from the last one's.
    var faces: [CairoFontFace] = []

    var isEmpty: Bool { shows.isEmpty }
}

extension GraphicsContext {
    /// Adds one run's glyphs to the batch: `place` writes up to `count` of them, placed in cairo's
    /// current user space, into the slots it is given, and returns how many it wrote. The batch is
    /// drawn with cairo's state as it is now: the caller must not change that state without
    /// `drawGlyphBatch()` first (every path to cairo but `handle` does that). With `clip` (device pixels, usable: `GraphicsContext.usable`), the run
    /// is drawn clipped to it as well as to cairo's clip. A batch that reaches
    /// `GlyphBatch.glyphLimit` glyphs is drawn.
    func batchGlyphs(
        face: CairoFontFace, size: Double, color: Color, clip: CGRect? = nil, count: Int,
        _ place: (UnsafeMutableBufferPointer<cairo_glyph_t>) -> Int
    ) {
        // In place: a copy of the batch would retain its three buffers and make the appends copy them.
        let total = glyphBatch.add(face: face, size: size, color: color, clip: clip, count: count, place)
        if total >= GlyphBatch.glyphLimit { drawGlyphBatch() }
    }

    /// Draws the batch and empties it (`GlyphBatch.drawAndEmpty(on:)`).
    func drawGlyphBatch() {
        guard hasBatchedGlyphs else { return }
        let cairo = handle
        glyphBatch.drawAndEmpty(on: cairo)  // in place, as runs are added
    }
}

extension GlyphBatch {
    /// Adds one run: `place` writes up to `count` glyphs into the slots it is given and returns how
    /// many it wrote; returns the glyphs the batch holds now. The slots are made once for the run,
    /// so that placing a glyph is a store, not an append that checks the buffer each time.
    mutating func add(
        face: CairoFontFace, size: Double, color: Color, clip: CGRect?, count: Int,
        _ place: (UnsafeMutableBufferPointer<cairo_glyph_t>) -> Int
    ) -> Int {
        if faces.last !== face { faces.append(face) }
        let start = glyphCount
        let slots = max(0, count)
        if glyphs.count < start + slots {
            glyphs.append(contentsOf: repeatElement(cairo_glyph_t(), count: start + slots - glyphs.count))
        }
        let placed = glyphs.withUnsafeMutableBufferPointer { all in
            place(UnsafeMutableBufferPointer(rebasing: all[start..<(start + slots)]))
        }
        glyphCount = start + min(max(0, placed), slots)
        shows.append(
            Show(
                end: glyphCount, face: faces.count - 1, size: size, red: Double(color.red),
                green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha), clip: clip))
        return glyphCount
    }

    /// `draw(on:)`, then empties the batch, keeping its buffers (a buffer grown past four times the
    /// limit, by one long paragraph, is let go).
    mutating func drawAndEmpty(on cairo: OpaquePointer) {
        draw(on: cairo)
        if glyphs.count > 4 * GlyphBatch.glyphLimit {
            self = GlyphBatch()
            return
        }
        glyphCount = 0
        shows.removeAll(keepingCapacity: true)
        faces.removeAll(keepingCapacity: true)
    }

    /// Gives cairo every run in the batch, in the order they were shown, setting the face, size
    /// and source only where they change; runs with a clip are drawn between a cairo save and
    /// restore that clip to it, one for each stretch of runs with the same clip. cairo's state is
    /// as it was before, but for the face, size and source.
    func draw(on cairo: OpaquePointer) {
        glyphs.withUnsafeBufferPointer { glyphs in
            guard let base = glyphs.baseAddress else { return }
            var start = 0
            // What cairo's state holds outside a clip's save (restored after it), and inside it.
            var outside: Show?
            var inside: Show?
            var openClip: CGRect?
            for show in shows {
                // Two clips compared only when both are there: most runs have none.
                if show.clip != nil || openClip != nil, show.clip != openClip {
                    if openClip != nil { cairo_restore(cairo) }
                    openClip = show.clip
                    if let clip = show.clip {
                        cairo_save(cairo)
                        GraphicsContext.clip(cairo, toDeviceRect: clip)
                        inside = outside
                    }
                }
                if openClip != nil {
                    set(show, after: inside, on: cairo)
                    inside = show
                } else {
                    set(show, after: outside, on: cairo)
                    outside = show
                }
                cairo_show_glyphs(cairo, base + start, Int32(show.end - start))
                start = show.end
            }
            if openClip != nil { cairo_restore(cairo) }
        }
    }

    /// Sets `show`'s face, size and source on `cairo`, each only where it differs from `current`'s
    /// (what cairo's state holds; nil when unknown).
    private func set(_ show: Show, after current: Show?, on cairo: OpaquePointer) {
        if current?.face != show.face { cairo_set_font_face(cairo, faces[show.face].pointer) }
        if current?.face != show.face || current?.size != show.size { cairo_set_font_size(cairo, show.size) }
        // Not `current.map(show.hasColor)`: a method taken as a closure allocates a context for it.
        if let current, current.hasColor(of: show) { return }
        cairo_set_source_rgba(cairo, show.red, show.green, show.blue, show.alpha)
    }
}

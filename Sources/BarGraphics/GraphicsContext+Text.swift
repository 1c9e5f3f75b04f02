import BarGeometry
import BarText
import CCairo
import Foundation

// Drawing text layouts: each glyph run's glyphs, placed where the layout puts them, go to cairo in
// the context's glyph batch, shown with the run's face's cairo font face (made once per face, kept in
// the face's drawing slot).

extension GraphicsContext {
    /// Draws `layout`'s glyphs with the layout's origin at `origin` (user space), filled with `color`
    /// times the context's alpha.
    ///
    /// Each run is shown with its font at its point size. Glyph metrics hinting is off and
    /// antialiasing is grey, with no outline hinting, so the pixels depend only on the positions
    /// the layout computed and are the same on every machine.
    public func draw(_ layout: TextLayout, at origin: CGPoint, color: Color) {
        drawText(.layout(layout), at: origin, color: color)
    }

    /// Draws `text` with its layout's origin at `origin` (user space) in `color`, with `shadow` (the
    /// same glyphs with the origin at the shadow's, in its colour) drawn first beneath them when
    /// given. Nothing for an origin that is not finite.
    package func drawText(
        _ text: DrawnText, at origin: CGPoint, color: Color, shadow: (origin: CGPoint, color: Color)? = nil
    ) {
        if recording != nil {
            if let shadow { recordGlyphs(of: text, at: shadow.origin, color: shadow.color) }
            recordGlyphs(of: text, at: origin, color: color)
        }
        // Begun and ended, not `perform`ed: a closure would copy the text (retaining what it holds).
        guard let operation = beginOperation() else { return }
        let alpha = operation.alpha
        // The runs set the source and the font, and nothing else: every drawing operation sets its
        // own source and only text uses the font, so no cairo save and restore is needed.
        if let shadow {
            show(text, at: shadow.origin, color: shadow.color.withAlphaComponent(shadow.color.alpha * alpha))
        }
        show(text, at: origin, color: color.withAlphaComponent(color.alpha * alpha))
        endOperation(operation)
    }

    /// Shows `text`'s runs with its origin at `origin`, filled with `color`.
    private func show(_ text: DrawnText, at origin: CGPoint, color: Color) {
        guard origin.x.isFinite && origin.y.isFinite else { return }
        text.forEachGlyphRun { run in show(run, at: origin, color: color) }
    }

    /// Shows one run with its layout's origin at `origin`: its glyphs placed into the context's
    /// glyph batch (GraphicsContext+GlyphBatch.swift), which cairo draws before anything else. Under
    /// a deferred view state the glyphs are placed in cairo's current user space, moved by the
    /// view's offset, and clipped to the view's clip in the batch unless their ink stays inside it;
    /// for a rotated or scaled view the state is applied first (GraphicsContext+DeferredState.swift).
    private func show(_ run: GlyphRun, at origin: CGPoint, color: Color) {
        guard run.count > 0, run.font.pointSize > 0, let face = CairoFontFace.of(run.font.face) else { return }
        var start = origin
        var clip: CGRect?
        if let pending = deferred {
            switch clipping(of: run, at: origin, under: pending) {
            case .unclipped(let shifted):
                start = shifted
            case .inBatch(let shifted, let rect):
                start = shifted
                clip = rect
                deferred?.textReachesPastClip = true
            case .applied:
                applyDeferredState()
            }
        }
        let x = Double(start.x)
        let y = Double(start.y)
        batchGlyphs(face: face, size: Double(run.font.pointSize), color: color, clip: clip, count: run.count) { slots in
            var placed = 0
            run.forEachGlyph { glyph, position in
                guard placed < slots.count else { return }
                slots[placed] = cairo_glyph_t(index: UInt(glyph), x: x + Double(position.x), y: y + Double(position.y))
                placed += 1
            }
            return placed
        }
    }

    /// How a run shown at `origin` under the deferred view state `pending` is placed and clipped.
    private func clipping(
        of run: GlyphRun, at origin: CGPoint, under pending: DeferredViewState
    ) -> DeferredRunClipping {
        guard let shifted = deferredTextOrigin(origin) else { return .applied }
        guard let clip = pending.clip,
            pending.textReachesPastClip
                || !run.inkStaysInside(
                    clip, at: origin, transform: pending.transform, placement: GraphicsContext.glyphImagePlacement)
        else { return .unclipped(shifted) }
        guard let rect = GraphicsContext.usable(clip) else { return .applied }
        return .inBatch(shifted, rect)
    }
}

/// How a run shown under a deferred view state reaches cairo: placed in cairo's current user space
/// at the shifted origin, unclipped (its ink stays inside the view's clip, or there is none) or
/// clipped in the batch; or under the view's state, applied.
private enum DeferredRunClipping {
    case unclipped(CGPoint)
    case inBatch(CGPoint, CGRect)
    case applied
}

extension GraphicsContext {
    /// Where the cairo this process runs with puts glyph images: 1.16 rounds each glyph's position to
    /// the nearest whole pixel (its image compositor's `_cairo_lround`); 1.17 and later place
    /// images at quarter pixels.
    static let glyphImagePlacement: GlyphImagePlacement =
        cairo_version() < 11700 ? .roundedToWholePixels : .withinHalfPixel
}

/// What text drawing shows: a layout's runs, or one run placed relative to a layout's origin (what
/// a one-line text that fits draws, with no layout of its own: `TextLayout.OneRun.origin(width:alignment:)`).
package enum DrawnText {
    case layout(TextLayout)
    case run(GlyphRun)

    /// Calls `body` with each glyph run, relative to the layout's origin, line by line.
    package func forEachGlyphRun(_ body: (GlyphRun) -> Void) {
        switch self {
        case .layout(let layout):
            for line in layout.lines { for run in line.runs { body(run) } }
        case .run(let run):
            body(run)
        }
    }
}

/// The font options text is drawn with: glyph metrics hinting off, no outline hinting, grey
/// antialiasing. Made once; cairo copies them into each context (set when it is made).
// @unchecked Sendable: written once, in `init`, then only read (cairo_set_font_options copies them).
final class TextFontOptions: @unchecked Sendable {
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

import CCairo
import Foundation

// The default drawing of a label's text. The override points `draw(_:)` and `drawText(in:)` are
// declared in Label.swift.

extension Label {
    /// The colour the text is drawn in now.
    var currentTextColor: Color {
        if isHighlighted, let highlighted = highlightedTextColor { return highlighted }
        return textColor
    }

    /// The default `drawText(in:)`.
    func drawTextContent(in rect: CGRect) {
        guard let context = GraphicsContext.current, rect.isFinite else { return }
        let textRect = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let height = textRect.height.finiteOr(0).rounded(.up)
        // Rounded in points, not device pixels: layout does not depend on the scale a frame is
        // rendered at, so scale 2 is scale 1 at twice the pixels.
        let origin = CGPoint(
            x: textRect.minX.finiteOr(rect.minX),
            y: rect.minY + ((rect.height - height) / 2).roundedToPixel(scale: 1))
        let color = currentTextColor
        // Without `map`/`flatMap`: a main-actor closure checks its actor each time it runs.
        var shadow: Color?
        var shadowOrigin: CGPoint?
        if let color = shadowColor, color.alpha > 0 {
            shadow = color
            shadowOrigin = CGPoint(
                x: origin.x + shadowOffset.width.finiteOr(0), y: origin.y + shadowOffset.height.finiteOr(0))
        }
        // The glyphs of the last drawing are kept while the layout and where it is drawn stay the same
        // (they are dropped whenever the text or a property that changes its layout changes).
        let prepared: PreparedText
        if let kept = preparedText, kept.rect == rect, kept.origin == origin, kept.shadowOrigin == shadowOrigin,
            context.recording == nil
        {
            prepared = kept
        } else {
            guard let layout = textLayout(forBounds: rect, limitedToNumberOfLines: numberOfLines) else { return }
            if context.recording != nil {
                if let shadow, let shadowOrigin { context.recordGlyphs(of: layout, at: shadowOrigin, color: shadow) }
                context.recordGlyphs(of: layout, at: origin, color: color)
            }
            prepared = PreparedText(
                layout: layout, rect: rect, origin: origin, shadowOrigin: shadowOrigin,
                text: layout.cairoGlyphRuns(at: origin),
                shadow: shadowOrigin.map { layout.cairoGlyphRuns(at: $0) } ?? [])
            preparedText = prepared
        }
        Label.draw(prepared, color: color, shadow: shadow, in: context)
    }

    /// Draws `prepared` (its shadow first, when there is one). Nonisolated, so the closure it hands
    /// the context is too, and carries no check of the main actor.
    nonisolated private static func draw(
        _ prepared: PreparedText, color: Color, shadow: Color?, in context: GraphicsContext
    ) {
        context.drawUsingCairo { cairo, alpha in
            cairo_save(cairo)  // the runs set the source and font; one save for both
            defer { cairo_restore(cairo) }
            if let shadow {
                TextLayout.draw(prepared.shadow, in: cairo, color: shadow.withAlphaComponent(shadow.alpha * alpha))
            }
            TextLayout.draw(prepared.text, in: cairo, color: color.withAlphaComponent(color.alpha * alpha))
        }
    }
}

/// A label's text as last drawn, ready for cairo: kept while the label draws the same layout in the
/// same place, so drawing it again costs only cairo's work (see `Label.preparedText`). A class, so a
/// label that is never drawn carries only a pointer for it.
final class PreparedText {
    /// The layout drawn, held so its fonts (and so the cairo faces of the runs) stay alive.
    let layout: TextLayout
    /// The rect `drawText(in:)` was given.
    let rect: CGRect
    /// Where the layout's origin was, and its shadow's (nil without a shadow).
    let origin: CGPoint
    let shadowOrigin: CGPoint?
    let text: [TextLayout.CairoGlyphRun]
    let shadow: [TextLayout.CairoGlyphRun]

    init(
        layout: TextLayout, rect: CGRect, origin: CGPoint, shadowOrigin: CGPoint?, text: [TextLayout.CairoGlyphRun],
        shadow: [TextLayout.CairoGlyphRun]
    ) {
        self.layout = layout
        self.rect = rect
        self.origin = origin
        self.shadowOrigin = shadowOrigin
        self.text = text
        self.shadow = shadow
    }
}

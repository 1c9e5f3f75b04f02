import BarGeometry
import BarGraphics
import BarText
import Foundation

// The default drawing of a label's text. The override points `draw(_:)` and `drawText(in:)` are
// declared in Label.swift.

extension Label {
    /// The colour the text is drawn in now.
    var currentTextColor: Color {
        let color: Color = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        return isEnabled ? color : color.withAlphaComponent(color.alpha * 0.5)
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
        if let kept = preparedText, kept.rect == rect, kept.text.origin == origin,
            kept.shadow?.origin == shadowOrigin
        {
            prepared = kept
        } else {
            guard let layout = textLayout(forBounds: rect, limitedToNumberOfLines: numberOfLines) else { return }
            prepared = PreparedText(
                rect: rect, text: PreparedGlyphs(layout: layout, origin: origin),
                shadow: shadowOrigin.map { PreparedGlyphs(layout: layout, origin: $0) })
            preparedText = prepared
            measuredText = nil  // drawn: the layout kept holds the run now
        }
        var shadowGlyphs: (glyphs: PreparedGlyphs, color: Color)?
        if let shadow, let glyphs = prepared.shadow { shadowGlyphs = (glyphs, shadow) }
        context.drawText(prepared.text, color: color, shadow: shadowGlyphs)
    }
}

/// A label's text as last drawn: kept while the label draws the same layout in the same place, so
/// drawing it again costs only cairo's work (see `Label.preparedText`). A class holding the glyphs
/// inline, so a label that is never drawn carries only a pointer for it and one that draws makes
/// one object.
final class PreparedText {
    /// The rect `drawText(in:)` was given.
    let rect: CGRect
    /// The text's glyphs, and its shadow's (nil without a shadow).
    let text: PreparedGlyphs
    let shadow: PreparedGlyphs?

    init(rect: CGRect, text: PreparedGlyphs, shadow: PreparedGlyphs?) {
        self.rect = rect
        self.text = text
        self.shadow = shadow
    }
}

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
        guard let context = GraphicsContext.current, rect.isFinite,
            let layout = textLayout(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        else { return }
        let textRect = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let height = textRect.height.finiteOr(0).rounded(.up)
        // Rounded in points, not device pixels: layout does not depend on the scale a frame is
        // rendered at, so scale 2 is scale 1 at twice the pixels.
        let origin = CGPoint(
            x: textRect.minX.finiteOr(rect.minX),
            y: rect.minY + ((rect.height - height) / 2).roundedToPixel(scale: 1))
        let color = currentTextColor
        if context.recording != nil {
            if let shadow = shadowColor, shadow.alpha > 0 {
                let offset = CGPoint(
                    x: origin.x + shadowOffset.width.finiteOr(0), y: origin.y + shadowOffset.height.finiteOr(0))
                context.recordGlyphs(of: layout, at: offset, color: shadow)
            }
            context.recordGlyphs(of: layout, at: origin, color: color)
        }
        context.drawUsingCairo { cairo, alpha in
            if let shadow = shadowColor, shadow.alpha > 0 {
                let offset = CGPoint(
                    x: origin.x + shadowOffset.width.finiteOr(0), y: origin.y + shadowOffset.height.finiteOr(0))
                layout.draw(in: cairo, at: offset, color: shadow.withAlphaComponent(shadow.alpha * alpha))
            }
            layout.draw(in: cairo, at: origin, color: color.withAlphaComponent(color.alpha * alpha))
        }
    }
}

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
        let text: DrawnText
        if let runOrigin = measuredOneRun?.origin(width: layoutWidth(rect), alignment: textAlignment),
            let measured = measuredRun
        {
            // A measured text that fits on one line: its run is what the layout would show.
            text = .run(GlyphRun(wholeOf: measured.run, font: measured.font, at: runOrigin))
        } else {
            guard let layout = textLayout(forBounds: rect, limitedToNumberOfLines: numberOfLines) else { return }
            text = .layout(layout)
            measuredText = nil  // drawn: the layout kept holds the run now
        }
        var shadowDrawn: (origin: CGPoint, color: Color)?
        if let shadow, let shadowOrigin { shadowDrawn = (shadowOrigin, shadow) }
        context.drawText(text, at: origin, color: color, shadow: shadowDrawn)
    }
}

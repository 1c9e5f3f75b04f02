import BarGeometry
import BarGraphics
import BarText
import BarViews
import BarWidgets
import Foundation

// What a text field draws, as UIKit's do: the border, the selection (the tint colour at 20 %), the
// text or the grey placeholder, marked text underlined, the caret (a 2-pt bar in the tint colour,
// while editing and the blink shows it) and the clear button (a grey circle with a white cross).

extension TextField {
    /// UIKit's `placeholderText` colour: #3C3C43 at 30 %.
    static let placeholderColor = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// The rounded-rect border's outline and corner radius.
    static let roundedBorderColor = Color(white: 0.8)
    static let roundedCornerRadius: CGFloat = 5

    /// The default drawing: the border, the selection, the text or placeholder, the marked-text
    /// underline, the caret and the clear button.
    func drawField() {
        guard let context = GraphicsContext.current else { return }
        drawBorder(in: context)
        let textArea = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        context.saveGState()
        context.clip(to: textArea)
        if engine.length == 0 {
            if let placeholder, !placeholder.isEmpty {
                let font = self.font ?? Font.systemFont(ofSize: 17)
                let layout = TextLayout(string: placeholder, font: font, alignment: .left)
                let area = placeholderRect(forBounds: bounds)
                var x = area.minX
                if textAlignment == .center { x += ((area.width - layout.size.width) / 2).rounded(.down) }
                if textAlignment == .right { x = area.maxX - layout.size.width - TextField.caretWidth }
                context.draw(layout, at: CGPoint(x: x, y: textTop), color: TextField.placeholderColor)
            }
        } else if let layout = shownLayout {
            if isEditing { drawSelection(in: context) }
            let color = isEnabled ? (textColor ?? .black) : (textColor ?? .black).withAlphaComponent(0.5)
            context.draw(layout, at: CGPoint(x: textOriginX, y: textTop), color: color)
            drawMarkedUnderline(in: context, color: color)
        }
        if isEditing, blink.isVisible, engine.selectedRange.length == 0 {
            context.fillColor = tintColor
            context.fill(caretRect(for: engine.selectedRange.location))
        }
        context.restoreGState()
        if showsClearButton { drawClearButton(in: context) }
    }

    /// The rects covering `range` of the text on the line, in the field's coordinates, left to right:
    /// exactly its characters' glyphs, one rect per visually contiguous piece.
    func highlightRects(for range: NSRange) -> [CGRect] {
        guard let layout = shownLayout, let line = layout.lines.first else { return [] }
        let start = windowStart
        let lower = shownOffset(range.location) - start
        let upper = shownOffset(range.location + range.length) - start
        let spans = TextLineGeometry.spans(
            of: lower..<max(lower, upper), on: line, in: textCache.windowText, font: textCache.font ?? shownFont)
        let top = textTop
        let height = shownFont.lineHeight.rounded(.up)
        return spans.map {
            CGRect(x: textOriginX + $0.lowerBound, y: top, width: $0.upperBound - $0.lowerBound, height: height)
        }
    }

    /// The rect enclosing `range`'s highlight rects (zero width at the caret for an empty range).
    func highlightRect(for range: NSRange) -> CGRect {
        let rects = highlightRects(for: range)
        guard let first = rects.first else {
            let caret = caretRect(for: range.location)
            return CGRect(x: caret.minX, y: caret.minY, width: 0, height: caret.height)
        }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    private func drawSelection(in context: GraphicsContext) {
        let selection = engine.selectedRange
        guard selection.length > 0 else { return }
        context.fillColor = tintColor.withAlphaComponent(0.2)
        for rect in highlightRects(for: selection) { context.fill(rect) }
    }

    private func drawMarkedUnderline(in context: GraphicsContext, color: Color) {
        guard let marked = engine.markedRange, marked.length > 0 else { return }
        context.fillColor = color
        for rect in highlightRects(for: marked) {
            context.fill(CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
        }
    }

    private func drawBorder(in context: GraphicsContext) {
        let rect = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            break
        case .line:
            context.strokeColor = .black
            context.lineWidth = 1
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            // Dark on the top and left, light on the bottom and right: sunk into the surface.
            context.fillColor = Color(white: 0.45)
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: 1, height: rect.height))
            context.fillColor = Color(white: 0.8)
            context.fill(CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
            context.fill(CGRect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height))
        case .roundedRect:
            context.fillColor = .white
            context.fillRoundedRect(rect, cornerRadius: TextField.roundedCornerRadius)
            context.strokeColor = TextField.roundedBorderColor
            context.lineWidth = 1
            context.strokeRoundedRect(rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: TextField.roundedCornerRadius - 0.5)
        }
    }

    private func drawClearButton(in context: GraphicsContext) {
        let rect = clearButtonRect(forBounds: bounds)
        context.fillColor = Color(white: 0.7)
        context.fillEllipse(in: rect)
        context.strokeColor = .white
        context.lineWidth = 1.5
        let inset = rect.insetBy(dx: rect.width * 0.32, dy: rect.height * 0.32)
        context.strokeLine(from: CGPoint(x: inset.minX, y: inset.minY), to: CGPoint(x: inset.maxX, y: inset.maxY))
        context.strokeLine(from: CGPoint(x: inset.maxX, y: inset.minY), to: CGPoint(x: inset.minX, y: inset.maxY))
    }
}

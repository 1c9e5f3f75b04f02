import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import BarWidgets
import Foundation

/// The content of a text view: draws the paragraphs in the dirty rect (the selection, the text, the
/// marked-text underline and the caret) and turns taps into caret placement.
@MainActor
final class TextViewContent: View {
    override class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(TextViewContent.self) }

    weak var textView: TextView?

    override func draw(_ rect: CGRect) {
        guard let textView, let context = GraphicsContext.current else { return }
        textView.drawText(in: rect, context: context)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let textView, let touch = touches.first else { return }
        textView.contentTouchBegan(touch)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}

extension TextView {
    /// A touch reached the text (a tap: drags scroll): first responder, then the caret at the nearest
    /// grapheme boundary, a word for a double tap, everything for a triple tap.
    func contentTouchBegan(_ touch: Touch) {
        guard isSelectable else { return }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        engine.goalX = nil
        let offset = characterOffset(nearest: touch.location(in: self))
        switch touch.tapCount {
        case 1: engine.setCaret(offset)
        case 2: engine.select(engine.text.wordRange(at: offset))
        default: engine.selectAll()
        }
    }

    /// Draws the paragraphs that meet `rect` (content coordinates).
    func drawText(in rect: CGRect, context: GraphicsContext) {
        let origin = textOrigin
        let color = textColor ?? .black
        let first = paragraphs.index(atY: rect.minY - origin.y)
        let selection = engine.selectedRange
        var index = first
        while index < paragraphs.items.count {
            let top = origin.y + paragraphs.tops[index]
            if top > rect.maxY { break }
            let paragraph = paragraphs.items[index]
            if let layout = paragraph.layout {
                let start = paragraphs.starts[index]
                if isFirstResponder, selection.length > 0 {
                    context.fillColor = tintColor.withAlphaComponent(0.2)
                    fillRanges(selection, in: index, layout: layout, start: start, top: top, context: context)
                }
                context.draw(layout, at: CGPoint(x: origin.x, y: top), color: color)
                if let marked = engine.markedRange {
                    context.fillColor = color
                    fillRanges(marked, in: index, layout: layout, start: start, top: top, context: context, underline: true)
                }
            }
            index += 1
        }
        if isFirstResponder, blink.isVisible, selection.length == 0 {
            context.fillColor = tintColor
            context.fill(caretRect(for: selection.location))
        }
    }

    /// Fills the part of each line of paragraph `index` that `range` covers (a 1-pt line under it when
    /// `underline`).
    private func fillRanges(
        _ range: NSRange, in index: Int, layout: TextLayout, start: Int, top: CGFloat, context: GraphicsContext,
        underline: Bool = false
    ) {
        let text = paragraphs.items[index].text
        let font = paragraphs.font
        let from = range.location - start
        let to = range.location + range.length - start
        for line in layout.lines {
            let lower = max(from, line.characterRange.lowerBound)
            let upper = min(to, line.characterRange.upperBound)
            guard lower < upper else { continue }
            let y = top + line.rect.minY
            for span in TextLineGeometry.spans(of: lower..<upper, on: line, in: text, font: font) {
                let x = textOrigin.x + span.lowerBound
                let width = span.upperBound - span.lowerBound
                let rect = underline
                    ? CGRect(x: x, y: y + line.rect.height - 1, width: width, height: 1)
                    : CGRect(x: x, y: y, width: width, height: line.rect.height)
                context.fill(rect)
            }
        }
    }
}

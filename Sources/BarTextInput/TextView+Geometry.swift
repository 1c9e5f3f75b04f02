import BarGeometry
import BarText
import BarViews
import BarWidgets
import Foundation

// Where a text view's text and caret are: the container's origin and width, the caret at an offset,
// the offset at a point, and moves by line (Docs/Behaviors.md, "Text input").

extension TextView {
    /// The width lines wrap to: the bounds less the container insets and the line fragment padding.
    var wrapWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * TextView.lineFragmentPadding)
    }

    /// The top-left of the text, in content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + TextView.lineFragmentPadding, y: textContainerInset.top)
    }

    /// Lays every paragraph out again (the text, font, width, alignment or insets changed).
    func relayoutText() {
        paragraphs.reset(text: engine.text, font: font ?? Font.systemFont(ofSize: 12), width: wrapWidth, alignment: textAlignment)
        updateContentSize()
        contentView.setNeedsDisplay()
    }

    /// Sizes the content to the text.
    func updateContentSize() {
        let height = (textContainerInset.top + paragraphs.height + textContainerInset.bottom).rounded(.up)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        let frame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: max(height, bounds.height)))
        if contentView.frame != frame { contentView.frame = frame }
    }

    /// The line of paragraph `index` holding its local offset `local` (a wrapped line's end belongs to
    /// the next line), as an index into its layout's lines; nil for an empty paragraph.
    func lineIndex(in index: Int, local: Int) -> Int? {
        guard let layout = paragraphs.items[index].layout, !layout.lines.isEmpty else { return nil }
        for (n, line) in layout.lines.enumerated() where local < line.characterRange.upperBound { return n }
        return layout.lines.count - 1
    }

    /// The caret's rect at `position` (a UTF-16 offset), in the text view's (content) coordinates:
    /// 2 pt wide, one line tall.
    public func caretRect(for position: Int) -> CGRect {
        let offset = min(max(0, position), engine.length)
        let index = paragraphs.index(containing: offset)
        let paragraph = paragraphs.items[index]
        let origin = textOrigin
        let top = origin.y + paragraphs.tops[index]
        let font = paragraphs.font
        guard let n = lineIndex(in: index, local: offset - paragraphs.starts[index]), let layout = paragraph.layout else {
            var x = origin.x
            if textAlignment == .center { x += (wrapWidth / 2).rounded(.down) }
            if textAlignment == .right { x += wrapWidth - TextField.caretWidth }
            return CGRect(x: x, y: top, width: TextField.caretWidth, height: font.lineHeight.rounded(.up))
        }
        let line = layout.lines[n]
        let x = TextLineGeometry.caretX(at: offset - paragraphs.starts[index], on: line, in: paragraph.text, font: font)
        return CGRect(
            x: origin.x + min(x, max(0, wrapWidth - TextField.caretWidth)), y: top + line.rect.minY,
            width: TextField.caretWidth, height: line.rect.height.rounded(.up))
    }

    /// The offset whose caret is nearest `point` (content coordinates), on a grapheme boundary.
    func characterOffset(nearest point: CGPoint) -> Int {
        let origin = textOrigin
        let y = point.y - origin.y
        if y < 0 { return 0 }
        if y >= paragraphs.height { return engine.length }
        let index = paragraphs.index(atY: y)
        let paragraph = paragraphs.items[index]
        guard let layout = paragraph.layout, !layout.lines.isEmpty else { return paragraphs.starts[index] }
        let localY = y - paragraphs.tops[index]
        var line = layout.lines[layout.lines.count - 1]
        for candidate in layout.lines where localY < candidate.rect.maxY {
            line = candidate
            break
        }
        return paragraphs.starts[index] + nearestOffset(x: point.x - origin.x, on: line, of: paragraph)
    }

    private func nearestOffset(x: CGFloat, on line: TextLayout.Line, of paragraph: TextViewParagraphs.Paragraph) -> Int {
        TextLineGeometry.offset(nearestTo: x, on: line, in: paragraph.text, font: paragraphs.font)
    }

    /// Where a line movement from `offset` lands: the visual line's start or end, or the offset nearest
    /// the same x on the line above or below (the first line's Up goes to the start, the last line's
    /// Down to the end). A run of Up and Down keeps to the x it started at.
    func lineOffset(for movement: TextEditingEngine.Movement, from offset: Int) -> Int {
        let index = paragraphs.index(containing: offset)
        let start = paragraphs.starts[index]
        let paragraph = paragraphs.items[index]
        let local = offset - start
        guard let layout = paragraph.layout, let n = lineIndex(in: index, local: local) else {
            return verticalTarget(for: movement, index: index, lineNumber: 0, from: offset) ?? offset
        }
        let line = layout.lines[n]
        switch movement {
        case .lineStart:
            // A line can begin inside a grapheme cluster (a combining mark after the space it broke
            // at): the caret goes to the cluster's end, so it stays on the line and whole.
            let lineStart = line.characterRange.lowerBound
            let boundary = paragraph.text.graphemeBoundary(atOrBefore: lineStart)
            return start + (boundary == lineStart ? lineStart : paragraph.text.graphemeBoundary(after: lineStart))
        case .lineEnd:
            var end = paragraph.text.graphemeBoundary(atOrBefore: line.characterRange.upperBound)
            // A wrapped line ends before the space it broke at, so the caret stays on the line.
            if n < layout.lines.count - 1, end > line.characterRange.lowerBound {
                let before = paragraph.text.graphemeBoundary(before: end)
                let last = paragraph.text[paragraph.text.scalarIndex(atUTF16: before)...].first
                if last?.isWhitespace == true { end = before }
            }
            return start + end
        default:
            return verticalTarget(for: movement, index: index, lineNumber: n, from: offset) ?? offset
        }
    }

    /// Up or Down from line `lineNumber` of paragraph `index`.
    private func verticalTarget(for movement: TextEditingEngine.Movement, index: Int, lineNumber: Int, from offset: Int) -> Int? {
        guard movement == .up || movement == .down else { return nil }
        let x = engine.goalX ?? (caretRect(for: offset).minX - textOrigin.x)
        engine.goalX = x
        var targetIndex = index
        var targetLine = lineNumber + (movement == .up ? -1 : 1)
        let lineCount = paragraphs.items[index].layout?.lines.count ?? 1
        if targetLine < 0 {
            guard index > 0 else { return 0 }
            targetIndex = index - 1
            targetLine = max(0, (paragraphs.items[targetIndex].layout?.lines.count ?? 1) - 1)
        } else if targetLine >= lineCount {
            guard index < paragraphs.items.count - 1 else { return engine.length }
            targetIndex = index + 1
            targetLine = 0
        }
        let paragraph = paragraphs.items[targetIndex]
        guard let layout = paragraph.layout, targetLine < layout.lines.count else { return paragraphs.starts[targetIndex] }
        return paragraphs.starts[targetIndex] + nearestOffset(x: x, on: layout.lines[targetLine], of: paragraph)
    }
}

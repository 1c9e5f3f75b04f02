import BarGeometry
import BarText
import BarWidgets
import Foundation

/// A text view's text as paragraphs (split at "\n"), each laid out on its own and kept: an edit lays
/// out again only the paragraphs it touched, so typing into a long text costs what typing into its
/// paragraph does (Docs/Behaviors.md, "Text input").
struct TextViewParagraphs {
    /// One paragraph: its text (without the "\n" after it), its layout at the current width and height.
    struct Paragraph {
        var text: String
        var length: Int
        var layout: TextLayout?
        var height: CGFloat = 0
    }

    private(set) var items: [Paragraph] = [Paragraph(text: "", length: 0)]
    /// Each paragraph's first UTF-16 offset in the whole text.
    private(set) var starts: [Int] = [0]
    /// Each paragraph's top, from the top of the text container.
    private(set) var tops: [CGFloat] = [0]
    /// The font, the wrapping width and the alignment the layouts were made with.
    private(set) var font = Font.systemFont(ofSize: 12)
    private(set) var width: CGFloat = 0
    private(set) var alignment: TextAlignment = .natural
    /// How many paragraph layouts were made (what the tests count).
    private(set) var layoutsMade = 0

    /// The text's height.
    var height: CGFloat { (tops.last ?? 0) + (items.last?.height ?? 0) }

    /// Starts over with `text`, laying every paragraph out.
    mutating func reset(text: String, font: Font, width: CGFloat, alignment: TextAlignment) {
        self.font = font
        self.width = max(0, width)
        self.alignment = alignment
        items = TextViewParagraphs.split(Substring(text))
        for index in items.indices { layOut(index) }
        recount(from: 0)
    }

    /// Lays every paragraph out again for a new font, width or alignment.
    mutating func relayout(font: Font, width: CGFloat, alignment: TextAlignment) {
        self.font = font
        self.width = max(0, width)
        self.alignment = alignment
        for index in items.indices { layOut(index) }
        recount(from: 0)
    }

    /// `range` of the old text (clamped and scalar-aligned by the engine) now holds `replacement`:
    /// the paragraphs it touched are replaced and laid out, the others kept.
    mutating func replace(_ range: NSRange, with replacement: String) {
        let first = index(containing: range.location)
        let last = index(containing: range.location + range.length)
        let head = items[first].text
        let tail = items[last].text
        let a = head.scalarIndex(atUTF16: range.location - starts[first])
        let b = tail.scalarIndex(atUTF16: range.location + range.length - starts[last])
        let merged = head[..<a] + replacement + tail[b...]
        let parts = TextViewParagraphs.split(Substring(merged))
        items.replaceSubrange(first...last, with: parts)
        for index in first..<(first + parts.count) { layOut(index) }
        recount(from: first)
    }

    /// The paragraph holding `offset` (an offset at a paragraph's end belongs to it).
    func index(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The top of the first and the bottom of the last paragraph `range` touches (from the container's
    /// top).
    func span(of range: NSRange) -> (top: CGFloat, bottom: CGFloat) {
        let first = index(containing: range.location)
        let last = index(containing: range.location + range.length)
        return (tops[first], tops[last] + items[last].height)
    }

    /// The paragraph at `y` (from the container's top), clamped to the first and last.
    func index(atY y: CGFloat) -> Int {
        var low = 0
        var high = tops.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: - Internals

    private static func split(_ text: Substring) -> [Paragraph] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Paragraph(text: String($0), length: $0.utf16.count)
        }
    }

    private mutating func layOut(_ index: Int) {
        let text = items[index].text
        if text.isEmpty {
            items[index].layout = nil
            items[index].height = font.lineHeight
        } else {
            let layout = TextLayout(string: text, font: font, width: width, alignment: alignment)
            items[index].layout = layout
            items[index].height = max(layout.size.height, font.lineHeight)
            layoutsMade += 1
        }
    }

    /// Recomputes the starts and tops from paragraph `first` on.
    private mutating func recount(from first: Int) {
        let count = items.count
        if starts.count != count {
            starts = Array(starts.prefix(min(first + 1, count)))
            tops = Array(tops.prefix(min(first + 1, count)))
            starts.reserveCapacity(count)
            while starts.count < count { starts.append(0) }
            while tops.count < count { tops.append(0) }
        }
        if first == 0 {
            starts[0] = 0
            tops[0] = 0
        }
        for index in max(1, first)..<max(1, count) {
            starts[index] = starts[index - 1] + items[index - 1].length + 1
            tops[index] = tops[index - 1] + items[index - 1].height
        }
    }
}

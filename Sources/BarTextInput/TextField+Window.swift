import BarGeometry
import BarText
import BarWidgets
import Foundation

// A long text is laid out a window at a time (Docs/TextInput.md). A field shows one line of its
// text; laying out and drawing all of a 10 MB text on each keystroke cost seconds. Text longer than
// `windowThreshold` units is laid out only around the caret (about `windowHalfLength` units each side,
// cut after a space where one is near, else at a grapheme boundary), so a keystroke costs what changed
// plus the window. The window stays put while the caret is more than `windowMargin` units inside it,
// so typing keeps the text before the caret where it is; when it moves, the scroll is carried over so
// the text on screen stays put. The whole text's width (the intrinsic size) is measured once when asked
// and then kept up to date from the words each edit touched.

/// What a text field keeps of a long text's window.
struct TextFieldWindow {
    /// The range of the shown text laid out.
    var range: Range<Int>
    /// The edits since the window was laid out start at or after this offset (nil: none yet).
    var editedFrom: Int?
    /// The window's last layout and its line, to carry the scroll over when the window moves.
    var previous: (range: Range<Int>, line: TextLayout.Line, text: String)?
}

extension TextField {
    /// Shown texts longer than this (in UTF-16 units) are laid out a window at a time.
    static let windowThreshold = 4096
    /// The units laid out on each side of the caret when a window is placed.
    static let windowHalfLength = 1024
    /// The window moves when the caret comes this close to an edge of it that is not the text's.
    static let windowMargin = 256

    /// The shown text's length (`shownString` made first).
    var shownLength: Int {
        _ = shownString
        return isSecureTextEntry ? max(0, textCache.boundaries.count - 1) : engine.length
    }

    /// Whether the shown text is laid out a window at a time.
    var isWindowed: Bool { shownLength > TextField.windowThreshold }

    /// The window to lay out now: all of a short text; the kept window while the caret is well inside
    /// it; else a new one around the caret (around the start when not editing).
    func currentWindowRange() -> Range<Int> {
        let length = shownLength
        guard length > TextField.windowThreshold else { return 0..<length }
        let caret = isEditing ? shownOffset(engine.activeEnd) : 0
        if let kept = textCache.window?.range, kept.upperBound <= length,
            kept.lowerBound == 0 || caret >= kept.lowerBound + TextField.windowMargin,
            kept.upperBound == length || caret <= kept.upperBound - TextField.windowMargin,
            kept.count <= 4 * TextField.windowHalfLength
        {
            return kept
        }
        let shown = shownString
        let lower = Self.cut(shown, near: caret - TextField.windowHalfLength, length: length)
        let upper = Self.cut(shown, near: caret + TextField.windowHalfLength, length: length)
        return lower..<max(lower, upper)
    }

    /// A place to cut `shown` near `offset`: just after a space among the 64 characters before it,
    /// else the grapheme boundary at or before it. 0 and `length` stay.
    static func cut(_ shown: String, near offset: Int, length: Int) -> Int {
        guard offset > 0 else { return 0 }
        guard offset < length else { return length }
        var index = shown.scalarIndex(atUTF16: shown.graphemeBoundary(atOrBefore: offset))
        let boundary = index
        for _ in 0..<64 where index > shown.startIndex {
            let before = shown.index(before: index)
            if shown[before] == " " { return index.utf16Offset(in: shown) }
            index = before
        }
        return boundary.utf16Offset(in: shown)
    }

    /// Lays out `range` of the shown text as the window, carrying the scroll over from the previous
    /// window when the window moved; returns the window's text.
    func layOutWindow(_ range: Range<Int>, font: Font) -> String {
        let shown = shownString
        let text: String
        if range == 0..<shownLength {
            text = shown
        } else {
            text = String(shown[shown.scalarIndex(atUTF16: range.lowerBound)..<shown.scalarIndex(atUTF16: range.upperBound)])
        }
        let old = textCache.window
        textCache.window = TextFieldWindow(range: range)
        textCache.layout = text.isEmpty ? nil : TextLayout(string: text, font: font, alignment: .left)
        textCache.width = TextLineGeometry.width(of: Substring(text), font: font)
        guard let line = textCache.layout?.lines.first else { return text }
        textCache.window?.previous = (range, line, text)
        guard range.count < shownLength, let old, old.range.lowerBound != range.lowerBound else { return text }
        // The window moved: text both windows hold, and no edit changed before it, stays where it was.
        let x = { (offset: Int) in
            TextLineGeometry.caretX(at: offset - range.lowerBound, on: line, in: text, font: font)
        }
        if let previous = old.previous {
            let anchor = max(range.lowerBound, previous.range.lowerBound)
            if anchor < min(range.upperBound, previous.range.upperBound), anchor <= old.editedFrom ?? anchor {
                let oldX = TextLineGeometry.caretX(
                    at: anchor - previous.range.lowerBound, on: previous.line, in: previous.text, font: font)
                textCache.scrollX += x(anchor) - oldX
                return text
            }
        }
        // Else the caret last scrolled into view stays where it was (the caret now, after an edit or a jump).
        if let visible = textCache.caretVisible {
            let kept = old.editedFrom == nil && range.contains(visible.offset)
            textCache.scrollX = x(kept ? visible.offset : shownOffset(engine.activeEnd)) - visible.x
        } else {
            textCache.scrollX = 0
        }
        return text
    }

    // MARK: - Edits

    /// Before the text's `range` is replaced: keeps the width of the words it touches, to update the
    /// whole text's width after.
    func windowWillReplace(_ range: NSRange) {
        textCache.pendingEdit = nil
        guard !isSecureTextEntry, let full = textCache.fullWidth else { return }
        let words = wordsAround(range.location..<(range.location + range.length), in: engine.text)
        textCache.pendingEdit = (words, width(of: words, in: engine.text, font: full.font))
    }

    /// After `range` of the old text became `text`: moves the window's end with the edit, or drops the
    /// window when the edit began before it; updates the whole text's width from the words it touched.
    func windowDidReplace(_ range: NSRange, with text: String) {
        let delta = text.utf16Length - range.length
        if isSecureTextEntry {
            textCache.window = nil
            textCache.fullWidth = nil
        }
        if var window = textCache.window {
            if range.location >= window.range.upperBound {
                // After the window: it stays.
            } else if range.location >= window.range.lowerBound {
                let upper = max(range.location + text.utf16Length, window.range.upperBound + delta)
                window.range = window.range.lowerBound..<max(window.range.lowerBound, upper)
                window.editedFrom = min(window.editedFrom ?? range.location, range.location)
                textCache.window = window
            } else {
                textCache.window = nil
            }
        }
        guard let pending = textCache.pendingEdit, let full = textCache.fullWidth else {
            textCache.fullWidth = nil
            return
        }
        textCache.pendingEdit = nil
        let words = pending.range.lowerBound..<(pending.range.upperBound + delta)
        textCache.fullWidth?.width = full.width - pending.width + width(of: words, in: engine.text, font: full.font)
    }

    /// `range` widened to the words around it: back to just after a space, forward to a space (at most
    /// 32 characters each way), on grapheme boundaries.
    private func wordsAround(_ range: Range<Int>, in text: String) -> Range<Int> {
        let start = text.graphemeBoundary(atOrBefore: range.lowerBound)
        var lower = text.scalarIndex(atUTF16: start)
        for _ in 0..<32 where lower > text.startIndex && text[text.index(before: lower)] != " " {
            lower = text.index(before: lower)
        }
        let end = range.isEmpty ? start : text.graphemeBoundary(after: range.upperBound - 1)
        var upper = text.scalarIndex(atUTF16: max(end, range.upperBound))
        for _ in 0..<32 where upper < text.endIndex && text[upper] != " " { upper = text.index(after: upper) }
        return lower.utf16Offset(in: text)..<upper.utf16Offset(in: text)
    }

    private func width(of range: Range<Int>, in text: String, font: Font) -> CGFloat {
        let start = text.scalarIndex(atUTF16: range.lowerBound)
        let end = text.scalarIndex(atUTF16: range.upperBound)
        return TextLineGeometry.width(of: text[start..<max(start, end)], font: font)
    }

    /// The width of all of the shown text in `font` (trailing spaces included): measured when short;
    /// for a windowed text measured once, then kept up to date by edits.
    func shownTextWidth(font: Font) -> CGFloat {
        guard isWindowed else { return TextLineGeometry.width(of: Substring(shownString), font: font) }
        if let full = textCache.fullWidth, full.font == font { return full.width }
        let width = TextLineGeometry.width(of: Substring(shownString), font: font)
        textCache.fullWidth = (width, font)
        return width
    }
}

import BarGeometry
import BarText
import BarWidgets
import Foundation

/// Caret positions on a laid-out line, from its shaped runs: what both text widgets place the caret,
/// the selection and taps with.
///
/// BarText gives each glyph run its text range, direction, origin and width, but not each glyph's
/// cluster; so the caret at an offset is found by measuring the run's text up to the offset: from
/// the run's left end in a left-to-right run, from its right end in a right-to-left one. That is exact
/// for left-to-right text and right at run granularity for bidirectional text (within a run, a
/// prefix measured alone can differ slightly where shaping joins across the caret).
enum TextLineGeometry {
    /// U+2060 WORD JOINER: zero width, not white space; appended so a measured prefix ending in spaces
    /// keeps their width (a layout leaves trailing white space out of a line's width).
    private static let endMark = "\u{2060}"

    /// The advance width of `text` on one line in `font`, trailing spaces included.
    static func width(of text: Substring, font: Font) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let marked = String(text) + endMark
        if let size = TextLayout.unwrappedSize(of: marked, font: font) { return size.width }
        return TextLayout(string: marked, font: font).size.width
    }

    /// The x (in the layout's coordinates) of the caret at `offset` of `string`, on `line` of a layout
    /// of `string`. Off the line's text, the nearest end.
    static func caretX(at offset: Int, on line: TextLayout.Line, in string: String, font: Font) -> CGFloat {
        let range = line.characterRange
        let clamped = min(max(offset, range.lowerBound), range.upperBound)
        var chosen: GlyphRun?
        for run in line.runs where run.characterRange.contains(clamped) {
            chosen = run
            break
        }
        if chosen == nil {
            // The line's end: the run that ends there (the last in logical order).
            for run in line.runs where run.characterRange.upperBound == clamped {
                chosen = run
            }
        }
        guard let run = chosen else {
            let start = string.scalarIndex(atUTF16: range.lowerBound)
            let end = string.scalarIndex(atUTF16: clamped)
            let runsEnd = line.runs.map { $0.origin.x + $0.width }.max() ?? line.rect.minX
            if line.runs.isEmpty || clamped <= range.lowerBound { return line.rect.minX + width(of: string[start..<end], font: font) }
            // Past the runs (trailing white space): from the last run's end.
            let lastEnd = line.runs.map(\.characterRange.upperBound).max() ?? range.lowerBound
            let from = string.scalarIndex(atUTF16: lastEnd)
            return runsEnd + width(of: string[from..<max(from, end)], font: font)
        }
        let start = string.scalarIndex(atUTF16: run.characterRange.lowerBound)
        let end = string.scalarIndex(atUTF16: clamped)
        let w = width(of: string[start..<max(start, end)], font: font)
        return run.isRightToLeft ? run.origin.x + run.width - w : run.origin.x + w
    }

    /// The grapheme boundary on `line` whose caret is nearest `x`.
    static func offset(nearestTo x: CGFloat, on line: TextLayout.Line, in string: String, font: Font) -> Int {
        var best = line.characterRange.lowerBound
        var bestDistance = CGFloat.infinity
        for boundary in string.graphemeBoundaries(in: line.characterRange) {
            let distance = abs(caretX(at: boundary, on: line, in: string, font: font) - x)
            if distance < bestDistance {
                bestDistance = distance
                best = boundary
            }
        }
        return best
    }
}

import BarGeometry
import BarText
import BarWidgets
import Foundation

/// Caret positions on a laid-out line, from its shaped runs: what both text widgets place the caret,
/// the selection and taps with.
///
/// Each glyph run gives its clusters (`GlyphRun.clusters`: the text each group of glyphs came from,
/// and where those glyphs are). A caret at a cluster's start sits at the cluster's leading edge (its
/// left in left-to-right text, its right in right-to-left text); one inside a cluster (a ligature, a
/// joined sequence that is one cluster) splits the cluster's width by grapheme count, as browsers
/// and Core Text do. At a boundary between two runs the caret belongs to the run in the paragraph's
/// direction (else to the run after it): in "abc שלום def" the caret before "ש" sits after "abc ",
/// the one after "ם" before " def". Trailing white space, which a line leaves out of its runs, and
/// the runs of a truncated line (whose clusters do not map into the text) are measured instead.
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
        var carets = LineCarets(line: line, string: string, font: font)
        return carets.x(at: offset)
    }

    /// The grapheme boundary on `line` whose caret is nearest `x` (the first in logical order on a tie).
    static func offset(nearestTo x: CGFloat, on line: TextLayout.Line, in string: String, font: Font) -> Int {
        var carets = LineCarets(line: line, string: string, font: font)
        var best = line.characterRange.lowerBound
        var bestDistance = CGFloat.infinity
        for boundary in string.graphemeBoundaries(in: line.characterRange) {
            let distance = abs(carets.x(at: boundary) - x)
            if distance < bestDistance {
                bestDistance = distance
                best = boundary
            }
        }
        return best
    }

    /// The horizontal spans (left to right, in the layout's coordinates) that `range` of `string` covers
    /// on `line`: exactly the glyphs of its characters, one span per visually contiguous piece (a range
    /// crossing between left-to-right and right-to-left text makes two or more).
    static func spans(of range: Range<Int>, on line: TextLayout.Line, in string: String, font: Font) -> [ClosedRange<CGFloat>] {
        let lineRange = line.characterRange
        let lower = min(max(range.lowerBound, lineRange.lowerBound), lineRange.upperBound)
        let upper = min(max(range.upperBound, lineRange.lowerBound), lineRange.upperBound)
        guard lower < upper else { return [] }
        var carets = LineCarets(line: line, string: string, font: font)
        var spans: [ClosedRange<CGFloat>] = []
        var covered = 0
        for index in line.runs.indices {
            let runRange = line.runs[index].characterRange
            let a = max(lower, runRange.lowerBound)
            let b = min(upper, runRange.upperBound)
            guard a < b else { continue }
            covered += b - a
            let x1 = carets.x(at: a, inRun: index)
            let x2 = carets.x(at: b, inRun: index)
            spans.append(min(x1, x2)...max(x1, x2))
        }
        if covered < upper - lower {
            // Text outside the runs (trailing white space): from the caret at its start to its end.
            let runsEnd = line.runs.map(\.characterRange.upperBound).max() ?? lineRange.lowerBound
            let a = max(lower, runsEnd)
            if a < upper {
                let x1 = carets.x(at: a)
                let x2 = carets.x(at: upper)
                spans.append(min(x1, x2)...max(x1, x2))
            }
        }
        spans.sort { $0.lowerBound < $1.lowerBound }
        // Spans that touch are one piece.
        var merged: [ClosedRange<CGFloat>] = []
        for span in spans {
            if let last = merged.last, span.lowerBound <= last.upperBound + 0.01 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}

/// The carets of one line: its runs' clusters, found once per run when first needed.
struct LineCarets {
    let line: TextLayout.Line
    let string: String
    let font: Font
    /// Per run: nil until computed, then its clusters (nil inside when the run has none usable).
    private var clusters: [[GlyphCluster]??]

    init(line: TextLayout.Line, string: String, font: Font) {
        self.line = line
        self.string = string
        self.font = font
        clusters = Array(repeating: nil, count: line.runs.count)
    }

    /// The run that holds the caret at `offset`: the one whose text has it inside; at a boundary between
    /// two runs the one in the paragraph's direction, else the one after (downstream). Nil off the runs.
    func owningRun(at offset: Int) -> Int? {
        var before: Int?
        var after: Int?
        for (index, run) in line.runs.enumerated() where !run.characterRange.isEmpty {
            let range = run.characterRange
            if range.lowerBound < offset && offset < range.upperBound { return index }
            if range.lowerBound == offset { after = index }
            if range.upperBound == offset { before = index }
        }
        guard let before, let after else { return after ?? before }
        let paragraphRTL = line.isRightToLeft
        if line.runs[before].isRightToLeft == paragraphRTL && line.runs[after].isRightToLeft != paragraphRTL {
            return before
        }
        return after
    }

    /// The caret's x at `offset` (clamped to the line).
    mutating func x(at offset: Int) -> CGFloat {
        let range = line.characterRange
        let clamped = min(max(offset, range.lowerBound), range.upperBound)
        if let index = owningRun(at: clamped) { return x(at: clamped, inRun: index) }
        return measuredX(at: clamped)
    }

    /// The x of `offset` (within the run's text) in run `index`, from its clusters.
    mutating func x(at offset: Int, inRun index: Int) -> CGFloat {
        let run = line.runs[index]
        if clusters[index] == nil { clusters[index] = .some(run.clusters) }
        guard let found = clusters[index], let list = found, !list.isEmpty else {
            return measuredX(at: offset, inRun: run)
        }
        let range = run.characterRange
        let left = run.origin.x
        let right = run.origin.x + run.width
        if offset <= range.lowerBound { return run.isRightToLeft ? right : left }
        if offset >= range.upperBound { return run.isRightToLeft ? left : right }
        // The cluster holding `offset`: clusters are left to right, so logical order is reversed in
        // right-to-left runs.
        var low = 0
        var high = list.count
        while low < high {
            let mid = (low + high) / 2
            let logicalIndex = run.isRightToLeft ? list.count - 1 - mid : mid
            if list[logicalIndex].characterRange.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        let cluster = list[run.isRightToLeft ? list.count - 1 - min(low, list.count - 1) : min(low, list.count - 1)]
        let clusterRange = cluster.characterRange
        if offset <= clusterRange.lowerBound { return cluster.startX }
        // Inside a cluster of several graphemes: its width split by grapheme count.
        let boundaries = string.graphemeBoundaries(in: clusterRange)
        let total = max(1, boundaries.count - 1)
        let before = boundaries.filter { $0 > clusterRange.lowerBound && $0 <= offset }.count
        let fraction = CGFloat(min(before, total)) / CGFloat(total)
        return cluster.startX + (cluster.endX - cluster.startX) * fraction
    }

    /// The x of `offset` in `run` measured from the text (a truncated line's runs): the run's text up
    /// to the offset, from its left end, or its right end when right-to-left.
    private func measuredX(at offset: Int, inRun run: GlyphRun) -> CGFloat {
        let start = string.scalarIndex(atUTF16: run.characterRange.lowerBound)
        let end = string.scalarIndex(atUTF16: min(max(offset, run.characterRange.lowerBound), run.characterRange.upperBound))
        let w = TextLineGeometry.width(of: string[start..<max(start, end)], font: font)
        return run.isRightToLeft ? run.origin.x + run.width - w : run.origin.x + w
    }

    /// The x of an offset no run holds: the line's start on an empty line, else past the runs
    /// (trailing white space), measured from the last run's end.
    private func measuredX(at offset: Int) -> CGFloat {
        let range = line.characterRange
        let end = string.scalarIndex(atUTF16: offset)
        if line.runs.isEmpty || offset <= range.lowerBound {
            let start = string.scalarIndex(atUTF16: range.lowerBound)
            return line.rect.minX + TextLineGeometry.width(of: string[start..<max(start, end)], font: font)
        }
        let runsEnd = line.runs.map { $0.origin.x + $0.width }.max() ?? line.rect.minX
        let lastEnd = line.runs.map(\.characterRange.upperBound).max() ?? range.lowerBound
        let from = string.scalarIndex(atUTF16: lastEnd)
        return runsEnd + TextLineGeometry.width(of: string[from..<max(from, end)], font: font)
    }
}

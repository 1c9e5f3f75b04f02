import Foundation

/// Breaks shaped paragraphs into lines: the second half of the layout pipeline.
///
/// Widths are summed in 1/64 pt from a running sum of each unit's advance, so trying a break
/// costs O(1). Breaks follow UAX #14 (ICU's line break iterator) and fall back to grapheme
/// boundaries for words wider than the line; truncation cuts at grapheme boundaries, so it
/// never splits a base from its marks or an emoji sequence. A piece cut where HarfBuzz
/// flags shaping as unsafe to break (ligatures, Arabic joining) is shaped again on its own.
struct LineBreaker {
    let text: UnsafeBufferPointer<UInt16>
    let font: Font
    /// The width limit in 1/64 pt (`Int.max` for none).
    let limit: Int
    /// The most lines (0 for no limit).
    let maximumLines: Int
    let mode: LineBreakMode
    /// Whether pieces must list their space glyphs (only justified text needs them).
    let collectSpaces: Bool
    /// The cache the paragraphs and the pieces shaped again are shaped with.
    let cache: ShapedRunCache

    private(set) var lines: [TextLayout.Line] = []
    private(set) var isTruncated = false
    /// Units of white space stepped over so far, table building included: linear in the text's
    /// length (at most `whiteSpaceScanLimit` per candidate break, and each table once per paragraph).
    private(set) var whiteSpaceUnitsScanned = 0

    /// The lines, moved out (the breaker keeps none), so the caller's array is uniquely referenced
    /// and editing it copies nothing.
    mutating func takeLines() -> [TextLayout.Line] {
        var taken: [TextLayout.Line] = []
        swap(&taken, &lines)
        return taken
    }

    static let ellipsis: UInt16 = 0x2026
    /// How many units of a run of white space are stepped over one by one before a table built
    /// once per paragraph answers instead.
    static let whiteSpaceScanLimit = 16

    init(
        text: UnsafeBufferPointer<UInt16>, font: Font, limit: Int, maximumLines: Int, mode: LineBreakMode,
        collectSpaces: Bool, cache: ShapedRunCache
    ) {
        self.text = text
        self.font = font
        self.limit = limit
        self.maximumLines = max(0, maximumLines)
        self.mode = mode
        self.collectSpaces = collectSpaces
        self.cache = cache
    }

    /// Lays out `paragraphs` (UTF-16 ranges of `text`, separators excluded) into `lines`.
    mutating func breakLines<Paragraphs: Collection<Range<Int>>>(paragraphs: Paragraphs) {
        var remaining = paragraphs.count
        for range in paragraphs {
            remaining -= 1
            let paragraph = ShapedParagraph(text: text, range: range, font: font, baseLevel: nil, cache: cache)
            if !breakParagraph(paragraph, moreTextFollows: remaining > 0) { break }
        }
    }

    /// Lays out one paragraph shaped before (spanning the whole text) into `lines`.
    mutating func breakLines(paragraph: ShapedParagraph) {
        _ = breakParagraph(paragraph, moreTextFollows: false)
    }

    // MARK: - One paragraph

    /// Measures within one paragraph, computed on first use.
    private struct Measures {
        let paragraph: ShapedParagraph
        let text: UnsafeBufferPointer<UInt16>
        lazy var prefix: [Int] = paragraph.prefixAdvances()
        lazy var lineBreaks: [Int32] = UnicodeAnalysis.lineBreaks(slice)
        lazy var graphemes: [Int32] = UnicodeAnalysis.graphemeBoundaries(slice)
        var slice: UnsafeBufferPointer<UInt16> { UnsafeBufferPointer(rebasing: text[paragraph.range]) }
        var base: Int { paragraph.range.lowerBound }
        /// For each offset from the paragraph's start (0...count), the offset after the last unit
        /// before it that is not white space (0 when none). Built only for long runs of white space.
        lazy var contentEnds: [Int32] = {
            let slice = self.slice
            scannedUnits += slice.count
            var ends = [Int32](repeating: 0, count: slice.count + 1)
            var last: Int32 = 0
            for i in 0..<slice.count {
                if !LineBreaker.isSpace(slice[i]) { last = Int32(i + 1) }
                ends[i + 1] = last
            }
            return ends
        }()
        /// For each offset from the paragraph's start (0...count), the first offset at or after it
        /// whose unit is not white space (count when none). Built only for long runs of white space.
        lazy var contentStarts: [Int32] = {
            let slice = self.slice
            scannedUnits += slice.count
            var starts = [Int32](repeating: Int32(slice.count), count: slice.count + 1)
            var next = Int32(slice.count)
            for i in stride(from: slice.count - 1, through: 0, by: -1) {
                if !LineBreaker.isSpace(slice[i]) { next = Int32(i) }
                starts[i] = next
            }
            return starts
        }()

        /// `end` moved back over white space, not before `start` (both within the paragraph). A
        /// short run is scanned; a long one is looked up, so that trying every break or grapheme
        /// boundary of a line full of spaces (or of control characters, shown as zero-width
        /// spaces) stays linear instead of rescanning the run for each candidate.
        mutating func trimmedEnd(_ start: Int, _ end: Int) -> Int {
            var e = end
            while e > start && LineBreaker.isSpace(text[e - 1]) {
                e -= 1
                scannedUnits += 1
                if end - e == Measures.scanLimit { return Swift.max(start, base + Int(contentEnds[end - base])) }
            }
            return e
        }

        /// `start` moved forward over white space, not past `end` (both within the paragraph); as
        /// `trimmedEnd`, long runs are looked up.
        mutating func skipLeadingSpace(_ start: Int, _ end: Int) -> Int {
            var s = start
            while s < end && LineBreaker.isSpace(text[s]) && isGraphemeBoundary(s + 1) {
                s += 1
                scannedUnits += 1
                if s - start == Measures.scanLimit { return Swift.min(end, base + Int(contentStarts[start - base])) }
            }
            return s
        }

        /// How many units of white space are scanned before the tables are used.
        static let scanLimit = LineBreaker.whiteSpaceScanLimit
        /// Units stepped over by the scans and the tables (see `whiteSpaceUnitsScanned`).
        var scannedUnits = 0

        mutating func width(_ a: Int, _ b: Int) -> Int { prefix[b - base] - prefix[a - base] }

        /// True when `offset` (within the paragraph) is a grapheme boundary. A unit below U+0300
        /// (Latin text, spaces) always starts a cluster, so only other units look the clusters up.
        mutating func isGraphemeBoundary(_ offset: Int) -> Bool {
            let relative = offset - base
            guard relative > 0, relative < slice.count, text[offset] >= 0x300 else { return true }
            let graphemes = self.graphemes
            let index = partitionIndex(graphemes) { Int($0) >= relative }
            return index < graphemes.count && Int(graphemes[index]) == relative
        }
    }

    /// Returns false when the line limit stopped layout.
    private mutating func breakParagraph(_ paragraph: ShapedParagraph, moreTextFollows: Bool) -> Bool {
        var m = Measures(paragraph: paragraph, text: text)
        defer { whiteSpaceUnitsScanned += m.scannedUnits }
        let end = paragraph.range.upperBound
        var lineStart = paragraph.range.lowerBound
        var breakIndex = 0  // first line break opportunity not yet passed
        while true {
            let isLastAllowed = maximumLines > 0 && lines.count == maximumLines - 1
            let contentEnd = m.trimmedEnd(lineStart, end)
            let fits: Bool
            if lineStart == paragraph.range.lowerBound && paragraph.advance <= limit {
                fits = true
            } else {
                fits = m.width(lineStart, contentEnd) <= limit
            }
            if fits && !(isLastAllowed && moreTextFollows) {
                let line = makeLine(m.paragraph, lineStart..<contentEnd, endsParagraph: true)
                // The estimate can miss when a cut piece was shaped again: then wrap after all.
                if line.advance <= limit || !isLastAllowed && !canShrink(&m, lineStart, contentEnd) {
                    append(line, characterRange: lineStart..<end)
                    return true
                }
            }
            if isLastAllowed {
                appendLastLine(&m, lineStart..<end, remainderFits: fits)
                isTruncated = true
                return false
            }
            let breakAt = wrapPosition(&m, from: lineStart, to: end, breakIndex: &breakIndex)
            let (line, lineEnd) = fittedLine(&m, from: lineStart, to: breakAt, allowEmpty: false)
            append(line, characterRange: lineStart..<lineEnd)
            lineStart = lineEnd
            if lineStart >= end { return true }
        }
    }

    /// The line from `start` to at most `end`: the text up to `end` when its shaped width fits
    /// the limit, else up to the last grapheme boundary where it does (at least one grapheme
    /// unless `allowEmpty`). Returns the line and where it ends (trailing white space included).
    /// Widths estimated from the running sums only differ from shaped widths where a piece is
    /// cut and shaped again, so this nearly always makes one line.
    private func fittedLine(
        _ m: inout Measures, from start: Int, to end: Int, allowEmpty: Bool, endsParagraph: Bool = false
    ) -> (TextLayout.Line, Int) {
        var end = end
        while true {
            let contentEnd = m.trimmedEnd(start, end)
            let line = makeLine(m.paragraph, start..<contentEnd, endsParagraph: endsParagraph)
            if line.advance <= limit { return (line, end) }
            let base = m.base
            let graphemes = m.graphemes
            let index = partitionIndex(graphemes) { base + Int($0) >= contentEnd }  // the boundary there
            let previous = index > 0 ? base + Int(graphemes[index - 1]) : start
            if previous <= start {
                guard allowEmpty else { return (line, end) }
                return (makeLine(m.paragraph, start..<start, endsParagraph: endsParagraph), start)
            }
            end = previous
        }
    }

    /// True when the text from `start` to `end` holds more than one grapheme.
    private func canShrink(_ m: inout Measures, _ start: Int, _ end: Int) -> Bool {
        let base = m.base
        let graphemes = m.graphemes
        let index = partitionIndex(graphemes) { base + Int($0) > start }
        return index < graphemes.count && base + Int(graphemes[index]) < end
    }

    /// Where the line starting at `start` ends when wrapping.
    private func wrapPosition(_ m: inout Measures, from start: Int, to end: Int, breakIndex: inout Int) -> Int {
        if mode != .byCharWrapping {
            let base = m.base
            let breaks = m.lineBreaks
            while breakIndex < breaks.count && base + Int(breaks[breakIndex]) <= start { breakIndex += 1 }
            var best = -1
            var i = breakIndex
            while i < breaks.count {
                let candidate = base + Int(breaks[i])
                if candidate > end { break }
                let contentEnd = m.trimmedEnd(start, candidate)
                if m.width(start, contentEnd) > limit { break }
                best = candidate
                i += 1
            }
            if best > start { return best }
        }
        // White space after the cut hangs at the end of this line rather than start the next.
        var cut = graphemeFit(&m, from: start, to: end, atLeastOne: true)
        // (Not a space that a mark after it joins: the two are one grapheme cluster.)
        while cut < end && LineBreaker.isSpace(text[cut]) && m.isGraphemeBoundary(cut + 1) { cut += 1 }
        return cut
    }

    /// The last grapheme boundary in (start, end] whose text from `start` fits the limit;
    /// with `atLeastOne`, the first boundary when even one grapheme is too wide, else `start`.
    private func graphemeFit(_ m: inout Measures, from start: Int, to end: Int, atLeastOne: Bool) -> Int {
        let base = m.base
        let graphemes = m.graphemes
        var i = partitionIndex(graphemes) { base + Int($0) > start }
        var best = start
        var first = -1
        while i < graphemes.count {
            let candidate = base + Int(graphemes[i])
            if candidate > end { break }
            if first < 0 { first = candidate }
            let contentEnd = m.trimmedEnd(start, candidate)
            if m.width(start, contentEnd) > limit { break }
            best = candidate
            i += 1
        }
        if best == start && atLeastOne && first > start { return first }
        return best
    }

    // MARK: - The last allowed line

    /// Lays out `range` (the rest of the paragraph, with possibly more text after it) as the
    /// last line the limit allows: clipped or truncated according to the mode.
    private mutating func appendLastLine(_ m: inout Measures, _ range: Range<Int>, remainderFits: Bool) {
        switch mode {
        case .byClipping, .byCharWrapping:
            let fit =
                remainderFits
                ? range.upperBound : graphemeFit(&m, from: range.lowerBound, to: range.upperBound, atLeastOne: false)
            var (line, _) = fittedLine(&m, from: range.lowerBound, to: fit, allowEmpty: true, endsParagraph: true)
            line.isTruncated = true
            append(line, characterRange: range)
        case .byWordWrapping, .byTruncatingTail:
            appendTruncatedLine(&m, range, style: .byTruncatingTail)
        case .byTruncatingHead, .byTruncatingMiddle:
            // When the paragraph's rest fits, what is missing comes after it: mark the tail.
            appendTruncatedLine(&m, range, style: remainderFits ? .byTruncatingTail : mode)
        }
    }

    private mutating func appendTruncatedLine(_ m: inout Measures, _ range: Range<Int>, style: LineBreakMode) {
        let ellipsisWidth = ellipsisAdvance()
        let budget = limit == Int.max ? Int.max : limit - ellipsisWidth
        guard budget >= 0 else {  // not even "…" fits: an empty line stands for the text
            var line = makeLine(m.paragraph, range.lowerBound..<range.lowerBound, endsParagraph: true)
            line.isTruncated = true
            append(line, characterRange: range)
            return
        }
        let start = range.lowerBound
        let end = m.trimmedEnd(start, range.upperBound)
        let base = m.base
        let boundaries = [start] + m.graphemes.map { base + Int($0) }.filter { $0 > start && $0 <= end }
        // Candidate cut: keep boundaries[0...head] at the start and boundaries[tail...] at the end.
        var head = 0
        var tail = boundaries.count - 1
        // The width of the head ending at boundaries[i], and of the tail starting at boundaries[i].
        func headWidth(_ i: Int) -> Int {
            let contentEnd = m.trimmedEnd(start, boundaries[i])
            return m.width(start, contentEnd)
        }
        func tailWidth(_ i: Int) -> Int {
            let contentStart = m.skipLeadingSpace(boundaries[i], end)
            return m.width(contentStart, end)
        }
        switch style {
        case .byTruncatingHead:
            while tail > 0 && tailWidth(tail - 1) <= budget { tail -= 1 }
        case .byTruncatingMiddle:
            while head + 1 < boundaries.count && headWidth(head + 1) <= budget / 2 { head += 1 }
            let used = headWidth(head)
            while tail - 1 > head && tailWidth(tail - 1) <= budget - used { tail -= 1 }
        default:
            while head + 1 < boundaries.count && headWidth(head + 1) <= budget { head += 1 }
            tail = boundaries.count - 1
        }
        // Shape the shortened text; shaping across the cut can differ from the sum of the
        // parts, so give up one more grapheme while the result is still too wide.
        while true {
            let prefixEnd = m.trimmedEnd(start, boundaries[head])
            let suffixStart = style == .byTruncatingTail ? end : m.skipLeadingSpace(boundaries[tail], end)
            let line = makeTruncatedLine(
                m.paragraph, prefix: start..<prefixEnd, suffix: suffixStart..<end, fullRange: range)
            let shrinkable = head > 0 || (style != .byTruncatingTail && tail < boundaries.count - 1)
            if line.advance <= limit || !shrinkable {
                lines.append(line)
                return
            }
            let usedByHead = m.width(start, prefixEnd)
            let usedByTail = m.width(suffixStart, end)
            if head > 0 && (style == .byTruncatingTail || tail >= boundaries.count - 1 || usedByHead >= usedByTail) {
                head -= 1
            } else {
                tail += 1
            }
        }
    }

    private var ellipsisCache: Int?
    private mutating func ellipsisAdvance() -> Int {
        if let ellipsisCache { return ellipsisCache }
        var units: [UInt16] = [LineBreaker.ellipsis]
        let advance = units.withUnsafeMutableBufferPointer { buffer in
            ShapedParagraph(text: UnsafeBufferPointer(buffer), range: 0..<1, font: font, baseLevel: 0, cache: cache)
                .advance
        }
        ellipsisCache = advance
        return advance
    }

    /// A line showing `prefix` + "…" + `suffix` (all ranges in the layout's text), shaped anew
    /// in the paragraph's direction.
    private func makeTruncatedLine(
        _ paragraph: ShapedParagraph, prefix: Range<Int>, suffix: Range<Int>, fullRange: Range<Int>
    ) -> TextLayout.Line {
        var units: [UInt16] = []
        units.reserveCapacity(prefix.count + 1 + suffix.count)
        units.append(contentsOf: UnsafeBufferPointer(rebasing: text[prefix]))
        units.append(LineBreaker.ellipsis)
        units.append(contentsOf: UnsafeBufferPointer(rebasing: text[suffix]))
        let ellipsisAt = prefix.count
        // Offsets in `units` → offsets in the layout's text.
        func original(_ offset: Int, isUpperBound: Bool) -> Int {
            if offset < ellipsisAt || (offset == ellipsisAt && !isUpperBound) { return prefix.lowerBound + offset }
            if offset == ellipsisAt { return prefix.upperBound }
            if offset == ellipsisAt + 1 && isUpperBound { return suffix.lowerBound }
            return suffix.lowerBound + offset - ellipsisAt - 1
        }
        var line = units.withUnsafeBufferPointer { buffer in
            let shaped = ShapedParagraph(
                text: buffer, range: 0..<buffer.count, font: font, baseLevel: paragraph.baseLevel, cache: cache)
            var line = LineBreaker(
                text: buffer, font: font, limit: Int.max, maximumLines: 0, mode: .byClipping,
                collectSpaces: collectSpaces, cache: cache
            ).makeLine(shaped, 0..<buffer.count, endsParagraph: true)
            for i in line.runs.indices {
                let lower = original(line.runs[i].characterRange.lowerBound, isUpperBound: false)
                let upper = original(line.runs[i].characterRange.upperBound, isUpperBound: true)
                line.runs[i].characterRange = lower..<max(lower, upper)
                line.runs[i].textStart = nil  // clusters count in `units`, not the layout's text
            }
            return line
        }
        line.characterRange = fullRange
        line.isTruncated = true
        return line
    }

    // MARK: - Making lines

    private mutating func append(_ line: TextLayout.Line, characterRange: Range<Int>) {
        var line = line
        line.characterRange = characterRange
        lines.append(line)
    }

    /// The line showing `range` of `paragraph`: the items' glyphs in that range, in visual order.
    func makeLine(_ paragraph: ShapedParagraph, _ range: Range<Int>, endsParagraph: Bool) -> TextLayout.Line {
        var pieces: [GlyphRun] = []
        var levels: [UInt8] = []
        let needsReordering = paragraph.levels != nil
        var advance = 0
        var ascender = font.ascender
        var descender = font.descender
        var leading = font.leading
        let firstItem = partitionIndex(paragraph.items) { $0.range.upperBound > range.lowerBound }
        for item in paragraph.items[firstItem...] {
            if item.range.lowerBound >= range.upperBound { break }
            if item.range.isEmpty { continue }
            let lower = max(item.range.lowerBound, range.lowerBound)
            let upper = min(item.range.upperBound, range.upperBound)
            let piece = makePiece(item, lower..<upper)
            pieces.append(piece)
            if needsReordering { levels.append(item.level) }
            advance += piece.advance
            ascender = max(ascender, piece.font.ascender)
            descender = min(descender, piece.font.descender)
            leading = max(leading, piece.font.leading)
        }
        if pieces.count > 1, needsReordering {
            let order = UnicodeAnalysis.visualOrder(levels: levels)
            pieces = order.map { pieces[$0] }
        }
        return TextLayout.Line(
            runs: pieces, advance: advance, characterRange: range, baseLevel: paragraph.baseLevel,
            endsParagraph: endsParagraph, ascender: ascender, descender: descender, leading: leading)
    }

    private func makePiece(_ item: ShapedItem, _ range: Range<Int>) -> GlyphRun {
        var run = item.run
        var glyphRange = 0..<run.glyphs.count
        if range != item.range {
            let units = (range.lowerBound - item.range.lowerBound)..<(range.upperBound - item.range.lowerBound)
            let cutBefore = range.lowerBound > item.range.lowerBound
            let cutAfter = range.upperBound < item.range.upperBound
            let unsafe =
                (cutBefore && run.isUnsafeToBreak(atUnit: units.lowerBound))
                || (cutAfter && run.isUnsafeToBreak(atUnit: units.upperBound))
            if unsafe {
                run = Shaper.shape(
                    UnsafeBufferPointer(rebasing: text[range]), font: item.font, script: item.script,
                    rightToLeft: item.isRightToLeft, in: cache)
                glyphRange = 0..<run.glyphs.count
            } else {
                glyphRange = run.glyphRange(forUnits: units)
            }
        }
        let textStart = run === item.run ? item.range.lowerBound : range.lowerBound
        var advance = 0
        var spaces: [Int] = []
        for i in glyphRange {
            let glyph = run.glyphs[i]
            advance += Int(glyph.advance)
            if collectSpaces {
                let offset = textStart + Int(glyph.cluster)
                if offset < text.count && text[offset] == 0x20 { spaces.append(i) }
            }
        }
        return GlyphRun(
            font: item.font, run: run, glyphRange: glyphRange, isRightToLeft: item.isRightToLeft, advance: advance,
            characterRange: range, spaceGlyphs: spaces, textStart: textStart)
    }

    // MARK: - White space

    /// White space that hangs at the end of a line (not drawn, not measured).
    @inline(__always)
    static func isSpace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return true
        default: return false
        }
    }
}

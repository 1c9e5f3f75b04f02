import BarGeometry
import CUnicode
import Foundation

/// A string laid out in lines: what a label measures and draws.
///
/// The pipeline: the string is split into paragraphs at line and paragraph separators; each
/// paragraph is itemized (bidi level, script, font) and shaped with HarfBuzz
/// (`ShapedParagraph`); lines are broken by UAX #14 within the width and line limits and
/// truncated with "…" where the mode asks (`LineBreaker`); finally lines are aligned and
/// their glyphs positioned, runs in visual order.
///
/// All distances are in points with the origin at the top-left of the layout, y down.
/// Widths never exceed `width`, except that a line always holds at least one grapheme
/// cluster when wrapping (one character wider than the limit overflows rather than vanish).
public struct TextLayout: Sendable {
    /// One laid-out line.
    public struct Line: Sendable {
        /// The line's box: x where its first glyph starts after alignment, width its advance
        /// (trailing white space excluded), y its top, height its line height.
        public internal(set) var rect: CGRect = .zero
        /// The y of the line's baseline.
        public internal(set) var baseline: CGFloat = 0
        /// The UTF-16 offsets in the string of the text this line shows (for a truncated
        /// line, of all the text it stands for).
        public internal(set) var characterRange: Range<Int>
        /// The glyph runs, left to right.
        public internal(set) var runs: [GlyphRun]
        /// True when text was cut off on this line (truncated with "…" or clipped).
        public internal(set) var isTruncated = false
        /// True when the line's paragraph is right-to-left.
        public var isRightToLeft: Bool { baseLevel & 1 == 1 }

        /// The sum of the runs' advances, in 1/64 pt (trailing white space excluded).
        let advance: Int
        /// The paragraph's level: 0 left-to-right, 1 right-to-left.
        let baseLevel: UInt8
        /// True for the last line of a paragraph (not stretched when justifying).
        let endsParagraph: Bool
        /// The line's vertical metrics: the largest of its fonts'.
        let ascender: CGFloat
        let descender: CGFloat
        let leading: CGFloat

        init(
            runs: [GlyphRun], advance: Int, characterRange: Range<Int>, baseLevel: UInt8, endsParagraph: Bool,
            ascender: CGFloat, descender: CGFloat, leading: CGFloat
        ) {
            self.runs = runs
            self.advance = advance
            self.characterRange = characterRange
            self.baseLevel = baseLevel
            self.endsParagraph = endsParagraph
            self.ascender = ascender
            self.descender = descender
            self.leading = leading
        }

        /// The line a paragraph of one run (`run`, shaped from the whole text in `font`) makes when
        /// it fits the width: all its glyphs, as `LineBreaker` makes it, without reading the text.
        init(wholeRun run: ShapedRun, font: Font) {
            self.init(
                runs: [GlyphRun(wholeOf: run, font: font)], advance: run.advance, characterRange: 0..<run.length,
                baseLevel: run.isRightToLeft ? 1 : 0,
                endsParagraph: true, ascender: font.ascender, descender: font.descender, leading: font.leading)
        }
    }

    /// The laid-out string.
    public let string: String
    /// The font of the text (characters it lacks come from fallback fonts).
    public let font: Font
    /// The width lines were broken to fit, in points; `.greatestFiniteMagnitude` for none.
    public let width: CGFloat
    /// The most lines (0 for no limit).
    public let maximumNumberOfLines: Int
    /// The alignment the lines were placed with.
    public let alignment: TextAlignment
    /// The wrapping and truncation mode.
    public let lineBreakMode: LineBreakMode
    /// The lines, top to bottom.
    public let lines: [Line]
    /// The size the text uses: the widest line's width and the sum of the line heights, unrounded.
    public let size: CGSize
    /// True when not all of the string is shown (truncated, clipped or lines left out).
    public let isTruncated: Bool

    /// Lays out `string` in `font`.
    /// - Parameters:
    ///   - width: the most a line may be wide, in points; `.greatestFiniteMagnitude` (the
    ///     default), infinity or NaN for no limit; negative counts as 0.
    ///   - maximumNumberOfLines: the most lines; 0 (the default) for no limit.
    ///   - alignment: where lines sit within `width` (within the widest line when unlimited).
    ///   - lineBreakMode: how lines wrap and how the last allowed line is cut.
    public init(
        string: String, font: Font, width: CGFloat = .greatestFiniteMagnitude, maximumNumberOfLines: Int = 0,
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping
    ) {
        self.init(
            string: string, font: font, width: width, maximumNumberOfLines: maximumNumberOfLines,
            alignment: alignment, lineBreakMode: lineBreakMode, measured: nil, cache: .shared)
    }

    /// Lays out `string` in `font` as `init(string:font:width:…)` does, its runs shaped with `cache`
    /// instead of the process's (`ShapedRunCache.shared`): what a test lays text out with, so that
    /// the runs it finds and counts are not those of the tests beside it.
    package init(
        string: String, font: Font, width: CGFloat = .greatestFiniteMagnitude, maximumNumberOfLines: Int = 0,
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping, cache: ShapedRunCache
    ) {
        self.init(
            string: string, font: font, width: width, maximumNumberOfLines: maximumNumberOfLines,
            alignment: alignment, lineBreakMode: lineBreakMode, measured: nil, cache: cache)
    }

    /// Lays out `string` in `font` as `init(string:font:width:…)` does, taking the run `measured`
    /// shaped (`TextLayout.unwrappedMeasure(of:font:)` of the same string) instead of shaping the
    /// text again when it holds one in this font: the same lines, glyphs and positions. What it
    /// shapes is shaped with `cache` (the one `measured` was measured with, as a rule).
    package init(
        string: String, font: Font, width: CGFloat, maximumNumberOfLines: Int, alignment: TextAlignment,
        lineBreakMode: LineBreakMode, measured: UnwrappedMeasure?, cache: ShapedRunCache = .shared
    ) {
        self.string = string
        self.font = font
        self.maximumNumberOfLines = max(0, maximumNumberOfLines)
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        let limit: Int
        if TextLayout.isUnlimited(width: width) {
            self.width = .greatestFiniteMagnitude
            limit = Int.max
        } else {
            self.width = max(0, width)
            limit = Int((self.width * 64).rounded(.down))
        }

        let maximumLines = self.maximumNumberOfLines
        // The run measuring shaped, when it was shaped from this string in this font.
        var measuredRun: ShapedRun? = nil
        var measuredScript: UInt32 = 0
        if let measured, let run = measured.run, measured.font === font, measured.string == string {
            measuredRun = run
            measuredScript = measured.script
        }
        let broken: ([Line], Bool)
        if let run = measuredRun, run.advance <= limit, alignment != .justified {
            // It fits: one line of the whole run, as breaking would make it, with no text to read.
            broken = ([Line(wholeRun: run, font: font)], false)
        } else {
            broken = TextLayout.withUnits(of: string) { units, paragraphs in
                var breaker = LineBreaker(
                    text: UnsafeBufferPointer(units), font: font, limit: limit, maximumLines: maximumLines,
                    mode: lineBreakMode, collectSpaces: alignment == .justified && limit != Int.max, cache: cache)
                if let paragraphs {
                    breaker.breakLines(paragraphs: paragraphs)
                } else if let run = measuredRun, run.length == units.count {
                    breaker.breakLines(
                        paragraph: ShapedParagraph(run: run, range: 0..<units.count, font: font, script: measuredScript)
                    )
                } else if !units.isEmpty {
                    breaker.breakLines(paragraphs: CollectionOfOne(0..<units.count))
                }
                return (breaker.takeLines(), breaker.isTruncated)
            }
        }
        self.isTruncated = broken.1
        var lines = broken.0
        self.size = TextLayout.position(&lines, alignment: alignment, limit: limit)
        self.lines = lines
    }

    // MARK: - Preparing the text

    /// Calls `body` with the string's UTF-16 code units, ready for layout (see `prepare`), in a
    /// temporary buffer (on the stack for label-sized text), and its paragraphs (nil for one
    /// paragraph spanning all the units). Text without control characters or separators (bar
    /// titles, labels) is one paragraph and needs no second pass.
    static func withUnits<R>(
        of string: String, _ body: (UnsafeMutableBufferPointer<UInt16>, [Range<Int>]?) -> R
    ) -> R {
        withDecodedUnits(of: string) { units, facts in body(units, facts.plain != 0 ? nil : prepare(units)) }
    }

    /// Calls `body` with the string's UTF-16 code units in a temporary buffer (on the stack for
    /// label-sized text), as decoded, and what the decoding pass found (`bk_decode_utf8`: the text's
    /// flags, single script and whether it is all right-to-left; never more UTF-16 units than
    /// UTF-8 bytes).
    @inline(__always)
    package static func withDecodedUnits<R>(
        of string: String, _ body: (UnsafeMutableBufferPointer<UInt16>, BKTextFacts) -> R
    ) -> R {
        withUTF8(of: string) { decoding($0, body) }
    }

    /// Calls `body` with the string's UTF-8 bytes, read in place when the string is native (no copy
    /// of the string, nor its retain).
    @inline(__always)
    static func withUTF8<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var string = string
        return string.withUTF8(body)
    }

    /// `body` applied to `bytes` decoded, as `withDecodedUnits` describes.
    @inline(__always)
    static func decoding<R>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeMutableBufferPointer<UInt16>, BKTextFacts) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(1, bytes.count)) { units in
            var facts = BKTextFacts(flags: 0, plain: 1, script: 0, rightToLeft: 0)
            guard let source = bytes.baseAddress, let target = units.baseAddress, !bytes.isEmpty else {
                return body(UnsafeMutableBufferPointer(rebasing: units[0..<0]), facts)
            }
            let n = Int(bk_decode_utf8(source, Int32(bytes.count), target, &facts))
            return body(UnsafeMutableBufferPointer(rebasing: units[0..<n]), facts)
        }
    }

    /// Splits `units` into paragraphs (ranges without their separators) and replaces control
    /// characters, which fonts have no glyphs for: a tab becomes a space, others an invisible
    /// zero-width space. Lengths stay the same, so offsets keep meaning the string's.
    static func prepare(_ units: UnsafeMutableBufferPointer<UInt16>) -> [Range<Int>] {
        var paragraphs: [Range<Int>] = []
        var start = 0
        var i = 0
        let count = units.count
        while i < count {
            let unit = units[i]
            if unit >= 0x20 && unit < 0x7F || unit > 0x9F && unit != 0x2028 && unit != 0x2029 {
                i += 1
                continue
            }
            switch unit {
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                paragraphs.append(start..<i)
                i += 1
                start = i
            case 0x0D:
                paragraphs.append(start..<i)
                i += (i + 1 < count && units[i + 1] == 0x0A) ? 2 : 1
                start = i
            case 0x09:
                units[i] = 0x20
                i += 1
            default:
                units[i] = 0x200B
                i += 1
            }
        }
        if start < count || paragraphs.isEmpty && count > 0 { paragraphs.append(start..<count) }
        return paragraphs
    }

    // MARK: - Positioning

    /// Aligns the lines in the width and gives every run its origin; returns the used size.
    private static func position(_ lines: inout [Line], alignment: TextAlignment, limit: Int) -> CGSize {
        let widest = lines.reduce(0) { max($0, $1.advance) }
        let containerWidth = limit == Int.max ? widest : limit
        var y: CGFloat = 0
        var usedWidth = widest
        for index in lines.indices {
            var line = lines[index]
            lines[index].runs = []  // keep `line.runs` uniquely referenced while it is edited
            var lineAdvance = line.advance
            var lineAlignment = alignment
            if alignment == .justified {
                let spaces = line.runs.reduce(0) { $0 + $1.spaceGlyphs.count }
                if !line.endsParagraph && !line.isTruncated && spaces > 0 && containerWidth > line.advance {
                    let extra = (containerWidth - line.advance) / spaces
                    for i in line.runs.indices { line.runs[i].spaceExtra = extra }
                    lineAdvance += extra * spaces
                    usedWidth = max(usedWidth, lineAdvance)
                    lineAlignment = line.isRightToLeft ? .right : .left
                } else {
                    lineAlignment = .natural
                }
            }
            let x = offset(
                of: lineAdvance, in: containerWidth, alignment: lineAlignment, rightToLeft: line.isRightToLeft)
            let height = line.ascender - line.descender + line.leading
            let baseline = y + line.ascender
            var pen = x
            for i in line.runs.indices {
                line.runs[i].origin = CGPoint(x: CGFloat(pen) / 64, y: baseline)
                pen += line.runs[i].justifiedAdvance
            }
            line.rect = CGRect(x: CGFloat(x) / 64, y: y, width: CGFloat(lineAdvance) / 64, height: height)
            line.baseline = baseline
            lines[index] = line
            y += height
        }
        return CGSize(width: CGFloat(usedWidth) / 64, height: y)
    }

    /// Where a line of `advance` starts in a container `container` wide (both in 1/64 pt) with
    /// `alignment` (natural: right for a right-to-left paragraph, else left; justified lines are
    /// placed by the caller first).
    static func offset(of advance: Int, in container: Int, alignment: TextAlignment, rightToLeft: Bool) -> Int {
        switch alignment {
        case .right: return container - advance
        case .center: return (container - advance) / 2
        case .natural: return rightToLeft ? container - advance : 0
        default: return 0
        }
    }

    // MARK: - Reading the layout

    /// Every glyph run, line by line, each line's runs left to right.
    public var glyphRuns: [GlyphRun] { lines.flatMap(\.runs) }

    /// The string range for UTF-16 offsets such as a line's or run's `characterRange`; nil
    /// when the offsets fall inside a surrogate pair or outside the string.
    public func stringRange(for range: Range<Int>) -> Range<String.Index>? {
        let utf16 = string.utf16
        guard range.lowerBound >= 0, range.upperBound <= utf16.count,
            let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound).samePosition(in: string),
            let upper = utf16.index(utf16.startIndex, offsetBy: range.upperBound).samePosition(in: string)
        else { return nil }
        return lower..<upper
    }

    /// Empties the shaped-run cache that layouts and labels share, to free its memory (at most a few
    /// megabytes): layouts made afterwards shape their text again. Layouts and labels made before keep
    /// the runs they hold.
    public static func removeAllCachedRuns() { ShapedRunCache.shared.removeAll() }
}

extension TextLayout: CustomStringConvertible {
    /// The line count, the size used and the text: `<TextLayout: 1 line; size = 41.5 × 20; "Save">`.
    public var description: String {
        let count = lines.count == 1 ? "1 line" : "\(lines.count) lines"
        let text = string.count > 40 ? String(string.prefix(40)) + "…" : string
        return
            "<TextLayout: \(count); size = \(size.width.descriptionText) × \(size.height.descriptionText); \"\(text)\">"
    }
}

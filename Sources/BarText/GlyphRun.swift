import Foundation

/// Glyphs of one font and direction on one line of a `TextLayout`, positioned for drawing.
///
/// Positions are in points relative to the layout's origin (top-left, y down), at each
/// glyph's baseline origin. Runs are listed in visual order (left to right); the glyphs of a
/// right-to-left run are also left to right on screen.
public struct GlyphRun: Sendable {
    /// The font the glyphs belong to (the layout's font, or a fallback font for characters
    /// it lacks).
    public let font: Font
    /// The UTF-16 offsets (like `NSRange`) in the layout's string of the text these glyphs show.
    /// For a run holding the truncation "…", the range also covers the text it replaces.
    public internal(set) var characterRange: Range<Int>
    /// True when the run's text is right-to-left.
    public let isRightToLeft: Bool
    /// The left end of the run on its baseline, relative to the layout's origin.
    public internal(set) var origin: CGPoint = .zero

    /// The shaped run the glyphs come from, and which of its glyphs are on this line.
    var run: ShapedRun { shared.run }
    private let shared: SharedRun
    @usableFromInline let glyphRange: Range<Int>
    /// The advance of the glyphs in `glyphRange`, in 1/64 pt, without justification.
    let advance: Int
    /// Indexes (into `run.glyphs`, increasing) of glyphs that show U+0020, for justification.
    @usableFromInline let spaceGlyphs: [Int]
    /// Extra advance (1/64 pt) after each glyph in `spaceGlyphs` on a justified line.
    @usableFromInline var spaceExtra = 0
    /// The offset in the layout's string of the run's text start, to which each glyph's cluster is
    /// relative; nil when the clusters do not map into the string (a truncated line's runs).
    var textStart: Int?

    init(
        font: Font, run: ShapedRun, glyphRange: Range<Int>, isRightToLeft: Bool, advance: Int,
        characterRange: Range<Int>, spaceGlyphs: [Int], textStart: Int?
    ) {
        self.font = font
        self.shared = SharedRun(run: run)
        self.glyphRange = glyphRange
        self.isRightToLeft = isRightToLeft
        self.advance = advance
        self.characterRange = characterRange
        self.spaceGlyphs = spaceGlyphs
        self.textStart = textStart
    }

    /// All the glyphs of `run`, shaped from a whole text in `font`, with its left end at `origin`.
    package init(wholeOf run: ShapedRun, font: Font, at origin: CGPoint = .zero) {
        self.init(
            font: font, run: run, glyphRange: 0..<run.glyphs.count, isRightToLeft: run.isRightToLeft,
            advance: run.advance, characterRange: 0..<run.length, spaceGlyphs: [], textStart: 0)
        self.origin = origin
    }

    /// The run's advance width in points (a justified line's stretched spaces included).
    public var width: CGFloat { CGFloat(justifiedAdvance) / 64 }

    /// The advance in 1/64 pt with justification.
    var justifiedAdvance: Int { advance + spaceExtra * spaceGlyphs.count }

    /// The number of glyphs.
    public var count: Int { glyphRange.count }

    /// The shaped run's glyphs (all of them, not only `glyphRange`), valid while this value is alive.
    @usableFromInline var shapedGlyphs: UnsafeBufferPointer<ShapedGlyph> { run.glyphs }

    /// The glyph indexes in `font`, left to right.
    public var glyphs: [UInt32] { run.glyphs[glyphRange].map(\.glyph) }

    /// The origin of each glyph (baseline, y down) relative to the layout's origin.
    public var positions: [CGPoint] {
        var result: [CGPoint] = []
        result.reserveCapacity(count)
        forEachGlyph { _, position in result.append(position) }
        return result
    }

    /// Each glyph's advance in points (a justified space includes its stretch).
    public var advances: [CGFloat] {
        var result: [CGFloat] = []
        result.reserveCapacity(count)
        var nextSpace = 0
        for i in glyphRange {
            var advance = Int(run.glyphs[i].advance)
            if spaceExtra != 0, nextSpace < spaceGlyphs.count, spaceGlyphs[nextSpace] == i {
                advance += spaceExtra
                nextSpace += 1
            }
            result.append(CGFloat(advance) / 64)
        }
        return result
    }

    /// Calls `body` with each glyph index and its position, left to right. Inlinable, so drawing's
    /// loop over the glyphs (in BarGraphics) makes no call per glyph.
    @inlinable
    package func forEachGlyph(_ body: (UInt32, CGPoint) -> Void) {
        _ = allGlyphs { glyph, x, y in
            body(glyph, CGPoint(x: origin.x + CGFloat(x) / 64, y: origin.y + CGFloat(y) / 64))
            return true
        }
    }

    /// Calls `body` with each glyph index and its offset from the run's origin in 1/64 pt (y down),
    /// left to right, while `body` returns true; whether every call did. The one walk of the pen
    /// (advances, offsets and a justified line's stretched spaces) that placing and checking glyphs share.
    @inlinable
    package func allGlyphs(_ body: (_ glyph: UInt32, _ x: Int, _ y: Int) -> Bool) -> Bool {
        withExtendedLifetime(self) {
            let glyphs = shapedGlyphs
            // Wrapping sums: a pen is a sum of Int32 advances, which an Int cannot overflow.
            var pen = 0
            // A line with no stretched spaces (nearly every one) walks without looking for them: one
            // loop checking for them costs a first frame of labels 0.4 % more instructions.
            guard spaceExtra != 0 else {
                for i in glyphRange {
                    let glyph = glyphs[i]
                    if !body(glyph.glyph, pen &+ Int(glyph.xOffset), 0 &- Int(glyph.yOffset)) { return false }
                    pen &+= Int(glyph.advance)
                }
                return true
            }
            var nextSpace = 0
            for i in glyphRange {
                let glyph = glyphs[i]
                if !body(glyph.glyph, pen &+ Int(glyph.xOffset), 0 &- Int(glyph.yOffset)) { return false }
                pen &+= Int(glyph.advance)
                if nextSpace < spaceGlyphs.count, spaceGlyphs[nextSpace] == i {
                    pen &+= spaceExtra
                    nextSpace += 1
                }
            }
            return true
        }
    }
}

/// One glyph as HarfBuzz placed it. Distances are in 1/64 point (26.6 fixed point), exact
/// as HarfBuzz computed them at scale = points × 64.
struct ShapedGlyph: Equatable, Sendable {
    /// Glyph index in the run's font (0 is .notdef: the font has no glyph for the character).
    var glyph: UInt32
    /// Offset of the glyph's cluster in UTF-16 units from the start of the run's text.
    var cluster: UInt32
    /// Horizontal advance.
    var advance: Int32
    /// Horizontal and vertical offset from the pen position (y up, as HarfBuzz gives it).
    var xOffset: Int32
    var yOffset: Int32
    /// HarfBuzz glyph flags (`HB_GLYPH_FLAG_UNSAFE_TO_BREAK`, …).
    var flags: UInt32

    /// True when breaking the text before this glyph would change shaping, so pieces cut
    /// here must be shaped again.
    var isUnsafeToBreak: Bool { flags & 1 != 0 }
}

/// The result of shaping one run of text (one font, script and direction): glyphs in visual
/// order (right-to-left runs come out reversed), as cached by `Shaper`.
final class ShapedRun: Sendable {
    /// The glyphs, left to right.
    let glyphs: [ShapedGlyph]
    /// The sum of the advances, in 1/64 pt.
    let advance: Int
    /// The length of the shaped text in UTF-16 units.
    let length: Int
    /// True for right-to-left runs.
    let isRightToLeft: Bool
    /// True when some glyph is .notdef (0): the font lacks a character.
    let hasMissingGlyphs: Bool

    init(glyphs: [ShapedGlyph], length: Int, isRightToLeft: Bool) {
        self.glyphs = glyphs
        self.length = length
        self.isRightToLeft = isRightToLeft
        var advance = 0
        var missing = false
        for g in glyphs {
            advance += Int(g.advance)
            if g.glyph == 0 { missing = true }
        }
        self.advance = advance
        self.hasMissingGlyphs = missing
    }

    /// The range of glyphs whose clusters lie in `units` (UTF-16 offsets relative to the
    /// run), which is contiguous because HarfBuzz keeps clusters monotonic: increasing along
    /// the glyphs of a left-to-right run, decreasing along a right-to-left one. O(log n).
    func glyphRange(forUnits units: Range<Int>) -> Range<Int> {
        let lower = UInt32(clamping: units.lowerBound)
        let upper = UInt32(clamping: units.upperBound)
        if isRightToLeft {
            let first = partitionIndex(glyphs) { $0.cluster < upper }
            let end = partitionIndex(glyphs) { $0.cluster < lower }
            return first..<max(first, end)
        }
        let first = partitionIndex(glyphs) { $0.cluster >= lower }
        let end = partitionIndex(glyphs) { $0.cluster >= upper }
        return first..<max(first, end)
    }

    /// True when HarfBuzz marked a glyph of the cluster starting at `offset` as unsafe to
    /// break before, so cutting the text at `offset` needs shaping again.
    func isUnsafeToBreak(atUnit offset: Int) -> Bool {
        let range = glyphRange(forUnits: offset..<(offset + 1))
        return glyphs[range].contains { $0.isUnsafeToBreak && Int($0.cluster) == offset }
    }
}

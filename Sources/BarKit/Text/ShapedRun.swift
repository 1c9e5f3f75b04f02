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
    /// run), which is contiguous because HarfBuzz keeps clusters monotonic.
    func glyphRange(forUnits units: Range<Int>) -> Range<Int> {
        var first = glyphs.count
        var last = -1
        for (i, g) in glyphs.enumerated() where units.contains(Int(g.cluster)) {
            if i < first { first = i }
            last = i
        }
        return first <= last ? first..<(last + 1) : 0..<0
    }
}

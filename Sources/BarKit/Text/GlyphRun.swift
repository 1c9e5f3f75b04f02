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
    public let characterRange: Range<Int>
    /// True when the run's text is right-to-left.
    public let isRightToLeft: Bool
    /// The left end of the run on its baseline, relative to the layout's origin.
    public let origin: CGPoint
    /// The run's advance width in points.
    public let width: CGFloat

    let run: ShapedRun
    let glyphRange: Range<Int>
    /// Extra advance (1/64 pt) after each glyph in `spaceGlyphs`, for justified lines.
    let spaceExtra: Int
    let spaceGlyphs: [Int]

    init(piece: BrokenLine.Piece, origin: CGPoint, spaceExtra: Int) {
        self.font = piece.font
        self.characterRange = piece.characterRange
        self.isRightToLeft = piece.isRightToLeft
        self.origin = origin
        self.run = piece.run
        self.glyphRange = piece.glyphRange
        self.spaceExtra = piece.spaceGlyphs.isEmpty ? 0 : spaceExtra
        self.spaceGlyphs = self.spaceExtra == 0 ? [] : piece.spaceGlyphs
        self.width = CGFloat(piece.advance + self.spaceExtra * spaceGlyphs.count) / 64
    }

    /// The number of glyphs.
    public var count: Int { glyphRange.count }

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
        glyphRange.map { i in CGFloat(Int(run.glyphs[i].advance) + extra(after: i)) / 64 }
    }

    @inline(__always)
    private func extra(after index: Int) -> Int {
        spaceExtra != 0 && spaceGlyphs.contains(index) ? spaceExtra : 0
    }

    /// Calls `body` with each glyph index and its position, left to right.
    func forEachGlyph(_ body: (UInt32, CGPoint) -> Void) {
        var pen = 0
        var nextSpace = 0
        for i in glyphRange {
            let glyph = run.glyphs[i]
            body(
                glyph.glyph,
                CGPoint(
                    x: origin.x + CGFloat(pen + Int(glyph.xOffset)) / 64, y: origin.y - CGFloat(glyph.yOffset) / 64))
            pen += Int(glyph.advance)
            if spaceExtra != 0, nextSpace < spaceGlyphs.count, spaceGlyphs[nextSpace] == i {
                pen += spaceExtra
                nextSpace += 1
            }
        }
    }
}

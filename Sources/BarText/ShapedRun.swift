import CShaping

/// One glyph as HarfBuzz placed it. Distances are in 1/64 point (26.6 fixed point), exact
/// as HarfBuzz computed them at scale = points × 64. Stored as CShaping's `BKShapedGlyph`
/// (20 bytes: the glyph index and the flags share a word, since OpenType glyph indices are
/// 16-bit), which `bk_copy_glyphs` writes straight into a run.
@usableFromInline package struct ShapedGlyph: Equatable, Sendable {
    @usableFromInline var storage: BKShapedGlyph

    /// A glyph index beyond 16 bits, which no OpenType font has, is kept as 0 (.notdef).
    init(glyph: UInt32, cluster: UInt32, advance: Int32, xOffset: Int32, yOffset: Int32, flags: UInt32) {
        storage = BKShapedGlyph(
            glyphAndFlags: (glyph <= 0xFFFF ? glyph : 0) | (flags & 0xFFFF) << 16, cluster: cluster, advance: advance,
            xOffset: xOffset, yOffset: yOffset)
    }

    /// Glyph index in the run's font (0 is .notdef: the font has no glyph for the character).
    @inlinable var glyph: UInt32 { storage.glyphAndFlags & 0xFFFF }
    /// Offset of the glyph's cluster in UTF-16 units from the start of the run's text.
    var cluster: UInt32 { storage.cluster }
    /// Horizontal advance.
    @inlinable var advance: Int32 { storage.advance }
    /// Horizontal and vertical offset from the pen position (y up, as HarfBuzz gives it).
    @inlinable var xOffset: Int32 { storage.xOffset }
    @inlinable var yOffset: Int32 { storage.yOffset }
    /// HarfBuzz glyph flags (`HB_GLYPH_FLAG_UNSAFE_TO_BREAK`, …).
    var flags: UInt32 { storage.glyphAndFlags >> 16 }

    /// True when breaking the text before this glyph would change shaping, so pieces cut
    /// here must be shaped again.
    var isUnsafeToBreak: Bool { storage.glyphAndFlags & 0x1_0000 != 0 }

    @usableFromInline package static func == (a: ShapedGlyph, b: ShapedGlyph) -> Bool {
        a.storage.glyphAndFlags == b.storage.glyphAndFlags && a.storage.cluster == b.storage.cluster
            && a.storage.advance == b.storage.advance && a.storage.xOffset == b.storage.xOffset
            && a.storage.yOffset == b.storage.yOffset
    }
}

/// What a `ShapedRun` knows besides its glyphs.
package struct ShapedRunHeader {
    var count: Int
    /// The glyphs the run has room for (at least `count`).
    var capacity: Int
    var advance: Int
    var length: Int
    var isRightToLeft: Bool
    var hasMissingGlyphs: Bool
}

/// The result of shaping one run of text (one font, script and direction): glyphs in visual
/// order (right-to-left runs come out reversed), as cached by `Shaper`.
///
/// The glyphs are stored in the object itself (a `ManagedBuffer`), so a run is one allocation:
/// shaping makes one per run and the cache frees one per evicted run.
/// Immutable once shared: the header and glyphs are written in `make` before the run is shared.
/// (`ManagedBuffer` cannot be Sendable; values that share a run hold it in a `SharedRun`.)
package final class ShapedRun: ManagedBuffer<ShapedRunHeader, ShapedGlyph> {
    /// A run of `count` glyphs written by `fill` (which must initialize them all), shaped from
    /// `length` UTF-16 units. The glyphs go into `spare` when it has room (its memory is reused:
    /// no one else may hold it), else into a new run with room rounded up to 8 glyphs.
    static func make(
        count: Int, length: Int, isRightToLeft: Bool, reusing spare: ShapedRun? = nil,
        fill: (UnsafeMutablePointer<ShapedGlyph>) -> Void
    ) -> ShapedRun {
        make(
            count: count, length: length, isRightToLeft: isRightToLeft, reusing: spare,
            summing: { glyphs in
                fill(glyphs)
                var advance = 0
                var missing = false
                for i in 0..<count {
                    advance += Int(glyphs[i].advance)
                    if glyphs[i].glyph == 0 { missing = true }
                }
                return BKGlyphSummary(advance: Int64(advance), hasMissingGlyphs: missing ? 1 : 0)
            })
    }

    /// `make(count:length:isRightToLeft:reusing:fill:)` with a `fill` that also sums what it writes:
    /// it returns the glyphs' advance sum and whether one is .notdef (glyph 0), as
    /// `bk_copy_glyphs` does, so the glyphs are not read again.
    static func make(
        count: Int, length: Int, isRightToLeft: Bool, reusing spare: consuming ShapedRun? = nil,
        summing fill: (UnsafeMutablePointer<ShapedGlyph>) -> BKGlyphSummary
    ) -> ShapedRun {
        let run: ShapedRun
        if let spare = spare.take(), spare.fixedHeader.capacity >= count {
            run = spare
        } else {
            let capacity = (count + 7) & ~7
            run = unsafeDowncast(
                ShapedRun.create(minimumCapacity: capacity) { _ in
                    ShapedRunHeader(
                        count: 0, capacity: capacity, advance: 0, length: 0, isRightToLeft: false,
                        hasMissingGlyphs: false)
                }, to: ShapedRun.self)
        }
        run.withUnsafeMutablePointers { header, glyphs in
            let summary = fill(glyphs)
            header.pointee.count = count
            header.pointee.length = length
            header.pointee.isRightToLeft = isRightToLeft
            header.pointee.advance = Int(summary.advance)
            header.pointee.hasMissingGlyphs = summary.hasMissingGlyphs != 0
        }
        return run
    }

    /// A run holding `glyphs`.
    static func make(glyphs: [ShapedGlyph], length: Int, isRightToLeft: Bool) -> ShapedRun {
        glyphs.withUnsafeBufferPointer { source in
            make(
                count: source.count, length: length, isRightToLeft: isRightToLeft,
                fill: { out in
                    if let base = source.baseAddress { out.initialize(from: base, count: source.count) }
                })
        }
    }

    /// The glyphs, left to right (valid while the run is alive: hold the run, not just this).
    var glyphs: UnsafeBufferPointer<ShapedGlyph> {
        withUnsafeMutablePointers { header, glyphs in UnsafeBufferPointer(start: glyphs, count: header.pointee.count) }
    }
    /// The glyphs the run has room for.
    var glyphCapacity: Int { fixedHeader.capacity }
    /// The sum of the advances, in 1/64 pt.
    package var advance: Int { fixedHeader.advance }
    /// The length of the shaped text in UTF-16 units.
    var length: Int { fixedHeader.length }
    /// True for right-to-left runs.
    var isRightToLeft: Bool { fixedHeader.isRightToLeft }
    /// True when some glyph is .notdef (0): the font lacks a character.
    var hasMissingGlyphs: Bool { fixedHeader.hasMissingGlyphs }

    /// The header, read through its pointer: it never changes after `make`, so the exclusivity
    /// check that reading `header` (a class's `var`) costs is not needed.
    private var fixedHeader: ShapedRunHeader { withUnsafeMutablePointerToHeader { $0.pointee } }

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

/// A shaped run held by a value that crosses threads (a `GlyphRun` of a `TextLayout`).
// @unchecked Sendable: `ShapedRun.make` writes a run's header and glyphs before returning it and
// nothing writes them afterwards (a spare's memory is reused only when no one else holds it).
package struct SharedRun: @unchecked Sendable {
    package let run: ShapedRun
}

import CShaping
import CUnicode

/// A text cut at its spaces into words and spaces, each shaped on its own exactly as within the
/// text when the font's space takes no part in shaping the script: then a run can be put together
/// from its pieces' cached runs without HarfBuzz, and a run HarfBuzz shaped gives the cache the
/// runs of its pieces. Browsers shape this way (Blink's `CachingWordShaper`, Gecko's shaped-word
/// cache), and check the same font rule first.
///
/// The pieces are cut only at a space that is a grapheme cluster of its own (not before a combining
/// mark, nor after a prepended one: `bk_space_pieces`), and a piece is cut from a shaped run only
/// when its first unit and the unit after it each begin a cluster of that run. A piece is keyed in
/// the cache as a text of its own: a piece's run and the run of the same text shaped alone are the
/// same run.
enum SpacePieces {
    /// One piece: its units in the text, its hash for the cache, its run when cached, and whether
    /// it is worth cutting from the text's run when not cached: when it was looked up before.
    struct Piece {
        var start: Int
        var end: Int
        var hash: UInt64 = 0
        var run: ShapedRun? = nil
        var wanted = false
    }

    /// Calls `body` with the pieces of `text`, or with none when it has no space to cut at.
    static func withPieces<R>(
        of text: UnsafeBufferPointer<UInt16>, _ body: (UnsafeMutableBufferPointer<Piece>) -> R
    ) -> R {
        var spaces = 0
        for unit in text where unit == 0x20 { spaces &+= 1 }
        guard spaces > 0, spaces < text.count, let base = text.baseAddress else {
            return body(UnsafeMutableBufferPointer(start: nil, count: 0))
        }
        let capacity = 2 * spaces + 1
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { ends in
            let count = Int(bk_space_pieces(base, Int32(text.count), ends.baseAddress, Int32(capacity)))
            guard count > 1 else { return body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
            return withUnsafeTemporaryAllocation(of: Piece.self, capacity: count) { storage in
                let pieces = UnsafeMutableBufferPointer(rebasing: storage[0..<count])
                var start = 0
                for i in 0..<count {
                    pieces.initializeElement(at: i, to: Piece(start: start, end: Int(ends[i])))
                    start = Int(ends[i])
                }
                defer { _ = pieces.deinitialize() }
                return body(pieces)
            }
        }
    }

    /// Looks every piece up in `cache` (each lookup counts as a use) and keeps its run and hash, and
    /// whether a piece not there was looked up before (the cache's frequency sketch counts it
    /// twice), so that `cutMissing` gives a run to the pieces seen again only, as TinyLFU's
    /// doorkeeper admits: words met once cost a lookup, not a run. True when all were there.
    static func lookUp(
        _ pieces: UnsafeMutableBufferPointer<Piece>, in cache: ShapeCache, attributes: ShapeCache.Attributes,
        text: UnsafeBufferPointer<UInt16>
    ) -> Bool {
        var all = true
        for i in pieces.indices {
            let units = UnsafeBufferPointer(rebasing: text[pieces[i].start..<pieces[i].end])
            pieces[i].hash = cache.hash(attributes, units)
            pieces[i].run = cache.run(hash: pieces[i].hash, attributes: attributes, text: units)
            if pieces[i].run == nil {
                all = false
                pieces[i].wanted = cache.frequency(ofHash: pieces[i].hash) >= 2
            }
        }
        return all
    }

    /// The one stretch of side-by-side pieces the cache lacks (after `lookUp`), when the pieces
    /// around it are all cached: the indices of its first and last piece. Nil when every piece is
    /// cached, none is, or the missing ones are apart (then shaping the whole text is one HarfBuzz
    /// call where the stretches would be several).
    static func missingStretch(_ pieces: UnsafeMutableBufferPointer<Piece>) -> ClosedRange<Int>? {
        var first = -1
        var last = -1
        for i in pieces.indices where pieces[i].run == nil {
            if first < 0 {
                first = i
            } else if last != i - 1 {
                return nil
            }
            last = i
        }
        guard first >= 0, first > 0 || last < pieces.count - 1 else { return nil }
        return first...last
    }

    /// The text's units a stretch of pieces (`missingStretch`) covers.
    static func units(of stretch: ClosedRange<Int>, in pieces: UnsafeMutableBufferPointer<Piece>) -> Range<Int> {
        pieces[stretch.lowerBound].start..<pieces[stretch.upperBound].end
    }

    /// The run of the whole text, `length` units, from its pieces' runs (all present but those of
    /// `stretch`, whose run, shaped from the stretch's units alone, stands for them): their glyphs
    /// side by side, last piece first for right-to-left text, as HarfBuzz orders a run's glyphs,
    /// each cluster moved by its piece's start.
    static func assemble(
        _ pieces: UnsafeMutableBufferPointer<Piece>, length: Int, rightToLeft: Bool,
        stretch: (pieces: ClosedRange<Int>, run: ShapedRun)? = nil, reusing spare: consuming ShapedRun?
    ) -> ShapedRun {
        var count = stretch?.run.glyphs.count ?? 0
        for i in pieces.indices where !(stretch?.pieces.contains(i) ?? false) {
            count += pieces[i].run?.glyphs.count ?? 0
        }
        // Where the stretch's run goes: at its last piece for right-to-left text, else its first.
        let stretchAt = stretch.map { rightToLeft ? $0.pieces.upperBound : $0.pieces.lowerBound } ?? -1
        return ShapedRun.make(
            count: count, length: length, isRightToLeft: rightToLeft, reusing: spare,
            summing: { out in
                var next = 0
                var advance = 0
                var missing = false
                for k in pieces.indices {
                    let i = rightToLeft ? pieces.count - 1 - k : k
                    let part: ShapedRun
                    let start: Int
                    if let stretch, stretch.pieces.contains(i) {
                        guard i == stretchAt else { continue }
                        part = stretch.run
                        start = units(of: stretch.pieces, in: pieces).lowerBound
                    } else {
                        guard let run = pieces[i].run else { continue }
                        part = run
                        start = pieces[i].start
                    }
                    let shift = UInt32(start)
                    for glyph in part.glyphs {
                        var moved = glyph
                        moved.storage.cluster &+= shift
                        out[next] = moved
                        next += 1
                    }
                    advance += part.advance
                    missing = missing || part.hasMissingGlyphs
                }
                return BKGlyphSummary(advance: Int64(advance), hasMissingGlyphs: missing ? 1 : 0)
            })
    }

    /// Gives each wanted piece the cache lacks (no run) its glyphs cut from `run`, shaped from the
    /// text's units from `offset` on (the whole text's, or a stretch's), when the piece begins a
    /// cluster and so does the unit after it (or it ends the run's units).
    static func cutMissing(_ pieces: UnsafeMutableBufferPointer<Piece>, from run: ShapedRun, offset: Int = 0) {
        let length = run.length
        for i in pieces.indices where pieces[i].run == nil && pieces[i].wanted {
            let start = pieces[i].start - offset
            let end = pieces[i].end - offset
            assert(start >= 0 && end <= length, "a piece outside the units the run was shaped from")
            // A piece that is the whole run is the run.
            if start == 0 && end == length {
                pieces[i].run = run
                continue
            }
            guard !run.glyphRange(forUnits: start..<(start + 1)).isEmpty,
                end == length || !run.glyphRange(forUnits: end..<(end + 1)).isEmpty
            else { continue }
            let range = run.glyphRange(forUnits: start..<end)
            let shift = UInt32(start)
            pieces[i].run = ShapedRun.make(
                count: range.count, length: end - start, isRightToLeft: run.isRightToLeft,
                fill: { out in
                    for (k, glyph) in run.glyphs[range].enumerated() {
                        var moved = glyph
                        moved.storage.cluster &-= shift
                        out[k] = moved
                    }
                })
        }
    }

    /// Stores the runs `cutMissing` made (the wanted pieces, whose hashes `lookUp` kept), each unless
    /// its text is cached already (a piece met twice in the text, or stored by another thread).
    static func storeCut(
        _ pieces: UnsafeMutableBufferPointer<Piece>, in cache: ShapeCache, attributes: ShapeCache.Attributes,
        text: UnsafeBufferPointer<UInt16>
    ) {
        for piece in pieces where piece.wanted {
            guard let run = piece.run else { continue }
            let units = UnsafeBufferPointer(rebasing: text[piece.start..<piece.end])
            let hash = piece.hash
            guard cache.storedRun(hash: hash, attributes: attributes, text: units) == nil else { continue }
            cache.insert(run, hash: hash, attributes: attributes, text: units)
        }
    }
}

import CHarfBuzz
import CShaping
import Foundation

/// Shapes runs of text with HarfBuzz and keeps the results in the cache it is given
/// (`ShapedRunCache`: the process's `shared` one, or a test's own).
///
/// A run is text of one font, one script and one direction. The cache key is (face, size,
/// script, direction, the run's UTF-16 units); a changed font or text is simply another key.
/// The cache sits behind one lock, held to look a run up and to store it, not while HarfBuzz
/// shapes: each thread shapes in its own `hb_buffer_t` (`bk_thread_buffer`), so texts measured on
/// several threads at once (`TextLayout.unwrappedMeasures(of:)`) shape in parallel.
package enum Shaper {
    /// The most runs the cache keeps: 4,096 texts and 1,024 of the words they are put together
    /// from, which take entries too (see Docs/Text.md).
    static let cacheCapacity = 5120
    /// The most runs in the cache's window (see `ShapeCache`), 1 % of the capacity as Caffeine's
    /// W-TinyLFU starts with: once the cache is full, what a stream of texts shaped once churns through.
    static let cacheWindowCapacity = 51
    /// The most glyphs, summed over all cached runs (20 bytes each: at most 2.5 MB of glyphs).
    static let cacheGlyphLimit = 131_072
    /// Runs longer than this many UTF-16 units are shaped but not cached: they are rarely
    /// shaped twice and would push out many short runs.
    static let longestCachedRun = 4096

    /// What the space rule depends on: the face, the script and the direction.
    struct SpaceRuleKey: Hashable {
        var faceID: Int
        var script: UInt32
        var rightToLeft: Bool

        init(_ attributes: ShapeCache.Attributes) {
            faceID = attributes.faceID
            script = attributes.script
            rightToLeft = attributes.rightToLeft
        }
    }

    /// The space rules found so far. The first few (a screen's face in its scripts) are kept in a
    /// short list, compared field by field, before the table: hashing a key costs more than
    /// comparing it with each of them.
    struct SpaceRules {
        /// How many rules the short list holds.
        static let listed = 8
        private var first: [(key: SpaceRuleKey, takesPart: Bool)] = []
        private var rest: [SpaceRuleKey: Bool] = [:]

        /// The rule for `key`, nil when not asked yet.
        func rule(for key: SpaceRuleKey) -> Bool? {
            for rule in first where rule.key == key { return rule.takesPart }
            return rest.isEmpty ? nil : rest[key]
        }

        /// Keeps the rule for `key`: in the short list while it has room, else in the table.
        mutating func setRule(_ takesPart: Bool, for key: SpaceRuleKey) {
            if let index = first.firstIndex(where: { $0.key == key }) {
                first[index].takesPart = takesPart
            } else if first.count < SpaceRules.listed {
                first.append((key, takesPart))
            } else {
                rest[key] = takesPart
            }
        }
    }

    /// The run shaped before from the whole text whose UTF-8 bytes are `utf8`, as its one run in
    /// `font` (see `ShapeCache.StringKey`), with its script; otherwise nil, and the key to give
    /// `shape` when the text is shaped as one run. Nil and nil for a text too long to cache.
    static func run(
        ofString utf8: UnsafeBufferPointer<UInt8>, font: Font, in cache: ShapedRunCache
    ) -> (found: (run: ShapedRun, script: UInt32)?, key: ShapeCache.StringKey?) {
        guard !utf8.isEmpty, utf8.count <= 3 * longestCachedRun else { return (nil, nil) }
        return cache.withLock { state in
            let key = state.cache.stringKey(faceID: font.face.id, scale: font.scale, utf8: utf8)
            guard let found = state.cache.run(string: key) else { return (nil, key) }
            state.hits += 1
            return ((found.run, found.script), key)
        }
    }

    /// The shaped glyphs of `text` in `font`, with `script` (an `hb_script_t` value) and
    /// direction; from `cache` when the same run was shaped before, or put together from the
    /// cached runs of its words (see `SpacePieces`). The run is stored in `cache` when it was not.
    package static func shape(
        _ text: UnsafeBufferPointer<UInt16>, font: Font, script: UInt32, rightToLeft: Bool,
        in cache: ShapedRunCache
    ) -> ShapedRun {
        shape(text, font: font, script: script, rightToLeft: rightToLeft, stringKey: nil, in: cache)
    }

    /// `shape(_:font:script:rightToLeft:in:)`, where `stringKey`, when the run is the whole text of a
    /// string as its one run (`run(ofString:font:in:)` found none), becomes the run's second key
    /// unless the run misses glyphs.
    static func shape(
        _ text: UnsafeBufferPointer<UInt16>, font: Font, script: UInt32, rightToLeft: Bool,
        stringKey: ShapeCache.StringKey?, in cache: ShapedRunCache
    ) -> ShapedRun {
        guard !text.isEmpty else { return ShapedRun.make(glyphs: [], length: 0, isRightToLeft: rightToLeft) }
        let attributes = ShapeCache.Attributes(
            faceID: font.face.id, scale: font.scale, script: script, rightToLeft: rightToLeft)
        guard text.count <= longestCachedRun else {
            cache.withLock {
                $0.misses += 1
                $0.shapedUnits += text.count
            }
            return shapeWithHarfBuzz(text, font: font, attributes: attributes, reusing: nil)
        }
        var hash: UInt64 = 0
        var storesBefore = 0
        let spaceKey = SpaceRuleKey(attributes)
        // Whether the font's space takes part in shaping this script (nil: not known yet).
        var spaceTakesPart: Bool? = nil
        let cached: ShapedRun? = cache.withLock { state in
            storesBefore = state.stores
            hash = state.cache.hash(attributes, text)
            guard let run = state.cache.run(hash: hash, attributes: attributes, text: text) else {
                if text.contains(0x20) { spaceTakesPart = state.spaceRules.rule(for: spaceKey) }
                return nil
            }
            state.hits += 1
            if let stringKey, !run.hasMissingGlyphs {
                state.cache.setStringKey(stringKey, hash: hash, attributes: attributes, text: text)
            }
            return run
        }
        if let cached { return cached }
        let miss = Miss(
            hash: hash, storesBefore: storesBefore, spaceKey: spaceKey, spaceTakesPart: spaceTakesPart,
            stringKey: stringKey)
        // Cut into pieces only when they may be put together or cut from the run.
        guard spaceTakesPart != true else {
            return shapeMissed(
                text, font: font, attributes: attributes, miss: miss, pieces: .init(start: nil, count: 0),
                in: cache)
        }
        // Captured borrowed: the caller holds the cache for this call.
        let borrowed = ShapedRunCache.Borrowed(cache)
        return SpacePieces.withPieces(of: text) { pieces in
            borrowed.with { shapeMissed(text, font: font, attributes: attributes, miss: miss, pieces: pieces, in: $0) }
        }
    }

    /// What the lookup of a missing text found: its key's hash, the stores counted then, and the
    /// font's space rule for its script when known; and the text's string key, when it has one.
    private struct Miss {
        var hash: UInt64
        var storesBefore: Int
        var spaceKey: SpaceRuleKey
        var spaceTakesPart: Bool?
        var stringKey: ShapeCache.StringKey?
    }

    /// `shape` of a text short enough to cache and not in the cache (`miss` says what its lookup
    /// found), cut at its spaces into `pieces` (none when it has no space to cut at, or the font's
    /// space takes part in shaping it).
    private static func shapeMissed(
        _ text: UnsafeBufferPointer<UInt16>, font: Font, attributes: ShapeCache.Attributes, miss: Miss,
        pieces: UnsafeMutableBufferPointer<SpacePieces.Piece>, in cache: ShapedRunCache
    ) -> ShapedRun {
        let (hash, storesBefore, spaceKey) = (miss.hash, miss.storesBefore, miss.spaceKey)
        var spaceTakesPart = miss.spaceTakesPart
        var ruleFound = false
        // A miss takes a spare run (memory an evicted run lends) for about as many glyphs as units.
        let (spare, fromPieces, stretch): (ShapedRun?, Bool, ClosedRange<Int>?) = cache.withLock { state in
            // Runs evicted to make room lend their memory to the new one.
            state.cache.evictForOneMore()
            var fromPieces = false
            var stretch: ClosedRange<Int>? = nil
            if !pieces.isEmpty && spaceTakesPart == false {
                fromPieces = SpacePieces.lookUp(pieces, in: state.cache, attributes: attributes, text: text)
                if !fromPieces { stretch = SpacePieces.missingStretch(pieces) }
            }
            if fromPieces {
                state.assembled += 1
            } else {
                state.misses += 1
                state.shapedUnits += stretch.map { SpacePieces.units(of: $0, in: pieces).count } ?? text.count
            }
            return (state.cache.takeSpare(forGlyphs: text.count), fromPieces, stretch)
        }
        let run: ShapedRun
        if fromPieces {
            run = SpacePieces.assemble(pieces, length: text.count, rightToLeft: attributes.rightToLeft, reusing: spare)
        } else if let stretch {
            // The pieces around one missing stretch are cached: HarfBuzz shapes the stretch alone.
            let units = SpacePieces.units(of: stretch, in: pieces)
            let shaped = shapeWithHarfBuzz(
                UnsafeBufferPointer(rebasing: text[units]), font: font, attributes: attributes, reusing: nil)
            SpacePieces.cutMissing(
                UnsafeMutableBufferPointer(rebasing: pieces[stretch]), from: shaped, offset: units.lowerBound)
            run = SpacePieces.assemble(
                pieces, length: text.count, rightToLeft: attributes.rightToLeft, stretch: (stretch, shaped),
                reusing: spare)
        } else {
            run = shapeWithHarfBuzz(text, font: font, attributes: attributes, reusing: spare)
            if !pieces.isEmpty && spaceTakesPart == nil {
                ruleFound = true
                spaceTakesPart = spaceTakesPartInShaping(
                    font: font, script: attributes.script, rightToLeft: attributes.rightToLeft)
            }
            // The pieces not cached yet, cut from the run, for texts that share them.
            if spaceTakesPart == false { SpacePieces.cutMissing(pieces, from: run) }
        }
        return cache.withLock { state in
            if ruleFound, let spaceTakesPart { state.spaceRules.setRule(spaceTakesPart, for: spaceKey) }
            // Another thread may have shaped and stored the same run meanwhile: one copy is kept.
            let stored =
                state.stores != storesBefore
                ? state.cache.storedRun(hash: hash, attributes: attributes, text: text) : nil
            if !fromPieces && spaceTakesPart == false {
                SpacePieces.storeCut(pieces, in: state.cache, attributes: attributes, text: text)
            }
            state.stores &+= 1
            // The second key, unless the run misses glyphs (the text then needs the full itemization).
            let stringKey = (stored ?? run).hasMissingGlyphs ? nil : miss.stringKey
            guard let stored else {
                state.cache.insert(run, hash: hash, attributes: attributes, text: text, stringKey: stringKey)
                return run
            }
            if let stringKey { state.cache.setStringKey(stringKey, hash: hash, attributes: attributes, text: text) }
            return stored
        }
    }

    /// Whether `font`'s space glyph may take part in shaping text of `script` (an `hb_script_t`)
    /// in that direction (`bk_space_takes_part_in_shaping`): when it does not, texts of that script
    /// are put together from their words (`SpacePieces`).
    package static func spaceTakesPartInShaping(font: Font, script: UInt32, rightToLeft: Bool) -> Bool {
        bk_space_takes_part_in_shaping(font.harfBuzzFont.pointer, script, rightToLeft ? 1 : 0) != 0
    }

    /// `text` shaped by HarfBuzz into a new run (into `spare` when it has room), with no cache.
    static func shapeWithHarfBuzz(
        _ text: UnsafeBufferPointer<UInt16>, font: Font, attributes: ShapeCache.Attributes,
        reusing spare: consuming ShapedRun?
    ) -> ShapedRun {
        guard let buffer = bk_thread_buffer(), let base = text.baseAddress else {
            return ShapedRun.make(glyphs: [], length: text.count, isRightToLeft: attributes.rightToLeft)
        }
        let count = Int(
            bk_shape_utf16(
                font.harfBuzzFont.pointer, buffer, base, Int32(clamping: text.count), attributes.script,
                attributes.rightToLeft ? 1 : 0))
        // Made outside the lock, so that threads measuring at once wait only for the cache's own work.
        return ShapedRun.make(
            count: count, length: text.count, isRightToLeft: attributes.rightToLeft, reusing: spare,
            summing: { out in
                // `ShapedGlyph` is a `BKShapedGlyph` and nothing else, so the two are layout-compatible.
                out.withMemoryRebound(to: BKShapedGlyph.self, capacity: count) {
                    bk_copy_glyphs(buffer, $0, Int32(count))
                }
            })
    }
}

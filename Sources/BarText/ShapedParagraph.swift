import CUnicode

/// A run of one bidi level, one script and one font, shaped.
struct ShapedItem {
    /// The item's UTF-16 range in the text buffer it was made from.
    let range: Range<Int>
    let level: UInt8
    let script: UInt32
    let font: Font
    let run: ShapedRun

    var isRightToLeft: Bool { level & 1 == 1 }
}

/// One paragraph itemized and shaped: the first half of the layout pipeline.
///
/// Itemizing splits the paragraph by bidi level (UAX #9), then by script (UAX #24), then by
/// font (fallback for missing characters and emoji); each item is shaped by `Shaper`.
/// A one-pass scan first tells which of these steps the text needs at all: plain
/// left-to-right Latin text goes straight to one shape call.
package struct ShapedParagraph {
    /// The paragraph's UTF-16 range in the buffer (its separator excluded).
    let range: Range<Int>
    /// The paragraph embedding level: 0 left-to-right, 1 right-to-left.
    let baseLevel: UInt8
    /// The level of each unit (index 0 is `range.lowerBound`), or nil when all are `baseLevel`.
    let levels: [UInt8]?
    /// The items in logical order.
    let items: [ShapedItem]
    /// The sum of the items' advances, in 1/64 pt.
    let advance: Int

    private static let latin: UInt32 = 0x4C61_746E  // 'Latn'

    /// Shapes `text[range]` with `font` (and fallbacks), its runs from and into `cache`. `baseLevel`
    /// forces the paragraph direction; nil takes it from the first strong character.
    init(text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: Font, baseLevel: UInt8?, cache: ShapedRunCache) {
        self.range = range
        var items: [ShapedItem] = []
        var advance = 0
        let levels = ShapedParagraph.itemize(
            text: text, range: range, font: font, baseLevel: baseLevel, cache: cache
        ) { item in
            items.append(item)
            advance += item.run.advance
        }
        self.baseLevel = levels.base
        self.levels = levels.levels
        self.items = items
        self.advance = advance
    }

    /// The paragraph of one item that `init(text:range:font:baseLevel:)` makes of a text that is one
    /// run (see `singleRun`): `run`, shaped before, of `range` in `font` and `script`.
    init(run: ShapedRun, range: Range<Int>, font: Font, script: UInt32) {
        let level: UInt8 = run.isRightToLeft ? 1 : 0
        self.range = range
        baseLevel = level
        levels = nil
        items = [ShapedItem(range: range, level: level, script: script, font: font, run: run)]
        advance = run.advance
    }

    /// The one run `itemize` would make of `text` with `facts` (`bk_decode_utf8`'s findings for exactly
    /// `text`) and no forced direction, when the facts alone show there is one: a single script, all
    /// left-to-right or all right-to-left, no emoji, and no glyph missing from `font`; with the
    /// run's script. Nil when the text needs the full itemization. The run is shaped with `cache`;
    /// `stringKey` is the text's UTF-8 key in it (see `Shaper.shape`).
    static func singleRun(
        of text: UnsafeBufferPointer<UInt16>, font: Font, facts: BKTextFacts, stringKey: ShapeCache.StringKey? = nil,
        cache: ShapedRunCache
    ) -> (run: ShapedRun, script: UInt32)? {
        guard let (script, rightToLeft) = singleRunAttributes(facts) else { return nil }
        let run = Shaper.shape(
            text, font: font, script: script, rightToLeft: rightToLeft, stringKey: stringKey, in: cache)
        return run.hasMissingGlyphs && font.face.glyphCount != 0 ? nil : (run, script)
    }

    /// The script and direction of the one run a text with `facts` makes, when the facts alone show
    /// there is one (see `singleRun`); nil otherwise.
    package static func singleRunAttributes(_ facts: BKTextFacts) -> (script: UInt32, rightToLeft: Bool)? {
        let flags = UnicodeAnalysis.TextFlags(rawValue: facts.flags)
        guard !flags.contains(.mayHaveEmoji), !flags.contains(.mayNeedBidi) || facts.rightToLeft == 1,
            !flags.contains(.needsScriptRuns) || facts.script != 0
        else { return nil }
        return (flags.contains(.needsScriptRuns) ? facts.script : latin, flags.contains(.mayNeedBidi))
    }

    /// Itemizes and shapes `text[range]` as `init` does, handing each item to `body` in logical
    /// order instead of keeping them (measuring needs no array of items); returns the paragraph
    /// level and the units' levels (nil when all are the paragraph's). `facts`, when given, are
    /// `bk_decode_utf8`'s findings for exactly `text[range]`, which spare the analyses' scans. Runs
    /// are shaped with `cache`.
    @inline(__always)
    static func itemize(
        text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: Font, baseLevel: UInt8?,
        facts: BKTextFacts? = nil, cache: ShapedRunCache, _ body: (ShapedItem) -> Void
    ) -> (base: UInt8, levels: [UInt8]?) {
        let slice = UnsafeBufferPointer(rebasing: text[range])
        let flags = facts.map { UnicodeAnalysis.TextFlags(rawValue: $0.flags) } ?? UnicodeAnalysis.flags(slice)

        // 1. Bidi levels (all right-to-left text, as the decoding pass found it, without ICU).
        var levels: [UInt8]? = nil
        var base = baseLevel ?? 0
        if !slice.isEmpty, flags.contains(.mayNeedBidi) || base == 1 {
            if baseLevel == nil, let facts, facts.rightToLeft == 1 {
                base = 1
            } else if let resolved =
                baseLevel == nil && facts != nil
                ? UnicodeAnalysis.icuBidiLevels(slice, baseLevel: nil)
                : UnicodeAnalysis.bidiLevels(slice, baseLevel: baseLevel)
            {
                base = resolved.base
                levels = resolved.levels
            }
        }

        // 2. Script runs (Latin-1 and Latin Extended text is all one Latin run; text of one
        // script, the common case beyond that, is found without making the list of runs).
        var onlyScript = ShapedParagraph.latin
        var scripts: [UnicodeAnalysis.ScriptRun]? = nil
        if flags.contains(.needsScriptRuns) {
            if let single = facts.map({ $0.script == 0 ? nil : $0.script }) ?? UnicodeAnalysis.singleScript(slice) {
                onlyScript = single
            } else {
                scripts = UnicodeAnalysis.scriptRuns(slice)
            }
        }

        // 3. Level runs × script runs, each then split by font and shaped.
        var start = 0
        var scriptIndex = 0
        while start < slice.count {
            var script = onlyScript
            var end = slice.count
            if let scripts {
                while scripts[scriptIndex].end <= start { scriptIndex += 1 }
                script = scripts[scriptIndex].script
                end = scripts[scriptIndex].end
            }
            let level = levels?[start] ?? base
            if let levels {
                var i = start + 1
                while i < end && levels[i] == level { i += 1 }
                end = i
            }
            let itemText = UnsafeBufferPointer(rebasing: slice[start..<end])
            let rightToLeft = level & 1 == 1
            // Fast path: the primary font alone, unless it lacks glyphs or emoji are asked for.
            if !flags.contains(.mayHaveEmoji) || !UnicodeAnalysis.wantsEmoji(itemText) {
                let run = Shaper.shape(itemText, font: font, script: script, rightToLeft: rightToLeft, in: cache)
                if !run.hasMissingGlyphs || font.face.glyphCount == 0 {
                    let absolute = (range.lowerBound + start)..<(range.lowerBound + end)
                    body(ShapedItem(range: absolute, level: level, script: script, font: font, run: run))
                    start = end
                    continue
                }
            }
            var runStart = 0
            for fontRun in FontFallback.fontRuns(itemText, primary: font) {
                let piece = UnsafeBufferPointer(rebasing: itemText[runStart..<fontRun.end])
                let run = Shaper.shape(
                    piece, font: fontRun.font, script: script, rightToLeft: rightToLeft, in: cache)
                let absolute = (range.lowerBound + start + runStart)..<(range.lowerBound + start + fontRun.end)
                body(ShapedItem(range: absolute, level: level, script: script, font: fontRun.font, run: run))
                runStart = fontRun.end
            }
            start = end
        }
        return (base, levels)
    }

    /// The level of the unit at `offset` (absolute).
    func level(at offset: Int) -> UInt8 {
        levels?[offset - range.lowerBound] ?? baseLevel
    }

    /// The advance attributed to each unit (index 0 is `range.lowerBound`), in 1/64 pt, as a
    /// running sum: `prefix[i]` is the advance of units `range.lowerBound ..< range.lowerBound + i`.
    /// A cluster's whole advance counts at its first unit.
    func prefixAdvances() -> [Int] {
        var perUnit = [Int](repeating: 0, count: range.count + 1)
        for item in items {
            let offset = item.range.lowerBound - range.lowerBound
            for glyph in item.run.glyphs {
                perUnit[offset + Int(glyph.cluster) + 1] += Int(glyph.advance)
            }
        }
        for i in 1..<perUnit.count { perUnit[i] += perUnit[i - 1] }
        return perUnit
    }
}

import CUnicode

/// Swift's view of the ICU analyses in CUnicode: boundaries (UAX #14, #29), script runs
/// (UAX #24), bidi levels and reordering (UAX #9) and character properties. Every function
/// takes UTF-16 and offsets in UTF-16 units; unpaired surrogates are allowed everywhere.
enum UnicodeAnalysis {
    /// Quick facts about a text from one pass (see `BKTextFlags`).
    struct TextFlags: OptionSet {
        let rawValue: UInt32
        static let mayNeedBidi = TextFlags(rawValue: BKTextMayNeedBidi.rawValue)
        static let needsScriptRuns = TextFlags(rawValue: BKTextNeedsScriptRuns.rawValue)
        static let mayHaveEmoji = TextFlags(rawValue: BKTextMayHaveEmoji.rawValue)
        static let hasSurrogates = TextFlags(rawValue: BKTextHasSurrogates.rawValue)
    }

    /// Properties of one code point (see `BKCharFlags`).
    struct CharFlags: OptionSet {
        let rawValue: UInt32
        static let emojiPresentation = CharFlags(rawValue: BKCharEmojiPresentation.rawValue)
        static let extendedPictographic = CharFlags(rawValue: BKCharExtendedPictographic.rawValue)
        static let emojiModifier = CharFlags(rawValue: BKCharEmojiModifier.rawValue)
        static let defaultIgnorable = CharFlags(rawValue: BKCharDefaultIgnorable.rawValue)
        static let regionalIndicator = CharFlags(rawValue: BKCharRegionalIndicator.rawValue)
        static let mark = CharFlags(rawValue: BKCharMark.rawValue)
        static let control = CharFlags(rawValue: BKCharControl.rawValue)
        static let whitespace = CharFlags(rawValue: BKCharWhitespace.rawValue)
    }

    static func flags(_ text: UnsafeBufferPointer<UInt16>) -> TextFlags {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        return TextFlags(rawValue: bk_text_flags(base, Int32(text.count)))
    }

    static func flags(of codePoint: UInt32) -> CharFlags {
        CharFlags(rawValue: bk_char_flags(codePoint))
    }

    /// True when some code point of `text` asks for emoji presentation (see `bk_wants_emoji`).
    static func wantsEmoji(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
        var i = 0
        while i < text.count {
            if text[i] < 0xA9 {
                i += 1
                continue
            }
            let (codePoint, length) = text.codePoint(at: i)
            if bk_wants_emoji(codePoint) != 0 { return true }
            i += length
        }
        return false
    }

    /// Offsets (relative to `text`) after which a line may break, in increasing order; the
    /// last is always `text.count`. Never inside a grapheme cluster: UAX #14 allows a break
    /// between a space and a combining mark after it (LB9 does not attach marks to spaces), which
    /// UAX #29 makes one cluster (GB9), so such a break is dropped.
    static func lineBreaks(_ text: UnsafeBufferPointer<UInt16>) -> [Int32] {
        let breaks = boundaries(BKBoundaryLine, text)
        // A break inside a cluster has a mark, ZWJ, variation selector or skin tone after it, all at
        // U+0300 or above: only then are the clusters found, to keep the breaks that fall between them.
        let suspect = breaks.contains { offset in
            let i = Int(offset)
            guard i < text.count, text[i] >= 0x300 else { return false }
            let flags = UnicodeAnalysis.flags(of: text.codePoint(at: i).value)
            return !flags.isDisjoint(with: [.mark, .defaultIgnorable, .emojiModifier])
        }
        guard suspect else { return breaks }
        let graphemes = graphemeBoundaries(text)
        var next = 0
        return breaks.filter { offset in
            while next < graphemes.count && graphemes[next] < offset { next += 1 }
            return next < graphemes.count && graphemes[next] == offset
        }
    }

    /// Extended grapheme cluster boundaries (relative to `text`) after offset 0, in increasing
    /// order; the last is always `text.count`.
    static func graphemeBoundaries(_ text: UnsafeBufferPointer<UInt16>) -> [Int32] {
        boundaries(BKBoundaryGrapheme, text)
    }

    private static func boundaries(_ kind: BKBoundaryKind, _ text: UnsafeBufferPointer<UInt16>) -> [Int32] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        let count = Int32(text.count)
        var result = [Int32](repeating: 0, count: text.count)
        let n = result.withUnsafeMutableBufferPointer { offsets in
            bk_boundaries(kind, base, count, offsets.baseAddress, nil, count)
        }
        // ICU failed or misbehaved: fall back to one boundary per UTF-16 unit, never splitting pairs.
        guard n > 0, n <= text.count, result[Int(n) - 1] == count else { return unitBoundaries(text) }
        result.removeLast(text.count - Int(n))
        return result
    }

    private static func unitBoundaries(_ text: UnsafeBufferPointer<UInt16>) -> [Int32] {
        var result: [Int32] = []
        var i = 0
        while i < text.count {
            let isPair = i + 1 < text.count && UTF16.isLeadSurrogate(text[i]) && UTF16.isTrailSurrogate(text[i + 1])
            i += isPair ? 2 : 1
            result.append(Int32(i))
        }
        return result
    }

    /// A run of one script: its end (exclusive) and its ISO 15924 tag as HarfBuzz's
    /// `hb_script_t` value.
    struct ScriptRun {
        var end: Int
        var script: UInt32
    }

    /// The script of `text` when it is one run of one script (Common and Inherited characters
    /// join it), else nil: `scriptRuns(text)` would return one run of it.
    static func singleScript(_ text: UnsafeBufferPointer<UInt16>) -> UInt32? {
        guard let base = text.baseAddress, !text.isEmpty else { return nil }
        let tag = bk_single_script(base, Int32(text.count))
        return tag == 0 ? nil : tag
    }

    /// The script of one code point as `singleScript` and `scriptRuns` read it (through their
    /// per-block memo), as a tag; 0 on an ICU error.
    static func script(of codePoint: UInt32) -> UInt32 {
        bk_char_script(codePoint, 1)
    }

    /// `script(of:)` asked of ICU directly.
    static func icuScript(of codePoint: UInt32) -> UInt32 {
        bk_char_script(codePoint, 0)
    }

    /// Runs of one script, with ends relative to `text`.
    static func scriptRuns(_ text: UnsafeBufferPointer<UInt16>) -> [ScriptRun] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        // Most texts have a few runs: try with room for 16 on the stack first.
        let firstTry: [ScriptRun]? = withUnsafeTemporaryAllocation(of: Int32.self, capacity: 16) { ends in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { scripts in
                let n = Int(bk_script_runs(base, Int32(text.count), ends.baseAddress!, scripts.baseAddress!, 16))
                guard n <= 16 else { return nil }
                return (0..<n).map { ScriptRun(end: Int(ends[$0]), script: scripts[$0]) }
            }
        }
        if let firstTry { return firstTry }
        let capacity = Int(bk_script_runs(base, Int32(text.count), nil, nil, 0))
        var ends = [Int32](repeating: 0, count: capacity)
        var scripts = [UInt32](repeating: 0, count: capacity)
        let n = Int(bk_script_runs(base, Int32(text.count), &ends, &scripts, Int32(capacity)))
        return (0..<min(n, capacity)).map { ScriptRun(end: Int(ends[$0]), script: scripts[$0]) }
    }

    /// The embedding level of each unit of one paragraph and the paragraph's level, or nil
    /// when ICU fails. `baseLevel` is 0 (LTR), 1 (RTL) or nil for the first strong character.
    /// `levels` is nil when every unit has the paragraph's level (one direction throughout, the
    /// common case), so no array is made for it.
    /// Text whose levels are all right-to-left (letters of right-to-left scripts with spaces and
    /// punctuation, no numbers) is recognised without ICU's algorithm.
    static func bidiLevels(_ text: UnsafeBufferPointer<UInt16>, baseLevel: UInt8?) -> (levels: [UInt8]?, base: UInt8)? {
        guard let base = text.baseAddress, !text.isEmpty else { return nil }
        if bk_all_right_to_left(base, Int32(text.count), baseLevel.map { Int32($0 & 1) } ?? -1) == 1 {
            return (nil, 1)
        }
        return icuBidiLevels(text, baseLevel: baseLevel)
    }

    /// `bidiLevels` always by ICU's algorithm.
    static func icuBidiLevels(_ text: UnsafeBufferPointer<UInt16>, baseLevel: UInt8?) -> (
        levels: [UInt8]?, base: UInt8
    )? {
        guard let base = text.baseAddress, !text.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count) { out in
            var resolved: UInt8 = 0
            let status = bk_bidi_levels(
                base, Int32(text.count), baseLevel.map { Int32($0 & 1) } ?? -1, out.baseAddress, &resolved)
            guard status == 0 else { return nil }
            guard out.contains(where: { $0 != resolved }) else { return (nil, resolved) }
            return (Array(out), resolved)
        }
    }

    /// The paragraph level from the first strong character: 1 for right-to-left, else 0.
    static func firstStrongLevel(_ text: UnsafeBufferPointer<UInt16>) -> UInt8 {
        guard let base = text.baseAddress, !text.isEmpty else { return 0 }
        return bk_first_strong_level(base, Int32(text.count)) == 1 ? 1 : 0
    }

    /// For runs with `levels` in logical order, the logical index of each run from left to right.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        guard levels.count > 1 else { return Array(levels.indices) }
        var map = [Int32](repeating: 0, count: levels.count)
        bk_reorder_visual(levels, Int32(levels.count), &map)
        return map.map { Int($0) }
    }
}

extension UnsafeBufferPointer where Element == UInt16 {
    /// The code point starting at `i` (an unpaired surrogate stands for itself) and its length.
    @inline(__always)
    func codePoint(at i: Int) -> (value: UInt32, length: Int) {
        let unit = self[i]
        if UTF16.isLeadSurrogate(unit), i + 1 < count, UTF16.isTrailSurrogate(self[i + 1]) {
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(self[i + 1]) - 0xDC00)
            return (value, 2)
        }
        return (UInt32(unit), 1)
    }
}

import Synchronization

/// Choosing fonts for the characters a font lacks.
///
/// Text is split into runs of one font per grapheme cluster, so a base character and its
/// marks, an emoji ZWJ sequence or a flag always come from one font. For a cluster the
/// primary font cannot show, fontconfig is asked once per code point for the best face that
/// has it (near the primary's family, weight and slant); the answer, found or not, is cached.
/// Emoji-presentation clusters go to a colour font (Noto Color Emoji when installed).
enum FontFallback {
    private struct Key: Hashable {
        let primaryID: Int
        let codePoint: UInt32
        let emoji: Bool
    }

    /// Cached answers, including "no installed face has it" (nil).
    private static let cache = Mutex(LRUCache<Key, FontFace?>(capacity: 8192))

    /// The most cached answers; each is about 100 bytes.
    static var cacheCapacity: Int { cache.withLock { $0.capacity } }
    /// The number of cached answers.
    static var cacheCount: Int { cache.withLock { $0.count } }

    /// The face to show `codePoint` with when `primary` lacks it, or nil when no installed
    /// face has it. With `emoji`, only a colour face that has it qualifies.
    static func face(for codePoint: UInt32, primary: FontFace, emoji: Bool) -> FontFace? {
        let key = Key(primaryID: primary.id, codePoint: codePoint, emoji: emoji)
        if let cached = cache.withLock({ $0.value(forKey: key) }) { return cached }
        var found: FontFace?
        let candidates = FontCatalog.fallbackCandidates(
            for: codePoint, family: primary.familyName, weight: primary.weightClass, italic: primary.isItalic,
            color: emoji)
        for location in candidates {
            guard let face = try? FontFace.load(path: location.path, index: location.index), face !== primary,
                face.hasGlyph(for: codePoint), !emoji || face.isColor
            else { continue }
            found = face
            break
        }
        cache.withLock { $0.insert(found, forKey: key) }
        return found
    }

    /// Splits `text` into runs of one font: each run's end (relative to `text`) and font.
    /// `primary` is used wherever it has the glyphs.
    static func fontRuns(_ text: UnsafeBufferPointer<UInt16>, primary: Font) -> [(end: Int, font: Font)] {
        let boundaries = UnicodeAnalysis.graphemeBoundaries(text)
        var runs: [(end: Int, face: FontFace)] = []
        var start = 0
        for boundary in boundaries {
            let end = Int(boundary)
            let face = chooseFace(text, start..<end, primary: primary.face, previous: runs.last?.face)
            if let last = runs.last, last.face === face {
                runs[runs.count - 1].end = end
            } else {
                runs.append((end, face))
            }
            start = end
        }
        return runs.map { run in
            (run.end, run.face === primary.face ? primary : Font.instance(face: run.face, size: primary.pointSize))
        }
    }

    /// The face for one grapheme cluster.
    private static func chooseFace(
        _ text: UnsafeBufferPointer<UInt16>, _ cluster: Range<Int>, primary: FontFace, previous: FontFace?
    ) -> FontFace {
        var required: [UInt32] = []  // code points that need a glyph (not ignorable, not controls)
        var first: UInt32 = 0
        var firstFlags: UnicodeAnalysis.CharFlags = []
        var textStyle = false
        var emojiStyle = false
        var joinsOrModifies = false
        var i = cluster.lowerBound
        while i < cluster.upperBound {
            let (cp, length) = text.codePoint(at: i)
            let flags = UnicodeAnalysis.flags(of: cp)
            if i == cluster.lowerBound {
                first = cp
                firstFlags = flags
            }
            switch cp {
            case 0xFE0E: textStyle = true
            case 0xFE0F: emojiStyle = true
            case 0x200D: joinsOrModifies = true
            default: if flags.contains(.emojiModifier) { joinsOrModifies = true }
            }
            if !flags.contains(.defaultIgnorable) && !flags.contains(.control) { required.append(cp) }
            i += length
        }
        guard !required.isEmpty else { return previous ?? primary }

        let isEmoji =
            !textStyle
            && (emojiStyle || firstFlags.contains(.emojiPresentation) || firstFlags.contains(.regionalIndicator)
                || (firstFlags.contains(.extendedPictographic) && joinsOrModifies))
        if isEmoji, let face = face(for: first, primary: primary, emoji: true) { return face }

        func covers(_ face: FontFace) -> Bool { required.allSatisfy { face.hasGlyph(for: $0) } }
        if covers(primary) { return primary }
        if let previous, previous !== primary, covers(previous) { return previous }
        let missing = required.first { !primary.hasGlyph(for: $0) } ?? first
        let fallback = face(for: missing, primary: primary, emoji: false)
        if let fallback, covers(fallback) { return fallback }
        if primary.hasGlyph(for: required[0]) { return primary }
        if let fallback, fallback.hasGlyph(for: required[0]) { return fallback }
        return primary
    }
}

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

    /// A run of one font: its end (relative to the text split) and font.
    struct FontRun {
        var end: Int
        var font: Font
    }

    /// Splits `text` into runs of one font. `primary` is used wherever it has the glyphs.
    static func fontRuns(_ text: UnsafeBufferPointer<UInt16>, primary: Font) -> [FontRun] {
        let boundaries = UnicodeAnalysis.graphemeBoundaries(text)
        var ends: [Int] = []
        var faces: [FontFace] = []
        var start = 0
        for boundary in boundaries {
            let end = Int(boundary)
            let face = chooseFace(text, start..<end, primary: primary.face, previous: faces.last)
            if let last = faces.last, last === face {
                ends[ends.count - 1] = end
            } else {
                ends.append(end)
                faces.append(face)
            }
            start = end
        }
        return zip(ends, faces).map { end, face in
            FontRun(
                end: end, font: face === primary.face ? primary : Font.instance(face: face, size: primary.pointSize))
        }
    }

    /// True when `face` has a glyph for every code point of `cluster` that needs one
    /// (default-ignorable characters and controls need none).
    private static func covers(_ face: FontFace, _ text: UnsafeBufferPointer<UInt16>, _ cluster: Range<Int>) -> Bool {
        var i = cluster.lowerBound
        while i < cluster.upperBound {
            let (cp, length) = text.codePoint(at: i)
            i += length
            if !face.hasGlyph(for: cp) && needsGlyph(cp) { return false }
        }
        return true
    }

    /// False for characters shown without a glyph of their own (default-ignorable ones such
    /// as joiners and variation selectors, and controls).
    private static func needsGlyph(_ codePoint: UInt32) -> Bool {
        let flags = UnicodeAnalysis.flags(of: codePoint)
        return !flags.contains(.defaultIgnorable) && !flags.contains(.control)
    }

    /// The face for one grapheme cluster.
    private static func chooseFace(
        _ text: UnsafeBufferPointer<UInt16>, _ cluster: Range<Int>, primary: FontFace, previous: FontFace?
    ) -> FontFace {
        let (first, firstLength) = text.codePoint(at: cluster.lowerBound)
        let firstFlags = UnicodeAnalysis.flags(of: first)
        var textStyle = false
        var emojiStyle = false
        var joinsOrModifies = false
        var i = cluster.lowerBound + firstLength
        while i < cluster.upperBound {
            let (cp, length) = text.codePoint(at: i)
            switch cp {
            case 0xFE0E: textStyle = true
            case 0xFE0F: emojiStyle = true
            case 0x200D: joinsOrModifies = true
            case 0x1F3FB...0x1F3FF: joinsOrModifies = true
            default: break
            }
            i += length
        }
        if firstFlags.contains(.defaultIgnorable) || firstFlags.contains(.control), covers(primary, text, cluster) {
            return previous ?? primary
        }
        let isEmoji =
            !textStyle
            && (emojiStyle || firstFlags.contains(.emojiPresentation) || firstFlags.contains(.regionalIndicator)
                || (firstFlags.contains(.extendedPictographic) && joinsOrModifies))
        if isEmoji, let face = face(for: first, primary: primary, emoji: true), covers(face, text, cluster) {
            return face
        }

        if covers(primary, text, cluster) { return primary }
        if let previous, previous !== primary, covers(previous, text, cluster) { return previous }
        // The first code point the primary font lacks decides where to look.
        var missing = first
        i = cluster.lowerBound
        while i < cluster.upperBound {
            let (cp, length) = text.codePoint(at: i)
            if !primary.hasGlyph(for: cp) && needsGlyph(cp) {
                missing = cp
                break
            }
            i += length
        }
        let fallback = face(for: missing, primary: primary, emoji: false)
        if let fallback, covers(fallback, text, cluster) { return fallback }
        if primary.hasGlyph(for: first) { return primary }
        if let fallback, fallback.hasGlyph(for: first) { return fallback }
        return primary
    }
}

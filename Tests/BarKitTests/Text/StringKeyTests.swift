import Foundation
import Testing

import BarKit
@testable import BarText

/// A text measured again is found in the shaped-run cache by its UTF-8 bytes: the same run, only
/// for the same text in the same face and size, and only for a text that is one run of its font.
@Suite struct StringKeyTests {
    static let texts = [
        "Settings", "Notifications and sounds", "Ρυθμίσεις", "Учётная запись", "דואר נכנס", "البريد الوارد",
        "日本語のテキスト", "Emoji 😀 here", "e\u{301}te\u{301}", "A", "ab", "Ω", "aΩbΩcΩdΩeΩfΩgΩhΩ",
        "12345678ΩΩΩΩ12345678", String(repeating: "long text ", count: 12),
    ]

    /// The run `cache` finds by the UTF-8 bytes `bytes` in face 1 at size 1088; under the hash of
    /// `hashOf` instead of theirs when given, as if the two collided.
    func found(_ bytes: [UInt8], hashOf: [UInt8]? = nil, in cache: ShapeCache) -> ShapedRun? {
        let hash = (hashOf ?? bytes).withUnsafeBufferPointer { cache.stringKey(faceID: 1, scale: 1088, utf8: $0).hash }
        return bytes.withUnsafeBufferPointer {
            cache.run(string: ShapeCache.StringKey(hash: hash, faceID: 1, scale: 1088, utf8: $0))?.run
        }
    }

    @Test func aStringKeyFindsItsOwnBytesAndNoOthers() {
        // Keys whose bytes fit in the entry after the text, and keys kept apart (a long text, or
        // bytes too many for the room the text leaves).
        let cache = ShapeCache(capacity: 64, costLimit: 10_000)
        let attributes = ShapeCache.Attributes(faceID: 1, scale: 1088, script: 0, rightToLeft: false)
        var runs: [ShapedRun] = []
        for text in Self.texts {
            let run = ShapedRun.make(glyphs: [], length: 0, isRightToLeft: false)
            runs.append(run)
            Array(text.utf16).withUnsafeBufferPointer { units in
                Array(text.utf8).withUnsafeBufferPointer { bytes in
                    let key = cache.stringKey(faceID: 1, scale: 1088, utf8: bytes)
                    cache.insert(run, hash: cache.hash(attributes, units), attributes: attributes, text: units, stringKey: key)
                }
            }
        }
        for (k, text) in Self.texts.enumerated() {
            let bytes = Array(text.utf8)
            #expect(found(bytes, in: cache) === runs[k], "\(text)")
            // Any one byte changed, one left out or one added, and it is another text, even when
            // its hash is the same.
            for i in bytes.indices {
                var changed = bytes
                changed[i] ^= 0x01
                #expect(found(changed, hashOf: bytes, in: cache) == nil, "\(text): byte \(i) changed")
                var shorter = bytes
                shorter.remove(at: i)
                #expect(found(shorter, hashOf: bytes, in: cache) == nil, "\(text): byte \(i) left out")
            }
            #expect(found(bytes + [0x20], hashOf: bytes, in: cache) == nil, "\(text): a byte added")
            #expect(found([0x20] + bytes, hashOf: bytes, in: cache) == nil, "\(text): a byte added")
            // Not in another face or size.
            bytes.withUnsafeBufferPointer {
                #expect(cache.run(string: cache.stringKey(faceID: 2, scale: 1088, utf8: $0)) == nil)
                #expect(cache.run(string: cache.stringKey(faceID: 1, scale: 1089, utf8: $0)) == nil)
            }
        }
        // An entry used again for another text keeps none of the bytes it held.
        cache.removeAll()
        for (k, text) in Self.texts.enumerated().reversed() {
            let other = text + "!"
            Array(other.utf16).withUnsafeBufferPointer { units in
                cache.insert(runs[k], hash: cache.hash(attributes, units), attributes: attributes, text: units)
            }
            #expect(found(Array(text.utf8), in: cache) == nil && found(Array(other.utf8), in: cache) == nil, "\(text)")
            #expect(found(Array(other.utf8), hashOf: Array(text.utf8), in: cache) == nil, "\(text)")
        }
    }

    /// The run `cache` finds for `text` in `font` by the text's UTF-8 bytes.
    func foundByString(_ text: String, font: Font, in cache: ShapedRunCache) -> ShapedRun? {
        Array(text.utf8).withUnsafeBufferPointer { Shaper.run(ofString: $0, font: font, in: cache).found?.run }
    }

    @Test func aTextMeasuredAgainIsFoundByItsBytesAsTheRunItWasMeasuredWith() throws {
        // A cache of its own: the process's is emptied by the tests beside this one.
        let cache = ShapedRunCache()
        let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        let texts = ["Settings", "Учётная запись", "דואר נכנס", "Ρυθμίσεις Πίσω"]
        let first = texts.map { TextLayout.unwrappedMeasure(of: $0, font: font, cache: cache) }
        let runs = texts.map { foundByString($0, font: font, in: cache) }
        for (k, text) in texts.enumerated() {
            #expect(runs[k] != nil && runs[k] === first[k]?.run, "\(text)")
            // Measured again: the same run and size the full layout has.
            let again = try #require(TextLayout.unwrappedMeasure(of: text, font: font, cache: cache))
            #expect(again.run === first[k]?.run)
            #expect(again.size == TextLayout(string: text, font: font, cache: cache).size, "\(text)")
            #expect(again.script == first[k]?.script && again.oneRun != nil)
            // Not in another size, nor for a text the bytes begin.
            let larger = font.withSize(18)
            #expect(foundByString(text, font: larger, in: cache) == nil)
            #expect(foundByString(String(text.dropLast()), font: font, in: cache) == nil)
        }
    }

    @Test func randomTextsMeasuredAgainMeasureAsTheFullLayout() throws {
        // Texts of one script and of several, fallback glyphs, marks, emoji, controls and spaces.
        let pieces = [
            "a", "W", "fi", " ", "é", "Ω", "ж", "ש", "ع", "1", "(", ")", "!", "中", "😀", "\u{301}", "-", "…", "\t",
            "\n", "\u{200D}", "\u{FE0F}",
        ]
        var generator = SeededRandom(seed: 0xB17E_5A6A)
        let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        // A cache of its own: the process's is emptied by the tests beside this one.
        let cache = ShapedRunCache()
        var foundAgain = 0
        for _ in 0..<400 {
            let length = Int.random(in: 1...10, using: &generator)
            let text = (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            let first = TextLayout.unwrappedMeasure(of: text, font: font, cache: cache)
            let byBytes = foundByString(text, font: font, in: cache)
            let again = TextLayout.unwrappedMeasure(of: text, font: font, cache: cache)
            #expect(again?.size == first?.size && again?.oneRun?.advance == first?.oneRun?.advance, "\(text.debugDescription)")
            if let byBytes {
                foundAgain += 1
                #expect(byBytes === first?.run && again?.run === byBytes, "\(text.debugDescription)")
            }
            if let again {
                #expect(
                    again.size == TextLayout(string: text, font: font, cache: cache).size, "\(text.debugDescription)")
            }
        }
        #expect(foundAgain > 0)
    }

    @Test func theShapersCacheHoldsAScreenOf4096TextsBesideTheWordsTheyAreMadeOf() {
        // 4,096 distinct texts of two or three words of one script, from a vocabulary of 200 words,
        // in a cache with the bounds `Shaper` gives its own (a cache of its own: the process's is
        // shared with every test running beside this one). The first screen: each text missing is
        // stored after its words (looked up, and stored when missing, as a text put together from
        // its words gives them to the cache). Shown again, every text is found by its bytes.
        let alphabets = ["abcdefghijklmnopqrstuvwxyz", "αβγδεζηθικλμνξοπρστυφχψω", "абвгдежзийклмнопрстуфхцчшщыэюя"]
        var generator = SeededRandom(seed: 0x5CA1_AB1E)
        let vocabularies = alphabets.map { alphabet in
            let letters = Array(alphabet)
            return (0..<67).map { _ in
                String((0..<Int.random(in: 3...8, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            }
        }
        var texts: [String] = []
        var seen = Set<String>()
        while texts.count < 4_096 {
            let words = vocabularies.randomElement(using: &generator)!
            let text = (0..<Int.random(in: 2...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: " ")
            if seen.insert(text).inserted { texts.append(text) }
        }
        let cache = ShapeCache(
            capacity: Shaper.cacheCapacity, costLimit: Shaper.cacheGlyphLimit, windowCapacity: Shaper.cacheWindowCapacity,
            seed: 0x5EED)
        let attributes = ShapeCache.Attributes(faceID: 1, scale: 1088, script: 0, rightToLeft: false)
        /// Looks `text` up as `Shaper` does: by its bytes first when `byString`, then by its units
        /// (giving a run found so its string key); stores it when missing. Whether it was found.
        func lookUpOrStore(_ text: String, byString: Bool) -> Bool {
            Array(text.utf16).withUnsafeBufferPointer { units in
                Array(text.utf8).withUnsafeBufferPointer { bytes in
                    let key = cache.stringKey(faceID: 1, scale: 1088, utf8: bytes)
                    if byString && cache.run(string: key) != nil { return true }
                    let hash = cache.hash(attributes, units)
                    if cache.run(hash: hash, attributes: attributes, text: units) != nil {
                        if byString { cache.setStringKey(key, hash: hash, attributes: attributes, text: units) }
                        return !byString
                    }
                    let run = ShapedRun.make(glyphs: [], length: 0, isRightToLeft: false)
                    cache.insert(run, hash: hash, attributes: attributes, text: units, stringKey: byString ? key : nil)
                    return false
                }
            }
        }
        for text in texts where !lookUpOrStore(text, byString: true) {
            for word in text.split(separator: " ") { _ = lookUpOrStore(String(word), byString: false) }
        }
        let missing = texts.filter { !lookUpOrStore($0, byString: true) }
        #expect(missing.isEmpty, "\(missing.count) texts not found again, such as \(missing.prefix(3))")
    }

    @Test func aTextThatIsNotOneRunOfItsFontHasNoStringKey() throws {
        let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        let cache = ShapedRunCache()
        // Glyphs from a fallback font, two scripts, two directions, a trailing space, a line break.
        for text in ["日本語", "Back Назад", "Back חזרה", "Done ", "Edit\nDone"] {
            let measure = TextLayout.unwrappedMeasure(of: text, font: font, cache: cache)
            #expect(measure?.run == nil, "\(text)")
            #expect(foundByString(text, font: font, in: cache) == nil, "\(text)")
            if let measure {
                #expect(measure.size == TextLayout(string: text, font: font, cache: cache).size, "\(text)")
            }
        }
    }

    @Test func aWordShapedInsideAnotherTextIsKeyedWhenMeasuredAlone() throws {
        // A cache of its own: its counts are this test's alone.
        let cache = ShapedRunCache()
        let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        // "Done" is cut from these texts' runs (seen twice), so measuring it alone is a hit by
        // its units, which then gives the run its string key.
        for text in ["Edit Done", "Done Edit", "Back Done Edit"] {
            _ = TextLayout(string: text, font: font, cache: cache)
        }
        let before = cache.statistics
        let measure = try #require(TextLayout.unwrappedMeasure(of: "Done", font: font, cache: cache))
        let after = cache.statistics
        #expect(after.hits == before.hits + 1 && after.misses == before.misses, "found by its units, not shaped")
        #expect(foundByString("Done", font: font, in: cache) === measure.run)
        #expect(measure.run != nil)
        #expect(measure.size == TextLayout(string: "Done", font: font, cache: cache).size)
    }
}

import CUnicode
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

    func equal(_ bytes: [UInt8], _ units: [UInt16]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            units.withUnsafeBufferPointer { u in
                bk_utf8_equals_utf16(b.baseAddress, Int32(b.count), u.baseAddress, Int32(u.count)) != 0
            }
        }
    }

    @Test func aTextsUTF8EqualsItsUTF16AndNoOtherUnits() {
        for text in Self.texts {
            let bytes = Array(text.utf8)
            let units = Array(text.utf16)
            #expect(equal(bytes, units), "\(text)")
            // Any one unit changed, one left out or one added, and it is another text.
            for i in units.indices {
                var changed = units
                changed[i] ^= 0x0001
                #expect(!equal(bytes, changed), "\(text): unit \(i) changed")
                var shorter = units
                shorter.remove(at: i)
                #expect(!equal(bytes, shorter), "\(text): unit \(i) left out")
            }
            #expect(!equal(bytes, units + [0x20]) && !equal(bytes, [0x20] + units), "\(text): a unit added")
            for other in Self.texts where other != text {
                #expect(!equal(bytes, Array(other.utf16)), "\(text) against \(other)")
            }
        }
        // A lone surrogate is no text's UTF-16: a string holds U+FFFD in its place.
        #expect(!equal(Array("a\u{FFFD}".utf8), [0x61, 0xD800]))
        #expect(equal([], []))
    }

    /// `body` with the run the cache finds for `text` in `font` by the text's UTF-8 bytes.
    func foundByString(_ text: String, font: Font) -> ShapedRun? {
        Array(text.utf8).withUnsafeBufferPointer { Shaper.run(ofString: $0, font: font).found?.run }
    }

    @Test func aTextMeasuredAgainIsFoundByItsBytesAsTheRunItWasMeasuredWith() throws {
        // The cache is the process's: a test beside this one may empty it between the two measures.
        // Such an attempt is made again, with a new face of its own.
        var found = false
        for _ in 0..<5 where !found {
            let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
            let texts = ["Settings", "Учётная запись", "דואר נכנס", "Ρυθμίσεις Πίσω"]
            let first = texts.map { TextLayout.unwrappedMeasure(of: $0, font: font) }
            let runs = texts.map { foundByString($0, font: font) }
            found = runs.allSatisfy { $0 != nil }
            guard found else { continue }
            for (k, text) in texts.enumerated() {
                #expect(runs[k] === first[k]?.run, "\(text)")
                // Measured again: the same run and size the full layout has.
                let again = try #require(TextLayout.unwrappedMeasure(of: text, font: font))
                #expect(again.run === first[k]?.run)
                #expect(again.size == TextLayout(string: text, font: font).size, "\(text)")
                #expect(again.script == first[k]?.script && again.oneRun != nil)
                // Not in another size, nor for a text the bytes begin.
                let larger = font.withSize(18)
                #expect(foundByString(text, font: larger) == nil)
                #expect(foundByString(String(text.dropLast()), font: font) == nil)
            }
        }
        #expect(found)
    }

    @Test func randomTextsMeasuredAgainMeasureAsTheFullLayout() throws {
        // Texts of one script and of several, fallback glyphs, marks, emoji, controls and spaces.
        let pieces = [
            "a", "W", "fi", " ", "é", "Ω", "ж", "ש", "ع", "1", "(", ")", "!", "中", "😀", "\u{301}", "-", "…", "\t",
            "\n", "\u{200D}", "\u{FE0F}",
        ]
        var generator = SeededRandom(seed: 0xB17E_5A6A)
        let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        var foundAgain = 0
        for _ in 0..<400 {
            let length = Int.random(in: 1...10, using: &generator)
            let text = (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            let first = TextLayout.unwrappedMeasure(of: text, font: font)
            let byBytes = foundByString(text, font: font)
            let again = TextLayout.unwrappedMeasure(of: text, font: font)
            #expect(again?.size == first?.size && again?.oneRun?.advance == first?.oneRun?.advance, "\(text.debugDescription)")
            if let byBytes {
                foundAgain += 1
                #expect(byBytes === first?.run && again?.run === byBytes, "\(text.debugDescription)")
            }
            if let again { #expect(again.size == TextLayout(string: text, font: font).size, "\(text.debugDescription)") }
        }
        #expect(foundAgain > 0)
    }

    @Test func aTextThatIsNotOneRunOfItsFontHasNoStringKey() throws {
        let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        // Glyphs from a fallback font, two scripts, two directions, a trailing space, a line break.
        for text in ["日本語", "Back Назад", "Back חזרה", "Done ", "Edit\nDone"] {
            let measure = TextLayout.unwrappedMeasure(of: text, font: font)
            #expect(measure?.run == nil, "\(text)")
            #expect(foundByString(text, font: font) == nil, "\(text)")
            if let measure { #expect(measure.size == TextLayout(string: text, font: font).size, "\(text)") }
        }
    }

    @Test func aWordShapedInsideAnotherTextIsKeyedWhenMeasuredAlone() throws {
        var keyed = false
        for _ in 0..<5 where !keyed {
            let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
            // "Done" is cut from these texts' runs (seen twice), so measuring it alone is a hit by
            // its units, which then gives the run its string key.
            for text in ["Edit Done", "Done Edit", "Back Done Edit"] { _ = TextLayout(string: text, font: font) }
            let before = TextLayout.cacheStatistics
            let measure = try #require(TextLayout.unwrappedMeasure(of: "Done", font: font))
            let after = TextLayout.cacheStatistics
            guard after.hits == before.hits + 1, after.misses == before.misses else { continue }
            keyed = foundByString("Done", font: font) === measure.run
            #expect(measure.size == TextLayout(string: "Done", font: font).size)
        }
        #expect(keyed)
    }
}

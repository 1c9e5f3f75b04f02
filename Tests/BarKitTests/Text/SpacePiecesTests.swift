import BarKit
import Foundation
import Testing

@testable import BarText

/// Texts put together from the cached runs of their words and spaces: where a text is cut, which
/// fonts and scripts allow it, and that the run put together is the run HarfBuzz shapes whole.
@Suite struct SpacePiecesTests {
    /// An `hb_script_t` from its ISO 15924 tag ("Latn").
    func script(_ tag: String) -> UInt32 { tag.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    /// The pieces `text` is cut into, as strings; empty when it is not cut.
    func pieces(_ text: String) -> [String] {
        let units = Array(text.utf16)
        var result: [String] = []
        _ = units.withUnsafeBufferPointer { buffer in
            SpacePieces.withPieces(of: buffer) { pieces in
                for piece in pieces { result.append(String(decoding: units[piece.start..<piece.end], as: UTF16.self)) }
                return ShapedRun.make(glyphs: [], length: 0, isRightToLeft: false)
            }
        }
        return result
    }

    @Test func aTextIsCutAtTheSpacesThatAreClustersOfTheirOwn() {
        #expect(pieces("Edit  Done ") == ["Edit", " ", " ", "Done", " "])
        #expect(pieces(" Back") == [" ", "Back"])
        #expect(pieces("שלום עולם") == ["שלום", " ", "עולם"])
        // No space, or nothing but spaces: nothing to put together.
        #expect(pieces("Settings") == [])
        #expect(pieces("   ") == [])
        // A space before a combining mark is the mark's base, so the two stay in one piece.
        #expect(pieces("a \u{301}b c") == ["a \u{301}b", " ", "c"])
        // So is a space before a joiner, or before a variation selector beyond the BMP.
        #expect(pieces("a \u{200D}b") == [])
        #expect(pieces("a \u{E0100}b") == [])
        // A prepended character (ARABIC NUMBER SIGN) takes the space after it into its cluster.
        #expect(pieces("x\u{600} 5 y") == ["x\u{600} 5", " ", "y"])
        // A lone surrogate next to a space is a character like any other.
        #expect(pieces(String(decoding: [0x61, 0x20, 0xDC00, 0x20, 0xD800], as: UTF16.self)).count == 5)
    }

    @Test func theFontSaysForWhichScriptsItsSpaceTakesPartInShaping() throws {
        let dejaVu = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        for tag in ["Latn", "Grek", "Cyrl"] {
            #expect(!Shaper.spaceTakesPartInShaping(font: dejaVu, script: script(tag), rightToLeft: false), "\(tag)")
        }
        #expect(!Shaper.spaceTakesPartInShaping(font: dejaVu, script: script("Hebr"), rightToLeft: true))
        // DejaVu Sans's Arabic ligatures look at the glyph before them, which may be the space.
        #expect(Shaper.spaceTakesPartInShaping(font: dejaVu, script: script("Arab"), rightToLeft: true))
    }

    /// Every word and space of `texts` looked up twice (a piece is cut only when seen again), cut
    /// from their whole runs into a cache of its own, then each text put together from them: equal, glyph for glyph (index, flags, cluster, advance, offsets),
    /// to the text shaped whole by HarfBuzz.
    func expectPutTogetherAsShapedWhole(
        _ texts: [String], fontFile: String, script tag: String, rightToLeft: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let words = try WordCache(fontFile: fontFile, script: script(tag), rightToLeft: rightToLeft)
        let (cache, attributes) = (words.cache, words.attributes)
        #expect(!Shaper.spaceTakesPartInShaping(font: words.font, script: script(tag), rightToLeft: rightToLeft))
        // Words first seen in other texts: the texts' runs cut into pieces.
        for text in texts { words.storeWords(of: text, sourceLocation: sourceLocation) }
        // The same words in other orders.
        for text in texts.map({ $0.split(separator: " ").reversed().joined(separator: " ") }) {
            let units = Array(text.utf16)
            units.withUnsafeBufferPointer { buffer in
                let reference = words.whole(buffer)
                _ = SpacePieces.withPieces(of: buffer) { pieces in
                    let found = SpacePieces.lookUp(pieces, in: cache, attributes: attributes, text: buffer)
                    #expect(found, "all pieces of \(text) cached", sourceLocation: sourceLocation)
                    guard found else { return reference }
                    let run = SpacePieces.assemble(
                        pieces, length: buffer.count, rightToLeft: rightToLeft, reusing: nil)
                    #expect(Array(run.glyphs) == Array(reference.glyphs), "\(text)", sourceLocation: sourceLocation)
                    #expect(run.advance == reference.advance, sourceLocation: sourceLocation)
                    #expect(run.length == reference.length && run.isRightToLeft == rightToLeft)
                    return run
                }
            }
        }
    }

    @Test func theMissingStretchIsOneSideBySideRunOfPiecesWithTheOthersCached() {
        let run = ShapedRun.make(glyphs: [], length: 1, isRightToLeft: false)
        /// The stretch for pieces cached where `cached` has a 1.
        func stretch(_ cached: String) -> ClosedRange<Int>? {
            var pieces = cached.enumerated().map { i, c in
                SpacePieces.Piece(start: i, end: i + 1, run: c == "1" ? run : nil)
            }
            return pieces.withUnsafeMutableBufferPointer { SpacePieces.missingStretch($0) }
        }
        #expect(stretch("110") == 2...2)
        #expect(stretch("011") == 0...0)
        #expect(stretch("10001") == 1...3)
        #expect(stretch("1100") == 2...3)
        // Every piece cached, none, or two stretches apart: the whole text is shaped.
        #expect(stretch("111") == nil)
        #expect(stretch("000") == nil)
        #expect(stretch("010") == nil)
        #expect(stretch("10101") == nil)
    }

    /// The words of `known` cached (each seen twice, cut from its text's run); then each of
    /// `texts`, all of whose pieces but one stretch are among them: the stretch shaped alone, its
    /// wanted pieces cut from it, and the text put together: equal, glyph for glyph, to the text
    /// shaped whole by HarfBuzz, and each piece cut from the stretch to the piece shaped alone.
    func expectStretchPutTogetherAsShapedWhole(
        _ texts: [String], known: [String], fontFile: String, script tag: String, rightToLeft: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let words = try WordCache(fontFile: fontFile, script: script(tag), rightToLeft: rightToLeft)
        let (cache, attributes) = (words.cache, words.attributes)
        for text in known { words.storeWords(of: text, sourceLocation: sourceLocation) }
        for text in texts {
            let units = Array(text.utf16)
            units.withUnsafeBufferPointer { buffer in
                let reference = words.whole(buffer)
                _ = SpacePieces.withPieces(of: buffer) { pieces in
                    // Looked up twice, so its new pieces are wanted (cut from the stretch's run).
                    _ = SpacePieces.lookUp(pieces, in: cache, attributes: attributes, text: buffer)
                    let found = SpacePieces.lookUp(pieces, in: cache, attributes: attributes, text: buffer)
                    let stretch = SpacePieces.missingStretch(pieces)
                    #expect(!found && stretch != nil, "one stretch of \(text) missing", sourceLocation: sourceLocation)
                    guard let stretch else { return reference }
                    let start = pieces[stretch.lowerBound].start
                    let shaped = words.whole(
                        UnsafeBufferPointer(rebasing: buffer[start..<pieces[stretch.upperBound].end]))
                    SpacePieces.cutMissing(
                        UnsafeMutableBufferPointer(rebasing: pieces[stretch]), from: shaped, offset: start)
                    for i in stretch {
                        let piece = String(decoding: units[pieces[i].start..<pieces[i].end], as: UTF16.self)
                        let run = pieces[i].run
                        #expect(run != nil, "\(piece) cut from \(text)", sourceLocation: sourceLocation)
                        // A run's glyphs are valid while the run is held.
                        let alone = words.whole(piece)
                        let expected = withExtendedLifetime(alone) { Array(alone.glyphs) }
                        #expect(
                            run.map { cut in withExtendedLifetime(cut) { Array(cut.glyphs) } } == expected, "\(piece)",
                            sourceLocation: sourceLocation)
                    }
                    let run = SpacePieces.assemble(
                        pieces, length: buffer.count, rightToLeft: rightToLeft, stretch: (stretch, shaped), reusing: nil
                    )
                    #expect(Array(run.glyphs) == Array(reference.glyphs), "\(text)", sourceLocation: sourceLocation)
                    #expect(run.advance == reference.advance, "\(text)", sourceLocation: sourceLocation)
                    #expect(
                        run.length == reference.length && run.isRightToLeft == rightToLeft,
                        sourceLocation: sourceLocation)
                    return run
                }
            }
        }
    }

    @Test func aTextMissingOneStretchIsPutTogetherWithTheStretchShapedAlone() throws {
        // Kerned pairs (AV, To, Wo) inside the new words, and the new words first, last and between.
        try expectStretchPutTogetherAsShapedWhole(
            ["Edit AVATAR", "Tower Edit", "Edit Wolf Back", "Back  Toy Edit"], known: ["Edit Back"],
            fontFile: FontFiles.dejaVuSans, script: "Latn", rightToLeft: false)
        try expectStretchPutTogetherAsShapedWhole(
            ["Ήχος Αποθήκευση", "Οθόνη Ήχος", "Ακύρωση Γενικά Ήχος"], known: ["Ήχος Ακύρωση"],
            fontFile: FontFiles.dejaVuSans, script: "Grek", rightToLeft: false)
        // Right to left: the stretch's glyphs go where its pieces go, last piece first.
        try expectStretchPutTogetherAsShapedWhole(
            ["דואר נכנס", "קשר דואר", "דואר לוח אנשי"], known: ["אנשי דואר"], fontFile: FontFiles.dejaVuSans,
            script: "Hebr", rightToLeft: true)
        try expectStretchPutTogetherAsShapedWhole(
            ["שָׁלוֹם עוֹלָם", "בְּרֵאשִׁית שָׁלוֹם"], known: ["שָׁלוֹם בָּרָא"], fontFile: FontFiles.notoSansHebrew,
            script: "Hebr", rightToLeft: true)
    }

    @Test func spaceRulesAreKeptForEveryFaceScriptAndDirectionBeyondTheShortList() {
        var rules = Shaper.SpaceRules()
        // Twice as many keys as the short list holds: the later ones go to the table.
        let keys = (0..<(2 * Shaper.SpaceRules.listed)).map { i in
            Shaper.SpaceRuleKey(
                ShapeCache.Attributes(
                    faceID: 1 + i / 4, scale: 17 * 64, script: script(["Latn", "Grek", "Cyrl", "Hebr"][i % 4]),
                    rightToLeft: i % 4 == 3))
        }
        for key in keys { #expect(rules.rule(for: key) == nil, "not asked yet") }
        for (i, key) in keys.enumerated() { rules.setRule(i % 3 == 0, for: key) }
        for (i, key) in keys.enumerated() { #expect(rules.rule(for: key) == (i % 3 == 0), "key \(i)") }
        // A rule set again is replaced where it is kept, in the short list or the table.
        rules.setRule(true, for: keys[1])
        rules.setRule(true, for: keys[keys.count - 1])
        #expect(rules.rule(for: keys[1]) == true && rules.rule(for: keys[keys.count - 1]) == true)
        // The same face and script in the other direction is another key.
        let other = Shaper.SpaceRuleKey(
            ShapeCache.Attributes(faceID: 1, scale: 17 * 64, script: script("Latn"), rightToLeft: true))
        #expect(rules.rule(for: other) == nil)
    }

    @Test func latinGreekAndCyrillicPutTogetherAsShapedWhole() throws {
        try expectPutTogetherAsShapedWhole(
            ["AVATAR Wo To", "Tower Yard", "office fi flow", "Type Vault LT"], fontFile: FontFiles.dejaVuSans,
            script: "Latn", rightToLeft: false)
        try expectPutTogetherAsShapedWhole(
            ["Αποθήκευση Ακύρωση", "Ήχος Οθόνη Γενικά"], fontFile: FontFiles.dejaVuSans, script: "Grek",
            rightToLeft: false)
        try expectPutTogetherAsShapedWhole(
            ["Учётная запись", "Готово Назад Архив"], fontFile: FontFiles.dejaVuSans, script: "Cyrl",
            rightToLeft: false)
    }

    @Test func rightToLeftTextPutsItsLastWordFirst() throws {
        try expectPutTogetherAsShapedWhole(
            ["דואר נכנס", "אנשי קשר לוח", "שָׁלוֹם עוֹלָם"], fontFile: FontFiles.dejaVuSans, script: "Hebr",
            rightToLeft: true)
        try expectPutTogetherAsShapedWhole(
            ["שָׁלוֹם עוֹלָם", "בְּרֵאשִׁית בָּרָא"], fontFile: FontFiles.notoSansHebrew, script: "Hebr",
            rightToLeft: true)
    }

    @Test func labelsOfWordsSeenBeforeArePutTogetherAndMeasureAsHarfBuzzDoes() throws {
        let texts = ["Settings Done", "Back Edit Done", "Edit  Back"]
        // A cache of its own: what it holds and counts is this test's alone.
        let cache = ShapedRunCache()
        let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        // Each word seen twice once the font's rule is known (after the first text): then it is cut.
        for text in ["Edit Back", "Back Edit", "Edit Back Settings Done", "Done Settings Back"] {
            _ = TextLayout(string: text, font: font, cache: cache)
        }
        let before = cache.statistics
        let layouts = texts.map { TextLayout(string: $0, font: font, cache: cache) }
        let after = cache.statistics
        #expect(after.assembled - before.assembled == texts.count)
        #expect(after.misses == before.misses, "no text shaped by HarfBuzz")
        for (text, layout) in zip(texts, layouts) {
            let reference = try HarfBuzzReference.shape(
                fontFile: FontFiles.dejaVuSans, size: 17, text: text, direction: "ltr", script: "Latn")
            #expect(layout.glyphRuns.flatMap(\.glyphs) == reference.map(\.g), "\(text)")
            let advances = layout.glyphRuns.flatMap(\.advances).map { Int(($0 * 64).rounded()) }
            #expect(advances.count == reference.count)
            #expect(zip(advances, reference).allSatisfy { abs($0 - $1.ax) <= 1 }, "\(text)")
        }
    }

    @Test func aTextWhoseOtherWordsAreCachedShapesOnlyItsNewWords() throws {
        // A cache and space rules of its own: the process's are filled and emptied by the tests
        // beside this one.
        let cache = ShapedRunCache()
        let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        let latin = script("Latn")
        func shape(_ text: String) -> ShapedRun {
            Array(text.utf16).withUnsafeBufferPointer {
                Shaper.shape($0, font: font, script: latin, rightToLeft: false, in: cache)
            }
        }
        // "Settings", "Done" and the space seen twice once the font's rule is known: cut and cached.
        for text in ["Done Settings", "Settings Done", "Done Settings Done"] { _ = shape(text) }
        let before = cache.statistics.shapedUnits
        // Then HarfBuzz shapes a text's one new word, a text whose two new words are apart whole,
        // and a text of cached pieces not at all.
        let texts = ["Settings Wallet", "Music Done", "Done Photo Album", "Settings  Done"]
        let runs = texts.map(shape)
        let shaped = cache.statistics.shapedUnits - before
        let newUnits = "Wallet".utf16.count + "Music".utf16.count + "Done Photo Album".utf16.count
        #expect(
            shaped == newUnits, "units shaped: \(shaped); the whole texts have \(texts.map(\.utf16.count).reduce(0, +))"
        )
        #expect(cache.statistics.assembled == 1)
        let attributes = ShapeCache.Attributes(
            faceID: font.face.id, scale: font.scale, script: latin, rightToLeft: false)
        for (text, run) in zip(texts, runs) {
            let whole = Array(text.utf16).withUnsafeBufferPointer {
                Shaper.shapeWithHarfBuzz($0, font: font, attributes: attributes, reusing: nil)
            }
            #expect(Array(run.glyphs) == Array(whole.glyphs), "\(text)")
            #expect(run.advance == whole.advance, "\(text)")
        }
    }

    @Test func arabicInDejaVuIsShapedWholeAndMatchesHarfBuzz() throws {
        // DejaVu Sans's Arabic needs the space in context: its texts are never put together.
        let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 17)
        #expect(Shaper.spaceTakesPartInShaping(font: font, script: script("Arab"), rightToLeft: true))
        _ = TextLayout(string: "البريد الوارد", font: font)
        try HarfBuzzReference.expectItemsMatch("الوارد البريد", fontFile: FontFiles.dejaVuSans, size: 17)
    }
}

/// A shaped-run cache of its own for one font, script and direction, and the words of texts stored
/// in it as the shaper stores them.
private struct WordCache {
    let font: Font
    let attributes: ShapeCache.Attributes
    let cache = ShapeCache(capacity: 4_096, costLimit: 1 << 20)

    init(fontFile: String, script: UInt32, rightToLeft: Bool) throws {
        font = try Font(contentsOf: URL(fileURLWithPath: fontFile), size: 17)
        attributes = ShapeCache.Attributes(
            faceID: font.face.id, scale: font.scale, script: script, rightToLeft: rightToLeft)
    }

    /// `units` shaped whole by HarfBuzz, with no cache.
    func whole(_ units: UnsafeBufferPointer<UInt16>) -> ShapedRun {
        Shaper.shapeWithHarfBuzz(units, font: font, attributes: attributes, reusing: nil)
    }

    func whole(_ text: String) -> ShapedRun { Array(text.utf16).withUnsafeBufferPointer { whole($0) } }

    /// Every word and space of `text` looked up twice (a piece is cut only when seen again), cut
    /// from the text's whole run and stored; expects nothing cut after the first lookup and
    /// everything after the second.
    func storeWords(of text: String, sourceLocation: SourceLocation) {
        let units = Array(text.utf16)
        _ = units.withUnsafeBufferPointer { buffer in
            SpacePieces.withPieces(of: buffer) { pieces in
                let run = whole(buffer)
                _ = SpacePieces.lookUp(pieces, in: cache, attributes: attributes, text: buffer)
                let seenOnce = pieces.indices.filter { pieces[$0].run == nil && !pieces[$0].wanted }
                SpacePieces.cutMissing(pieces, from: run)
                #expect(
                    seenOnce.allSatisfy { pieces[$0].run == nil }, "cut when seen once", sourceLocation: sourceLocation)
                _ = SpacePieces.lookUp(pieces, in: cache, attributes: attributes, text: buffer)
                SpacePieces.cutMissing(pieces, from: run)
                #expect(pieces.allSatisfy { $0.run != nil }, "cut \(text)", sourceLocation: sourceLocation)
                SpacePieces.storeCut(pieces, in: cache, attributes: attributes, text: buffer)
                return run
            }
        }
    }
}

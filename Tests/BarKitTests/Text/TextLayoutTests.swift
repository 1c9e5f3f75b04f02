import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

@Suite struct TextLayoutTests {
    let font = Font.systemFont(ofSize: 17)
    let sentence = "The quick brown fox jumps over the lazy dog, then naps in the afternoon sun."

    /// The glyph DejaVu Sans uses for `scalar`.
    func glyph(_ scalar: Unicode.Scalar, in font: Font? = nil) -> UInt32 {
        (font ?? self.font).face.glyph(for: scalar.value) ?? 0
    }

    var ellipsis: UInt32 { glyph("…") }

    func allGlyphs(_ line: TextLayout.Line) -> [UInt32] { line.runs.flatMap(\.glyphs) }

    // MARK: - One line

    @Test func oneLineIsAsWideAsHBShapeSays() throws {
        let layout = TextLayout(string: "Hello, World", font: font)
        let reference = try HarfBuzzReference.shape(fontFile: FontFiles.dejaVuSans, size: 17, text: "Hello, World")
        #expect(layout.lines.count == 1)
        #expect(layout.size.width == CGFloat(reference.reduce(0) { $0 + $1.ax }) / 64)
        #expect(layout.size.height == font.lineHeight)
        #expect(layout.lines[0].baseline == font.ascender)
        #expect(!layout.isTruncated)
    }

    @Test func glyphPositionsAdvanceAlongTheBaseline() throws {
        let layout = TextLayout(string: "Wave", font: font)
        let run = try #require(layout.glyphRuns.first)
        let reference = try HarfBuzzReference.shape(fontFile: FontFiles.dejaVuSans, size: 17, text: "Wave")
        var x = 0
        for (position, glyph) in zip(run.positions, reference) {
            #expect(position.x == CGFloat(x + glyph.dx) / 64)
            #expect(position.y == layout.lines[0].baseline)
            x += glyph.ax
        }
        #expect(run.glyphs == reference.map(\.g))
        #expect(run.advances == reference.map { CGFloat($0.ax) / 64 })
        #expect(run.stringRange(in: layout) == layout.string.startIndex..<layout.string.endIndex)
    }

    @Test func emptyStringHasNoLines() {
        let layout = TextLayout(string: "", font: font)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
    }

    @Test func explicitNewlinesStartLines() {
        let layout = TextLayout(string: "one\ntwo\r\nthree\u{2028}four", font: font)
        #expect(layout.lines.count == 4)
        #expect(layout.lines.map(\.characterRange) == [0..<3, 4..<7, 9..<14, 15..<19])
        #expect(abs(layout.size.height - 4 * font.lineHeight) < 1e-9)
        // A final newline does not add an empty line; a lone one is one empty line.
        #expect(TextLayout(string: "one\n", font: font).lines.count == 1)
        #expect(TextLayout(string: "\n", font: font).lines.count == 1)
        #expect(TextLayout(string: "\n\n", font: font).lines.count == 2)
        #expect(TextLayout(string: "\n", font: font).size.height == font.lineHeight)
    }

    @Test func tabsAndControlsDoNotShowMissingGlyphs() {
        let layout = TextLayout(string: "a\tb\u{1}c\u{7F}d", font: font)
        let glyphs = layout.glyphRuns.flatMap(\.glyphs)
        #expect(!glyphs.contains(0))
        #expect(glyphs.contains(glyph(" ")))
    }

    // MARK: - Wrapping

    @Test func wordWrapKeepsEveryLineWithinTheWidth() {
        for width in stride(from: 100 as CGFloat, through: 400, by: 17) {  // every word fits
            let layout = TextLayout(string: sentence, font: font, width: width)
            #expect(layout.lines.count > 1 || width >= 400)
            var expectedStart = 0
            for line in layout.lines {
                #expect(line.rect.width <= width)
                #expect(line.characterRange.lowerBound == expectedStart)
                expectedStart = line.characterRange.upperBound
                // Lines end at a word boundary: after a space or at the end of the text.
                let units = Array(sentence.utf16)
                #expect(
                    line.characterRange.upperBound == units.count || units[line.characterRange.upperBound - 1] == 0x20)
            }
            #expect(expectedStart == sentence.utf16.count)
            #expect(layout.size.width <= width)
            #expect(!layout.isTruncated)
        }
    }

    @Test func wrappedLinesStackByLineHeight() {
        let layout = TextLayout(string: sentence, font: font, width: 150)
        for (i, line) in layout.lines.enumerated() {
            #expect(abs(line.rect.minY - CGFloat(i) * font.lineHeight) < 1e-9)
            #expect(abs(line.baseline - line.rect.minY - font.ascender) < 1e-9)
        }
        #expect(abs(layout.size.height - CGFloat(layout.lines.count) * font.lineHeight) < 1e-9)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let word = "Pneumonoultramicroscopicsilicovolcanoconiosis"
        let layout = TextLayout(string: "A \(word) B", font: font, width: 90)
        #expect(layout.lines.count > 3)
        for line in layout.lines { #expect(line.rect.width <= 90) }
        #expect(layout.lines.first?.characterRange == 0..<2)  // "A " stays whole
    }

    @Test func spacesAfterABrokenWordHangInsteadOfMakingALine() {
        for width in stride(from: 8 as CGFloat, through: 60, by: 4) {
            let layout = TextLayout(string: "न म abc  def", font: font, width: width)
            #expect(layout.lines.allSatisfy { !$0.runs.isEmpty }, "width \(width)")
        }
    }

    @Test func charWrappingFillsLines() {
        let byWord = TextLayout(string: sentence, font: font, width: 120, lineBreakMode: .byWordWrapping)
        let byChar = TextLayout(string: sentence, font: font, width: 120, lineBreakMode: .byCharWrapping)
        #expect(byChar.lines.count <= byWord.lines.count)
        for line in byChar.lines { #expect(line.rect.width <= 120) }
        // Some line breaks inside a word.
        let units = Array(sentence.utf16)
        #expect(byChar.lines.dropLast().contains { units[$0.characterRange.upperBound - 1] != 0x20 })
    }

    @Test func charWrappingKeepsGraphemesWhole() {
        let text = String(repeating: "q\u{303}\u{304}", count: 30)
        let layout = TextLayout(string: text, font: font, width: 50, lineBreakMode: .byCharWrapping)
        #expect(layout.lines.count > 1)
        for line in layout.lines {
            #expect(line.characterRange.lowerBound % 3 == 0 && line.characterRange.upperBound % 3 == 0)
            #expect(line.rect.width <= 50)
        }
    }

    @Test func aCharacterWiderThanTheLineStillShows() {
        let layout = TextLayout(string: "WW", font: font, width: 3)
        #expect(layout.lines.count == 2)
        #expect(layout.lines.allSatisfy { $0.runs.flatMap(\.glyphs) == [glyph("W")] })
    }

    // MARK: - Line limits and truncation

    @Test func tailTruncationEndsWithAnEllipsisWithinTheWidth() {
        for width in stride(from: 20 as CGFloat, through: 300, by: 13) {
            let layout = TextLayout(
                string: sentence, font: font, width: width, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail)
            #expect(layout.lines.count == 1)
            let line = layout.lines[0]
            #expect(line.rect.width <= width)
            #expect(allGlyphs(line).last == ellipsis)
            #expect(line.isTruncated && layout.isTruncated)
            #expect(allGlyphs(line).first == glyph("T") || width < 30)
        }
    }

    @Test func headTruncationStartsWithAnEllipsis() {
        let layout = TextLayout(
            string: sentence, font: font, width: 150, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingHead)
        let glyphs = allGlyphs(layout.lines[0])
        #expect(glyphs.first == ellipsis)
        #expect(glyphs.last == glyph("."))
        #expect(layout.lines[0].rect.width <= 150)
    }

    @Test func middleTruncationKeepsBothEnds() {
        let layout = TextLayout(
            string: sentence, font: font, width: 150, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        let glyphs = allGlyphs(layout.lines[0])
        #expect(glyphs.first == glyph("T"))
        #expect(glyphs.last == glyph("."))
        let middle = glyphs.firstIndex(of: ellipsis) ?? 0
        #expect(middle > 2 && middle < glyphs.count - 3)
        #expect(layout.lines[0].rect.width <= 150)
    }

    @Test func textThatFitsIsNotTruncated() {
        for mode in LineBreakMode.allCases {
            let layout = TextLayout(
                string: "Short", font: font, width: 200, maximumNumberOfLines: 1, lineBreakMode: mode)
            #expect(!layout.isTruncated)
            #expect(!allGlyphs(layout.lines[0]).contains(ellipsis))
        }
    }

    @Test func wordWrapTruncatesTheTailOfTheLastAllowedLine() {
        let layout = TextLayout(string: sentence, font: font, width: 120, maximumNumberOfLines: 2)
        #expect(layout.lines.count == 2)
        #expect(!layout.lines[0].isTruncated)
        #expect(layout.lines[1].isTruncated)
        #expect(allGlyphs(layout.lines[1]).last == ellipsis)
        #expect(layout.lines.allSatisfy { $0.rect.width <= 120 })
        #expect(abs(layout.size.height - 2 * font.lineHeight) < 1e-9)
    }

    @Test func truncatingModesWrapBeforeTheLastLine() {
        let layout = TextLayout(
            string: sentence, font: font, width: 120, maximumNumberOfLines: 3, lineBreakMode: .byTruncatingMiddle)
        #expect(layout.lines.count == 3)
        #expect(!allGlyphs(layout.lines[0]).contains(ellipsis))
        #expect(allGlyphs(layout.lines[2]).contains(ellipsis))
    }

    @Test func clippingDropsWhatDoesNotFitWithoutAnEllipsis() {
        let layout = TextLayout(
            string: sentence, font: font, width: 100, maximumNumberOfLines: 1, lineBreakMode: .byClipping)
        #expect(layout.lines.count == 1)
        #expect(layout.isTruncated)
        #expect(!allGlyphs(layout.lines[0]).contains(ellipsis))
        #expect(layout.lines[0].rect.width <= 100)
        #expect(layout.lines[0].rect.width > 80)
    }

    @Test func moreParagraphsThanLinesMarkTheCut() {
        let layout = TextLayout(string: "First\nSecond", font: font, width: 300, maximumNumberOfLines: 1)
        #expect(layout.lines.count == 1)
        #expect(allGlyphs(layout.lines[0]).last == ellipsis)
        #expect(layout.isTruncated)
    }

    @Test func truncationNeverSplitsACombiningSequence() {
        let text = String(repeating: "q\u{303}\u{304}", count: 12)
        let q = glyph("q")
        let tilde = glyph("\u{303}")
        let macron = glyph("\u{304}")
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            for width in stride(from: 20 as CGFloat, through: 100, by: 3) {
                let layout = TextLayout(
                    string: text, font: font, width: width, maximumNumberOfLines: 1, lineBreakMode: mode)
                let glyphs = allGlyphs(layout.lines[0])
                let qs = glyphs.filter { $0 == q }.count
                #expect(qs == glyphs.filter { $0 == tilde }.count)
                #expect(qs == glyphs.filter { $0 == macron }.count)
                #expect(layout.lines[0].rect.width <= width)
            }
        }
    }

    @Test func truncationNeverSplitsAnEmojiSequence() throws {
        let family = "👨‍👩‍👧‍👦"
        let alone = TextLayout(string: family, font: font)
        let familyGlyphs = alone.glyphRuns.flatMap(\.glyphs)
        #expect(familyGlyphs.count == 1)  // the whole ZWJ sequence is one colour glyph
        let text = "Hi " + String(repeating: family, count: 6) + " e\u{301}"
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            for width in stride(from: 25 as CGFloat, through: 150, by: 7) {
                let layout = TextLayout(
                    string: text, font: font, width: width, maximumNumberOfLines: 1, lineBreakMode: mode)
                let line = layout.lines[0]
                #expect(line.rect.width <= width)
                for run in line.runs where run.font.face.isColor {
                    #expect(run.glyphs.allSatisfy { $0 == familyGlyphs[0] || $0 == glyph(" ", in: run.font) })
                }
            }
        }
    }

    @Test func tooNarrowForTheEllipsisShowsNothing() {
        let layout = TextLayout(string: "Hello", font: font, width: 5, maximumNumberOfLines: 1)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].runs.isEmpty)
        #expect(layout.size.width == 0)
        #expect(layout.isTruncated)
    }

    // MARK: - Alignment and direction

    @Test func alignmentPlacesLinesInTheWidth() {
        let natural = TextLayout(string: "Hi", font: font, width: 200, alignment: .natural)
        let left = TextLayout(string: "Hi", font: font, width: 200, alignment: .left)
        let center = TextLayout(string: "Hi", font: font, width: 200, alignment: .center)
        let right = TextLayout(string: "Hi", font: font, width: 200, alignment: .right)
        let w = left.lines[0].rect.width
        #expect(natural.lines[0].rect.minX == 0)
        #expect(left.lines[0].rect.minX == 0)
        #expect(abs(center.lines[0].rect.midX - 100) <= 1.0 / 64)
        #expect(right.lines[0].rect.maxX == 200)
        #expect(right.glyphRuns[0].positions[0].x == 200 - w)
        // The used size is the text's, wherever it sits.
        #expect(center.size.width == w && right.size.width == w)
    }

    @Test func unlimitedWidthAlignsWithinTheWidestLine() {
        let layout = TextLayout(string: "a\nwide line", font: font, alignment: .right)
        #expect(layout.lines[0].rect.maxX == layout.lines[1].rect.maxX)
        #expect(layout.lines[1].rect.minX == 0)
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() {
        let layout = TextLayout(string: sentence, font: font, width: 160, alignment: .justified)
        #expect(layout.lines.count > 2)
        for line in layout.lines.dropLast() {
            #expect(abs(line.rect.width - 160) < 1)
            #expect(line.rect.width <= 160)
            if let last = line.runs.last { #expect(abs((last.origin.x + last.width) - 160) < 1) }
        }
        #expect(layout.lines.last!.rect.width < 150)
        #expect(layout.lines.last!.rect.minX == 0)
    }

    @Test func naturalAlignmentOfAHebrewParagraphIsRight() {
        let layout = TextLayout(string: "שלום עולם", font: font, width: 200, alignment: .natural)
        #expect(layout.lines[0].isRightToLeft)
        #expect(layout.lines[0].rect.maxX == 200)
        let latin = TextLayout(string: "Hello שלום", font: font, width: 200, alignment: .natural)
        #expect(latin.lines[0].rect.minX == 0)
    }

    @Test func bidiRunsAreInVisualOrder() throws {
        let layout = TextLayout(string: "abc שלום def", font: font)
        let runs = layout.glyphRuns
        #expect(runs.count >= 3)
        for (a, b) in zip(runs, runs.dropFirst()) { #expect(a.origin.x + a.width == b.origin.x) }
        let hebrew = try #require(runs.first { $0.isRightToLeft })
        // On screen the Hebrew word reads right to left: its last letter (final mem) is leftmost.
        #expect(hebrew.glyphs == ["ם", "ו", "ל", "ש"].map { glyph($0) })
        #expect(runs.first?.glyphs.first == glyph("a"))
        #expect(runs.last?.glyphs.last == glyph("f"))
    }

    @Test func latinInsideARightToLeftParagraphSitsToTheLeft() throws {
        let layout = TextLayout(string: "שלום abc", font: font)
        let runs = layout.glyphRuns
        #expect(layout.lines[0].isRightToLeft)
        #expect(runs.first?.isRightToLeft == false)
        #expect(runs.first?.glyphs == ["a", "b", "c"].map { glyph($0) })
        #expect(runs.last?.isRightToLeft == true)
        #expect(runs.last?.glyphs.last == glyph("ש"))
    }

    @Test func rightToLeftWrappedLinesKeepLogicalOrderTopToBottom() {
        let text = "אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע עשר"
        let layout = TextLayout(string: text, font: font, width: 100)
        #expect(layout.lines.count > 2)
        var start = 0
        for line in layout.lines {
            #expect(line.characterRange.lowerBound == start)
            #expect(line.rect.maxX == 100 || line.rect.width == 0)
            #expect(line.rect.width <= 100)
            start = line.characterRange.upperBound
        }
    }

    @Test func arabicTruncatesWithinTheWidth() {
        let arabic = try? Font(contentsOf: URL(fileURLWithPath: FontFiles.notoSansArabic), size: 17)
        let text = "مرحبا بالعالم هذا نص طويل باللغة العربية"
        let layout = TextLayout(
            string: text, font: arabic ?? font, width: 120, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(layout.lines[0].rect.width <= 120)
        #expect(layout.lines[0].rect.maxX == 120)
        #expect(layout.isTruncated)
    }

    // MARK: - Fallback

    @Test func barButtonSymbolsAllHaveRealGlyphs() {
        let symbols = "◀ ▶ ▲ ▼ ← → ↑ ↓ ★ ☆ ✓ ✔ ✕ ✖ ⚙ ☰ ♥ ♡ ⌘ ⟳ ↻ ↺ ⏸ ⏯ ⏹ ⏺ ⓘ ⊕ ⊖ ⋯ ⋮ ✎ ✉ ⌫ ⏎ ⇧ ➕ ➖ ⤴ ⤵"
        for symbol in symbols.split(separator: " ") {
            let layout = TextLayout(string: String(symbol), font: Font.systemFont(ofSize: 20))
            let glyphs = layout.glyphRuns.flatMap(\.glyphs)
            #expect(!glyphs.isEmpty && !glyphs.contains(0), "\(symbol) has no glyph")
        }
    }

    @Test func aSymbolTheFontLacksComesFromAnotherFont() throws {
        #expect(font.face.glyph(for: 0x23F8) == nil)  // DejaVu Sans has no ⏸
        let layout = TextLayout(string: "Pause ⏸ now", font: font)
        let runs = layout.glyphRuns
        #expect(runs.count == 3)
        let fallback = runs[1]
        #expect(fallback.font.face !== font.face)
        #expect(fallback.font.pointSize == font.pointSize)
        #expect(fallback.characterRange == 6..<7)
        #expect(!fallback.glyphs.contains(0))
        #expect(fallback.glyphs == [fallback.font.face.glyph(for: 0x23F8)])
    }

    @Test func emojiComeFromTheColourFont() {
        for emoji in ["😀", "👍🏽", "❤️", "🇫🇷", "1️⃣", "👨‍👩‍👧‍👦"] {
            let layout = TextLayout(string: emoji, font: font)
            let runs = layout.glyphRuns
            #expect(runs.count == 1)
            #expect(runs.first?.font.fontName == "NotoColorEmoji", "\(emoji)")
            #expect(runs.first?.glyphs.contains(0) == false)
            #expect(runs.first?.glyphs.count == 1, "\(emoji) is one glyph")
        }
        // Text presentation stays with the text font when it has the character.
        #expect(TextLayout(string: "☺\u{FE0E}", font: font).glyphRuns.first?.font.face === font.face)
        #expect(TextLayout(string: "★", font: font).glyphRuns.first?.font.face === font.face)
    }

    @Test func aJoinedSequenceNoColourFontCoversStaysInAFontThatHasItsCharacters() {
        // ❤️ + ZWJ + ★ is one cluster, but Noto Color Emoji has no ★: DejaVu Sans has both.
        let layout = TextLayout(string: "❤\u{FE0F}\u{200D}★", font: font)
        #expect(layout.glyphRuns.count == 1)
        #expect(layout.glyphRuns.first?.font.face === font.face)
        #expect(layout.glyphRuns.first?.glyphs.contains(0) == false)
    }

    @Test func scriptsTheFontLacksComeFromFallbackFonts() {
        for text in ["日本語", "नमस्ते", "สวัสดี", "مرحبا"] {
            let layout = TextLayout(string: text, font: font)
            let glyphs = layout.glyphRuns.flatMap(\.glyphs)
            #expect(!glyphs.isEmpty && !glyphs.contains(0), "\(text)")
            #expect(layout.glyphRuns.allSatisfy { $0.font.face !== font.face } || text == "مرحبا")
        }
    }

    @Test func fallbackLinesGrowToTheTallestFont() {
        let latin = TextLayout(string: "Tokyo", font: font)
        let mixed = TextLayout(string: "Tokyo 東京", font: font)
        let cjk = mixed.glyphRuns.last!.font
        #expect(cjk.face !== font.face)
        #expect(
            mixed.lines[0].rect.height == max(cjk.ascender, font.ascender) - min(cjk.descender, font.descender)
                + max(cjk.leading, font.leading))
        #expect(mixed.size.height > latin.size.height)
    }

    // MARK: - Caching

    @Test func shapedRunsAreCachedAndBounded() {
        // A cache of its own: the process's is filled and emptied by the tests beside this one.
        let cache = ShapedRunCache()
        let word = "cache-probe"
        _ = TextLayout(string: word, font: font, cache: cache)
        let before = cache.statistics
        _ = TextLayout(string: word, font: font, cache: cache)
        let after = cache.statistics
        #expect(after.hits > before.hits)
        #expect(after.misses == before.misses, "laid out again, nothing is shaped")
        #expect(after.count <= after.capacity)
        #expect(after.glyphCount <= after.glyphLimit)
    }

    @Test func anEmptiedCacheShapesAgainAndLayoutsStayTheSame() {
        let cache = ShapedRunCache()
        let first = TextLayout(string: sentence, font: font, width: 120, cache: cache)
        _ = TextLayout(string: sentence, font: font, width: 120, cache: cache)
        let filled = cache.statistics
        #expect(filled.count > 0 && filled.glyphCount > 0 && filled.hits > 0 && filled.misses > 0)
        cache.removeAll()
        let emptied = cache.statistics
        #expect(emptied.count == 0 && emptied.glyphCount == 0)
        #expect(emptied.hits == 0 && emptied.misses == 0 && emptied.assembled == 0 && emptied.shapedUnits == 0)
        let again = TextLayout(string: sentence, font: font, width: 120, cache: cache)
        #expect(cache.statistics.misses > 0, "the text is shaped again")
        #expect(again.size == first.size && again.lines.map(allGlyphs) == first.lines.map(allGlyphs))
        // The process's cache, emptied through the public API (the tests beside this one depend on
        // nothing it holds): what is laid out afterwards is laid out as before.
        TextLayout.removeAllCachedRuns()
        let shared = TextLayout(string: sentence, font: font, width: 120)
        #expect(shared.size == first.size && shared.lines.map(allGlyphs) == first.lines.map(allGlyphs))
    }

    @Test func theCacheBoundHolds() {
        var cache = LRUCache<Int, String>(capacity: 100, costLimit: 1_000)
        for i in 0..<1_000 {
            cache.insert("\(i)", forKey: i, cost: i % 20)
            #expect(cache.count <= 100)
            #expect(cache.totalCost <= 1_000)
        }
        #expect(cache.value(forKey: 999) == "999")
        #expect(cache.value(forKey: 0) == nil)
        // Recently used entries survive; the least recently used go first.
        var small = LRUCache<String, Int>(capacity: 2)
        small.insert(1, forKey: "a")
        small.insert(2, forKey: "b")
        _ = small.value(forKey: "a")
        small.insert(3, forKey: "c")
        #expect(small.value(forKey: "a") == 1)
        #expect(small.value(forKey: "b") == nil)
        #expect(small.value(forKey: "c") == 3)
    }

    @Test func shapingManyDistinctRunsKeepsTheCacheWithinItsBound() {
        let cache = ShapedRunCache()
        for i in 0..<(Shaper.cacheCapacity + 500) {
            _ = TextLayout(string: "bound \(i)", font: font, cache: cache)
        }
        let statistics = cache.statistics
        #expect(statistics.count <= statistics.capacity)
        #expect(statistics.capacity == Shaper.cacheCapacity)
        #expect(statistics.windowCapacity == Shaper.cacheWindowCapacity)
        #expect(statistics.glyphCount <= statistics.glyphLimit)
    }

    @Test func changingFontOrTextGivesFreshResults() {
        let a = TextLayout(string: "Cached", font: font)
        let b = TextLayout(string: "Cached", font: font.withSize(34))
        let c = TextLayout(string: "Cachet", font: font)
        let bold = TextLayout(string: "Cached", font: Font.boldSystemFont(ofSize: 17))
        #expect(abs(b.size.width - 2 * a.size.width) < 0.1)
        #expect(c.glyphRuns[0].glyphs.last != a.glyphRuns[0].glyphs.last)
        #expect(bold.size.width > a.size.width)
        #expect(bold.glyphRuns[0].font.fontName == "DejaVuSans-Bold")
    }

    // MARK: - Bad input

    @Test func badWidthsAreSanitised() {
        let nan = TextLayout(string: sentence, font: font, width: .nan)
        #expect(nan.lines.count == 1)
        #expect(nan.width == .greatestFiniteMagnitude)
        let infinite = TextLayout(string: sentence, font: font, width: .infinity)
        #expect(infinite.size == nan.size)
        let negative = TextLayout(string: "abc", font: font, width: -10, maximumNumberOfLines: 1)
        #expect(negative.size.width == 0)
        let negativeLines = TextLayout(string: sentence, font: font, width: 100, maximumNumberOfLines: -3)
        #expect(negativeLines.maximumNumberOfLines == 0)
        #expect(negativeLines.lines.count > 1)
    }

    @Test func hugeStringsLayOut() {
        let huge = String(repeating: "lorem ipsum dolor sit amet ", count: 4_000)
        let layout = TextLayout(string: huge, font: font, width: 300)
        #expect(layout.lines.count > 300)
        #expect(layout.lines.allSatisfy { $0.rect.width <= 300 })
        #expect(layout.lines.last?.characterRange.upperBound == huge.utf16.count)
        let truncated = TextLayout(string: huge, font: font, width: 300, maximumNumberOfLines: 2)
        #expect(truncated.lines.count == 2)
    }

    @Test func thousandsOfCombiningMarksStayOneCluster() {
        let text = "a" + String(repeating: "\u{301}", count: 5_000) + "b"
        let wrapped = TextLayout(string: text, font: font, width: 10)
        #expect(wrapped.lines.count == 2)
        #expect(wrapped.lines[0].characterRange == 0..<5_001)
        let truncated = TextLayout(
            string: text, font: font, width: 40, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(truncated.lines[0].rect.width <= 40)
    }

    @Test func loneSurrogatesAndOddUnitsAreHandled() {
        // Swift strings cannot hold lone surrogates, so feed UTF-16 to the pipeline directly.
        let units: [UInt16] = [0xD800, 0x61, 0xDC00, 0x20, 0xDBFF, 0x200D, 0xFE0F, 0x301, 0x5D0, 0xD83D]
        let paragraph = units.withUnsafeBufferPointer {
            ShapedParagraph(text: $0, range: 0..<units.count, font: font, baseLevel: nil, cache: .shared)
        }
        #expect(paragraph.items.reduce(0) { $0 + $1.range.count } == units.count)
        var breaker = units.withUnsafeBufferPointer {
            LineBreaker(
                text: $0, font: font, limit: 10 * 64, maximumLines: 0, mode: .byCharWrapping, collectSpaces: false,
                cache: .shared)
        }
        units.withUnsafeBufferPointer { text in
            breaker = LineBreaker(
                text: text, font: font, limit: 10 * 64, maximumLines: 0, mode: .byCharWrapping, collectSpaces: false,
                cache: .shared)
            breaker.breakLines(paragraphs: [0..<units.count])
        }
        #expect(!breaker.lines.isEmpty)
        #expect(breaker.lines.last?.characterRange.upperBound == units.count)
    }

    // MARK: - String ranges

    @Test func characterRangesMapBackToTheString() throws {
        let text = "né 😀 ok"
        let layout = TextLayout(string: text, font: font)
        let emojiRun = try #require(layout.glyphRuns.first { $0.font.face.isColor })
        let range = try #require(layout.stringRange(for: emojiRun.characterRange))
        #expect(text[range] == "😀")
        #expect(layout.stringRange(for: 4..<5) == nil)  // inside the surrogate pair
        #expect(layout.stringRange(for: 0..<99) == nil)
    }
}

extension GlyphRun {
    fileprivate func stringRange(in layout: TextLayout) -> Range<String.Index>? {
        layout.stringRange(for: characterRange)
    }
}

/// Fonts and layouts are shared across threads: concurrent layouts give the same results as
/// serial ones.
@Suite struct TextLayoutConcurrencyTests {
    @Test func concurrentLayoutsAgreeWithSerialOnes() async {
        let strings = [
            "Done", "Back to Settings", "★ Favorites", "שלום עולם", "مرحبا", "你好 world", "😀 👍🏽", "⏸ Pause",
            "The quick brown fox jumps over the lazy dog",
        ]
        let fonts = [Font.systemFont(ofSize: 17), Font.boldSystemFont(ofSize: 20), Font.systemFont(ofSize: 11)]
        func widths(_ index: Int, cache: ShapedRunCache) -> [CGFloat] {
            var result: [CGFloat] = []
            for (i, string) in strings.enumerated() {
                let font = fonts[(i + index) % fonts.count]
                result.append(
                    TextLayout(string: string, font: font, width: 90, maximumNumberOfLines: 2, cache: cache).size.width)
            }
            return result
        }
        let serial = ShapedRunCache()
        let expected = (0..<fonts.count).map { widths($0, cache: serial) }
        // An empty cache of its own, which the tasks fill at once.
        let cache = ShapedRunCache()
        let results = await withTaskGroup(of: (Int, [CGFloat]).self) { group in
            for task in 0..<12 {
                group.addTask {
                    var last: [CGFloat] = []
                    for _ in 0..<30 { last = widths(task % fonts.count, cache: cache) }
                    return (task % fonts.count, last)
                }
            }
            var collected: [(Int, [CGFloat])] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 12)
        for (index, result) in results { #expect(result == expected[index]) }
    }
}

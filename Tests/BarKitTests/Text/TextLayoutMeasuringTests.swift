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

/// `TextLayout.unwrappedSize(of:font:)` is a shortcut for the size of a full layout with no width
/// limit: wherever it answers, it must give exactly that size.
@Suite struct TextLayoutMeasuringTests {
    static let strings = [
        "Done", "Back to Settings", "★ Favorites", "Ρυθμίσεις ήχου", "Учётная запись", "דואר נכנס", "البريد الوارد",
        "Inbox (3)", "שלום world", "abc אבג 123", "Offline — retry?", "ﬁnance ofﬁce", "e\u{301}te\u{301}", "日本語のテキスト",
        "Mixed 中文 text", "Emoji 😀 and 👍🏽", "⏸ Pause", "ⓘ Info", "➕ Add", "‏rtl mark", "Arabic ١٢٣ digits",
        "x", "AVATAR Tokyo", "Title with trailing space ", "Two\nlines", "Tab\there", "   ", "",
    ]

    @Test func answersExactlyTheFullLayoutsSize() {
        let fonts = [
            Font.systemFont(ofSize: 17), Font.boldSystemFont(ofSize: 20), Font.systemFont(ofSize: 11),
            Font.systemFont(ofSize: 15, weight: .light),
        ]
        var answered = 0
        for font in fonts {
            for string in TextLayoutMeasuringTests.strings {
                let full = TextLayout(string: string, font: font).size
                guard let size = TextLayout.unwrappedSize(of: string, font: font) else { continue }
                answered += 1
                #expect(size == full, "\(string.debugDescription) in \(font)")
            }
        }
        // It must answer for the usual label texts, not only decline.
        #expect(answered >= fonts.count * (TextLayoutMeasuringTests.strings.count - 5))
    }

    @Test func declinesTextItCannotMeasureWithoutALayout() {
        let font = Font.systemFont(ofSize: 17)
        #expect(TextLayout.unwrappedSize(of: "", font: font) == nil)
        #expect(TextLayout.unwrappedSize(of: "Trailing space ", font: font) == nil)  // the space hangs
        #expect(TextLayout.unwrappedSize(of: "Two\nparagraphs", font: font) == nil)
        #expect(TextLayout.unwrappedSize(of: "A\ttab", font: font) == nil)  // control characters are replaced
        #expect(TextLayout.unwrappedSize(of: "Plain", font: font) != nil)
    }

    @Test func agreesWithLayoutsOfRandomText() {
        var generator = SeededRandom(seed: 0x5EED_0F_1A7E)
        let pieces = ["a", "W", "fi", " ", "é", "Ω", "ж", "ש", "ع", "1", "(", ")", "!", "中", "😀", "\u{301}", "-", "…"]
        let font = Font.systemFont(ofSize: 17)
        for _ in 0..<300 {
            let length = Int.random(in: 1...12, using: &generator)
            let string = (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            guard let size = TextLayout.unwrappedSize(of: string, font: font) else { continue }
            #expect(size == TextLayout(string: string, font: font).size, "\(string.debugDescription)")
        }
    }

    /// A layout that takes the run measuring shaped is the layout shaping would have made.
    @Test func aLayoutTakingTheMeasuredRunIsTheSameLayout() {
        var generator = SeededRandom(seed: 0x3EA5_0ED)
        let pieces = ["a", "W", "fi", " ", "é", "Ω", "ж", "ש", "ع", "1", "(", ")", "!", "-", "…", "\u{301}"]
        let random = (0..<100).map { _ in
            (0..<Int.random(in: 1...16, using: &generator)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
        }
        let fonts = [Font.systemFont(ofSize: 17), Font.boldSystemFont(ofSize: 20)]
        var taken = 0
        for font in fonts {
            for string in TextLayoutMeasuringTests.strings + random {
                guard let measure = TextLayout.unwrappedMeasure(of: string, font: font) else { continue }
                if measure.run != nil { taken += 1 }
                for width in [CGFloat.greatestFiniteMagnitude, 200, 61.5, 20] {
                    for (alignment, mode) in [
                        (TextAlignment.natural, LineBreakMode.byWordWrapping), (.center, .byTruncatingTail),
                        (.right, .byTruncatingMiddle), (.justified, .byCharWrapping),
                    ] {
                        for lines in [0, 2] {
                            let shaped = TextLayout(
                                string: string, font: font, width: width, maximumNumberOfLines: lines,
                                alignment: alignment, lineBreakMode: mode)
                            let taking = TextLayout(
                                string: string, font: font, width: width, maximumNumberOfLines: lines,
                                alignment: alignment, lineBreakMode: mode, measured: measure)
                            let what = "\(string.debugDescription) in \(font), width \(width), \(lines) lines"
                            #expect(describe(taking) == describe(shaped), "\(what)")
                        }
                    }
                }
            }
        }
        #expect(taken >= 60, "layouts given a measured run: \(taken)")
        // A measure of another font is not taken.
        let other = TextLayout.unwrappedMeasure(of: "Settings", font: fonts[1])
        let plain = TextLayout(string: "Settings", font: fonts[0])
        let given = TextLayout(
            string: "Settings", font: fonts[0], width: .greatestFiniteMagnitude, maximumNumberOfLines: 0,
            alignment: .natural, lineBreakMode: .byWordWrapping, measured: other)
        #expect(describe(given) == describe(plain))
    }

    /// Everything a layout shows: its size, and per line its box, baseline, range and glyphs placed.
    private func describe(_ layout: TextLayout) -> String {
        var parts = ["\(layout.size) truncated \(layout.isTruncated)"]
        for line in layout.lines {
            parts.append("\(line.rect) \(line.baseline) \(line.characterRange) \(line.isTruncated)")
            for run in line.runs {
                parts.append("\(run.font.fontName) \(run.characterRange) \(run.glyphs) \(run.positions) \(run.origin)")
            }
        }
        return parts.joined(separator: "\n")
    }
}

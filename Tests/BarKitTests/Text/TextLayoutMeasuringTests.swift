import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews

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
}

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

/// Shaping agrees with HarfBuzz's own hb-shape on the same font file, size and text.
@Suite struct ShapingTests {
    @Test func latinKerningMatchesHBShape() throws {
        let items = try HarfBuzzReference.expectItemsMatch("AVATAR Wo To", fontFile: FontFiles.dejaVuSans, size: 20)
        #expect(items.count == 1)
        // Kerning is really in play: without it hb-shape gives other advances.
        let unkerned = try HarfBuzzReference.shape(
            fontFile: FontFiles.dejaVuSans, size: 20, text: "AVATAR Wo To", features: "-kern")
        #expect(unkerned.map(\.ax) != items[0].run.glyphs.map { Int($0.advance) })
    }

    @Test func ligatureMatchesHBShape() throws {
        let items = try HarfBuzzReference.expectItemsMatch("office fi", fontFile: FontFiles.dejaVuSerif, size: 17)
        // "ffi" and "fi" became ligatures: fewer glyphs than characters.
        #expect(items[0].run.glyphs.count < 9)
    }

    @Test func combiningMarksMatchHBShape() throws {
        try HarfBuzzReference.expectItemsMatch(
            "e\u{301}a\u{308}\u{323} q\u{303}\u{304}", fontFile: FontFiles.dejaVuSans, size: 17)
    }

    @Test func arabicMatchesHBShape() throws {
        let items = try HarfBuzzReference.expectItemsMatch(
            "مرحبا بالعالم", fontFile: FontFiles.notoSansArabic, size: 17)
        #expect(items.allSatisfy { $0.isRightToLeft })
    }

    @Test func hebrewMixedWithLatinMatchesHBShape() throws {
        let items = try HarfBuzzReference.expectItemsMatch(
            "abc שלום עולם def", fontFile: FontFiles.dejaVuSans, size: 17)
        #expect(items.contains { $0.isRightToLeft })
        #expect(items.contains { !$0.isRightToLeft })
    }

    @Test func devanagariMatchesHBShape() throws {
        try HarfBuzzReference.expectItemsMatch("नमस्ते दुनिया किताब", fontFile: FontFiles.notoSansDevanagari, size: 17)
    }

    @Test func thaiMatchesHBShape() throws {
        try HarfBuzzReference.expectItemsMatch("สวัสดีครับ ภาษาไทย", fontFile: FontFiles.notoSansThai, size: 17)
    }

    @Test func cjkMatchesHBShape() throws {
        try HarfBuzzReference.expectItemsMatch("你好，世界。日本語のテキスト", fontFile: FontFiles.notoSansCJK, size: 17)
    }
}

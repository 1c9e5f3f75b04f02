import Foundation
import Testing

import BarKit

/// Ink bounds: `Font.boundingRect(forGlyph:)` and `TextLayout.imageBounds`.
@Suite struct ImageBoundsTests {
    let font = Font.systemFont(ofSize: 20)

    @Test func aLowercaseWordsInkStartsAtTheXHeightAndEndsOnTheBaseline() throws {
        let layout = TextLayout(string: "xox", font: font)
        let ink = layout.imageBounds
        let baseline = try #require(layout.lines.first).baseline
        // x, o and x have no ascenders or descenders: ink from the x-height (o overshoots a little)
        // down to the baseline, inside the advance.
        #expect(abs(ink.minY - (baseline - font.xHeight)) < 0.6, "\(ink), baseline \(baseline)")
        #expect(abs(ink.maxY - baseline) < 0.6)
        #expect(ink.minX >= 0 && ink.maxX <= layout.size.width)
        #expect(ink.height < layout.size.height / 2)
    }

    @Test func aTriangleSitsLowInItsLineBox() {
        let layout = TextLayout(string: "▶", font: font)
        let offset = layout.imageOffsetFromCenter
        #expect(offset.y > 1, "the ink's centre is \(offset.y) below the box's")
        #expect(abs(offset.x) < 0.5)
    }

    @Test func inkOfSeveralGlyphsIsTheUnionAtTheirPositions() {
        let one = TextLayout(string: "▶", font: font).imageBounds
        let two = TextLayout(string: "▶▶", font: font).imageBounds
        #expect(two.minY == one.minY && two.height == one.height)
        #expect(abs(two.width - (one.width + TextLayout(string: "▶", font: font).size.width)) < 0.1)
    }

    @Test func textWithoutInkHasNone() throws {
        #expect(TextLayout(string: "   ", font: font).imageBounds == .zero)
        #expect(TextLayout(string: "", font: font).imageBounds == .zero)
        #expect(TextLayout(string: " ", font: font).imageOffsetFromCenter == .zero)
        let glyphs = try #require(TextLayout(string: "a b", font: font).glyphRuns.first?.glyphs)
        #expect(glyphs.count == 3)
        #expect(font.boundingRect(forGlyph: glyphs[1]) == .zero, "a space")
        #expect(font.boundingRect(forGlyph: glyphs[0]).height > 0)
        #expect(font.boundingRect(forGlyph: 0xFFFF_FF) == .zero, "a glyph the font lacks")
    }
}

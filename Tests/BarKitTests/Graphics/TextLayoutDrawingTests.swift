import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews

/// Drawing a layout with cairo puts ink where the layout says the glyphs are.
@Suite struct TextLayoutDrawingTests {
    /// Columns and rows of `bitmap` holding any pixel with alpha above `threshold`.
    func inkBounds(_ bitmap: Bitmap, threshold: UInt8 = 60) -> (xs: ClosedRange<Int>, ys: ClosedRange<Int>)? {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > threshold {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX...maxX, minY...maxY)
    }

    func render(_ layout: TextLayout, at origin: CGPoint, size: CGSize, color: Color = .black) -> Bitmap {
        let context = GraphicsContext(size: size)
        context.draw(layout, at: origin, color: color)
        return context.makeBitmap()
    }

    @Test func inkSitsOnTheLine() throws {
        let font = Font.systemFont(ofSize: 20)
        let layout = TextLayout(string: "HHHH", font: font)
        let bitmap = render(layout, at: CGPoint(x: 10, y: 5), size: CGSize(width: 120, height: 40))
        let ink = try #require(inkBounds(bitmap))
        // Capital H: from the baseline up to the cap height, starting near the pen position.
        let baseline = 5 + layout.lines[0].baseline
        #expect(abs(CGFloat(ink.ys.upperBound + 1) - baseline) <= 1)
        #expect(abs(CGFloat(ink.ys.lowerBound) - (baseline - font.capHeight)) <= 1)
        #expect(ink.xs.lowerBound >= 10 && ink.xs.lowerBound <= 14)
        #expect(CGFloat(ink.xs.upperBound) <= 10 + layout.size.width)
        #expect(CGFloat(ink.xs.upperBound) >= 10 + layout.size.width - 5)
        let pixel = bitmap.pixel(
            x: (ink.xs.lowerBound + ink.xs.upperBound) / 2, y: (ink.ys.lowerBound + ink.ys.upperBound) / 2)
        #expect(pixel.alpha == 0 || (pixel.red < 20 && pixel.green < 20 && pixel.blue < 20))
    }

    @Test func colourAndAlignmentAreHonoured() throws {
        let layout = TextLayout(string: "IIII", font: Font.boldSystemFont(ofSize: 20), width: 100, alignment: .right)
        let bitmap = render(layout, at: .zero, size: CGSize(width: 100, height: 30), color: .red)
        let ink = try #require(inkBounds(bitmap))
        #expect(ink.xs.lowerBound > 50)  // pushed to the right
        let stem = bitmap.pixel(x: ink.xs.upperBound - 2, y: (ink.ys.lowerBound + ink.ys.upperBound) / 2)
        #expect(stem.red > 200 && stem.green < 40 && stem.blue < 40)
    }

    @Test func fallbackGlyphsDraw() throws {
        // ⏸ is not in DejaVu Sans: the fallback font's glyph must still put ink down.
        let layout = TextLayout(string: "⏸", font: Font.systemFont(ofSize: 24))
        #expect(layout.glyphRuns.first?.font.face !== Font.systemFont(ofSize: 24).face)
        let bitmap = render(layout, at: CGPoint(x: 2, y: 2), size: CGSize(width: 40, height: 40))
        #expect(inkBounds(bitmap) != nil)
    }

    @Test func nothingToDrawLeavesTheContextClear() {
        let empty = TextLayout(string: "", font: Font.systemFont(ofSize: 12))
        #expect(inkBounds(render(empty, at: .zero, size: CGSize(width: 20, height: 20))) == nil)
        let spaces = TextLayout(string: "   ", font: Font.systemFont(ofSize: 12))
        #expect(inkBounds(render(spaces, at: .zero, size: CGSize(width: 20, height: 20))) == nil)
        let zeroSize = TextLayout(string: "Hi", font: Font.systemFont(ofSize: 0))
        #expect(inkBounds(render(zeroSize, at: .zero, size: CGSize(width: 20, height: 20))) == nil)
        let badOrigin = TextLayout(string: "Hi", font: Font.systemFont(ofSize: 12))
        #expect(
            inkBounds(render(badOrigin, at: CGPoint(x: CGFloat.nan, y: 0), size: CGSize(width: 20, height: 20))) == nil)
    }
}

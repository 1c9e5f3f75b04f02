import BarKit
import Foundation
import Testing

@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

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

    /// Each line of a wrapped text is a piece of one shaped run, starting part-way along it; it must
    /// land exactly where that line's text, laid out alone, lands at the same place.
    @Test func eachWrappedLineDrawsAsItsTextAloneWould() throws {
        let font = Font.systemFont(ofSize: 17)
        let size = CGSize(width: 160, height: 140)
        for text in ["Wafting over the vast ocean of quiet", "שלום עולם ומלואו ושלום לכולם"] {
            let wrapped = TextLayout(string: text, font: font, width: 110)
            let units = Array(text.utf16)
            #expect(wrapped.lines.count >= 3, "\(text) wraps")
            let apart = GraphicsContext(size: size)
            for line in wrapped.lines {
                for run in line.runs {
                    #expect(run.count > 0)
                    let piece = String(decoding: units[run.characterRange], as: UTF16.self)
                    let alone = TextLayout(string: piece, font: font)
                    let runAlone = try #require(alone.lines.first?.runs.first)
                    // `alone` starts its run at its own origin; move it to where the wrapped run sits.
                    apart.draw(
                        alone,
                        at: CGPoint(
                            x: 5 + run.origin.x - runAlone.origin.x, y: 5 + run.origin.y - runAlone.origin.y),
                        color: .black)
                }
            }
            let together = render(wrapped, at: CGPoint(x: 5, y: 5), size: size)
            #expect(inkBounds(together) != nil)
            #expect(together.difference(from: apart.makeBitmap(), tolerance: 0).differingPixelCount == 0, "\(text)")
        }
    }

    /// A justified line's stretched spaces move the words after them: the last word ends at the
    /// right margin.
    @Test func aJustifiedLineReachesTheRightMargin() throws {
        let font = Font.systemFont(ofSize: 17)
        let text = "Wide words with spaces that stretch across and onto lines"
        let ragged = TextLayout(string: text, font: font, width: 150, alignment: .left)
        let justified = TextLayout(string: text, font: font, width: 150, alignment: .justified)
        let size = CGSize(width: 170, height: 120)
        let first = { (layout: TextLayout) -> Bitmap in
            let context = GraphicsContext(size: size)
            context.clip(to: CGRect(x: 0, y: 0, width: size.width, height: 5 + layout.lines[0].rect.maxY))
            context.draw(layout, at: CGPoint(x: 5, y: 5), color: .black)
            return context.makeBitmap()
        }
        let raggedInk = try #require(inkBounds(first(ragged)))
        let justifiedInk = try #require(inkBounds(first(justified)))
        #expect(raggedInk.xs.lowerBound == justifiedInk.xs.lowerBound)
        #expect(CGFloat(raggedInk.xs.upperBound) < 5 + 150 - 6, "the ragged first line stops short")
        #expect(CGFloat(justifiedInk.xs.upperBound) >= 5 + 150 - 3, "the justified one reaches the margin")
    }

    /// Drawing text leaves the context as it found it: what is drawn next keeps its own colour and
    /// lands where the unchanged transform puts it.
    @Test func drawingTextLeavesTheTransformAndColoursAsTheyWere() throws {
        let context = GraphicsContext(size: CGSize(width: 100, height: 60))
        context.translateBy(x: 10, y: 20)
        let before = context.ctm
        context.fillColor = .blue
        context.draw(
            TextLayout(string: "Wander", font: Font.systemFont(ofSize: 17)), at: CGPoint(x: 3, y: 4), color: .red)
        #expect(context.ctm == before)
        context.fill(CGRect(x: 60, y: 0, width: 10, height: 10))
        let bitmap = context.makeBitmap()
        let inside = bitmap.pixel(x: 75, y: 25)
        #expect(inside.blue > 200 && inside.red < 40, "the fill is blue, in the translated place")
        #expect(bitmap.pixel(x: 65, y: 5).alpha == 0, "nothing where an untranslated fill would be")
    }

    /// Each text drawn shows its own glyphs once: drawing a second text into the same context
    /// leaves the first one's pixels as drawing it alone left them.
    @Test func eachTextDrawnShowsOnlyItsOwnGlyphs() {
        let font = Font.systemFont(ofSize: 17)
        let first = TextLayout(string: "Wander far", font: font)
        let second = TextLayout(string: "Stay near", font: font)
        let size = CGSize(width: 120, height: 70)
        let both = GraphicsContext(size: size)
        both.draw(first, at: CGPoint(x: 5, y: 5), color: .black)
        both.draw(second, at: CGPoint(x: 5, y: 40), color: .black)
        let together = both.makeBitmap()
        let alone = [
            render(first, at: CGPoint(x: 5, y: 5), size: size), render(second, at: CGPoint(x: 5, y: 40), size: size),
        ]
        var differing = 0
        for y in 0..<together.height {
            let expected = alone[y < 35 ? 0 : 1]
            for x in 0..<together.width where together.pixel(x: x, y: y) != expected.pixel(x: x, y: y) {
                differing += 1
            }
        }
        #expect(inkBounds(alone[0]) != nil && inkBounds(alone[1]) != nil)
        #expect(differing == 0)
    }
}

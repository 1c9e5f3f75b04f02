import BarKit
import Foundation
import Testing

@testable import BarGeometry
@testable import BarGraphics
@testable import BarText

/// Text is given to cairo in batches: what is drawn, and in what order, is what drawing each run at
/// once would give.
@Suite struct GlyphBatchTests {
    /// One step of a drawing: each is run against a context, with or without the batch drawn after
    /// every step.
    typealias Step = (GraphicsContext) -> Void

    /// The bitmap of `steps` drawn with text batched as usual, and with each text drawn at once.
    func drawnBothWays(size: CGSize = CGSize(width: 200, height: 120), scale: CGFloat = 1, _ steps: [Step])
        -> (batched: Bitmap, atOnce: Bitmap)
    {
        let batched = GraphicsContext(size: size, scale: scale)
        for step in steps { step(batched) }
        let atOnce = GraphicsContext(size: size, scale: scale)
        for step in steps {
            step(atOnce)
            atOnce.drawGlyphBatch()
        }
        return (batched.makeBitmap(), atOnce.makeBitmap())
    }

    /// Whether any pixel of `bitmap` is nearly opaque.
    func hasInk(_ bitmap: Bitmap) -> Bool {
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > 200 { return true }
        }
        return false
    }

    static let texts = ["Hamburgefonts", "Ünïcödé ÅÉÎ", "العربية", "हिन्दी", "日本語のテキスト", "Ελληνικά"]

    func text(_ string: String, _ font: Font, at point: CGPoint, _ color: Color) -> Step {
        let layout = TextLayout(string: string, font: font)
        return { $0.draw(layout, at: point, color: color) }
    }

    @Test func aFillAfterTextCoversIt() {
        let font = Font.systemFont(ofSize: 20)
        let (batched, atOnce) = drawnBothWays([
            text("Covered text", font, at: CGPoint(x: 10, y: 10), .black),
            { context in
                context.setFillColor(.blue)
                context.fill(CGRect(x: 0, y: 0, width: 200, height: 40))
            },
            text("On top", font, at: CGPoint(x: 10, y: 12), .white),
        ])
        #expect(batched == atOnce)
        // Under the fill, only the blue and the white text on it: no black glyph shows through.
        for y in 0..<40 {
            for x in 0..<200 {
                let p = batched.pixel(x: x, y: y)
                #expect(p.blue > 200, "a pixel at \(x), \(y) is not blue or white: \(p)")
                if p.blue <= 200 { return }
            }
        }
    }

    @Test func stateChangesBetweenTextsKeepEachTextsState() {
        let regular = Font.systemFont(ofSize: 13)
        let bold = Font.boldSystemFont(ofSize: 21)
        var steps: [Step] = []
        for (i, string) in GlyphBatchTests.texts.enumerated() {
            let y = CGFloat(i) * 18
            steps.append(text(string, i % 2 == 0 ? regular : bold, at: CGPoint(x: 4, y: y), i % 3 == 0 ? .red : .black))
            switch i % 3 {
            case 0:
                // A saved state with a transform and a clip, text under it, restored.
                steps.append { context in
                    context.saveGState()
                    context.translateBy(x: 100, y: 3)
                    context.clip(to: CGRect(x: 0, y: y, width: 60, height: 12))
                }
                steps.append(text(string, bold, at: CGPoint(x: 0, y: y), .green))
                steps.append { $0.restoreGState() }
            case 1:
                // A transparency layer at half alpha, text inside it.
                steps.append { context in
                    context.setAlpha(0.5)
                    context.beginTransparencyLayer()
                }
                steps.append(text(string, regular, at: CGPoint(x: 110, y: y), .blue))
                steps.append { context in
                    context.endTransparencyLayer()
                    context.setAlpha(1)
                }
            default:
                // A shadowed text, drawn through a group.
                steps.append { $0.setShadow(offset: CGSize(width: 2, height: 2), blur: 1, color: .gray) }
                steps.append(text(string, regular, at: CGPoint(x: 110, y: y), .black))
                steps.append { $0.shadow = nil }
            }
        }
        for scale: CGFloat in [1, 2] {
            let (batched, atOnce) = drawnBothWays(size: CGSize(width: 200, height: 120), scale: scale, steps)
            #expect(batched == atOnce, "at scale \(scale)")
        }
    }

    @Test func aBatchPastItsLimitDrawsEveryGlyph() throws {
        // Far more glyphs than one batch holds, in many runs and colours.
        let font = Font.systemFont(ofSize: 9)
        let line = String(repeating: "abcdefghij", count: 4)
        var steps: [Step] = []
        for row in 0..<60 {
            let color: Color = row % 2 == 0 ? .black : .red
            steps.append(text(line, font, at: CGPoint(x: CGFloat(row % 7), y: CGFloat(row) * 2), color))
        }
        #expect(60 * line.count > 2 * GlyphBatch.glyphLimit)
        let (batched, atOnce) = drawnBothWays(size: CGSize(width: 220, height: 140), steps)
        #expect(batched == atOnce)
        #expect(batched != GraphicsContext(size: CGSize(width: 220, height: 140)).makeBitmap())
    }

    @Test func pixelsReadAfterTextHoldIt() throws {
        let layout = TextLayout(string: "Read me", font: Font.boldSystemFont(ofSize: 24))
        let context = GraphicsContext(size: CGSize(width: 120, height: 40))
        context.draw(layout, at: CGPoint(x: 4, y: 4), color: .black)
        let batched = !context.glyphBatch.isEmpty
        #expect(batched)
        let bitmap = context.makeBitmap()
        let drawn = context.glyphBatch.isEmpty
        #expect(drawn)
        #expect(hasInk(bitmap))
    }

    @Test func aContextLeavesPixelsItDoesNotOwnWithItsText() throws {
        let width = 120
        let height = 40
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { raw in
            let context = GraphicsContext(
                wrapping: raw.baseAddress!, pixelWidth: width, pixelHeight: height, bytesPerRow: width * 4, scale: 1)
            context?.draw(
                TextLayout(string: "Kept", font: Font.boldSystemFont(ofSize: 24)), at: CGPoint(x: 4, y: 4),
                color: .black)
            let batched = context?.glyphBatch.isEmpty == false
            #expect(batched)
        }
        // The context is gone: its text reached the pixels before it went.
        #expect(pixels.contains { $0 >> 24 > 200 })
    }

    @Test func aFontLetGoBeforeTheBatchIsDrawnStillDraws() throws {
        let url = URL(fileURLWithPath: FontFiles.dejaVuSansBold)
        let data = try Data(contentsOf: url)
        let context = GraphicsContext(size: CGSize(width: 120, height: 40))
        do {
            // A face made from data, held by nothing but this layout.
            let font = try Font(data: data, size: 24)
            context.draw(TextLayout(string: "Gone", font: font), at: CGPoint(x: 4, y: 4), color: .black)
        }
        let batched = !context.glyphBatch.isEmpty
        #expect(batched)
        #expect(hasInk(context.makeBitmap()))
    }
}

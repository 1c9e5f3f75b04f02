import BarKit
import Foundation
import Testing

@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

/// The renderer defers each view's saved state, transform and clip until its drawing needs them,
/// and draws text whose ink stays inside the view without them (Docs/Rendering.md, "Deferred view
/// state"). These tests hold it to drawing exactly what giving cairo every view's state draws.
@MainActor
@Suite struct DeferredViewStateTests {
    /// Texts whose ink reaches past a label's bounds in every direction, and texts that stay inside.
    static let texts = [
        "Hello, world", "Ångström Éclair", "ÉÀÔ ÇÑ", "gjpqy", "Tiếng Việt", "Ἀθῆναι ἄστυ", "Йогурт и кефир",
        "مرحبا بالعالم", "שָׁלוֹם עֲלֵיכֶם", "हिन्दी भाषा", "ภาษาไทย", "日本語のテキスト", "Z̴̢̛a̷̡l̶̨g̵̛o̷̢ ẗ̶́e̷̓x̸̆t̵̀", "😀 🎉 🚀",
        "fi ffl Tj AV", "", " ", "ÅÅÅ\u{30A}\u{30A}", "W", "j",
    ]

    /// A screen of labels at fractional positions, in several sizes, some too small for their text,
    /// some clipping, one under a clipping parent moved by a fraction of a point.
    func screen(seed: UInt64) -> View {
        var random = SeededRandom(seed: seed)
        let root = View(frame: CGRect(x: 0, y: 0, width: 420, height: 300))
        root.backgroundColor = .white
        let clipper = View(frame: CGRect(x: 10.37, y: 150.6, width: 180.5, height: 60.25))
        clipper.clipsToBounds = true
        root.addSubview(clipper)
        for (i, text) in DeferredViewStateTests.texts.enumerated() {
            for size in [9.0, 13.5, 17.0, 31.0] {
                let label = Label(frame: .zero)
                label.text = text
                label.font = .systemFont(ofSize: CGFloat(size))
                label.sizeToFit()
                var frame = label.frame
                // Tight, roomy or too small, at fractional origins.
                frame.size.width += CGFloat(Int.random(in: -3...3, using: &random)) * 0.75
                frame.size.height += CGFloat(Int.random(in: -6...2, using: &random)) * 0.5
                frame.origin = CGPoint(
                    x: CGFloat(Double.random(in: 0...300, using: &random)),
                    y: CGFloat(Double.random(in: 0...260, using: &random)))
                label.frame = frame
                label.clipsToBounds = Bool.random(using: &random)
                label.textAlignment = [.natural, .center, .right][(i + Int(size)) % 3]
                if i % 5 == 0 { label.shadowColor = .gray }
                (i % 4 == 0 ? clipper : root).addSubview(label)
            }
        }
        // Wrapped, justified paragraphs: runs whose spaces are stretched.
        for (i, alignment) in [TextAlignment.justified, .natural].enumerated() {
            let label = Label(frame: CGRect(x: 212.3 + CGFloat(i) * 101.4, y: 7.6, width: 97.7, height: 139))
            label.numberOfLines = 0
            label.textAlignment = alignment
            label.font = .systemFont(ofSize: 13)
            label.text = "Justified lines stretch their spaces, gjpqy ÉÀ Ἀθῆναι, so their last glyphs reach the margin."
            root.addSubview(label)
        }
        return root
    }

    /// Labels sized exactly to their text (as a layout by intrinsic size makes them), at every
    /// eighth of a point: glyphs whose ink ends near the bounds, on either side of a pixel's middle.
    func tightScreen(size: CGFloat) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
        root.backgroundColor = .white
        var y: CGFloat = 0
        for text in DeferredViewStateTests.texts {
            for step in 0..<8 {
                let label = Label(frame: .zero)
                label.text = text
                label.font = .systemFont(ofSize: size)
                let fitting = label.intrinsicContentSize
                let offset = CGFloat(step) / 8
                label.frame = CGRect(
                    x: 4 + CGFloat(step) * 80 + offset, y: y + offset, width: fitting.width, height: fitting.height)
                root.addSubview(label)
            }
            y += (size * 1.3).rounded(.up)
        }
        return root
    }

    @Test(arguments: [11.0, 17.0])
    func labelsSizedToTheirTextDrawTheSamePixelsWithTheirStateDeferred(size: Double) {
        for scale: CGFloat in [1, 2] {
            let view = tightScreen(size: CGFloat(size))
            let given = render(view, scale: scale, deferring: false)
            let deferred = render(view, scale: scale, deferring: true)
            let difference = deferred.difference(from: given)
            #expect(difference.isIdentical, "size \(size), scale \(scale): \(difference)")
        }
    }

    func render(_ view: View, scale: CGFloat, deferring: Bool) -> Bitmap {
        view.layoutIfNeeded()
        let context = GraphicsContext(size: view.bounds.size, scale: scale)
        ViewRenderer(context: context, defersViewState: deferring).render(view)
        return context.makeBitmap()
    }

    @Test(arguments: [1.0, 2.0, 1.5])
    func labelsDrawTheSamePixelsWithTheirStateDeferred(scale: Double) {
        for seed: UInt64 in [1, 2, 3] {
            let view = screen(seed: seed)
            let given = render(view, scale: CGFloat(scale), deferring: false)
            let deferred = render(view, scale: CGFloat(scale), deferring: true)
            let difference = deferred.difference(from: given)
            #expect(difference.isIdentical, "seed \(seed), scale \(scale): \(difference)")
        }
    }

    @Test func textWhoseInkCrossesTheBoundsIsStillClipped() {
        // Stacked marks reach far above and below a label sized to one line: what lies outside the
        // label's bounds must stay unpainted, deferred state or not.
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        root.backgroundColor = .white
        let label = Label(frame: CGRect(x: 20.5, y: 30.25, width: 150, height: 14))
        label.text = "Z̴̢̛̛̛a̷̡̡̡l̶̨̨̨g̵̛̛̛o̷̢̢̢"
        label.font = .systemFont(ofSize: 17)
        root.addSubview(label)
        let bitmap = render(root, scale: 1, deferring: true)
        var inside = 0
        var outside: [String] = []
        for y in 0..<80 {
            for x in 0..<200 where bitmap.pixel(x: x, y: y).red < 250 {
                // Pixels the label's bounds (20.5…170.5, 30.25…44.25) reach into, whole or in part.
                if x >= 20 && x < 171 && y >= 30 && y < 45 { inside += 1 } else { outside.append("(\(x), \(y))") }
            }
        }
        #expect(outside.isEmpty, "ink outside the label at \(outside.prefix(5).joined(separator: ", "))")
        #expect(inside > 50, "the text is drawn")
    }

    @Test func textInsideAViewLeavesItsStateDeferred() throws {
        let context = GraphicsContext(size: CGSize(width: 200, height: 60), scale: 2)
        let font = Font.systemFont(ofSize: 17)
        let layout = TextLayout(string: "Hello", font: font)
        let transform = CGAffineTransform(translationX: 10.3, y: 5).concatenating(context.ctm)
        let clip = CGRect(x: 20.6, y: 10, width: 300, height: 80)
        context.saveGState(deferring: transform, clippingTo: clip)
        #expect(context.ctm == transform, "the context reports the view's transform")
        context.draw(layout, at: CGPoint(x: 2, y: 4), color: .black)
        #expect(context.deferred != nil, "text inside the clip needs no cairo state")
        context.fillColor = .red
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.deferred == nil, "a fill applies the state")
        #expect(context.ctm == transform)
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2), "the restore takes the transform back")
        #expect(context.clipBoundingBox == CGRect(x: 0, y: 0, width: 200, height: 60), "and the clip")
        // The fill landed in the view's space, inside its clip: device (20.6…22.6, 10…12).
        let bitmap = context.makeBitmap()
        #expect(bitmap.pixel(x: 21, y: 10).red == 255 && bitmap.pixel(x: 21, y: 10).alpha == 255)
        #expect(bitmap.pixel(x: 19, y: 10).alpha == 0, "left of the clip")
    }

    @Test func textReachingPastTheClipIsClippedInTheBatchAndTheClipEndsWithIt() throws {
        let context = GraphicsContext(size: CGSize(width: 200, height: 60))
        let font = Font.systemFont(ofSize: 24)
        let layout = TextLayout(string: "Wide text", font: font)
        // A view at (10, 5) clipped to 40 × 30 device pixels: the text's ink reaches past its right edge.
        let clip = CGRect(x: 10, y: 5, width: 40, height: 30)
        context.saveGState(deferring: CGAffineTransform(translationX: 10, y: 5), clippingTo: clip)
        context.draw(layout, at: CGPoint(x: 0, y: 0), color: .black)
        #expect(context.deferred != nil, "clipped text needs no cairo state of the view")
        #expect(context.glyphBatch.shows.last?.clip == clip, "the run waits in the batch with the view's clip")
        context.restoreGState()
        // The next text, in the same batch, is not clipped: the run's clip ended with it.
        context.draw(layout, at: CGPoint(x: 10, y: 32), color: .black)
        #expect(context.glyphBatch.shows.count == 2)
        #expect(context.glyphBatch.shows.last?.clip == nil)
        let bitmap = context.makeBitmap()
        var inside = 0
        var besideTheClip = 0
        var below = 0
        for y in 0..<60 {
            for x in 0..<200 where bitmap.pixel(x: x, y: y).alpha > 0 {
                if clip.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    inside += 1
                } else if y < 32 {
                    besideTheClip += 1
                } else {
                    below += 1
                }
            }
        }
        #expect(inside > 50, "the clipped text is drawn inside its clip")
        #expect(besideTheClip == 0, "nothing of it outside the clip")
        #expect(below > 100, "the text after it is drawn whole, past where the clip was")
    }

    @Test func aStateDeferredThenRestoredLeavesNothingBehind() {
        let context = GraphicsContext(size: CGSize(width: 40, height: 40))
        context.saveGState(
            deferring: CGAffineTransform(translationX: 7, y: 9), clippingTo: CGRect(x: 7, y: 9, width: 3, height: 3))
        context.saveGState()  // nested: applies the deferred state first
        context.translateBy(x: 1, y: 1)
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(translationX: 7, y: 9))
        context.restoreGState()
        #expect(context.ctm == .identity)
        context.saveGState(deferring: CGAffineTransform(translationX: 3, y: 3), clippingTo: nil)
        context.beginTransparencyLayer()
        context.fillColor = .black
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.endTransparencyLayer()
        context.restoreGState()
        #expect(context.ctm == .identity)
        let bitmap = context.makeBitmap()
        #expect(bitmap.pixel(x: 3, y: 3).alpha == 255, "the layer's fill in the view's space")
        #expect(bitmap.pixel(x: 1, y: 1).alpha == 0)
        #expect(context.frames.isEmpty)
    }
}

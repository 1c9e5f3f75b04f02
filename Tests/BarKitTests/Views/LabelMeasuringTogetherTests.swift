import BarKit
import Foundation
import Synchronization
import Testing

@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

/// A window measures its new labels together, on several threads, before a layout pass
/// (Window+LabelMeasuring.swift; Docs/Text.md, "Measuring new labels together"). These tests hold
/// it to giving every label the size, the drawing and the life it has when measured alone.
@MainActor
@Suite(.serialized) struct LabelMeasuringTogetherTests {
    static let texts = [
        "Done", "Back to Settings", "★ Favorites", "Ρυθμίσεις ήχου", "Учётная запись", "דואר נכנס", "البريد الوارد",
        "Inbox (3)", "שלום world", "abc אבג 123", "Offline — retry?", "ﬁnance ofﬁce", "e\u{301}te\u{301}", "日本語のテキスト",
        "Mixed 中文 text", "Emoji 😀 and 👍🏽", "हिन्दी भाषा", "ภาษาไทย", "Tiếng Việt", "x", "Title with trailing space ",
        "Two\nlines", "Tab\there", "   ", "",
    ]

    /// `count` texts cycling through `texts`, each made distinct by a number.
    static func manyTexts(_ count: Int) -> [String] {
        (0..<count).map { i in
            let text = texts[i % texts.count]
            return i < texts.count ? text : "\(text) \(i)"
        }
    }

    /// Places its labels in rows by their intrinsic widths, noting which were measured before it asked.
    final class RowScreen: View {
        var measuredBeforeAsked = 0
        var asked = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            var origin = CGPoint(x: 4, y: 4)
            for case let label as Label in subviews {
                asked += 1
                if label.isMeasured { measuredBeforeAsked += 1 }
                let size = label.intrinsicContentSize
                if origin.x > 4 && origin.x + size.width > bounds.width - 4 {
                    origin = CGPoint(x: 4, y: origin.y + 22)
                }
                label.frame = CGRect(origin: origin, size: CGSize(width: size.width, height: 22))
                origin.x += size.width + 6
            }
        }
    }

    func window(_ application: Application) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 640, height: 480), application: application)
        window.backgroundColor = .white
        return window
    }

    /// DejaVu Sans at 13 pt in a face of its own (made from the file's bytes: a font made from its path,
    /// as the system font is, shares the process's face). None of its runs are in the process's
    /// shaped-run cache, whatever the tests beside this one measured, so labels in it shape their
    /// texts, without emptying the cache under those tests.
    static func fontOfItsOwn() throws -> Font {
        try Font(data: Data(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans)), size: 13)
    }

    func labels(_ texts: [String], font: Font = .systemFont(ofSize: 13)) -> [Label] {
        texts.map { text in
            let label = Label(frame: .zero)
            label.font = font
            label.text = text
            return label
        }
    }

    @Test func measuresManyTextsAtOnceExactlyAsOneByOne() {
        let requests = Self.manyTexts(300).enumerated().map { i, text in
            (string: text, font: Font.systemFont(ofSize: i % 3 == 0 ? 17 : 12))
        }
        // Each way measures with an empty cache of its own, so each shapes every text.
        let aloneCache = ShapedRunCache()
        let alone = requests.map { TextLayout.unwrappedMeasure(of: $0.string, font: $0.font, cache: aloneCache) }
        for threads in [1, 2, 3, 8] {
            var together = [TextLayout.UnwrappedMeasure?](repeating: nil, count: requests.count)
            var given = [Int](repeating: 0, count: requests.count)
            TextLayout.unwrappedMeasures(
                of: requests, threads: threads, textsPerThread: 32, cache: ShapedRunCache()
            ) { i, measure in
                together[i] = measure
                given[i] += 1
            }
            #expect(given.allSatisfy { $0 == 1 }, "each request's measure given once, \(threads) threads")
            for (i, (a, b)) in zip(alone, together).enumerated() {
                #expect((a == nil) == (b == nil), "\(requests[i].string.debugDescription), \(threads) threads")
                guard let a, let b else { continue }
                #expect(a.size == b.size && a.ascender == b.ascender, "\(requests[i].string.debugDescription)")
                #expect(
                    a.run.map { Array($0.glyphs) } == b.run.map { Array($0.glyphs) },
                    "glyphs of \(requests[i].string.debugDescription), \(threads) threads")
            }
        }
        // The usual label texts get a measure, not only a decline.
        #expect(alone.compactMap { $0 }.count >= 250)
    }

    /// Four threads measure the same new texts at once, so they miss the same runs together. Each
    /// gets the runs measuring alone gives; the run a thread stores while another shapes the same
    /// text is the one both keep (`ShapeCache.insert` asserts, in debug builds, that a run is never
    /// stored twice).
    @Test func threadsShapingTheSameTextsGetTheSameRuns() {
        let texts = Self.manyTexts(200)
        let font = Font.systemFont(ofSize: 15)
        // An empty cache of its own: every text is new to it.
        let cache = ShapedRunCache()
        let glyphs = Mutex([[[UInt32]?]](repeating: [], count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { part in
            let measured = texts.map { text in
                TextLayout.unwrappedMeasure(of: text, font: font, cache: cache)?.run.map { $0.glyphs.map(\.glyph) }
            }
            glyphs.withLock { $0[part] = measured }
        }
        // Laid out with another cache, empty too: shaped anew.
        let aloneCache = ShapedRunCache()
        let alone = texts.map { TextLayout(string: $0, font: font, cache: aloneCache) }
        glyphs.withLock { all in
            for part in all {
                #expect(part.count == texts.count)
                for (i, runGlyphs) in part.enumerated() {
                    guard let runGlyphs else { continue }
                    let laidOut = alone[i].lines.flatMap { $0.runs.flatMap(\.glyphs) }
                    #expect(runGlyphs == laidOut, "\(texts[i].debugDescription)")
                }
            }
        }
    }

    @Test func newLabelsAreMeasuredBeforeTheLayoutPassAsksThem() throws {
        let application = Application()
        let window = window(application)
        let screen = RowScreen(frame: window.bounds)
        let texts = Self.manyTexts(240)
        // Texts none of whose runs are cached: measuring them together shapes them.
        let font = try Self.fontOfItsOwn()
        for label in labels(texts, font: font) { screen.addSubview(label) }
        window.addSubview(screen)
        window.layoutIfNeeded()
        #expect(screen.asked == texts.count)
        // Every label with text measurable on one line was measured together, before it was asked.
        let measurable = texts.filter { TextLayout.unwrappedMeasure(of: $0, font: font) != nil }
        #expect(screen.measuredBeforeAsked == measurable.count)
        #expect(measurable.count >= 200)
        #expect(window.labelsAwaitingMeasure.isEmpty)
        // And each has the size it has when measured alone, outside any window.
        for (label, alone) in zip(screen.subviews.compactMap { $0 as? Label }, labels(texts, font: font)) {
            #expect(label.intrinsicContentSize == alone.intrinsicContentSize, "\(label.text ?? "")")
        }
    }

    @Test func labelsMeasuredTogetherDrawWhatLabelsMeasuredAloneDraw() throws {
        let application = Application()
        let texts = Self.manyTexts(180)
        // Each frame's labels in a face of their own: neither frame finds runs the other, or a test
        // beside this one, shaped.
        func frame(measuringFirst: Bool) throws -> Bitmap {
            let window = window(application)
            let screen = RowScreen(frame: window.bounds)
            for label in labels(texts, font: try Self.fontOfItsOwn()) {
                // Measured before it joins the window: never listed, measured alone.
                if measuringFirst { _ = label.intrinsicContentSize }
                screen.addSubview(label)
            }
            window.addSubview(screen)
            let bitmap = window.render()
            // Measured alone before joining, or together when the pass began: measured before asked.
            #expect(screen.measuredBeforeAsked >= 150)
            #expect(window.labelsAwaitingMeasure.isEmpty)
            return bitmap
        }
        let alone = try frame(measuringFirst: true)
        let together = try frame(measuringFirst: false)
        let difference = together.difference(from: alone)
        #expect(difference.isIdentical, "\(difference)")
    }

    @Test func aLabelGivenNewTextInTheWindowIsMeasuredWithTheNewText() {
        let application = Application()
        let window = window(application)
        let screen = RowScreen(frame: window.bounds)
        let labels = labels(Self.manyTexts(100))
        for label in labels { screen.addSubview(label) }
        window.addSubview(screen)
        // Changed after joining and before the pass: the pass measures the new texts.
        for (i, label) in labels.enumerated() { label.text = "Changed \(i) ✓" }
        window.layoutIfNeeded()
        #expect(screen.measuredBeforeAsked == labels.count)
        for (i, label) in labels.enumerated() {
            let alone = Label(frame: .zero)
            alone.font = .systemFont(ofSize: 13)
            alone.text = "Changed \(i) ✓"
            #expect(label.intrinsicContentSize == alone.intrinsicContentSize)
        }
    }

    @Test func aSubclassOverridingTextRectKeepsItsSize() {
        final class InsetLabel: Label {
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).insetBy(dx: -5, dy: -3)
            }
        }
        let application = Application()
        let window = window(application)
        let screen = RowScreen(frame: window.bounds)
        let texts = Self.manyTexts(80)
        let inset = texts.map { text in
            let label = InsetLabel(frame: .zero)
            label.font = .systemFont(ofSize: 13)
            label.text = text
            return label
        }
        for label in inset { screen.addSubview(label) }
        window.addSubview(screen)
        window.layoutIfNeeded()
        for (label, plain) in zip(inset, labels(texts)) where !(plain.text ?? "").isEmpty {
            let size = plain.intrinsicContentSize
            #expect(label.intrinsicContentSize == CGSize(width: size.width + 10, height: size.height + 6))
        }
    }

    @Test func aLabelThatLeavesTheWindowBeforeThePassIsNotMeasuredNorKept() {
        let application = Application()
        let window = window(application)
        let screen = RowScreen(frame: window.bounds)
        weak var departed: Label?
        do {
            let labels = labels(Self.manyTexts(100))
            for label in labels { screen.addSubview(label) }
            window.addSubview(screen)
            departed = labels[0]
            screen.removeFromSuperview()
            window.layoutIfNeeded()
            #expect(labels.allSatisfy { !$0.isMeasured })
        }
        #expect(window.labelsAwaitingMeasure.isEmpty)
        _ = screen.subviews.map { $0.removeFromSuperview() }
        #expect(departed == nil)
    }

    @Test func fewNewLabelsAreMeasuredOneByOneAsAsked() {
        let application = Application()
        let window = window(application)
        let screen = RowScreen(frame: window.bounds)
        for label in labels(Array(Self.manyTexts(40).prefix(Window.labelsMeasuredTogether - 1))) {
            screen.addSubview(label)
        }
        window.addSubview(screen)
        window.layoutIfNeeded()
        #expect(screen.measuredBeforeAsked == 0)
        #expect(window.labelsAwaitingMeasure.isEmpty)
    }
}

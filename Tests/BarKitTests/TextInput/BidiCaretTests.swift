import Foundation
import Testing

import BarKit
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarTextInput
@testable import BarWidgets

/// Carets, taps and selections in right-to-left and mixed text, checked against each run's clusters as
/// hb-shape gives them for the run's text alone.
@MainActor
@Suite struct BidiCaretTests {
    static let font = try! Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 20)

    /// One cluster of a run as hb-shape shapes the run's text: its offsets in the string and its span.
    struct ReferenceCluster {
        var range: Range<Int>
        var minX: CGFloat
        var maxX: CGFloat
    }

    /// `run`'s clusters in logical order, from hb-shape run on the run's text, placed at the run's origin.
    static func referenceClusters(of run: GlyphRun, in string: String) throws -> [ReferenceCluster] {
        let utf16 = Array(string.utf16)
        let text = String(decoding: utf16[run.characterRange], as: UTF16.self)
        let glyphs = try HarfBuzzReference.shape(
            fontFile: FontFiles.dejaVuSans, size: 20, text: text, direction: run.isRightToLeft ? "rtl" : "ltr")
        var spans: [(start: Int, left: Int, right: Int)] = []
        var pen = 0
        for glyph in glyphs {
            let start = run.characterRange.lowerBound + glyph.cl
            if let last = spans.last, last.start == start {
                spans[spans.count - 1].right = pen + glyph.ax
            } else {
                spans.append((start, pen, pen + glyph.ax))
            }
            pen += glyph.ax
        }
        spans.sort { $0.start < $1.start }
        return spans.enumerated().map { n, span in
            let end = n + 1 < spans.count ? spans[n + 1].start : run.characterRange.upperBound
            return ReferenceCluster(
                range: span.start..<end, minX: run.origin.x + CGFloat(span.left) / 64,
                maxX: run.origin.x + CGFloat(span.right) / 64)
        }
    }

    /// Where the caret at `offset` belongs in `run` by the clusters alone: a cluster's leading edge, or
    /// inside a cluster of several graphemes its width split by grapheme count.
    static func expectedX(at offset: Int, in run: GlyphRun, clusters: [ReferenceCluster], string: String) -> CGFloat {
        let rtl = run.isRightToLeft
        if offset == run.characterRange.upperBound { return rtl ? run.origin.x : run.origin.x + run.width }
        let cluster = clusters.first { $0.range.contains(offset) }!
        let start = rtl ? cluster.maxX : cluster.minX
        let end = rtl ? cluster.minX : cluster.maxX
        let graphemes = string.graphemeBoundaries(in: cluster.range)
        let inside = graphemes.filter { $0 > cluster.range.lowerBound && $0 <= offset }.count
        return start + (end - start) * CGFloat(inside) / CGFloat(graphemes.count - 1)
    }

    static func line(_ string: String) -> TextLayout.Line {
        TextLayout(string: string, font: font, alignment: .left).lines[0]
    }

    /// Checks every grapheme boundary of `string` held inside one run (not at a run's edge) against
    /// the run's reference clusters; returns how many were checked.
    @discardableResult
    static func expectCaretsAtClusterEdges(_ string: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let line = line(string)
        var checked = 0
        for run in line.runs {
            let clusters = try referenceClusters(of: run, in: string)
            for boundary in string.graphemeBoundaries(in: run.characterRange) {
                let owner = LineCarets(line: line, string: string, font: font).owningRun(at: boundary)
                guard let owner, line.runs[owner].characterRange == run.characterRange else { continue }
                let x = TextLineGeometry.caretX(at: boundary, on: line, in: string, font: font)
                let expected = expectedX(at: boundary, in: run, clusters: clusters, string: string)
                #expect(abs(x - expected) < 0.02, "caret \(boundary) of \(string): \(x), not \(expected)", sourceLocation: sourceLocation)
                checked += 1
            }
        }
        return checked
    }

    @Test func hebrewCaretsSitAtTheirClustersRightEdges() throws {
        let string = "שלום עולם"
        #expect(try Self.expectCaretsAtClusterEdges(string) == 10)
        let line = Self.line(string)
        #expect(line.runs.count == 1 && line.runs[0].isRightToLeft)
        // The start is the right end, the end the left end.
        #expect(TextLineGeometry.caretX(at: 0, on: line, in: string, font: Self.font) == line.runs[0].origin.x + line.runs[0].width)
        #expect(TextLineGeometry.caretX(at: 9, on: line, in: string, font: Self.font) == line.runs[0].origin.x)
    }

    @Test func arabicCaretsFollowTheJoinedGlyphsNotTheIsolatedForms() throws {
        // "سلام عليكم": joined forms, and lam-alef "لا" is one glyph for two characters.
        let string = "سلام عليكم"
        #expect(try Self.expectCaretsAtClusterEdges(string) == 11)
        let line = Self.line(string)
        let run = line.runs[0]
        let x1 = TextLineGeometry.caretX(at: 1, on: line, in: string, font: Self.font)
        // Measured alone, "س" is its isolated form, wider than the initial form the word shows.
        let isolated = TextLineGeometry.width(of: "س", font: Self.font)
        let joined = run.origin.x + run.width - x1
        #expect(abs(joined - isolated) > 1, "joined \(joined), isolated \(isolated)")
        // Inside the ligature: halfway across its one glyph.
        let clusters = try Self.referenceClusters(of: run, in: string)
        let ligature = try #require(clusters.first { $0.range == 1..<3 })
        let x2 = TextLineGeometry.caretX(at: 2, on: line, in: string, font: Self.font)
        #expect(abs(x2 - (ligature.minX + ligature.maxX) / 2) < 0.02)
        #expect(abs(x1 - ligature.maxX) < 0.02)
    }

    @Test func mixedTextPutsRunBoundaryCaretsWithTheParagraphsDirection() throws {
        let string = "abc שלום def"
        try Self.expectCaretsAtClusterEdges(string)
        let line = Self.line(string)
        #expect(line.runs.map(\.characterRange).prefix(2) == [0..<4, 4..<8])
        let hebrew = line.runs[1]
        let x = { TextLineGeometry.caretX(at: $0, on: line, in: string, font: Self.font) }
        // Before "ש": after "abc " (the Hebrew run's left end); after "ם": before " def" (its right end).
        #expect(x(4) == hebrew.origin.x)
        #expect(x(8) == hebrew.origin.x + hebrew.width)
        // Inside the Hebrew run the caret moves left as the offset grows.
        #expect(x(5) < x(8) && x(6) < x(5) && x(7) < x(6) && x(4) < x(7))
        // Every boundary of the line has its own x.
        let xs = (0...12).map(x)
        #expect(Set(xs).count == 13)
    }

    @Test func caretsAreMonotonicInVisualOrderWithinEachRun() throws {
        for string in ["שלום עולם", "سلام عليكم", "abc שלום def", "مرحبا hello عالم"] {
            let line = Self.line(string)
            for run in line.runs {
                let boundaries = string.graphemeBoundaries(in: run.characterRange)
                var carets = LineCarets(line: line, string: string, font: Self.font)
                let xs = boundaries.map { carets.x(at: $0, inRun: line.runs.firstIndex { $0.characterRange == run.characterRange }!) }
                for (a, b) in zip(xs, xs.dropFirst()) {
                    #expect(run.isRightToLeft ? b < a : a < b, "\(string) run \(run.characterRange): \(xs)")
                }
            }
        }
    }

    @Test func aTapAtEachCaretReturnsItsOffset() throws {
        for string in ["שלום עולם", "سلام عليكم", "abc שלום def"] {
            let scene = FieldScene(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
            scene.field.font = Self.font
            scene.field.text = string
            scene.window.layoutIfNeeded()
            for boundary in string.graphemeBoundaries(in: 0..<string.utf16.count) {
                let caret = scene.field.caretRect(for: boundary)
                let offset = scene.field.characterOffset(nearest: CGPoint(x: caret.minX, y: caret.midY))
                #expect(offset == boundary, "\(string): tap at the caret of \(boundary) gave \(offset)")
            }
        }
        // A real tap, in the middle of the Hebrew run's second letter's right half: the caret goes before it.
        let scene = FieldScene(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        scene.field.font = Self.font
        scene.field.text = "abc שלום def"
        scene.window.layoutIfNeeded()
        let right = scene.field.caretRect(for: 5).minX
        let left = scene.field.caretRect(for: 6).minX
        scene.simulator.tap(at: scene.field.convert(CGPoint(x: right - (right - left) / 4, y: 17), to: scene.window))
        #expect(scene.field.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func aSelectionAcrossDirectionsCoversExactlyItsGlyphs() throws {
        let string = "abc שלום def"
        let scene = FieldScene(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        scene.field.font = Self.font
        scene.field.text = string
        scene.window.layoutIfNeeded()
        let line = try #require(scene.field.shownLayout?.lines.first)
        let latin = try Self.referenceClusters(of: line.runs[0], in: string)
        let hebrew = try Self.referenceClusters(of: line.runs[1], in: string)
        // "c " and "של": "c " ends where the Hebrew run starts on screen, "של" is that run's right half.
        let rects = scene.field.highlightRects(for: NSRange(location: 2, length: 4))
        #expect(rects.count == 2)
        let origin = scene.field.textOriginX
        let first = try #require(rects.first)
        let second = try #require(rects.last)
        #expect(abs(first.minX - (origin + latin[2].minX)) < 0.02)
        #expect(abs(first.maxX - (origin + latin[3].maxX)) < 0.02)
        #expect(abs(second.minX - (origin + hebrew[1].minX)) < 0.02)
        #expect(abs(second.maxX - (origin + hebrew[0].maxX)) < 0.02)
        // All of the Hebrew word and the spaces around it: one rect.
        let whole = scene.field.highlightRects(for: NSRange(location: 3, length: 6))
        #expect(whole.count == 1)
        #expect(abs(whole[0].minX - (origin + latin[3].minX)) < 0.02)
    }

    @Test func anRTLSelectionRenders() throws {
        let scene = FieldScene(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        scene.window.backgroundColor = Color(white: 0.95)
        scene.field.font = Self.font
        scene.field.text = "abc שלום def سلام"
        scene.focus()
        scene.field.selectedRange = NSRange(location: 2, length: 4)
        scene.window.layoutIfNeeded()
        let bitmap = try scene.window.render(scale: 2)
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("textinput-bidi-selection.png")
        try bitmap.pngData()?.write(to: url)
        // Tinted inside each rect, not between them (over "ום").
        let rects = scene.field.highlightRects(for: NSRange(location: 2, length: 4))
        #expect(rects.count == 2)
        let gap = scene.field.convert(CGPoint(x: (rects[0].maxX + rects[1].minX) / 2, y: rects[0].minY + 2), to: scene.window)
        let inside = scene.field.convert(CGPoint(x: rects[1].minX + 1, y: rects[1].minY + 2), to: scene.window)
        let shade = bitmap.pixel(x: Int(inside.x * 2), y: Int(inside.y * 2))
        let plain = bitmap.pixel(x: Int(gap.x * 2), y: Int(gap.y * 2))
        #expect(Int(shade.blue) > Int(shade.red) + 20, "\(shade)")
        #expect(Int(plain.blue) < Int(plain.red) + 10, "\(plain)")
    }
}

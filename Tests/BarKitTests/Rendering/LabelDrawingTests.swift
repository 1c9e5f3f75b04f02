import BarKitTesting
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

/// A label that insets its text, the common UIKit override of drawText(in:).
@MainActor
final class InsetLabel: Label {
    var insets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }
}

@MainActor
@Suite struct LabelDrawingTests {
    /// The rows that hold pixels darker than `threshold` in any channel, in `bitmap`.
    func inkRows(_ bitmap: Bitmap, where isInk: (PixelRGBA) -> Bool) -> [Int] {
        (0..<bitmap.height).filter { y in (0..<bitmap.width).contains { x in isInk(bitmap.pixel(x: x, y: y)) } }
    }

    func inkColumns(_ bitmap: Bitmap, where isInk: (PixelRGBA) -> Bool) -> [Int] {
        (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { y in isInk(bitmap.pixel(x: x, y: y)) } }
    }

    func articleTitle(height: CGFloat = 23) -> Label {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: height))
        label.text = "Title"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = Color(hex: 0x717880)
        label.shadowColor = Color(hex: 0xE6E7EB)
        label.shadowOffset = CGSize(width: 0, height: 1)
        label.textAlignment = .center
        label.backgroundColor = .clear
        return label
    }

    @Test func textIsVerticallyCentredByTheRoundingRule() {
        let label = articleTitle()
        label.shadowColor = nil
        let bitmap = label.snapshot()
        let rows = inkRows(bitmap) { $0.alpha > 128 }
        // The text rect is 23.28 → 24 tall in a 23-point label: y = round(−0.5) = 0 (half-up).
        // The cap height of DejaVu Sans Bold at 20 pt is about 14.6 pt, the ascender 18.56 pt.
        let top = rows.first ?? -1
        #expect(top >= 3 && top <= 5, "cap top near ascender − cap height below y = 0, got \(top)")
        let tall = articleTitle(height: 44)
        tall.shadowColor = nil
        let tallRows = inkRows(tall.snapshot()) { $0.alpha > 128 }
        #expect(tallRows.first == top.advanced(by: 10), "(44 − 24) / 2 = 10 points lower")
    }

    @Test func theShadowIsDrawnFirstAtItsOffset() {
        let label = articleTitle()
        label.backgroundColor = .white
        label.shadowColor = .red
        label.textColor = .black
        let bitmap = label.snapshot()
        let textRows = inkRows(bitmap) { $0.red < 60 && $0.green < 60 }
        let shadowRows = inkRows(bitmap) { $0.red > 200 && $0.green < 60 }
        #expect(shadowRows.last == (textRows.last ?? 0) + 1, "a (0, 1) shadow shows one row below the text")
        // With the text itself invisible, the whole shadow is the text moved down one pixel.
        label.textColor = .clear
        let shadowOnly = inkRows(label.snapshot()) { $0.red > 200 && $0.green < 60 }
        #expect(shadowOnly.map { $0 - 1 } == textRows)
        // The text is drawn over its shadow: where they overlap, the text's colour wins.
        label.textColor = .black
        let overlap = (textRows.first ?? 0) + 2
        #expect((0..<bitmap.width).contains { bitmap.pixel(x: $0, y: overlap).red < 60 })
    }

    @Test func alignmentMovesTheInk() {
        func columns(_ alignment: TextAlignment) -> [Int] {
            let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            label.text = "Hi"
            label.textAlignment = alignment
            return inkColumns(label.snapshot()) { $0.alpha > 128 }
        }
        let left = columns(.left)
        let center = columns(.center)
        let right = columns(.right)
        #expect((left.first ?? 99) < 5)
        #expect((right.last ?? 0) > 194)
        let mid = ((center.first ?? 0) + (center.last ?? 0)) / 2
        #expect(abs(mid - 100) <= 2)
    }

    @Test func highlightedTextColourIsUsedWhileHighlighted() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        label.text = "███"
        label.textColor = .black
        label.highlightedTextColor = .red
        label.isHighlighted = true
        let bitmap = label.snapshot()
        let reds = inkRows(bitmap) { $0.red > 200 && $0.alpha > 200 && $0.green < 50 }
        #expect(!reds.isEmpty)
    }

    @Test func drawTextOverridesMoveTheText() {
        let plain = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        plain.text = "Hi"
        let inset = InsetLabel(frame: plain.frame)
        inset.text = "Hi"
        let a = inkColumns(plain.snapshot()) { $0.alpha > 128 }
        let b = inkColumns(inset.snapshot()) { $0.alpha > 128 }
        #expect(b.first == (a.first ?? 0) + 10)
    }

    @Test func articleTitleRotatedWrappedAndTruncatedLabelsSnapshot() {
        let board = View(frame: CGRect(x: 0, y: 0, width: 160, height: 132))
        board.backgroundColor = Color(white: 0.85)
        let title = articleTitle()
        title.frame.origin = CGPoint(x: 20, y: 4)
        board.addSubview(title)
        let upsideDown = Label(frame: CGRect(x: 4, y: 30, width: 152, height: 24))
        upsideDown.text = "◀ upside down ▶"
        upsideDown.textAlignment = .center
        upsideDown.transform = CGAffineTransform(rotationAngle: .pi)
        board.addSubview(upsideDown)
        let wrapped = Label(frame: CGRect(x: 4, y: 56, width: 152, height: 44))
        wrapped.font = .systemFont(ofSize: 13)
        wrapped.numberOfLines = 0
        wrapped.lineBreakMode = .byWordWrapping
        wrapped.text = "Wrapped text breaks between words across lines."
        board.addSubview(wrapped)
        let truncated = Label(frame: CGRect(x: 4, y: 104, width: 152, height: 24))
        truncated.font = .systemFont(ofSize: 15)
        truncated.lineBreakMode = .byTruncatingMiddle
        truncated.text = "A label far too long to fit in its width"
        board.addSubview(truncated)
        assertSnapshot(of: board, named: "labels", tolerance: 8, maxDifferingPixels: 12)
        assertSnapshot(of: board, named: "labels@2x", scale: 2, tolerance: 8, maxDifferingPixels: 24)
    }
}

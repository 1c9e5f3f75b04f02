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

/// Long runs of white space — spaces, or control characters, which are shown as zero-width spaces —
/// are laid out in work linear in their length. Trying each break or grapheme boundary used to
/// rescan the run back to the line's start, so 30,000 of them took seconds (found by fuzzing: a
/// label of NUL characters at 300 pt, wrapping by character). The line breaker counts the units of
/// white space it steps over; these tests bound that count by a constant per unit of text, where
/// the old rescanning stepped over about half the run for every candidate break.
@Suite struct LineBreakerWhiteSpaceTests {
    static let count = 40_000

    /// The units of white space a line breaker steps over laying `text` out as `TextLayout` does
    /// (control characters become zero-width spaces first).
    func scannedUnits(
        _ text: String, font: Font, width: CGFloat, lines: Int = 0, mode: LineBreakMode = .byWordWrapping
    ) -> Int {
        TextLayout.withUnits(of: text) { units, paragraphs in
            var breaker = LineBreaker(
                text: UnsafeBufferPointer(units), font: font, limit: Int((width * 64).rounded(.down)),
                maximumLines: lines, mode: mode, collectSpaces: false, cache: .shared)
            breaker.breakLines(paragraphs: paragraphs ?? [0..<units.count])
            return breaker.whiteSpaceUnitsScanned
        }
    }

    /// The most white space a linear layout may step over for a text of `length` units: each
    /// candidate break scans at most `whiteSpaceScanLimit` (16) units from each side before a table
    /// built once answers — about 17 per unit in the worst case here. Rescanning the whole run for
    /// each candidate, as before the fix, stepped over thousands per unit.
    func linearBound(_ length: Int) -> Int {
        40 * length
    }

    @Test(arguments: [
        LineBreakMode.byCharWrapping, .byWordWrapping, .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail,
    ])
    func controlCharactersByTheTenThousand(mode: LineBreakMode) {
        let text = "ab" + String(repeating: "\u{0}", count: Self.count) + "cd"
        let font = Font.systemFont(ofSize: 300)
        let scanned = scannedUnits(text, font: font, width: 260, lines: 3, mode: mode)
        #expect(scanned <= linearBound(text.utf16.count), "\(mode): \(scanned) units scanned")
        let layout = TextLayout(string: text, font: font, width: 260, maximumNumberOfLines: 3, lineBreakMode: mode)
        #expect(!layout.lines.isEmpty && layout.lines.count <= 3)
        #expect(layout.size.width <= 260 + 1e-9)
    }

    @Test func spacesByTheTenThousandHangAtTheEndOfALine() {
        let text = "word" + String(repeating: " ", count: Self.count) + "next"
        let font = Font.systemFont(ofSize: 17)
        let scanned = scannedUnits(text, font: font, width: 100)
        #expect(scanned <= linearBound(text.utf16.count), "\(scanned) units scanned")
        let layout = TextLayout(string: text, font: font, width: 100)
        // The spaces hang after "word"; "next" starts the second line.
        #expect(layout.lines.count == 2)
        #expect(layout.lines.last?.characterRange.upperBound == text.utf16.count)
        let firstWord = TextLayout(string: "word", font: font).size.width
        #expect(abs(layout.lines[0].rect.width - firstWord) < 0.01)
    }

    @Test func aTruncatedMiddleSkipsTheRunOnBothSides() {
        let text = "head" + String(repeating: " ", count: Self.count) + "tail"
        let font = Font.systemFont(ofSize: 17)
        let scanned = scannedUnits(text, font: font, width: 120, lines: 1, mode: .byTruncatingMiddle)
        #expect(scanned <= linearBound(text.utf16.count), "\(scanned) units scanned")
        let layout = TextLayout(
            string: text, font: font, width: 120, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        #expect(layout.lines.count == 1 && layout.lines[0].isTruncated)
    }
}

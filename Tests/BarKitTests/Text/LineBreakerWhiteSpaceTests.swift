import Foundation
import Testing

@testable import BarKit

/// Long runs of white space — spaces, or control characters, which are shown as zero-width spaces —
/// are laid out in time linear in their length. Trying each break or grapheme boundary used to
/// rescan the run back to the line's start, so 30,000 of them took seconds (found by fuzzing: a
/// label of NUL characters at 300 pt, wrapping by character).
@Suite struct LineBreakerWhiteSpaceTests {
    static let count = 40_000

    func timed(_ body: () -> TextLayout) -> (TextLayout, TimeInterval) {
        let start = Date()
        let layout = body()
        return (layout, Date().timeIntervalSince(start))
    }

    @Test(arguments: [
        LineBreakMode.byCharWrapping, .byWordWrapping, .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail,
    ])
    func controlCharactersByTheTenThousand(mode: LineBreakMode) {
        let text = "ab" + String(repeating: "\u{0}", count: Self.count) + "cd"
        let font = Font.systemFont(ofSize: 300)
        let (layout, seconds) = timed {
            TextLayout(string: text, font: font, width: 260, maximumNumberOfLines: 3, lineBreakMode: mode)
        }
        #expect(seconds < 3, "\(mode): \(seconds) s")
        #expect(!layout.lines.isEmpty && layout.lines.count <= 3)
        #expect(layout.size.width <= 260 + 1e-9)
    }

    @Test func spacesByTheTenThousandHangAtTheEndOfALine() {
        let text = "word" + String(repeating: " ", count: Self.count) + "next"
        let font = Font.systemFont(ofSize: 17)
        let (layout, seconds) = timed { TextLayout(string: text, font: font, width: 100) }
        #expect(seconds < 3, "\(seconds) s")
        // The spaces hang after "word"; "next" starts the second line.
        #expect(layout.lines.count == 2)
        #expect(layout.lines.last?.characterRange.upperBound == text.utf16.count)
        let firstWord = TextLayout(string: "word", font: font).size.width
        #expect(abs(layout.lines[0].rect.width - firstWord) < 0.01)
    }

    @Test func aTruncatedMiddleSkipsTheRunOnBothSides() {
        let text = "head" + String(repeating: " ", count: Self.count) + "tail"
        let font = Font.systemFont(ofSize: 17)
        let (layout, seconds) = timed {
            TextLayout(
                string: text, font: font, width: 120, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        }
        #expect(seconds < 3, "\(seconds) s")
        #expect(layout.lines.count == 1 && layout.lines[0].isTruncated)
    }
}

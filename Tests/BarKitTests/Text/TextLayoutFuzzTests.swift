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

/// Random strings from awkward pieces (marks, joiners, bidi controls, controls, emoji sequences,
/// noncharacters, CRLF), at random widths, modes, alignments and line limits: layout never
/// crashes and keeps its promises.
@Suite struct TextLayoutFuzzTests {
    static let pieces = [
        "a", "b", " ", "  ", "W", "é", "e\u{301}", "\u{301}", "ש", "ל", "ם", "م", "ر", "ح", "ب", "1", "!", "(", ")",
        "[", "]", "你", "好", "の", "😀", "👨‍👩‍👧‍👦", "❤️", "🇫🇷", "\u{200D}", "\u{FE0F}", "\n", "\t", "\u{1}", "★", "⏸", "न",
        "स्", "ते", "ส", "วั", "ffi", "—", "\u{202E}", "\u{2067}", "\u{2069}", "\u{FFFD}", "\r\n", "\u{2028}", "\u{0}",
        "\u{E000}", "\u{10FFFF}",
    ]

    @Test func randomTextKeepsTheLayoutsPromises() throws {
        var generator = SeededRandom(seed: 7)
        let fonts = [
            Font.systemFont(ofSize: 17), Font.boldSystemFont(ofSize: 11), Font.systemFont(ofSize: 0.5),
            try #require(Font(name: "Noto Sans Arabic", size: 14)),
        ]
        let widths: [CGFloat] = [.greatestFiniteMagnitude, 0, 5, 20, 60, 150, .nan, -3]
        for iteration in 0..<1_500 {
            var string = ""
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                string += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
            }
            let width = widths[Int.random(in: 0..<widths.count, using: &generator)]
            let mode = LineBreakMode.allCases[Int.random(in: 0..<6, using: &generator)]
            let alignment = TextAlignment.allCases[Int.random(in: 0..<5, using: &generator)]
            let maximumLines = Int.random(in: 0..<4, using: &generator)
            let font = fonts[Int.random(in: 0..<fonts.count, using: &generator)]
            let layout = TextLayout(
                string: string, font: font, width: width, maximumNumberOfLines: maximumLines, alignment: alignment,
                lineBreakMode: mode)
            let context = "#\(iteration) \(string.debugDescription) \(mode) width \(width)"

            #expect(layout.size.width.isFinite && layout.size.height.isFinite, "\(context)")
            if maximumLines > 0 { #expect(layout.lines.count <= maximumLines, "\(context)") }
            // Grapheme boundaries of the text as laid out (controls replaced, same offsets).
            let boundaries = TextLayout.withUnits(of: string) { units, _ in
                UnicodeAnalysis.graphemeBoundaries(UnsafeBufferPointer(units)).map { Int($0) }
            }
            var previousEnd = 0
            for line in layout.lines {
                #expect(line.characterRange.upperBound <= string.utf16.count, "\(context)")
                if !layout.isTruncated { #expect(line.characterRange.lowerBound >= previousEnd, "\(context)") }
                previousEnd = line.characterRange.upperBound
                for run in line.runs {
                    #expect(run.characterRange.upperBound <= string.utf16.count, "\(context)")
                    #expect(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(context)")
                }
                // Too wide only when the line holds one grapheme and is not a truncated line.
                if width.isFinite, width >= 0, line.rect.width > width {
                    let lower = line.runs.map(\.characterRange.lowerBound).min() ?? 0
                    let upper = line.runs.map(\.characterRange.upperBound).max() ?? 0
                    #expect(!line.isTruncated, "\(context)")
                    #expect(!boundaries.contains { $0 > lower && $0 < upper }, "\(context)")
                }
            }
        }
    }
}

import Foundation
import Testing

@testable import BarText

/// Lines never break inside a grapheme cluster. UAX #14 allows a break between a space and a
/// combining mark after it (LB9 attaches marks to the character before them, except a space), but
/// UAX #29 makes the two one cluster (GB9): a space carrying an accent. The layout keeps them together.
@Suite struct GraphemeLineBreakTests {
    static let font = try! Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 20)

    /// The grapheme boundaries of `string` in UTF-16 offsets.
    static func graphemeBoundaries(_ string: String) -> Set<Int> {
        var result: Set<Int> = [0]
        var offset = 0
        for character in string {
            offset += character.utf16.count
            result.insert(offset)
        }
        return result
    }

    @Test func theBreaksOfASpaceBeforeAMarkFallBetweenClusters() {
        let units = Array("a \u{301}b c".utf16)
        let breaks = units.withUnsafeBufferPointer { UnicodeAnalysis.lineBreaks($0) }
        // ICU alone allows a break at 2, inside " \u{301}"; only the break after "b " remains.
        #expect(breaks == [5, 6])
    }

    @Test func aNarrowLayoutKeepsASpaceWithItsCombiningMark() {
        let string = "a \u{301}b a \u{301}b a \u{301}b"
        let boundaries = Self.graphemeBoundaries(string)
        for width: CGFloat in [10, 20, 30, 40, 50, 60, 80] {
            let layout = TextLayout(string: string, font: Self.font, width: width)
            #expect(layout.lines.count > 1, "width \(width)")
            for line in layout.lines {
                #expect(boundaries.contains(line.characterRange.lowerBound), "width \(width): \(line.characterRange)")
                #expect(boundaries.contains(line.characterRange.upperBound), "width \(width): \(line.characterRange)")
                for run in line.runs {
                    #expect(boundaries.contains(run.characterRange.lowerBound), "width \(width): run \(run.characterRange)")
                    #expect(boundaries.contains(run.characterRange.upperBound), "width \(width): run \(run.characterRange)")
                }
            }
            // Every character is on some line, in order.
            #expect(layout.lines.first?.characterRange.lowerBound == 0)
            #expect(layout.lines.last?.characterRange.upperBound == string.utf16.count)
        }
    }

    @Test func aWideLineBreaksAtTheSpaceAfterTheClusterWord() {
        // "a \u{301}b" does not fit 2 graphemes wide, so the break after "b " is the first allowed.
        let string = "a \u{301}b cd"
        let width = TextLayout(string: "a \u{301}b", font: Self.font).size.width
        let layout = TextLayout(string: string, font: Self.font, width: width + 1)
        #expect(layout.lines.map(\.characterRange) == [0..<5, 5..<7])
    }

    @Test func otherMarksAndJoinersStillBreakNormally() {
        // Marks on letters already stay with them; the filter leaves every other break alone.
        let units = Array("é ü e\u{301} x".utf16)
        let breaks = units.withUnsafeBufferPointer { UnicodeAnalysis.lineBreaks($0) }
        #expect(breaks == [2, 4, 7, 8])
    }
}

import Foundation
import Testing

import BarKit

/// A range outside the text reaches `TextInputProblem.problemHandler` as a typed value saying what
/// the range was for, the range, the text's length and the range used.
@MainActor
@Suite struct TextInputProblemTests {
    @Test func aSelectionOutsideTheTextIsReportedTypedAndClamped() {
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "héllo"
        var problems: [TextInputProblem] = []
        let saved = TextInputProblem.problemHandler
        TextInputProblem.problemHandler = { problems.append($0) }
        defer { TextInputProblem.problemHandler = saved }
        view.selectedRange = NSRange(location: 3, length: 40)
        #expect(view.selectedRange == NSRange(location: 3, length: 2))
        #expect(problems == [
            TextInputProblem(
                what: "selectedRange", range: NSRange(location: 3, length: 40), textLength: 5,
                clampedRange: NSRange(location: 3, length: 2))
        ])
        #expect(problems.first?.description == "selectedRange {3, 40} is outside the text (length 5); using {3, 2}")
        #expect(view.text == "héllo")
    }
}

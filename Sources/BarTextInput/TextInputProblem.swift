import Foundation

/// A range given to a text field or text view (a selection, a replacement, a marked range) that lies
/// outside its text. BarKit clamps it to the text and reports it; UIKit raises an exception for
/// most such ranges. Each report goes to `TextInputProblem.problemHandler`, or, when none is set,
/// to standard error.
public struct TextInputProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the range was for: "selectedRange", "replacement range", "undo range", …
    public let what: String
    /// The range as given, in UTF-16 units.
    public let range: NSRange
    /// The text's length when it was given, in UTF-16 units (the marked text's, when
    /// `isInMarkedText`).
    public let textLength: Int
    /// Whether the range is relative to the marked text (`setMarkedText`'s selected range).
    public let isInMarkedText: Bool
    /// The range used instead: the given one clamped to the text.
    public let clampedRange: NSRange

    public init(what: String, range: NSRange, textLength: Int, clampedRange: NSRange, isInMarkedText: Bool = false) {
        self.what = what
        self.range = range
        self.textLength = textLength
        self.clampedRange = clampedRange
        self.isInMarkedText = isInMarkedText
    }

    /// The text of the report, as printed when no handler is set.
    public var description: String {
        "\(what) {\(range.location), \(range.length)} is outside the \(isInMarkedText ? "marked text" : "text") "
            + "(length \(textLength)); "
            + "using {\(clampedRange.location), \(clampedRange.length)}"
    }

    /// Receives every `TextInputProblem`. Nil (the default) prints each to standard error.
    @MainActor public static var problemHandler: ((TextInputProblem) -> Void)?
}

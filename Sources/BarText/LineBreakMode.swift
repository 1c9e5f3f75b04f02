/// How text that does not fit is wrapped or cut (`NSLineBreakMode`). Raw values match UIKit's.
///
/// The wrapping modes break every line that is too wide. The clipping and truncating modes
/// also wrap (at words) when more than one line is allowed, and act on the last allowed
/// line only; with one line they act on that line.
public enum LineBreakMode: Int, Sendable, CaseIterable {
    /// Wrap at word boundaries (UAX #14); a word wider than the line is broken between
    /// characters. When the line limit cuts the text short, the last line is truncated at
    /// its tail with "…".
    case byWordWrapping = 0
    /// Wrap between characters (grapheme clusters), wherever the line is full.
    case byCharWrapping = 1
    /// Show what fits on the last line and drop the rest, whole characters only.
    case byClipping = 2
    /// Replace the start of the last line with "…": "…end of the text".
    case byTruncatingHead = 3
    /// Replace the end of the last line with "…": "Start of the te…".
    case byTruncatingTail = 4
    /// Replace the middle of the last line with "…": "Start o…the text".
    case byTruncatingMiddle = 5
}

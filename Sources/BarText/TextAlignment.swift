/// How lines of text sit horizontally in the width they are laid out in (`NSTextAlignment`).
/// Raw values match UIKit's, so archived values decode the same.
public enum TextAlignment: Int, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines that wrapped are stretched to the full width by widening spaces; the last line
    /// of each paragraph (and any truncated line) is aligned naturally.
    case justified = 3
    /// Left for left-to-right paragraphs, right for right-to-left ones (from each
    /// paragraph's first strong character).
    case natural = 4
}

import Foundation

/// A responder that takes typed text, as UIKit's `UIKeyInput`: what `Application.sendText(_:)`
/// delivers to when the first responder adopts it.
///
/// Text arrives as text, not as key presses: a window backend sends the text a key (or an input
/// method) produced with `sendText(_:)` (SDL's `SDL_TEXTINPUT`), and the keys that produce no text
/// (arrows, Backspace, Return, shortcuts) as presses.
@MainActor
public protocol KeyInput: AnyObject {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` at the selection, replacing it (and any marked text).
    func insertText(_ text: String)
    /// Deletes the selection, or the grapheme cluster before the caret.
    func deleteBackward()
}

/// A responder that also takes marked text from an input method, as the marked-text part of UIKit's
/// `UITextInput`. Ranges are UTF-16 offsets, as `NSRange` in UIKit.
@MainActor
public protocol TextInput: KeyInput {
    /// The selection, in UTF-16 offsets of the text.
    var selectedRange: NSRange { get set }
    /// The range of the marked text, nil when there is none.
    var markedTextRange: NSRange? { get }
    /// Replaces the marked text (or the selection when none is marked) with `markedText`, marked,
    /// with the caret or selection at `selectedRange` within it; nil or "" removes the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Keeps the marked text as ordinary text.
    func unmarkText()
}

extension Application {
    /// Delivers typed text to the first responder when it adopts `KeyInput` (what a backend calls
    /// for `SDL_TEXTINPUT`); returns whether one took it. Empty text is not delivered.
    @discardableResult
    public func sendText(_ text: String) -> Bool {
        guard !text.isEmpty, let input = firstResponder as? KeyInput else { return false }
        input.insertText(text)
        return true
    }

    /// Delivers an input method's marked text to the first responder when it adopts `TextInput`
    /// (what a backend calls for `SDL_TEXTEDITING`; nil or "" ends the composition without text);
    /// returns whether one took it.
    @discardableResult
    public func sendMarkedText(_ text: String?, selectedRange: NSRange) -> Bool {
        guard let input = firstResponder as? TextInput else { return false }
        input.setMarkedText(text, selectedRange: selectedRange)
        return true
    }
}

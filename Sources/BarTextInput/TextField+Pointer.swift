import BarGeometry
import BarText
import BarViews
import BarWidgets
import Foundation

/// The touch placing the caret or selecting in a text field.
struct TextFieldPointer {
    /// Where the drag's selection is anchored (the caret offset the touch began at).
    var anchor: Int?
    /// The word a double tap selected, which a drag that follows extends by words.
    var anchorWord: NSRange?
    /// Whether the touch began on the clear button.
    var onClearButton = false
}

// Taps and drags (Docs/Behaviors.md, "Text input"): a touch makes the field first responder and puts
// the caret at the grapheme boundary nearest it; a second tap selects the word; a drag selects from
// where it began. As on a desktop, this happens when the touch goes down (BarKit's choice).

extension TextField {
    /// After the control tracked the touch: places the caret, selects a word (tap count 2) or the
    /// whole text (3), or begins a clear-button tap.
    func pointerBegan(_ touches: Set<Touch>) {
        guard isEnabled, let touch = trackedTouch, touches.contains(touch) else { return }
        let point = touch.location(in: self)
        pointer = TextFieldPointer()
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(point) {
            pointer.onClearButton = true
            return
        }
        if !isEditing { guard becomeFirstResponder() else { return } }
        let offset = characterOffset(nearest: point)
        switch touch.tapCount {
        case 1:
            pointer.anchor = offset
            engine.setCaret(offset)
        case 2:
            let word = engine.text.wordRange(at: offset)
            pointer.anchorWord = word
            engine.select(word)
        default:
            engine.selectAll()
        }
    }

    /// Extends the selection to the grapheme boundary (after a double tap, the word) nearest the touch.
    func pointerMoved(_ touches: Set<Touch>) {
        guard let touch = trackedTouch, touches.contains(touch), isEditing else { return }
        let offset = characterOffset(nearest: touch.location(in: self))
        if let anchor = pointer.anchor {
            engine.select(NSRange(location: min(anchor, offset), length: abs(offset - anchor)), anchor: anchor)
        } else if let word = pointer.anchorWord {
            let other = engine.text.wordRange(at: offset)
            let start = min(word.location, other.location)
            let end = max(word.location + word.length, other.location + other.length)
            engine.select(NSRange(location: start, length: end - start))
        }
    }

    /// The touch `tracked` ended; a tap that began and ended on the clear button clears the text.
    func pointerEnded(_ touches: Set<Touch>, tracked: Touch?) {
        guard let touch = tracked, touches.contains(touch) else { return }
        if pointer.onClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(touch.location(in: self)) {
            clearButtonTapped()
        }
        pointer = TextFieldPointer()
    }

}

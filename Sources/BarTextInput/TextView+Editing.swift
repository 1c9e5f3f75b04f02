import BarGeometry
import BarText
import BarViews
import BarWidgets
import Foundation

// A text view's editing session and keys. The order of the delegate's calls:
//   begin:  textViewShouldBeginEditing → (first responder) → textViewDidBeginEditing
//   edit:   textView(_:shouldChangeTextIn:replacementText:) → textViewDidChange → textViewDidChangeSelection
//   end:    textViewShouldEndEditing → (resigns) → textViewDidEndEditing

extension TextView {
    /// Became first responder: when editable, starts the caret and tells the delegate (a view that is
    /// only selectable shows its selection and no caret, as UIKit's).
    func beginEditing() {
        engine.breakCoalescing()
        contentView.setNeedsDisplay()
        scrollRangeToVisible(NSRange(location: engine.activeEnd, length: 0))
        guard isEditable else { return }
        if let clock = window?.application.clock { blink.start(on: clock) }
        isEditing = true
        textViewDelegate?.textViewDidBeginEditing(self)
    }

    /// Resigned or left the window: commits marked text, stops the caret, tells the delegate.
    func endEditing() {
        engine.unmarkText()
        engine.breakCoalescing()
        blink.stop()
        contentView.setNeedsDisplay()
        guard isEditing else { return }
        isEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
    }

    /// Performs what `key` asks; false for keys the view leaves to the responder chain. Return types a
    /// line break and Tab a tab, as in UIKit.
    func handle(_ key: Key) -> Bool {
        guard let command = TextKeyCommand(key) else { return false }
        switch command {
        case .move(let movement, let extending): engine.move(movement, extending: extending)
        case .deleteBackward(let byWord): if isEditable { engine.deleteBackward(byWord: byWord) }
        case .deleteForward(let byWord): if isEditable { engine.deleteForward(byWord: byWord) }
        case .selectAll: selectAll(nil)
        case .copy: copy(nil)
        case .cut: cut(nil)
        case .paste: paste(nil)
        case .undo: if isEditable { engine.undo() }
        case .redo: if isEditable { engine.redo() }
        case .returnKey: insertText("\n")
        case .tab(let backward):
            guard isEditable, !backward else { return false }
            insertText("\t")
        }
        return true
    }
}

extension TextView: TextEditingHost {
    func editingEngine(shouldReplace range: NSRange, with text: String) -> Bool {
        guard isEditable else { return false }
        return textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func editingEngineDidReplace(_ range: NSRange, with text: String) {
        paragraphs.replace(range, with: text)
        updateContentSize()
        contentView.setNeedsDisplay()
    }

    func editingEngineDidChangeText() {
        blink.restart()
        textViewDelegate?.textViewDidChange(self)
    }

    func editingEngineDidChangeSelection() {
        blink.restart()
        contentView.setNeedsDisplay()
        if isFirstResponder { scrollRangeToVisible(NSRange(location: engine.activeEnd, length: 0)) }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func editingEngine(offsetFor movement: TextEditingEngine.Movement, from offset: Int) -> Int {
        lineOffset(for: movement, from: offset)
    }
}

import BarGeometry
import BarText
import BarViews
import BarWidgets
import Foundation

// Beginning and ending editing, Return and the clear button, in UIKit's order (Docs/Behaviors.md,
// "Text input"):
//   begin:  textFieldShouldBeginEditing → (first responder) → .editingDidBegin → textFieldDidBeginEditing
//   edit:   textField(_:shouldChangeCharactersIn:…) → .editingChanged → textFieldDidChangeSelection
//   Return: textFieldShouldReturn → .editingDidEndOnExit → .primaryActionTriggered
//   end:    textFieldShouldEndEditing → (resigns) → .editingDidEnd → textFieldDidEndEditing

extension TextField {
    // MARK: - First responder (the overrides are in TextField+Responder.swift)

    /// Editing began: clears when asked to, puts the caret at the end, starts the blink, tells.
    func beginEditing() {
        isEditing = true
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            engine.setText("")
        }
        engine.setCaret(engine.length)
        engine.breakCoalescing()
        if let clock = window?.application.clock { blink.start(on: clock) }
        textDidChangeLayout()
        scrollCaretToVisible()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
    }

    /// Editing ended (resigned, or left the window): commits marked text, stops the blink, tells.
    func endEditing() {
        guard isEditing else { return }
        engine.unmarkText()
        engine.breakCoalescing()
        isEditing = false
        blink.stop()
        textDidChangeLayout()
        scrollCaretToVisible()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
    }

    // MARK: - Return and Tab

    /// Return: asks `textFieldShouldReturn(_:)`; when it agrees, sends `.editingDidEndOnExit` then
    /// `.primaryActionTriggered`, and resigns when something is registered for `.editingDidEndOnExit`
    /// (UIKit dismisses the keyboard then).
    func returnKeyPressed() {
        engine.unmarkText()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if allControlEvents.contains(.editingDidEndOnExit), isFirstResponder { resignFirstResponder() }
    }

    /// Tab and Shift+Tab: the next (previous) text field of the window in reading order becomes first
    /// responder. Returns false when there is no other.
    @discardableResult
    func moveToNextKeyView(backward: Bool) -> Bool {
        guard let window else { return false }
        let fields = KeyViewOrder.textFields(in: window)
        guard fields.count > 1, let index = fields.firstIndex(where: { $0 === self }) else { return false }
        let next = fields[(index + (backward ? fields.count - 1 : 1)) % fields.count]
        return next.becomeFirstResponder()
    }

    // MARK: - The clear button

    /// The clear button was tapped: asks `textFieldShouldClear(_:)`, begins editing when not editing,
    /// empties the text and sends `.editingChanged`.
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { _ = becomeFirstResponder() }
        guard hasText else { return }
        engine.setText("")
        textDidChangeLayout()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Whether an overlay shown by `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Whether the clear button shows: by `clearButtonMode`, and only with text.
    var showsClearButton: Bool { hasText && shows(clearButtonMode) }

    // MARK: - Keys

    /// Performs what `key` asks; false for keys the field leaves to the responder chain.
    func handle(_ key: Key) -> Bool {
        guard let command = TextKeyCommand(key) else { return false }
        switch command {
        case .move(let movement, let extending): engine.move(movement, extending: extending)
        case .deleteBackward(let byWord): engine.deleteBackward(byWord: byWord)
        case .deleteForward(let byWord): engine.deleteForward(byWord: byWord)
        case .selectAll: selectAll(nil)
        case .copy: copy(nil)
        case .cut: cut(nil)
        case .paste: paste(nil)
        case .undo: engine.undo()
        case .redo: engine.redo()
        case .returnKey: returnKeyPressed()
        case .tab(let backward): return moveToNextKeyView(backward: backward)
        }
        return true
    }
}

extension TextField: TextEditingHost {
    func editingEngine(shouldReplace range: NSRange, with text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    func editingEngineWillReplace(_ range: NSRange, with text: String) {
        windowWillReplace(range)
    }

    func editingEngineDidReplace(_ range: NSRange, with text: String) {
        windowDidReplace(range, with: text)
        textEditDidChangeLayout()
    }

    func editingEngineDidChangeText() {
        blink.restart()
        sendActions(for: .editingChanged)
    }

    func editingEngineDidChangeSelection() {
        blink.restart()
        scrollCaretToVisible()
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    func editingEngine(offsetFor movement: TextEditingEngine.Movement, from offset: Int) -> Int {
        switch movement {
        case .lineStart, .up, .documentStart: 0
        default: engine.length
        }
    }
}

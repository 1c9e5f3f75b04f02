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

    /// Lays out the paragraphs the edit touched and redraws only them, from the line before the one
    /// edited (a word may move back onto it; the lines above cannot change), and to the end of the
    /// text when the paragraphs after them moved.
    func editingEngineDidReplace(_ range: NSRange, with text: String) {
        let before = paragraphs.span(of: range)
        var top = before.top
        let first = paragraphs.index(containing: range.location)
        if let line = lineIndex(in: first, local: range.location - paragraphs.starts[first]), line > 0,
            let layout = paragraphs.items[first].layout
        {
            top += layout.lines[line - 1].rect.minY
        }
        let oldHeight = paragraphs.height
        paragraphs.replace(range, with: text)
        updateContentSize()
        let after = paragraphs.span(of: NSRange(location: range.location, length: text.utf16Length))
        let moved = after.bottom != before.bottom || paragraphs.height != oldHeight
        redrawText(from: top, to: moved ? max(oldHeight, paragraphs.height) : after.bottom)
    }

    func editingEngineDidChangeText() {
        blink.restart()
        textViewDelegate?.textViewDidChange(self)
    }

    func editingEngineDidChangeSelection() {
        blink.restart()
        redrawSelection()
        if isFirstResponder { scrollRangeToVisible(NSRange(location: engine.activeEnd, length: 0)) }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func editingEngine(offsetFor movement: TextEditingEngine.Movement, from offset: Int) -> Int {
        lineOffset(for: movement, from: offset)
    }
}

extension TextView {
    /// Redraws the text between `top` and `bottom` (from the container's top), the full width.
    func redrawText(from top: CGFloat, to bottom: CGFloat) {
        let y = textOrigin.y + top
        // A pixel above and below: the caret's height is the line's rounded up.
        contentView.setNeedsDisplay(CGRect(x: 0, y: y - 1, width: contentView.bounds.width, height: bottom - top + 2))
    }

    /// Redraws where the selection or caret was shown and where it is now (the caret's rect, or the
    /// paragraphs a selection or marked text covers).
    func redrawSelection() {
        let selection = engine.selectedRange
        var rect: CGRect
        if selection.length == 0 {
            rect = caretRect(for: selection.location).insetBy(dx: -1, dy: -1)
        } else {
            let span = paragraphs.span(of: selection)
            rect = CGRect(x: 0, y: textOrigin.y + span.top - 1, width: contentView.bounds.width, height: span.bottom - span.top + 2)
        }
        if let marked = engine.markedRange {
            let span = paragraphs.span(of: marked)
            rect = rect.union(
                CGRect(x: 0, y: textOrigin.y + span.top - 1, width: contentView.bounds.width, height: span.bottom - span.top + 2))
        }
        if let shown = shownSelectionRect, shown != rect { contentView.setNeedsDisplay(shown) }
        contentView.setNeedsDisplay(rect)
        shownSelectionRect = rect
    }
}

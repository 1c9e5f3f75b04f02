import BarWidgets
import Foundation

/// What the editing engine tells the widget it edits for (`TextField`, `TextView`).
@MainActor
protocol TextEditingHost: AnyObject {
    /// Asked before every change a user makes (typing, deleting, pasting, marked text): the delegate's
    /// `shouldChangeCharactersIn` / `shouldChangeTextIn`. `range` is in the current text.
    func editingEngine(shouldReplace range: NSRange, with text: String) -> Bool
    /// The stored text is about to change: `range` of it will hold `text` (before each
    /// `editingEngineDidReplace`). The default does nothing.
    func editingEngineWillReplace(_ range: NSRange, with text: String)
    /// The stored text changed: `range` of the old text now holds `text` (every change, marked text,
    /// undo and redo included), for the widget's layout caches.
    func editingEngineDidReplace(_ range: NSRange, with text: String)
    /// A user's edit finished (after `editingEngineDidReplace`): `.editingChanged`, `textViewDidChange`.
    func editingEngineDidChangeText()
    /// The selection or the marked range changed.
    func editingEngineDidChangeSelection()
    /// Where a line movement (`.lineStart`, `.lineEnd`, `.up`, `.down`) from `offset` lands.
    func editingEngine(offsetFor movement: TextEditingEngine.Movement, from offset: Int) -> Int
}

extension TextEditingHost {
    func editingEngineWillReplace(_ range: NSRange, with text: String) {}
}

/// The editing state and rules a text field and a text view share: the text, the selection (UTF-16
/// `NSRange`, as UIKit), marked text, grapheme and word movement, and undo with typing coalesced
/// (Docs/Behaviors.md, "Text input"). It draws nothing and knows no delegate; its host does.
@MainActor
final class TextEditingEngine {
    /// Caret movements.
    enum Movement: Equatable {
        case left, right, wordLeft, wordRight, lineStart, lineEnd, up, down, documentStart, documentEnd
    }

    /// What an edit was, for undo coalescing: consecutive typing at the caret is one undo step, as are
    /// consecutive Backspaces and consecutive forward deletes; anything else is a step of its own.
    enum EditKind { case typing, deleteBackward, deleteForward, other }

    /// One undo step's change: `range` of the text after it holds `newText`, where `oldText` was.
    final class EditRecord {
        var range: NSRange
        var oldText: String
        var newText: String
        var selectionBefore: NSRange
        var selectionAfter: NSRange

        init(range: NSRange, oldText: String, newText: String, selectionBefore: NSRange, selectionAfter: NSRange) {
            self.range = range
            self.oldText = oldText
            self.newText = newText
            self.selectionBefore = selectionBefore
            self.selectionAfter = selectionAfter
        }

        /// The change that takes this one back.
        var inverse: EditRecord {
            EditRecord(
                range: NSRange(location: range.location, length: oldText.utf16Length), oldText: newText,
                newText: oldText, selectionBefore: selectionAfter, selectionAfter: selectionBefore)
        }
    }

    weak var host: TextEditingHost?
    /// The text.
    private(set) var text = ""
    /// The text's length in UTF-16 units.
    private(set) var length = 0
    /// The selection; its length is 0 for a caret.
    private(set) var selectedRange = NSRange(location: 0, length: 0)
    /// The end of the selection that stays put when Shift extends it.
    private(set) var anchor = 0
    /// The marked text's range, while an input method composes.
    private(set) var markedRange: NSRange?
    /// What the composition replaced, for the undo step its commit makes.
    private var markedOrigin: (oldText: String, selectionBefore: NSRange)?
    /// The undo manager edits register with.
    let undoManager = UndoManager()
    /// The undo step typing or deleting is extending, if any.
    private var coalescing: (kind: EditKind, record: EditRecord)?
    /// The x a run of up/down moves keeps to (nil when the last move was not vertical).
    var goalX: CGFloat?
    /// Receives this engine's problems (ranges out of bounds, clamped) before
    /// `TextInputProblem.problemHandler` does: a test's own collector.
    var problemHandler: ((TextInputProblem) -> Void)?

    init() {}

    // MARK: - Reading

    /// The text in `range` (clamped).
    func substring(_ range: NSRange) -> String {
        let r = NSRange.clamped(range, toLength: length).range
        let start = text.scalarIndex(atUTF16: r.location)
        let end = text.scalarIndex(atUTF16: r.location + r.length)
        return String(text[start..<end])
    }

    /// The end of the selection Shift moves.
    var activeEnd: Int {
        anchor == selectedRange.location ? selectedRange.location + selectedRange.length : selectedRange.location
    }

    func report(_ problem: TextInputProblem) {
        if let problemHandler {
            problemHandler(problem)
        } else if let handler = TextInputProblem.problemHandler {
            handler(problem)
        } else {
            FileHandle.standardError.write(Data("BarKit: \(problem)\n".utf8))
        }
    }

    /// `range` clamped to the text, reporting `what` when it was out of bounds.
    func clamp(_ range: NSRange, _ what: String) -> NSRange {
        let (result, clamped) = NSRange.clamped(range, toLength: length)
        if clamped {
            report(TextInputProblem(what: what, range: range, textLength: length, clampedRange: result))
        }
        // Never inside a surrogate pair.
        let start = text.scalarIndex(atUTF16: result.location).utf16Offset(in: text)
        let end = text.scalarIndex(atUTF16: result.location + result.length).utf16Offset(in: text)
        return NSRange(location: start, length: max(0, end - start))
    }

    // MARK: - Setting text and selection directly

    /// Replaces all the text without asking anyone or recording undo (the `text` property): the caret
    /// goes to the end and the undo history is cleared, as in UIKit.
    func setText(_ newText: String) {
        let old = NSRange(location: 0, length: length)
        markedRange = nil
        markedOrigin = nil
        coalescing = nil
        undoManager.removeAllActions()
        storeReplacing(old, with: newText)
        selectedRange = NSRange(location: length, length: 0)
        anchor = length
        host?.editingEngineDidChangeSelection()
    }

    /// Sets the selection (clamped, reported when out of bounds) with `anchor` as its fixed end
    /// (its start when nil). Commits marked text first (a selection set in code or by a tap ends the
    /// composition). Ends the coalescing of typing when `breaksTyping`.
    func select(_ range: NSRange, anchor requested: Int? = nil, breaksTyping: Bool = true, what: String = "selectedRange") {
        if markedRange != nil { unmarkText() }
        let r = clamp(range, what)
        if breaksTyping { coalescing = nil }
        anchor = requested ?? r.location
        guard r != selectedRange else { return }
        selectedRange = r
        host?.editingEngineDidChangeSelection()
    }

    /// Collapses the selection to a caret at `offset`.
    func setCaret(_ offset: Int, breaksTyping: Bool = true) {
        select(NSRange(location: offset, length: 0), breaksTyping: breaksTyping)
    }

    // MARK: - Editing

    /// Replaces `range` with `replacement` as a user's edit: asks the host, records undo (coalescing
    /// `kind`), puts the caret after the new text, and tells the host. Returns false when refused.
    @discardableResult
    func replace(_ requested: NSRange, with replacement: String, kind: EditKind) -> Bool {
        if markedRange != nil { unmarkText() }
        let range = clamp(requested, "replacement range")
        guard host?.editingEngine(shouldReplace: range, with: replacement) ?? true else { return false }
        let before = selectedRange
        let oldText = substring(range)
        guard !(oldText.isEmpty && replacement.isEmpty) else { return false }
        storeReplacing(range, with: replacement)
        let caret = NSRange(location: range.location + replacement.utf16Length, length: 0)
        record(kind: kind, range: range, oldText: oldText, newText: replacement, before: before, after: caret)
        selectedRange = caret
        anchor = caret.location
        goalX = nil
        host?.editingEngineDidChangeText()
        host?.editingEngineDidChangeSelection()
        return true
    }

    /// Typing: `text` replaces the selection (or the marked text, committing it: an input method's
    /// final text). A paste (`kind` `.other`) commits the marked text and replaces the selection.
    func insert(_ typed: String, kind: EditKind = .typing) {
        if let marked = markedRange, kind == .typing {
            commitMarked(replacingWith: typed, marked: marked)
            return
        }
        replace(selectedRange, with: typed, kind: kind)
    }

    /// Backspace: the selection, else the grapheme cluster (with Ctrl: the word) before the caret.
    func deleteBackward(byWord: Bool = false) {
        if markedRange != nil { unmarkText() }
        if selectedRange.length > 0 {
            replace(selectedRange, with: "", kind: .other)
            return
        }
        let caret = selectedRange.location
        guard caret > 0 else { return }
        let start = byWord ? text.wordStart(before: caret) : text.graphemeBoundary(before: caret)
        replace(NSRange(location: start, length: caret - start), with: "", kind: byWord ? .other : .deleteBackward)
    }

    /// Forward delete: the selection, else the grapheme cluster (with Ctrl: to the word's end) after
    /// the caret.
    func deleteForward(byWord: Bool = false) {
        if markedRange != nil { unmarkText() }
        if selectedRange.length > 0 {
            replace(selectedRange, with: "", kind: .other)
            return
        }
        let caret = selectedRange.location
        guard caret < length else { return }
        let end = byWord ? text.wordEnd(after: caret) : text.graphemeBoundary(after: caret)
        replace(NSRange(location: caret, length: end - caret), with: "", kind: byWord ? .other : .deleteForward)
    }

    // MARK: - Moving the caret

    /// Moves the caret (or, `extending`, the selection's active end).
    func move(_ movement: Movement, extending: Bool) {
        if markedRange != nil { unmarkText() }
        let vertical = movement == .up || movement == .down
        if !vertical { goalX = nil }
        if !extending, selectedRange.length > 0, movement == .left || movement == .right {
            setCaret(movement == .left ? selectedRange.location : selectedRange.location + selectedRange.length)
            return
        }
        let from = extending ? activeEnd : (movement == .left || movement == .wordLeft || movement == .up
            ? selectedRange.location : selectedRange.location + selectedRange.length)
        let to: Int
        switch movement {
        case .left: to = text.graphemeBoundary(before: from)
        case .right: to = text.graphemeBoundary(after: from)
        case .wordLeft: to = text.wordStart(before: from)
        case .wordRight: to = text.wordEnd(after: from)
        case .documentStart: to = 0
        case .documentEnd: to = length
        case .lineStart, .lineEnd, .up, .down:
            to = host?.editingEngine(offsetFor: movement, from: from) ?? from
        }
        if extending {
            let fixed = anchor
            select(NSRange(location: min(fixed, to), length: abs(to - fixed)), anchor: fixed)
            anchor = fixed
        } else {
            setCaret(to)
        }
    }

    /// Selects everything.
    func selectAll() {
        if markedRange != nil { unmarkText() }
        select(NSRange(location: 0, length: length))
    }

    // MARK: - Marked text

    /// Replaces the marked text (or the selection) with `marked`, marked, the selection at
    /// `selection` within it (clamped); nil or "" removes it.
    func setMarkedText(_ marked: String?, selectedRange selection: NSRange) {
        let target = markedRange ?? selectedRange
        let replacement = marked ?? ""
        guard host?.editingEngine(shouldReplace: target, with: replacement) ?? true else { return }
        if markedRange == nil {
            coalescing = nil
            markedOrigin = (substring(target), selectedRange)
        }
        storeReplacing(target, with: replacement)
        if replacement.isEmpty {
            let origin = markedOrigin
            markedRange = nil
            markedOrigin = nil
            let caret = NSRange(location: target.location, length: 0)
            if let origin, !origin.oldText.isEmpty {
                record(
                    kind: .other, range: caret, oldText: origin.oldText, newText: "", before: origin.selectionBefore,
                    after: caret)
            }
            selectedRange = caret
        } else {
            let marked = NSRange(location: target.location, length: replacement.utf16Length)
            markedRange = marked
            let (inside, clamped) = NSRange.clamped(selection, toLength: marked.length)
            if clamped {
                report(
                    TextInputProblem(
                        what: "setMarkedText selectedRange", range: selection, textLength: marked.length,
                        clampedRange: inside, isInMarkedText: true))
            }
            // Never inside a surrogate pair of the marked text.
            let start = text.scalarIndex(atUTF16: marked.location + inside.location).utf16Offset(in: text)
            let end = text.scalarIndex(atUTF16: marked.location + inside.location + inside.length).utf16Offset(in: text)
            selectedRange = NSRange(location: start, length: end - start)
        }
        anchor = selectedRange.location
        host?.editingEngineDidChangeText()
        host?.editingEngineDidChangeSelection()
    }

    /// Keeps the marked text as ordinary text: one undo step for the whole composition.
    func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        let origin = markedOrigin ?? ("", selectedRange)
        markedOrigin = nil
        record(
            kind: .other, range: marked, oldText: origin.oldText, newText: substring(marked),
            before: origin.selectionBefore, after: selectedRange)
        coalescing = nil
        host?.editingEngineDidChangeSelection()
    }

    private func commitMarked(replacingWith typed: String, marked: NSRange) {
        guard host?.editingEngine(shouldReplace: marked, with: typed) ?? true else { return }
        let origin = markedOrigin ?? ("", selectedRange)
        markedRange = nil
        markedOrigin = nil
        storeReplacing(marked, with: typed)
        let caret = NSRange(location: marked.location + typed.utf16Length, length: 0)
        let range = NSRange(location: marked.location, length: typed.utf16Length)
        record(kind: .other, range: range, oldText: origin.oldText, newText: typed, before: origin.selectionBefore, after: caret)
        coalescing = nil
        selectedRange = caret
        anchor = caret.location
        host?.editingEngineDidChangeText()
        host?.editingEngineDidChangeSelection()
    }

    // MARK: - Undo

    /// Ends the current typing step, so the next edit starts a new one (the caret moved, editing ended).
    func breakCoalescing() { coalescing = nil }

    func undo() {
        if markedRange != nil { unmarkText() }
        coalescing = nil
        undoManager.undo()
    }

    /// Commits marked text first; that is an edit, so nothing is left to redo then.
    func redo() {
        if markedRange != nil { unmarkText() }
        coalescing = nil
        undoManager.redo()
    }

    /// Records `range` (of the new text) now holding `newText` where `oldText` was, extending the
    /// coalescing step when it continues it.
    private func record(kind: EditKind, range replaced: NSRange, oldText: String, newText: String, before: NSRange, after: NSRange) {
        let range = NSRange(location: replaced.location, length: newText.utf16Length)
        if let (k, step) = coalescing, k == kind {
            switch kind {
            case .typing where replaced.length == 0 && replaced.location == step.range.location + step.range.length:
                step.newText += newText
                step.range.length += range.length
                step.selectionAfter = after
                return
            case .deleteBackward where replaced.location + replaced.length == step.range.location:
                step.oldText = oldText + step.oldText
                step.range.location = replaced.location
                step.selectionAfter = after
                return
            case .deleteForward where replaced.location == step.range.location:
                step.oldText += oldText
                step.selectionAfter = after
                return
            default: break
            }
        }
        let step = EditRecord(range: range, oldText: oldText, newText: newText, selectionBefore: before, selectionAfter: after)
        coalescing = kind == .other ? nil : (kind, step)
        register(step)
    }

    private func register(_ step: EditRecord) {
        undoManager.registerUndo(withTarget: self) { engine in engine.revert(step) }
    }

    /// Takes `step` back: its range gets its old text and the selection before it; the reverse is
    /// registered (for redo, or undo after a redo).
    private func revert(_ step: EditRecord) {
        let inverse = step.inverse
        let range = clamp(step.range, "undo range")
        storeReplacing(range, with: step.oldText)
        register(inverse)
        selectedRange = NSRange.clamped(step.selectionBefore, toLength: length).range
        anchor = selectedRange.location
        host?.editingEngineDidChangeText()
        host?.editingEngineDidChangeSelection()
    }

    // MARK: - Storage

    /// Puts `replacement` in `range` (already clamped) and tells the host.
    private func storeReplacing(_ range: NSRange, with replacement: String) {
        host?.editingEngineWillReplace(range, with: replacement)
        let start = text.scalarIndex(atUTF16: range.location)
        let end = text.scalarIndex(atUTF16: range.location + range.length)
        text.replaceSubrange(start..<end, with: replacement)
        length += replacement.utf16Length - range.length
        host?.editingEngineDidReplace(range, with: replacement)
    }
}

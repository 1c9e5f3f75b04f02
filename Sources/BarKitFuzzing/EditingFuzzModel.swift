import BarKit
import Foundation

// What a text widget must hold after each step of the editing model (EditingFuzzCase.swift), from
// the rules in Docs/Behaviors.md ("Text input"), written plainly: the text as a string, split into
// grapheme clusters (Swift's `Character`) where the caret moves and deletes; the selection as a UTF-16
// range with its anchor; the marked range; and the undo and redo stacks as whole texts before and
// after each step. Consecutive typing at the caret is one step, as are consecutive Backspaces and
// consecutive forward deletes; anything else is a step of its own, and any selection change ends a
// run. Marked text is one step when committed. A selection change (in code, a tap, a key) and a
// paste commit the composition first; typed text replaces it.

/// One undo step: the text and selection before and after it.
struct EditingModelStep {
    var beforeText: String
    var beforeSelection: NSRange
    var afterText: String
    var afterSelection: NSRange
}

struct EditingModel {
    enum Movement { case left, right, wordLeft, wordRight, lineStart, lineEnd, up, down, documentStart, documentEnd }
    enum Run { case typing, deleteBackward, deleteForward }

    var text: String
    var selection: NSRange
    var anchor: Int
    var marked: NSRange?
    var markedOrigin: (text: String, selection: NSRange)?
    var undoStack: [EditingModelStep] = []
    var redoStack: [EditingModelStep] = []
    /// The run of typing or deleting the latest step is extending.
    var run: Run?
    var pasteboard: String?
    /// The text the history starts from (the last text set in code).
    var firstText: String
    let isField: Bool
    let isSecure: Bool
    /// The changes the delegate must have been asked about since the last check, and whether it
    /// refuses those that put a "Z" in the text.
    var asks: [(NSRange, String)] = []
    var refusing = false

    init(text: String, isField: Bool, isSecure: Bool, pasteboard: String?) {
        self.text = text
        firstText = text
        let end = text.utf16.count
        selection = NSRange(location: end, length: 0)
        anchor = end
        self.isField = isField
        self.isSecure = isSecure
        self.pasteboard = pasteboard
    }

    // MARK: - Reading

    var length: Int { text.utf16.count }

    /// Each grapheme cluster with its UTF-16 start.
    var clusters: [(start: Int, character: Character)] {
        var result: [(Int, Character)] = []
        var offset = 0
        for character in text {
            result.append((offset, character))
            offset += character.utf16.count
        }
        return result
    }

    /// Where the caret may stand: each cluster's start, and the end.
    var boundaries: [Int] { clusters.map(\.start) + [length] }

    func isScalarBoundary(_ offset: Int) -> Bool {
        var position = 0
        for scalar in text.unicodeScalars {
            if position == offset { return true }
            if position > offset { return false }
            position += scalar.utf16.count
        }
        return position == offset
    }

    /// `offset` moved back to a scalar's start.
    func scalarFloor(_ offset: Int) -> Int {
        var position = 0
        for scalar in text.unicodeScalars {
            let next = position + scalar.utf16.count
            if next > offset { return position }
            position = next
        }
        return position
    }

    func substring(_ range: NSRange) -> String {
        let units = Array(text.utf16)
        return String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self)
    }

    /// The index of the cluster `offset` is in (the count at the end).
    func clusterIndex(_ offset: Int) -> Int {
        let all = clusters
        guard offset < length else { return all.count }
        return all.lastIndex { $0.start <= offset } ?? 0
    }

    func boundary(before offset: Int) -> Int { boundaries.last { $0 < offset } ?? 0 }
    func boundary(after offset: Int) -> Int { boundaries.first { $0 > offset } ?? length }

    static func isWordCharacter(_ character: Character) -> Bool {
        if character.isLetter || character.isNumber { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.properties.isAlphabetic
        }
    }

    /// Whether cluster `i` is in a word: a word character, or an apostrophe or full stop between two.
    func inWord(_ characters: [Character], _ i: Int) -> Bool {
        let c = characters[i]
        if Self.isWordCharacter(c) { return true }
        guard ["'", "\u{2019}", ".", "\u{00B7}"].contains(c), i > 0, i + 1 < characters.count else { return false }
        return Self.isWordCharacter(characters[i - 1]) && Self.isWordCharacter(characters[i + 1])
    }

    func wordEnd(after offset: Int) -> Int {
        let all = clusters
        let characters = all.map(\.character)
        var i = clusterIndex(offset)
        while i < characters.count, !inWord(characters, i) { i += 1 }
        while i < characters.count, inWord(characters, i) { i += 1 }
        return i < all.count ? all[i].start : length
    }

    func wordStart(before offset: Int) -> Int {
        let all = clusters
        let characters = all.map(\.character)
        var i = clusterIndex(offset)
        while i > 0, !inWord(characters, i - 1) { i -= 1 }
        while i > 0, inWord(characters, i - 1) { i -= 1 }
        return i < all.count ? all[i].start : length
    }

    var activeEnd: Int { anchor == selection.location ? selection.location + selection.length : selection.location }

    // MARK: - Changing the text

    private mutating func store(_ range: NSRange, _ replacement: String) {
        let units = Array(text.utf16)
        let head = String(decoding: units[..<range.location], as: UTF16.self)
        let tail = String(decoding: units[(range.location + range.length)...], as: UTF16.self)
        text = head + replacement + tail
    }

    private mutating func setCaret(_ offset: Int) {
        selection = NSRange(location: offset, length: 0)
        anchor = offset
    }

    /// Records a step from `before` to now, or extends the run's step.
    private mutating func record(_ kind: Run?, before: (String, NSRange), replacedLength: Int) {
        if let kind, run == kind, kind != .typing || replacedLength == 0, !undoStack.isEmpty {
            undoStack[undoStack.count - 1].afterText = text
            undoStack[undoStack.count - 1].afterSelection = selection
        } else {
            undoStack.append(EditingModelStep(
                beforeText: before.0, beforeSelection: before.1, afterText: text, afterSelection: selection))
            redoStack.removeAll()
        }
        run = kind
    }

    /// A user's edit: commits marked text, replaces `range`, caret after the new text.
    /// Asks the delegate about replacing `range` with `string`; whether it agrees.
    private mutating func ask(_ range: NSRange, _ string: String) -> Bool {
        asks.append((range, string))
        return !(refusing && string.contains("Z"))
    }

    private mutating func edit(_ range: NSRange, _ replacement: String, kind: Run?) {
        if marked != nil { unmark() }
        guard ask(range, replacement), range.length > 0 || !replacement.isEmpty else { return }
        let before = (text, selection)
        store(range, replacement)
        setCaret(range.location + replacement.utf16.count)
        record(kind, before: before, replacedLength: range.length)
    }

    /// Text typed (one text event): replaces the marked text, else the selection. A field takes a
    /// lone line break as Return and makes other line breaks spaces.
    mutating func type(_ typed: String) {
        var typed = typed
        if isField {
            if typed == "\n" || typed == "\r" || typed == "\r\n" { return returnKey() }
            typed = String(typed.map { $0.isNewline ? " " : $0 })
        }
        if let marked, let origin = markedOrigin {
            guard ask(marked, typed) else { return }
            store(marked, typed)
            self.marked = nil
            markedOrigin = nil
            setCaret(marked.location + typed.utf16.count)
            record(nil, before: origin, replacedLength: marked.length)
            return
        }
        edit(selection, typed, kind: .typing)
    }

    mutating func deleteBackward(byWord: Bool) {
        if marked != nil { unmark() }
        if selection.length > 0 { return edit(selection, "", kind: nil) }
        let caret = selection.location
        guard caret > 0 else { return }
        let start = byWord ? wordStart(before: caret) : boundary(before: caret)
        edit(NSRange(location: start, length: caret - start), "", kind: byWord ? nil : .deleteBackward)
    }

    mutating func deleteForward(byWord: Bool) {
        if marked != nil { unmark() }
        if selection.length > 0 { return edit(selection, "", kind: nil) }
        let caret = selection.location
        guard caret < length else { return }
        let end = byWord ? wordEnd(after: caret) : boundary(after: caret)
        edit(NSRange(location: caret, length: end - caret), "", kind: byWord ? nil : .deleteForward)
    }

    mutating func copy() {
        guard !(isField && isSecure), selection.length > 0 else { return }
        pasteboard = substring(selection)
    }

    mutating func cut() {
        guard !(isField && isSecure), selection.length > 0 else { return }
        pasteboard = substring(selection)
        edit(selection, "", kind: nil)
    }

    /// Commits marked text, then the pasteboard's text replaces the selection (a field's line breaks
    /// made spaces); a step of its own.
    mutating func paste() {
        guard var string = pasteboard, !string.isEmpty else { return }
        if isField { string = String(string.map { $0.isNewline ? " " : $0 }) }
        if marked != nil { unmark() }
        edit(selection, string, kind: nil)
    }

    mutating func returnKey() {
        if isField {
            unmark()
        } else {
            type("\n")
        }
    }

    /// Tab: a text view types it; a field alone in its window has no next field.
    mutating func tabKey() {
        if !isField { type("\t") }
    }

    // MARK: - Marked text

    mutating func setMarked(_ string: String, selection requested: NSRange) {
        let target = marked ?? selection
        guard ask(target, string) else { return }
        if marked == nil {
            run = nil
            markedOrigin = (text, selection)
        }
        store(target, string)
        if string.isEmpty {
            let origin = markedOrigin
            marked = nil
            markedOrigin = nil
            setCaret(target.location)
            if let origin, origin.selection.length > 0 { record(nil, before: origin, replacedLength: 0) }
        } else {
            let range = NSRange(location: target.location, length: string.utf16.count)
            marked = range
            let start = min(max(0, requested.location), range.length)
            let end = min(max(start, requested.location + max(0, requested.length)), range.length)
            let from = scalarFloor(range.location + start)
            selection = NSRange(location: from, length: scalarFloor(range.location + end) - from)
            anchor = selection.location
        }
    }

    /// Keeps the marked text: one step from before the composition.
    mutating func unmark() {
        guard marked != nil, let origin = markedOrigin else { return }
        marked = nil
        markedOrigin = nil
        record(nil, before: origin, replacedLength: 0)
    }

    // MARK: - Selection

    /// The selection set in code: commits marked text, clamps into the text and to whole scalars.
    mutating func select(_ range: NSRange) {
        if marked != nil { unmark() }
        run = nil
        let start = range.location == NSNotFound ? length : min(max(0, range.location), length)
        let end = min(max(start, range.location == NSNotFound ? length : range.location + max(0, range.length)), length)
        let from = scalarFloor(start)
        selection = NSRange(location: from, length: scalarFloor(end) - from)
        anchor = selection.location
    }

    mutating func adoptSelection(_ range: NSRange) {
        run = nil
        selection = range
        anchor = range.location
    }

    mutating func selectAll() {
        if marked != nil { unmark() }
        run = nil
        selection = NSRange(location: 0, length: length)
        anchor = 0
    }

    /// A key movement. Line movements land where the widget's layout says (`widgetSelection`) in a
    /// text view; the model checks only that the selection is a caret, or keeps its anchor when
    /// extending.
    mutating func move(
        _ movement: Movement, extending: Bool, widgetSelection: NSRange? = nil, failures: inout [String]
    ) {
        if marked != nil { unmark() }
        run = nil
        if !extending, selection.length > 0, movement == .left || movement == .right {
            return setCaret(movement == .left ? selection.location : selection.location + selection.length)
        }
        let backward = movement == .left || movement == .wordLeft || movement == .up
        let from = extending ? activeEnd : (backward ? selection.location : selection.location + selection.length)
        var to: Int
        switch movement {
        case .left: to = boundary(before: from)
        case .right: to = boundary(after: from)
        case .wordLeft: to = wordStart(before: from)
        case .wordRight: to = wordEnd(after: from)
        case .documentStart: to = 0
        case .documentEnd: to = length
        case .lineStart, .up: to = isField ? 0 : -1
        case .lineEnd, .down: to = isField ? length : -1
        }
        if to < 0, let widget = widgetSelection {
            // Where the layout put it.
            if extending {
                if widget.location != anchor && widget.location + widget.length != anchor {
                    failures.append("the extended selection \(widget) lost its anchor \(anchor)")
                }
                to = widget.location == anchor ? widget.location + widget.length : widget.location
            } else {
                if widget.length != 0 { failures.append("a line movement left a selection \(widget)") }
                to = widget.location
            }
            if !boundaries.contains(to) { failures.append("a line movement landed at \(to), not a grapheme boundary") }
        }
        to = max(0, to)
        if extending {
            let fixed = anchor
            selection = NSRange(location: min(fixed, to), length: abs(to - fixed))
            anchor = fixed
        } else {
            setCaret(to)
        }
    }

    mutating func move(_ movement: Movement, extending: Bool) {
        var ignored: [String] = []
        move(movement, extending: extending, failures: &ignored)
    }

    // MARK: - Undo

    mutating func undo() {
        if marked != nil { unmark() }
        run = nil
        guard let step = undoStack.popLast() else { return }
        text = step.beforeText
        selection = step.beforeSelection
        anchor = selection.location
        redoStack.append(step)
    }

    /// Redo commits marked text first, which, being an edit, leaves nothing to redo.
    mutating func redo() {
        if marked != nil { unmark() }
        run = nil
        guard let step = redoStack.popLast() else { return }
        text = step.afterText
        selection = step.afterSelection
        anchor = selection.location
        undoStack.append(step)
    }

    /// Resigning commits the composition and ends the run; a field then begins again with the caret at
    /// the end, a text view keeps its selection.
    mutating func editAgain() {
        unmark()
        run = nil
        if isField { setCaret(length) }
    }

    /// The text set in code: the caret at the end, no history.
    mutating func reset(_ newText: String) {
        text = newText
        firstText = newText
        setCaret(length)
        marked = nil
        markedOrigin = nil
        undoStack = []
        redoStack = []
        run = nil
    }
}

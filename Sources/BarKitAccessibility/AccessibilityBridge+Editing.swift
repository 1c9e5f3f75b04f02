import BarTextInput
import BarViews
import Foundation

// org.a11y.atspi.EditableText, and Text's caret and selection, for text fields and text views.
// Offsets are AT-SPI's: characters (Unicode scalars) of the text the Text interface shows; a secure
// field shows a bullet per character, so there an offset counts characters of its real text.
// Every edit goes through the field's own editing, as typing does: the delegate's
// `shouldChangeCharactersIn` / `shouldChangeTextIn` is asked, `.editingChanged` is sent, the
// selection ends as a caret after the edit. The field does not become first responder.

/// A text field or text view as the bridge edits it.
@MainActor
struct EditableTextTarget {
    let view: View

    init?(_ view: View?) {
        guard let view, view is TextField || view is TextView else { return nil }
        self.view = view
    }

    var text: String { (view as? TextField)?.text ?? (view as? TextView)?.text ?? "" }
    var isEditable: Bool { (view as? TextField)?.isEnabled ?? (view as? TextView)?.isEditable ?? false }
    private var isSecure: Bool { (view as? TextField)?.isSecureTextEntry ?? false }

    var selectedRange: NSRange {
        get { (view as? TextField)?.selectedRange ?? (view as? TextView)?.selectedRange ?? NSRange(location: 0, length: 0) }
        nonmutating set {
            if let field = view as? TextField { field.selectedRange = newValue }
            (view as? TextView)?.selectedRange = newValue
        }
    }

    // MARK: - Offsets

    /// The UTF-16 offset of AT-SPI offset `offset` (clamped to the text).
    func utf16Offset(_ offset: Int) -> Int {
        let text = self.text
        let clamped = max(0, offset)
        if isSecure {
            let index = text.index(text.startIndex, offsetBy: min(clamped, text.count))
            return text.utf16.distance(from: text.startIndex, to: index)
        }
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: min(clamped, scalars.count))
        return text.utf16.distance(from: text.startIndex, to: index)
    }

    /// The AT-SPI offset of UTF-16 offset `offset`.
    func offset(utf16 offset: Int) -> Int {
        let text = self.text
        let index = text.utf16.index(text.startIndex, offsetBy: max(0, min(offset, text.utf16.count)))
        guard let position = index.samePosition(in: text.unicodeScalars) else { return 0 }
        return isSecure
            ? text.distance(from: text.startIndex, to: position)
            : text.unicodeScalars.distance(from: text.startIndex, to: position)
    }

    /// The UTF-16 range of AT-SPI offsets `start..<end` (ordered, clamped; -1 for `end` is the end).
    func utf16Range(_ start: Int, _ end: Int) -> NSRange {
        let endOffset = end < 0 ? Int.max : end
        let lower = utf16Offset(min(start, endOffset))
        let upper = utf16Offset(max(start, endOffset))
        return NSRange(location: lower, length: upper - lower)
    }

    /// The caret (the selection's end) as an AT-SPI offset.
    var caretOffset: Int {
        let range = selectedRange
        return offset(utf16: range.location + range.length)
    }

    // MARK: - Editing

    /// Replaces the whole text with `text`, as typing it over a selection of everything does.
    func setContents(_ text: String) -> Bool {
        guard isEditable else { return false }
        selectedRange = NSRange(location: 0, length: self.text.utf16.count)
        if text.isEmpty {
            if !self.text.isEmpty { delete() }
        } else {
            insert(text)
        }
        // A field keeps one line: its line breaks became spaces.
        let expected = view is TextField ? String(text.map { $0.isNewline ? " " : $0 }) : text
        return self.text == expected
    }

    /// Inserts `text` at AT-SPI offset `position`, as typing it there does.
    func insert(_ text: String, at position: Int) -> Bool {
        guard isEditable, !text.isEmpty else { return false }
        let before = self.text
        selectedRange = NSRange(location: utf16Offset(position), length: 0)
        insert(text)
        return self.text != before
    }

    /// Deletes AT-SPI offsets `start..<end`, as selecting them and pressing Backspace does.
    func delete(from start: Int, to end: Int) -> Bool {
        guard isEditable else { return false }
        let range = utf16Range(start, end)
        guard range.length > 0 else { return true }
        let before = text
        selectedRange = range
        delete()
        return text != before
    }

    /// Copies (and with `cutting`, deletes) AT-SPI offsets `start..<end` through the pasteboard.
    func copy(from start: Int, to end: Int, cutting: Bool) -> Bool {
        let range = utf16Range(start, end)
        guard range.length > 0, !cutting || isEditable else { return false }
        let before = text
        selectedRange = range
        if let field = view as? TextField {
            cutting ? field.cut(nil) : field.copy(nil)
        } else if let textView = view as? TextView {
            cutting ? textView.cut(nil) : textView.copy(nil)
        }
        return !cutting || text != before
    }

    /// Pastes the pasteboard's text at AT-SPI offset `position`.
    func paste(at position: Int) -> Bool {
        guard isEditable else { return false }
        let before = text
        selectedRange = NSRange(location: utf16Offset(position), length: 0)
        (view as? TextField)?.paste(nil)
        (view as? TextView)?.paste(nil)
        return text != before
    }

    private func insert(_ text: String) {
        (view as? TextField)?.insertText(text)
        (view as? TextView)?.insertText(text)
    }

    private func delete() {
        (view as? TextField)?.deleteBackward()
        (view as? TextView)?.deleteBackward()
    }
}

extension AccessibilityBridge {
    /// org.a11y.atspi.EditableText's methods.
    func editableText(_ member: String, _ node: AccessibleNode, _ call: DBusMessageRef) -> Bool {
        guard let target = EditableTextTarget(node.view) else { return false }
        var reader = call.reader()
        let done: Bool
        switch member {
        case "SetTextContents":
            done = target.setContents(reader.string() ?? "")
        case "InsertText":
            let position = Int(reader.int32() ?? 0)
            var text = reader.string() ?? ""
            // The length counts characters (Unicode scalars, as Python's `len`); -1 or more than
            // the text's inserts all of it.
            let length = Int(reader.int32() ?? -1)
            if length >= 0, length < text.unicodeScalars.count {
                text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(length)))
            }
            done = target.insert(text, at: position)
        case "DeleteText", "CutText", "CopyText":
            let start = Int(reader.int32() ?? 0)
            let end = Int(reader.int32() ?? 0)
            if member == "DeleteText" {
                done = target.delete(from: start, to: end)
            } else {
                done = target.copy(from: start, to: end, cutting: member == "CutText")
            }
            if member == "CopyText" {
                reply(to: call) { _ in }
                return true
            }
        case "PasteText":
            done = target.paste(at: Int(reader.int32() ?? 0))
        default:
            return false
        }
        reply(to: call) { $0.bool(done) }
        return true
    }

    /// Text's caret and selection methods for fields and text views; false for other members.
    func textSelection(_ member: String, _ node: AccessibleNode, _ call: DBusMessageRef) -> Bool {
        guard let target = EditableTextTarget(node.view) else { return false }
        var reader = call.reader()
        let range = target.selectedRange
        switch member {
        case "GetCaretOffset":
            reply(to: call) { $0.int32(Int32(clamping: target.caretOffset)) }
        case "SetCaretOffset":
            target.selectedRange = NSRange(location: target.utf16Offset(Int(reader.int32() ?? 0)), length: 0)
            reply(to: call) { $0.bool(true) }
        case "GetNSelections":
            reply(to: call) { $0.int32(range.length > 0 ? 1 : 0) }
        case "GetSelection":
            let index = reader.int32() ?? -1
            let start = index == 0 && range.length > 0 ? target.offset(utf16: range.location) : 0
            let end = index == 0 && range.length > 0 ? target.offset(utf16: range.location + range.length) : 0
            reply(to: call) {
                $0.int32(Int32(clamping: start))
                $0.int32(Int32(clamping: end))
            }
        case "AddSelection", "SetSelection":
            if member == "SetSelection" { _ = reader.int32() }
            let start = Int(reader.int32() ?? 0)
            let end = Int(reader.int32() ?? 0)
            target.selectedRange = target.utf16Range(start, end)
            reply(to: call) { $0.bool(true) }
        case "RemoveSelection":
            target.selectedRange = NSRange(location: range.location + range.length, length: 0)
            reply(to: call) { $0.bool(range.length > 0) }
        default:
            return false
        }
        return true
    }
}

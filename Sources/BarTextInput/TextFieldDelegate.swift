import BarWidgets
import Foundation

/// What a text field asks and tells as it is edited, as UIKit's `UITextFieldDelegate`. Every method
/// is optional (the defaults allow everything and do nothing). The order of the calls is in
/// Docs/Behaviors.md, "Text input".
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may begin editing; asked before it becomes first responder.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became first responder and began editing (after `.editingDidBegin` is sent).
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may end editing; asked before it resigns first responder.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field ended editing (after `.editingDidEnd` is sent); also when it left its window while
    /// editing, without `textFieldShouldEndEditing(_:)` being asked.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the user's change of the text in `range` (UTF-16 offsets) to `string` may happen; asked
    /// before every typed, deleted, pasted, cut or composed change.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button (or `clearsOnBeginEditing`) may clear the text.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether to process Return: when true, the field sends `.editingDidEndOnExit` and
    /// `.primaryActionTriggered`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The selection changed (a caret move, an edit, a tap).
    func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
}

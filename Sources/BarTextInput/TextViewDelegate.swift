import BarWidgets
import Foundation

/// What a text view asks and tells as it is edited, as UIKit's `UITextViewDelegate`; it is also the
/// text view's scroll view delegate. Every method is optional.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether the text view may begin editing; asked before it becomes first responder.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The text view became first responder and began editing.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether the text view may end editing; asked before it resigns first responder.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The text view ended editing (also when it left its window while editing, without asking).
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the user's change of the text in `range` (UTF-16 offsets) to `text` may happen; asked
    /// before every typed, deleted, pasted, cut or composed change.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}

import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import BarWidgets
import Foundation

/// Scrollable, multi-line editable text, as UIKit's `UITextView` (Docs/Behaviors.md, "Text input").
///
/// The text wraps to the width less `textContainerInset` and UIKit's 5-pt line fragment padding on
/// each side. It shares its editing engine with `TextField` (selection, grapheme and word moves,
/// clipboard, marked text, undo); Up and Down move by line, Return and Tab type themselves. A tap
/// places the caret and a double tap selects a word; a drag scrolls, as on iOS. Each paragraph is
/// laid out on its own and kept, so an edit lays out only what it touched.
@MainActor
open class TextView: ScrollView, TextInput {
    /// UIKit's `NSTextContainer.lineFragmentPadding`: 5 pt inside each side of the container.
    static let lineFragmentPadding: CGFloat = 5

    /// The editing state and rules (shared with `TextField`).
    let engine = TextEditingEngine()
    /// The caret's blink.
    lazy var blink = CaretBlink { [weak self] in self?.redrawSelection() }
    /// The content rect the selection (or caret) was last shown in, redrawn when it moves.
    var shownSelectionRect: CGRect?
    /// The view the text is drawn in (the scroll view's content).
    let contentView = TextViewContent(frame: .zero)
    /// The laid-out paragraphs.
    var paragraphs = TextViewParagraphs()
    /// The presses `pressesBegan(_:with:)` handled, whose ends are not passed on.
    var handledPresses = HandledPresses()
    /// The delegate as a text view delegate, when the scroll view's `delegate` is one.
    weak var textViewDelegate: TextViewDelegate?

    /// Whether the view is editing (it is first responder and editable).
    public internal(set) var isEditing = false

    /// Hears the scrolling and, when it is a `TextViewDelegate`, the editing; held weakly.
    public override var delegate: ScrollViewDelegate? {
        didSet { textViewDelegate = delegate as? TextViewDelegate }
    }

    // MARK: - Creating a text view

    /// An empty, editable text view with the 12-point system font (UIKit's default) and black text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpText()
    }

    /// A text view from a view document: the `ScrollView` keys, plus `text`, `font`, `textColor`,
    /// `isEditable` and `isSelectable`.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        setUpText()
        if let text = coder.decodeString(forKey: "text") { self.text = text }
        if let font = coder.decodeFont(forKey: "font") { self.font = font }
        if let color = coder.decodeColor(forKey: "textColor") { textColor = color }
        if coder.containsValue(forKey: "isEditable") { isEditable = coder.decodeBool(forKey: "isEditable") }
        if coder.containsValue(forKey: "isSelectable") { isSelectable = coder.decodeBool(forKey: "isSelectable") }
    }

    private func setUpText() {
        engine.host = self
        contentView.textView = self
        addSubview(contentView)
        backgroundColor = .white
        relayoutText()
    }

    // MARK: - The text

    /// The text ("" when empty; setting nil stores ""). Setting it puts the caret at the end, clears
    /// the undo history and asks no delegate.
    public var text: String! {
        get { engine.text }
        set {
            engine.setText(newValue ?? "")
            relayoutText()
        }
    }

    /// The font (default: the 12-point system font; nil restores it).
    public var font: Font? {
        get { storedFont }
        set {
            storedFont = newValue ?? Font.systemFont(ofSize: 12)
            relayoutText()
        }
    }
    private var storedFont = Font.systemFont(ofSize: 12)

    /// The text colour (default black; nil restores it).
    public var textColor: Color? {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .black
            contentView.setNeedsDisplay()
        }
    }
    private var storedTextColor = Color.black

    /// How lines sit horizontally (default `.natural`).
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { relayoutText() } }
    }

    /// Whether the user may change the text (default true).
    public var isEditable = true {
        didSet { if !isEditable, isEditing { endEditing() } }
    }

    /// Whether the user may select the text (default true); false also makes the view refuse to become
    /// first responder.
    public var isSelectable = true

    /// The space around the text container (UIKit's default: 8 pt above and below).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            if ![textContainerInset.top, textContainerInset.left, textContainerInset.bottom, textContainerInset.right]
                .allSatisfy(\.isFinite)
            {
                textContainerInset = oldValue
            }
            if textContainerInset != oldValue { relayoutText() }
        }
    }

    // MARK: - Selection, marked text, typing

    /// The selection in UTF-16 offsets. Out-of-range values are clamped, with a message.
    public var selectedRange: NSRange {
        get { engine.selectedRange }
        set { engine.select(newValue) }
    }

    /// The marked text's range while an input method composes; nil otherwise.
    public var markedTextRange: NSRange? { engine.markedRange }

    /// Replaces the marked text (or the selection) with `markedText`, marked; nil or "" removes it.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditable else { return }
        engine.setMarkedText(markedText, selectedRange: selectedRange)
    }

    /// Keeps the marked text as ordinary text.
    public func unmarkText() { engine.unmarkText() }

    /// The undo manager of the view's edits; typing runs are coalesced into one step.
    public var undoManager: UndoManager { engine.undoManager }

    /// Whether there is text.
    public var hasText: Bool { engine.length > 0 }

    /// Inserts `text` at the selection, as typing does (when editable).
    public func insertText(_ text: String) {
        guard isEditable else { return }
        engine.insert(text)
    }

    /// Deletes the selection, or the grapheme cluster before the caret (when editable).
    public func deleteBackward() {
        guard isEditable else { return }
        engine.deleteBackward()
    }

    /// Selects all the text.
    public func selectAll(_ sender: Any?) { if isSelectable { engine.selectAll() } }

    /// Puts the selected text on `Pasteboard.general`.
    public func copy(_ sender: Any?) {
        guard isSelectable, engine.selectedRange.length > 0 else { return }
        Pasteboard.general.string = engine.substring(engine.selectedRange)
    }

    /// Copies the selected text and deletes it (when editable).
    public func cut(_ sender: Any?) {
        guard isEditable, engine.selectedRange.length > 0 else { return }
        Pasteboard.general.string = engine.substring(engine.selectedRange)
        engine.replace(engine.selectedRange, with: "", kind: .other)
    }

    /// Replaces the selection with `Pasteboard.general`'s text (when editable).
    public func paste(_ sender: Any?) {
        guard isEditable, let string = Pasteboard.general.string, !string.isEmpty else { return }
        engine.insert(string, kind: .other)
    }

    /// Scrolls so the text in `range` shows, with the container's insets above and below it.
    public func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let r = NSRange.clamped(range, toLength: engine.length).range
        var rect = caretRect(for: r.location)
        if r.length > 0 { rect = rect.union(caretRect(for: r.location + r.length)) }
        // With the container's insets, so the first and last lines scroll fully into view.
        rect.origin.y -= textContainerInset.top
        rect.size.height += textContainerInset.top + textContainerInset.bottom
        scrollRectToVisible(rect, animated: false)
    }

    // MARK: - Override points

    /// True while the text is selectable.
    ///
    /// Read by `becomeFirstResponder()`. Overrides need not call `super`.
    open override var canBecomeFirstResponder: Bool { isSelectable }

    /// Asks `textViewShouldBeginEditing(_:)` (when editable), becomes first responder, then starts the
    /// caret and calls `textViewDidBeginEditing(_:)`.
    ///
    /// Called by a tap on the text and by your code. Overrides must call `super`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, let textViewDelegate, !textViewDelegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Asks `textViewShouldEndEditing(_:)` (while editing), resigns, then calls
    /// `textViewDidEndEditing(_:)`.
    ///
    /// Called when another responder becomes first, and by your code. Overrides must call `super`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if isEditing, let textViewDelegate, !textViewDelegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    /// Ends editing without asking when the view left its window while first responder.
    ///
    /// Called by the view hierarchy after the window changed (as `View`'s). Overrides must call `super`.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard isEditing, window == nil || !isFirstResponder else { return }
        _ = super.resignFirstResponder()
        endEditing()
    }

    /// Handles the editing keys and passes the others up the responder chain.
    ///
    /// Called on the first responder when keys go down (as `Responder`'s). Overrides call `super` for
    /// keys they do not handle.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        let unhandled = handledPresses.began(presses) { key in isFirstResponder && handle(key) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Passes on the releases of keys the view did not handle.
    ///
    /// Called on the responder the presses began on (as `Responder`'s). Overrides call `super` for
    /// keys they do not handle.
    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        let unhandled = handledPresses.ended(presses)
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// Passes on the cancellations of keys the view did not handle.
    ///
    /// Called on the responder the presses began on (as `Responder`'s). Overrides call `super` for
    /// keys they do not handle.
    open override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        let unhandled = handledPresses.ended(presses)
        if !unhandled.isEmpty { super.pressesCancelled(unhandled, with: event) }
    }

    /// Lays the text out again when the width changed, and sizes the content to it.
    ///
    /// Called by the layout pass (as `ScrollView`'s). Overrides must call `super`.
    open override func layoutSubviews() {
        if abs(wrapWidth - paragraphs.width) > 0.001 { relayoutText() }
        super.layoutSubviews()
    }
}

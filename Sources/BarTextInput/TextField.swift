import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import BarWidgets
import Foundation

/// A single line of editable text, as UIKit's `UITextField` (Docs/Behaviors.md, "Text input").
///
/// Tap it (or call `becomeFirstResponder()`) to edit: typed text arrives through
/// `Application.sendText(_:)`, the editing keys as presses (arrows, Backspace, shortcuts), an input
/// method's composition as marked text. As a `Control` it sends `.editingDidBegin`,
/// `.editingChanged`, `.editingDidEnd`, `.editingDidEndOnExit` and `.primaryActionTriggered`
/// (Return); its `delegate` is asked before each change.
@MainActor
open class TextField: Control, TextInput {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    ///
    /// Read once per view by its superview's default hit test. Names `TextField`, so the hit test walks
    /// into text fields without calling their `hitTest(_:with:)`. A subclass that keeps both defaults
    /// may override it to name itself; do not call `super`, whose answer names the superclass.
    @_spi(CoreHooks) override open class var keepsDefaultHitTesting: ObjectIdentifier {
        ObjectIdentifier(TextField.self)
    }

    /// The border a text field draws, as UIKit's `UITextField.BorderStyle` (same raw values).
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border (the default).
        case none
        /// A thin dark rectangle.
        case line
        /// A rectangle shaded as if sunk into the surface.
        case bezel
        /// A white field with rounded corners and a light grey outline.
        case roundedRect
    }

    /// When an overlay (the clear button, the left and right views) shows, as UIKit's
    /// `UITextField.ViewMode` (same raw values).
    public enum ViewMode: Int, Sendable, CaseIterable {
        case never
        case whileEditing
        case unlessEditing
        case always
    }

    /// The editing state and rules (shared with `TextView`).
    let engine = TextEditingEngine()
    /// The caret's blink.
    lazy var blink = CaretBlink { [weak self] in self?.caretDidBlink() }
    /// The laid-out text, caret positions and the horizontal scroll (TextField+Layout.swift).
    var textCache = TextFieldTextCache()
    /// The touch that is placing the caret or selecting, and what it began on.
    var pointer = TextFieldPointer()
    /// The presses `pressesBegan(_:with:)` handled, whose ends are not passed on.
    var handledPresses = HandledPresses()

    /// Told of and asked about editing; held weakly.
    public weak var delegate: TextFieldDelegate?

    // MARK: - Creating a text field

    /// An empty text field with no border, the 17-point system font and black text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        engine.host = self
        contentVerticalAlignment = .center
    }

    /// A text field from a view document: the `Control` keys, plus `text`, `placeholder`, `font`,
    /// `textColor` and `isSecureTextEntry`.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        engine.host = self
        if let text = coder.decodeString(forKey: "text") { self.text = text }
        placeholder = coder.decodeString(forKey: "placeholder")
        if let font = coder.decodeFont(forKey: "font") { self.font = font }
        if let color = coder.decodeColor(forKey: "textColor") { textColor = color }
        isSecureTextEntry = coder.decodeBool(forKey: "isSecureTextEntry")
    }

    // MARK: - The text

    /// The text; "" when empty (setting nil stores ""). Setting it moves the caret to the end, clears
    /// the undo history and asks no delegate, as in UIKit.
    public var text: String? {
        get { engine.text }
        set {
            engine.setText(newValue ?? "")
            textDidChangeLayout()
        }
    }

    /// The grey text shown while the field is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }

    /// The font of the text and placeholder (default: the 17-point system font). Setting nil restores
    /// the default.
    public var font: Font? {
        get { storedFont }
        set {
            storedFont = newValue ?? Font.systemFont(ofSize: 17)
            textDidChangeLayout()
        }
    }
    private var storedFont = Font.systemFont(ofSize: 17)

    /// The colour of the text (default black; nil restores it).
    public var textColor: Color? {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .black
            setNeedsDisplay()
        }
    }
    private var storedTextColor = Color.black

    /// Where the text sits horizontally (default `.natural`: left, right for right-to-left text).
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { textDidChangeLayout() } }
    }

    /// The border drawn (default `.none`).
    public var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { textDidChangeLayout() } }
    }

    /// When the clear button shows (default `.never`); it shows only when there is text.
    public var clearButtonMode: ViewMode = .never {
        didSet { if clearButtonMode != oldValue { textDidChangeLayout() } }
    }

    /// Whether the text is hidden behind bullets (U+2022, one per character); copying and cutting are
    /// refused.
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { textDidChangeLayout() } }
    }

    /// Whether beginning to edit clears the text (after `textFieldShouldClear(_:)` agrees).
    public var clearsOnBeginEditing = false

    /// Whether the font shrinks (down to `minimumFontSize`) so the text fits the width while not
    /// editing.
    public var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }

    /// The smallest size `adjustsFontSizeToFitWidth` shrinks to (default 0: UIKit's floor of 14 pt
    /// applies).
    public var minimumFontSize: CGFloat = 0

    /// Whether the field is editing (it is first responder).
    public internal(set) var isEditing = false

    /// A view at the leading end (an icon), shown as `leftViewMode` says.
    public var leftView: View? {
        didSet { overlayViewDidChange(from: oldValue, to: leftView) }
    }
    /// When `leftView` shows (default `.never`).
    public var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }
    /// A view at the trailing end, shown as `rightViewMode` says.
    public var rightView: View? {
        didSet { overlayViewDidChange(from: oldValue, to: rightView) }
    }
    /// When `rightView` shows (default `.never`).
    public var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    private func overlayViewDidChange(from old: View?, to new: View?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        textDidChangeLayout()
    }

    // MARK: - Selection and marked text

    /// The selection in UTF-16 offsets (length 0: the caret). Out-of-range values are clamped, with a
    /// message.
    public var selectedRange: NSRange {
        get { engine.selectedRange }
        set { engine.select(newValue) }
    }

    /// The marked text's range while an input method composes; nil otherwise.
    public var markedTextRange: NSRange? { engine.markedRange }

    /// Replaces the marked text (or the selection) with `markedText`, marked; nil or "" removes it.
    /// Asks `textField(_:shouldChangeCharactersIn:replacementString:)` first.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        engine.setMarkedText(markedText, selectedRange: selectedRange)
    }

    /// Keeps the marked text as ordinary text.
    public func unmarkText() {
        engine.unmarkText()
    }

    /// The undo manager of the field's edits; typing runs are coalesced into one step.
    public var undoManager: UndoManager { engine.undoManager }

    // MARK: - Typing

    /// Whether there is text.
    public var hasText: Bool { engine.length > 0 }

    /// Inserts `text` at the selection, as typing does. A line break is Return (the field keeps one
    /// line); other line breaks in the text become spaces.
    public func insertText(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" {
            returnKeyPressed()
            return
        }
        engine.insert(TextField.singleLine(text))
    }

    /// Deletes the selection, or the grapheme cluster before the caret.
    public func deleteBackward() {
        engine.deleteBackward()
    }

    /// `text` with each line break made a space (a field holds one line).
    static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    // MARK: - Edit actions

    /// Selects all the text.
    public func selectAll(_ sender: Any?) {
        engine.selectAll()
    }

    /// Puts the selected text on `Pasteboard.general`; refused for secure text entry.
    public func copy(_ sender: Any?) {
        guard !isSecureTextEntry, engine.selectedRange.length > 0 else { return }
        Pasteboard.general.string = engine.substring(engine.selectedRange)
    }

    /// Copies the selected text and deletes it; refused for secure text entry.
    public func cut(_ sender: Any?) {
        guard !isSecureTextEntry, engine.selectedRange.length > 0 else { return }
        Pasteboard.general.string = engine.substring(engine.selectedRange)
        engine.replace(engine.selectedRange, with: "", kind: .other)
    }

    /// Replaces the selection with `Pasteboard.general`'s text (line breaks made spaces).
    public func paste(_ sender: Any?) {
        guard let string = Pasteboard.general.string, !string.isEmpty else { return }
        engine.insert(TextField.singleLine(string), kind: .other)
    }

    // MARK: - Override points: first responder and keys (rules in TextField+Editing.swift)

    /// True while the field is enabled: a text field takes key presses, as in UIKit.
    ///
    /// Read by `becomeFirstResponder()`. Overrides need not call `super`.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing(_:)`, becomes first responder, then sends
    /// `.editingDidBegin` and calls `textFieldDidBeginEditing(_:)`. Returns whether it is editing.
    ///
    /// Called by a tap on the field, Tab from another field, and your code. Overrides must call
    /// `super`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing(_:)`, resigns, then sends `.editingDidEnd` and
    /// calls `textFieldDidEndEditing(_:)`. Returns false (and keeps editing) when the delegate refuses.
    ///
    /// Called when another responder becomes first, and by your code. Overrides must call `super`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    /// Ends editing without asking the delegate when the field left its window while editing (UIKit's
    /// forced end), so its blink leaves nothing on the clock.
    ///
    /// Called by the view hierarchy after the window changed (as `View`'s). Overrides must call `super`.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard isEditing, window == nil || !isFirstResponder else { return }
        _ = super.resignFirstResponder()
        endEditing()
    }

    /// Handles the editing keys (arrows, Home/End, Backspace, Delete, Return, Tab, the Control
    /// shortcuts) and passes the others up the responder chain.
    ///
    /// Called on the first responder when keys go down (as `Responder`'s). Overrides call `super` for
    /// keys they do not handle.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        let unhandled = handledPresses.began(presses) { key in isEditing && handle(key) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Passes on the releases of keys the field did not handle.
    ///
    /// Called on the responder the presses began on (as `Responder`'s). Overrides call `super` for
    /// keys they do not handle.
    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        let unhandled = handledPresses.ended(presses)
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// Passes on the cancellations of keys the field did not handle.
    ///
    /// Called on the responder the presses began on (as `Responder`'s). Overrides call `super` for
    /// keys they do not handle.
    open override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        let unhandled = handledPresses.ended(presses)
        if !unhandled.isEmpty { super.pressesCancelled(unhandled, with: event) }
    }

    // MARK: - Override points: touches (rules in TextField+Pointer.swift)

    /// Tracks the touch as a control does, then makes the field first responder and places the caret
    /// (a double tap selects the word, a triple tap everything), or begins a clear-button tap.
    ///
    /// Called by the window for touches that began on the field (as `Responder`'s). Overrides must call
    /// `super`.
    open override func touchesBegan(_ touches: Set<Touch>, with event: BarViews.Event?) {
        super.touchesBegan(touches, with: event)
        pointerBegan(touches)
    }

    /// Extends the selection to the grapheme boundary (after a double tap, the word) nearest the touch.
    ///
    /// Called by the window for touches that began on the field (as `Responder`'s). Overrides must call
    /// `super`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: BarViews.Event?) {
        super.touchesMoved(touches, with: event)
        pointerMoved(touches)
    }

    /// Ends the touch; a tap that began and ended on the clear button clears the text.
    ///
    /// Called by the window for touches that began on the field (as `Responder`'s). Overrides must call
    /// `super`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: BarViews.Event?) {
        let tracked = trackedTouch
        super.touchesEnded(touches, with: event)
        pointerEnded(touches, tracked: tracked)
    }

    /// Forgets the touch.
    ///
    /// Called by the window when touches that began on the field were cancelled (as `Responder`'s).
    /// Overrides must call `super`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: BarViews.Event?) {
        super.touchesCancelled(touches, with: event)
        pointer = TextFieldPointer()
    }

    // MARK: - Override points: size, rects and drawing (TextField+Layout.swift, TextField+Drawing.swift)

    /// The size that fits the text (or the placeholder when longer), the border's insets, the
    /// overlays shown, and one line of the font, rounded up.
    ///
    /// Read by Auto Layout and `sizeToFit()` (as `View`'s). Overrides may call `super` and adjust it.
    open override var intrinsicContentSize: CGSize { fieldIntrinsicSize }

    /// The size that fits: `intrinsicContentSize`.
    ///
    /// Called by `sizeToFit()` (as `View`'s). Overrides need not call `super`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldIntrinsicSize }

    /// The rect the border is drawn in: the bounds.
    ///
    /// Called when drawing. Overrides need not call `super`.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { defaultBorderRect(forBounds: bounds) }

    /// The rect the text is drawn in while not editing: the bounds inset for the border, less the
    /// overlays shown.
    ///
    /// Called when drawing, placing the caret and hit-testing. Overrides need not call `super`.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }

    /// The rect the text is edited in: `textRect(forBounds:)` by default.
    ///
    /// Called while editing to draw and place the caret. Overrides need not call `super`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultEditingRect(forBounds: bounds) }

    /// The rect the placeholder is drawn in: `textRect(forBounds:)` by default.
    ///
    /// Called when drawing an empty field. Overrides need not call `super`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { defaultPlaceholderRect(forBounds: bounds) }

    /// The clear button's rect: a 19-pt square, vertically centred, 6 pt from the trailing edge (left of
    /// the right view when one shows).
    ///
    /// Called when drawing and hit-testing the clear button. Overrides need not call `super`.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

    /// The left view's rect: its size, at the leading edge, vertically centred.
    ///
    /// Called when laying out. Overrides need not call `super`.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }

    /// The right view's rect: its size, at the trailing edge, vertically centred.
    ///
    /// Called when laying out. Overrides need not call `super`.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    /// Places and shows or hides the left and right views, and keeps the caret in view.
    ///
    /// Called by the layout pass (as `View`'s). Overrides must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    /// Draws the border, the selection, the text or placeholder, the marked-text underline, the caret
    /// and the clear button.
    ///
    /// Called by the renderer when the field needs display (as `View`'s). Overrides may call `super`
    /// to draw these and then draw more.
    open override func draw(_ rect: CGRect) {
        drawField()
    }

    // MARK: - Describing

    /// Adds the text and `editing = YES` to the control's attributes.
    ///
    /// Read each time a description is built (as `View`'s). Overrides should call `super` and append
    /// their own to its answer.
    open override var descriptionAttributes: [String] {
        var attributes = super.descriptionAttributes
        attributes.append("text = \(engine.text.debugDescription)")
        if isEditing { attributes.append("editing = YES") }
        return attributes
    }
}

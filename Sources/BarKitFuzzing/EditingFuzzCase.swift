import BarKit
import Foundation

// The text-editing model (the `editing` fuzzer, and the seeded model-based test that plays it): a
// `TextField` or a `TextView`, first responder in a window of its own application, is driven by
// typed text (emoji with skin tones, ZWJ sequences, flags, combining marks alone, Hangul syllables
// and jamo, Hebrew, Arabic, CJK, line breaks), Backspace and Delete (with Ctrl: by word), arrows,
// Home and End with and without Shift and Ctrl, Ctrl+A/C/X/V/Z and Ctrl+Shift+Z, input-method
// compositions, pastes, selections set in code, taps, Return and Tab, resigning and text set in
// code. `EditingModel` says what each step must do, from the rules in Docs/Behaviors.md ("Text
// input"): the text, the selection, the marked range and the undo and redo stacks (with typing
// coalesced) must agree with it after every step. At the end, undoing everything must give the
// first text back and redoing everything the last; everything must be freed.

/// Plays one editing script; returns what went wrong (empty when all held).
@MainActor
public func playEditingFuzzCase(_ input: FuzzInput, maxSteps: Int = 200) -> [String] {
    var input = input
    var failures: [String] = []
    weak var freedWidget: View?
    weak var freedWindow: Window?
    weak var freedApplication: Application?
    let savedPasteboard = Pasteboard.general.string
    // Ranges out of bounds are part of the input: their reports are dropped.
    let savedHandler = TextInputProblem.problemHandler
    TextInputProblem.problemHandler = { _ in }
    defer { TextInputProblem.problemHandler = savedHandler }
    do {
        let harness = EditingFuzzHarness(&input)
        freedWidget = harness.widget
        freedWindow = harness.window
        freedApplication = harness.application
        harness.run(&input, maxSteps: maxSteps)
        harness.finish()
        failures = harness.failures
    }
    Pasteboard.general.string = savedPasteboard
    if freedWidget != nil { failures.append("the text widget outlived its window") }
    if freedWindow != nil { failures.append("the window was not freed") }
    if freedApplication != nil { failures.append("the application was not freed") }
    return failures
}

/// What the script types (each one text event) and composes.
private let typedTexts: [String] = [
    "a", "b", "Z", " ", "1", ".", "'", "_", "é", "e", "\u{301}", "\u{308}", "👍", "👍🏽", "🏽", "👩‍👩‍👧",
    "🇫🇷", "한", "\u{1100}", "\u{1161}", "\u{11A8}", "ש", "ל", "م", "ر", "\u{200D}", "中", "😀", "ab cd",
    "\n", "\t", "a\nb", "\r\n", "x\u{301}\u{302}",
]
private let markedTexts: [String?] = [nil, "", "k", "ka", "か", "かな", "漢字", "ㅎ", "하", "한", "😀x", "e\u{301}"]
private let setTexts = ["", "hello world", "don't 3.14 ok", "👍🏽 שלום مرحبا", "a\u{301}b\u{302}", "line one\nline two"]

/// The widget under test: a text field or a text view, through what both offer.
@MainActor
private enum EditingWidget {
    case field(TextField)
    case view(TextView)

    var view: View {
        switch self {
        case .field(let field): field
        case .view(let view): view
        }
    }
    var text: String {
        switch self {
        case .field(let field): field.text ?? ""
        case .view(let view): view.text ?? ""
        }
    }
    var selectedRange: NSRange {
        get {
            switch self {
            case .field(let field): field.selectedRange
            case .view(let view): view.selectedRange
            }
        }
        nonmutating set {
            switch self {
            case .field(let field): field.selectedRange = newValue
            case .view(let view): view.selectedRange = newValue
            }
        }
    }
    var markedTextRange: NSRange? {
        switch self {
        case .field(let field): field.markedTextRange
        case .view(let view): view.markedTextRange
        }
    }
    var undoManager: UndoManager {
        switch self {
        case .field(let field): field.undoManager
        case .view(let view): view.undoManager
        }
    }
    func setText(_ text: String) {
        switch self {
        case .field(let field): field.text = text
        case .view(let view): view.text = text
        }
    }
    func unmarkText() {
        switch self {
        case .field(let field): field.unmarkText()
        case .view(let view): view.unmarkText()
        }
    }
}

/// The widget's delegate: records each change it is asked about, and refuses those that would put a
/// "Z" in the text while `refusing`.
@MainActor
final class EditingFuzzDelegate: TextFieldDelegate, TextViewDelegate {
    var asks: [String] = []
    var refusing = false

    func ask(_ range: NSRange, _ string: String) -> Bool {
        asks.append("{\(range.location), \(range.length)} \(string.debugDescription)")
        return !(refusing && string.contains("Z"))
    }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ask(range, string)
    }
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        ask(range, text)
    }
}

/// The window, the widget, the model and the checks.
@MainActor
final class EditingFuzzHarness {
    let application = Application()
    let window: Window
    let simulator: EventSimulator
    fileprivate let widget: View
    fileprivate let editor: EditingWidget
    var model: EditingModel
    let delegate = EditingFuzzDelegate()
    var failures: [String] = []
    var step = 0
    var what = "start"

    init(_ input: inout FuzzInput) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 240, height: 160), application: application)
        simulator = EventSimulator(window: window)
        let isField = input.int(in: 0...1) == 0
        let secure = isField && input.int(in: 0...7) == 0
        let initial = setTexts[input.int(in: 0...setTexts.count - 1)]
        let pasted = typedTexts[input.int(in: 0...typedTexts.count - 1)]
        Pasteboard.general.string = pasted
        if isField {
            let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            field.isSecureTextEntry = secure
            field.delegate = delegate
            editor = .field(field)
        } else {
            let view = TextView(frame: CGRect(x: 10, y: 10, width: 200, height: 120))
            view.delegate = delegate
            editor = .view(view)
        }
        widget = editor.view
        window.addSubview(widget)
        editor.setText(initial)
        model = EditingModel(text: initial, isField: isField, isSecure: secure, pasteboard: pasted)
        if !widget.becomeFirstResponder() { failures.append("the widget did not become first responder") }
        window.layoutIfNeeded()
        check()
    }

    func run(_ input: inout FuzzInput, maxSteps: Int) {
        while !input.isEmpty && step < maxSteps && failures.count < 5 {
            step += 1
            perform(&input)
            window.layoutIfNeeded()
            check()
        }
    }

    private func press(_ key: Key, shift: Bool = false, control: Bool = false) {
        var key = key
        if shift { key.modifierFlags.insert(.shift) }
        if control { key.modifierFlags.insert(.control) }
        simulator.press(key)
    }

    private func perform(_ input: inout FuzzInput) {
        let op = input.int(in: 0...28)
        switch op {
        case 0...5:
            let typed = typedTexts[input.int(in: 0...typedTexts.count - 1)]
            what = "typed \(typed.debugDescription)"
            application.sendText(typed)
            model.type(typed)
        case 6, 7:
            let control = input.int(in: 0...3) == 0
            what = (op == 6 ? "Backspace" : "Delete") + (control ? " with Ctrl" : "")
            press(op == 6 ? .delete : .forwardDelete, control: control)
            if op == 6 { model.deleteBackward(byWord: control) } else { model.deleteForward(byWord: control) }
        case 8, 9:
            let shift = input.bool()
            let control = input.int(in: 0...2) == 0
            what = (op == 8 ? "Left" : "Right") + (shift ? " Shift" : "") + (control ? " Ctrl" : "")
            press(op == 8 ? .leftArrow : .rightArrow, shift: shift, control: control)
            model.move(op == 8 ? (control ? .wordLeft : .left) : (control ? .wordRight : .right), extending: shift)
        case 10:
            let shift = input.bool()
            let control = input.bool()
            let which = input.int(in: 0...3)
            let key: Key = [.upArrow, .downArrow, .home, .end][which]
            what = "\(["Up", "Down", "Home", "End"][which])\(shift ? " Shift" : "")\(control ? " Ctrl" : "")"
            press(key, shift: shift, control: control)
            let movement: EditingModel.Movement
            switch which {
            case 0: movement = .up
            case 1: movement = .down
            case 2: movement = control ? .documentStart : .lineStart
            default: movement = control ? .documentEnd : .lineEnd
            }
            model.move(movement, extending: shift, widgetSelection: editor.selectedRange, failures: &lineFailures)
            reportLineFailures()
        case 11:
            what = "Ctrl+A"
            press(Key(character: "a", modifiers: .control))
            model.selectAll()
        case 12:
            what = "Ctrl+C"
            press(Key(character: "c", modifiers: .control))
            model.copy()
        case 13:
            what = "Ctrl+X"
            press(Key(character: "x", modifiers: .control))
            model.cut()
        case 14:
            what = "Ctrl+V"
            press(Key(character: "v", modifiers: .control))
            model.paste()
        case 15, 16:
            what = "Ctrl+Z"
            press(Key(character: "z", modifiers: .control))
            model.undo()
        case 17:
            what = "Ctrl+Shift+Z"
            press(Key(character: "z", modifiers: [.control, .shift]))
            model.redo()
        case 18, 19:
            let marked = markedTexts[input.int(in: 0...markedTexts.count - 1)]
            let range = NSRange(location: input.int(in: 0...4), length: input.int(in: 0...2))
            what = "marked \(marked.debugDescription) {\(range.location), \(range.length)}"
            simulator.setMarkedText(marked, selectedRange: range)
            model.setMarked(marked ?? "", selection: range)
        case 20:
            what = "unmarkText"
            editor.unmarkText()
            model.unmark()
        case 21:
            let length = model.length
            let location = input.int(in: 0...9) == 0 ? input.int(in: -2...length + 3) : input.int(in: 0...max(0, length))
            let range = NSRange(location: location, length: input.int(in: 0...9) == 0 ? -1 : input.int(in: 0...max(0, length)))
            what = "selectedRange = {\(range.location), \(range.length)}"
            editor.selectedRange = range
            model.select(range)
        case 22:
            let double = input.int(in: 0...3) == 0
            let point = CGPoint(x: 10 + CGFloat(input.int(in: 0...199)), y: 10 + CGFloat(input.int(in: 4...26)))
            what = "\(double ? "double " : "")tap at \(point)"
            if double { simulator.doubleTap(at: point) } else { simulator.tap(at: point) }
            adoptTap(double: double)
        case 23:
            let pasted = typedTexts[input.int(in: 0...typedTexts.count - 1)]
            what = "pasteboard = \(pasted.debugDescription)"
            Pasteboard.general.string = pasted
            model.pasteboard = pasted
        case 24:
            let tab = input.bool()
            what = tab ? "Tab" : "Return"
            press(tab ? .tab : .returnKey)
            if tab { model.tabKey() } else { model.returnKey() }
        case 25:
            what = "resign and edit again"
            _ = widget.resignFirstResponder()
            _ = widget.becomeFirstResponder()
            model.editAgain()
        case 26:
            let text = setTexts[input.int(in: 0...setTexts.count - 1)]
            what = "text = \(text.debugDescription)"
            editor.setText(text)
            model.reset(text)
        case 27:
            delegate.refusing.toggle()
            model.refusing = delegate.refusing
            what = delegate.refusing ? "the delegate refuses \"Z\"" : "the delegate allows everything"
        default:
            what = "render"
            _ = window.render()
        }
    }

    /// What the line movements of a text view got wrong (their landing place is the layout's).
    private var lineFailures: [String] = []

    private func reportLineFailures() {
        for failure in lineFailures { failures.append("step \(step) (\(what)): \(failure)") }
        lineFailures = []
    }

    /// A tap's caret (or double tap's word) is the layout's: commits marked text, then the widget's
    /// selection is taken, after checking it is a caret on a grapheme boundary (a word: inside the text).
    private func adoptTap(double: Bool) {
        if model.marked != nil { model.unmark() }
        // A tap soon after another one near it counts as a double (or triple) tap.
        let selection = editor.selectedRange
        if !double, selection.length == 0, !model.boundaries.contains(selection.location) {
            failures.append("step \(step) (\(what)): the tap's caret \(selection) is not a grapheme boundary")
            return
        }
        if selection.location < 0 || selection.location + selection.length > model.length {
            failures.append("step \(step) (\(what)): the tap selected \(selection), outside the text")
            return
        }
        model.adoptSelection(selection)
    }

    // MARK: - Checks

    func check() {
        let label = "step \(step) (\(what))"
        let expectedAsks = model.asks.map { "{\($0.0.location), \($0.0.length)} \($0.1.debugDescription)" }
        if delegate.asks != expectedAsks {
            failures.append("\(label): the delegate was asked \(delegate.asks), the model expects \(expectedAsks)")
        }
        delegate.asks = []
        model.asks = []
        let text = editor.text
        if Array(text.utf16) != Array(model.text.utf16) {
            failures.append("\(label): the text is \(text.debugDescription), the model has \(model.text.debugDescription)")
            model.text = text
        }
        let selection = editor.selectedRange
        if selection != model.selection {
            failures.append("\(label): the selection is \(selection), the model has \(model.selection)")
            model.adoptSelection(selection)
        }
        if editor.markedTextRange != model.marked {
            failures.append("\(label): the marked range is \(String(describing: editor.markedTextRange)), the model has \(String(describing: model.marked))")
        }
        if !model.isScalarBoundary(selection.location) || !model.isScalarBoundary(selection.location + selection.length) {
            failures.append("\(label): the selection \(selection) splits a character")
        }
        let undo = editor.undoManager
        if undo.canUndo != !model.undoStack.isEmpty || undo.canRedo != !model.redoStack.isEmpty {
            failures.append(
                "\(label): canUndo \(undo.canUndo), canRedo \(undo.canRedo); the model has \(model.undoStack.count) steps to undo, \(model.redoStack.count) to redo")
        }
    }

    /// Commits the composition, then undoes every step (which must give the first text back) and
    /// redoes every step (the last text); then empties the window.
    func finish() {
        what = "finish"
        editor.unmarkText()
        model.unmark()
        check()
        let last = model.text
        let undoCount = model.undoStack.count
        for _ in 0..<undoCount {
            press(Key(character: "z", modifiers: .control))
            model.undo()
        }
        check()
        if editor.undoManager.canUndo { failures.append("finish: steps are left to undo after undoing \(undoCount)") }
        if Array(editor.text.utf16) != Array(model.firstText.utf16) {
            failures.append("finish: undoing every step gave \(editor.text.debugDescription), not the first text \(model.firstText.debugDescription)")
        }
        for _ in 0..<undoCount {
            press(Key(character: "z", modifiers: [.control, .shift]))
            model.redo()
        }
        check()
        if Array(editor.text.utf16) != Array(last.utf16) {
            failures.append("finish: redoing every step gave \(editor.text.debugDescription), not the last text \(last.debugDescription)")
        }
        _ = widget.resignFirstResponder()
        widget.removeFromSuperview()
    }
}

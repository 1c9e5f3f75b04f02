import Foundation
import Testing

import BarKit
@testable import BarGraphics
@testable import BarText
@testable import BarViews
@testable import BarTextInput
@testable import BarWidgets

extension Key {
    /// The key with `modifiers` held.
    func with(_ modifiers: KeyModifierFlags) -> Key {
        var key = self
        key.modifierFlags = modifiers
        return key
    }
}

/// A window of its own application holding text fields, driven by an event simulator.
@MainActor
struct FieldScene {
    let scene = Scene(size: CGSize(width: 320, height: 240))
    var window: Window { scene.window }
    var simulator: EventSimulator { scene.simulator }
    let field: TextField
    /// Messages about clamped input.
    let problems = ProblemLog()

    init(text: String? = nil, frame: CGRect = CGRect(x: 10, y: 10, width: 200, height: 34)) {
        field = TextField(frame: frame)
        field.borderStyle = .roundedRect
        if let text { field.text = text }
        field.engine.problemHandler = { [problems] in problems.messages.append($0.description) }
        scene.window.addSubview(field)
        scene.window.layoutIfNeeded()
    }

    /// Focuses the field by code, leaving the caret at the end.
    func focus() {
        #expect(field.becomeFirstResponder())
    }

    func press(_ key: Key) { simulator.press(key) }
    func press(_ character: Character, _ modifiers: KeyModifierFlags = .control) {
        simulator.press(Key(character: character, modifiers: modifiers))
    }
}

@MainActor
final class ProblemLog {
    var messages: [String] = []
}

/// Logs a text field's delegate calls and editing control events, in order.
@MainActor
final class FieldLog: TextFieldDelegate {
    var entries: [String] = []
    var allowsChange = true
    var allowsEnd = true
    var allowsBegin = true
    var clampTo: NSRange?

    init(_ field: TextField) {
        field.delegate = self
        let events: [(String, Control.Event)] = [
            ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
            ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
            ("primaryActionTriggered", .primaryActionTriggered),
        ]
        for (name, event) in events {
            field.addAction(Action { [weak self] _ in self?.entries.append(name) }, for: event)
        }
    }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        entries.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) { entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        entries.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: TextField) { entries.append("didEnd") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        entries.append("shouldChange(\(range.location),\(range.length),\(string))")
        return allowsChange
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool {
        entries.append("shouldClear")
        return true
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        entries.append("shouldReturn")
        return true
    }
    func textFieldDidChangeSelection(_ textField: TextField) {
        entries.append("didChangeSelection(\(textField.selectedRange.location),\(textField.selectedRange.length))")
    }
}

func range(_ location: Int, _ length: Int) -> NSRange { NSRange(location: location, length: length) }

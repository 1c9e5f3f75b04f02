import BarViews
import BarWidgets
import Foundation

/// What a key press asks of a text widget (Docs/Behaviors.md, "Text input"): the Linux
/// conventions, with Control (or Command) for the shortcuts.
enum TextKeyCommand: Equatable {
    case move(TextEditingEngine.Movement, extending: Bool)
    case deleteBackward(byWord: Bool)
    case deleteForward(byWord: Bool)
    case selectAll, copy, cut, paste, undo, redo
    case returnKey
    case tab(backward: Bool)

    /// The command for `key`, nil for keys text editing leaves to the responder chain (Escape,
    /// characters without Control, which arrive as text).
    init?(_ key: Key) {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let control = flags.contains(.control) || flags.contains(.command)
        switch key.keyCode {
        case .keyboardLeftArrow: self = .move(control ? .wordLeft : .left, extending: shift)
        case .keyboardRightArrow: self = .move(control ? .wordRight : .right, extending: shift)
        case .keyboardUpArrow: self = .move(.up, extending: shift)
        case .keyboardDownArrow: self = .move(.down, extending: shift)
        case .keyboardHome: self = .move(control ? .documentStart : .lineStart, extending: shift)
        case .keyboardEnd: self = .move(control ? .documentEnd : .lineEnd, extending: shift)
        case .keyboardDeleteOrBackspace: self = .deleteBackward(byWord: control)
        case .keyboardDeleteForward: self = .deleteForward(byWord: control)
        case .keyboardReturnOrEnter: self = .returnKey
        case .keyboardTab where !control: self = .tab(backward: shift)
        default:
            guard control, !flags.contains(.alternate) else { return nil }
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": self = .selectAll
            case "c": self = .copy
            case "x": self = .cut
            case "v": self = .paste
            case "z": self = shift ? .redo : .undo
            default: return nil
            }
        }
    }
}

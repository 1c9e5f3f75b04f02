import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// Modifier keys held during a key press, as UIKit's `UIKeyModifierFlags` (same bit values).
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option / Alt.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}

/// A key's USB HID usage code (page 7), as UIKit's `UIKeyboardHIDUsage`. Only common keys are named;
/// any code can be made with `init(rawValue:)`.
public struct KeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The letter keys: `keyboardA` is 0x04 … `keyboardZ` 0x1D.
    public static let keyboardA = KeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = KeyboardHIDUsage(rawValue: 0x1D)
    /// The digit keys: `keyboard1` is 0x1E … `keyboard0` 0x27.
    public static let keyboard1 = KeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = KeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = KeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = KeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = KeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = KeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = KeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardRightArrow = KeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = KeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = KeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = KeyboardHIDUsage(rawValue: 0x52)
    public static let keyboardHyphen = KeyboardHIDUsage(rawValue: 0x2D)
    public static let keyboardEqualSign = KeyboardHIDUsage(rawValue: 0x2E)
    public static let keyboardOpenBracket = KeyboardHIDUsage(rawValue: 0x2F)
    public static let keyboardCloseBracket = KeyboardHIDUsage(rawValue: 0x30)
    public static let keyboardBackslash = KeyboardHIDUsage(rawValue: 0x31)
    public static let keyboardSemicolon = KeyboardHIDUsage(rawValue: 0x33)
    public static let keyboardQuote = KeyboardHIDUsage(rawValue: 0x34)
    public static let keyboardGraveAccentAndTilde = KeyboardHIDUsage(rawValue: 0x35)
    public static let keyboardComma = KeyboardHIDUsage(rawValue: 0x36)
    public static let keyboardPeriod = KeyboardHIDUsage(rawValue: 0x37)
    public static let keyboardSlash = KeyboardHIDUsage(rawValue: 0x38)
    public static let keyboardHome = KeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = KeyboardHIDUsage(rawValue: 0x4B)
    /// Forward delete (the key marked Delete or Del beside Home and End).
    public static let keyboardDeleteForward = KeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = KeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = KeyboardHIDUsage(rawValue: 0x4E)
}

/// A key on a hardware keyboard, as UIKit's `UIKey`.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The text the key produces with the modifiers applied (`"A"` for Shift-a).
    public var characters: String
    /// The text the key produces without modifiers other than Shift (`"a"` for Control-a).
    public var charactersIgnoringModifiers: String
    /// The modifier keys held.
    public var modifierFlags: KeyModifierFlags
    /// The key's HID usage code.
    public var keyCode: KeyboardHIDUsage

    public init(
        characters: String, charactersIgnoringModifiers: String? = nil, modifierFlags: KeyModifierFlags = [],
        keyCode: KeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }

    /// The key that types `character`, with `modifiers` held: `Key(character: "a", modifiers: .control)`.
    ///
    /// `characters` is the character (upper-cased for a letter with Shift), `charactersIgnoringModifiers`
    /// the character in lower case; `keyCode` the US layout's key for letters, digits, the space and
    /// common punctuation (0 for any other character).
    public init(character: Character, modifiers: KeyModifierFlags = []) {
        let lower = String(character).lowercased()
        let shown = modifiers.contains(.shift) && character.isLetter ? String(character).uppercased() : String(character)
        self.init(
            characters: shown, charactersIgnoringModifiers: lower, modifierFlags: modifiers,
            keyCode: Key.usage(typing: Character(lower.count == 1 ? lower : String(character))))
    }

    /// The US layout's key for `character`, or usage 0.
    static func usage(typing character: Character) -> KeyboardHIDUsage {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
            return KeyboardHIDUsage(rawValue: 0)
        }
        switch scalar.value {
        case 0x61...0x7A: return KeyboardHIDUsage(rawValue: 0x04 + Int(scalar.value - 0x61))
        case 0x31...0x39: return KeyboardHIDUsage(rawValue: 0x1E + Int(scalar.value - 0x31))
        case 0x30: return .keyboard0
        case 0x20: return .keyboardSpacebar
        case 0x0D, 0x0A: return .keyboardReturnOrEnter
        case 0x09: return .keyboardTab
        case 0x1B: return .keyboardEscape
        default: break
        }
        let punctuation: [Character: KeyboardHIDUsage] = [
            "-": .keyboardHyphen, "=": .keyboardEqualSign, "[": .keyboardOpenBracket, "]": .keyboardCloseBracket,
            "\\": .keyboardBackslash, ";": .keyboardSemicolon, "'": .keyboardQuote, "`": .keyboardGraveAccentAndTilde,
            ",": .keyboardComma, ".": .keyboardPeriod, "/": .keyboardSlash,
        ]
        return punctuation[character] ?? KeyboardHIDUsage(rawValue: 0)
    }

    // The keys that type no text. Their `characters` are UIKit's `UIKeyCommand` input strings.

    /// ← (`UIKeyCommand.inputLeftArrow`).
    public static let leftArrow = Key(characters: "UIKeyInputLeftArrow", keyCode: .keyboardLeftArrow)
    /// → (`UIKeyCommand.inputRightArrow`).
    public static let rightArrow = Key(characters: "UIKeyInputRightArrow", keyCode: .keyboardRightArrow)
    /// ↑ (`UIKeyCommand.inputUpArrow`).
    public static let upArrow = Key(characters: "UIKeyInputUpArrow", keyCode: .keyboardUpArrow)
    /// ↓ (`UIKeyCommand.inputDownArrow`).
    public static let downArrow = Key(characters: "UIKeyInputDownArrow", keyCode: .keyboardDownArrow)
    /// Home (`UIKeyCommand.inputHome`).
    public static let home = Key(characters: "UIKeyInputHome", keyCode: .keyboardHome)
    /// End (`UIKeyCommand.inputEnd`).
    public static let end = Key(characters: "UIKeyInputEnd", keyCode: .keyboardEnd)
    /// Backspace, which deletes backward (U+0008).
    public static let delete = Key(characters: "\u{8}", keyCode: .keyboardDeleteOrBackspace)
    /// Forward delete (`UIKeyCommand.inputDelete`).
    public static let forwardDelete = Key(characters: "UIKeyInputDelete", keyCode: .keyboardDeleteForward)
    /// Return (U+000D).
    public static let returnKey = Key(characters: "\r", keyCode: .keyboardReturnOrEnter)
    /// Tab (U+0009).
    public static let tab = Key(characters: "\t", keyCode: .keyboardTab)
    /// Escape (`UIKeyCommand.inputEscape`, U+001B).
    public static let escape = Key(characters: "\u{1b}", keyCode: .keyboardEscape)

    public var description: String {
        "Key(\(characters.debugDescription), keyCode: 0x\(String(keyCode.rawValue, radix: 16)), modifiers: 0x\(String(modifierFlags.rawValue, radix: 16)))"
    }
}

/// One press of a key, as UIKit's `UIPress`: the same object from key down to key up.
///
/// Presses are delivered with `pressesBegan/Changed/Ended/Cancelled(_:with:)` to the application's
/// first responder and travel up the responder chain from there.
@MainActor
public final class Press {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        case began
        /// The press changed (for keys with a force or value; keyboards rarely send it).
        case changed
        case stationary
        case ended
        case cancelled
    }

    /// The press's phase.
    public private(set) var phase: Phase
    /// When the press last changed.
    public private(set) var timestamp: TimeInterval
    /// The key pressed.
    public let key: Key?
    /// The responder the press was first delivered to, set by the application.
    public internal(set) weak var responder: Responder?

    /// A press of `key` that has just begun.
    public init(key: Key?, timestamp: TimeInterval) {
        self.phase = .began
        self.key = key
        self.timestamp = timestamp
    }

    /// Moves the press to its next phase. An ended or cancelled press does not change any more.
    public func update(phase: Phase, timestamp: TimeInterval) {
        guard self.phase != .ended && self.phase != .cancelled else { return }
        self.phase = phase == .began ? .changed : phase
        self.timestamp = timestamp
    }
}

extension Press: Hashable {
    nonisolated public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event carrying key presses, as UIKit's `UIPressesEvent`.
@MainActor
open class PressesEvent: Event {
    let orderedPresses: [Press]

    /// An event carrying `presses`, each in its current phase.
    public init(presses: [Press], timestamp: TimeInterval) {
        var seen = Set<ObjectIdentifier>()
        orderedPresses = presses.filter { seen.insert(ObjectIdentifier($0)).inserted }
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of the event.
    public var allPresses: Set<Press> { Set(orderedPresses) }

    /// The presses whose first responder is `responder`.
    public func presses(for responder: Responder) -> Set<Press> {
        Set(orderedPresses.filter { $0.responder === responder })
    }
}

extension Press: @MainActor CustomStringConvertible {
    /// `<Press: phase = began; key = …>`.
    public var description: String {
        let phaseName: String
        switch phase {
        case .began: phaseName = "began"
        case .changed: phaseName = "changed"
        case .stationary: phaseName = "stationary"
        case .ended: phaseName = "ended"
        case .cancelled: phaseName = "cancelled"
        }
        return "<Press: phase = \(phaseName)\(key.map { "; key = \($0.description)" } ?? "")>"
    }
}

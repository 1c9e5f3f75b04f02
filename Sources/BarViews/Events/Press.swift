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

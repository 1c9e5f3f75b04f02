import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

// The value types of controls: states, control events and content alignment, with UIKit's values.

extension Control {
    /// The state of a control, as UIKit's `UIControl.State` (same bit values). `.normal` is the
    /// empty set.
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for the application's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)

        static let names: [(String, State)] = [
            ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected), ("focused", .focused),
        ]

        /// `normal`, or the names of the bits joined with `|`: `highlighted|selected`.
        public var description: String {
            if isEmpty { return "normal" }
            var parts = State.names.filter { contains($0.1) }.map(\.0)
            let rest = rawValue & ~0xF
            if rest != 0 { parts.append(String(format: "0x%X", rest)) }
            return parts.joined(separator: "|")
        }
    }

    /// The events a control sends actions for, as UIKit's `UIControl.Event` (same bit values).
    ///
    /// Inside a `Control` subclass, `Event` names this type; write `BarKit.Event` for the `Event`
    /// class that carries touches.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch began in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch began in the control as part of a repeated tap (tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved while within the control's tracking area (the bounds widened by 70 points).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved while outside the tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved back into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved out of the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches, …).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button: a touch lifted inside).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All the touch events.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// All the editing events.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits free for the application's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The named single events, by the names used in descriptions and view documents.
        static let names: [(String, Event)] = [
            ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
            ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
            ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
            ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
            ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
            ("primaryActionTriggered", .primaryActionTriggered), ("menuActionTriggered", .menuActionTriggered),
            ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
            ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
        ]

        /// The single-bit events of this set, lowest bit first (the order they are sent in when they
        /// happen together).
        public var components: [Event] {
            var bits: [Event] = []
            var remaining = rawValue
            while remaining != 0 {
                let bit = remaining & (~remaining &+ 1)
                bits.append(Event(rawValue: bit))
                remaining &= ~bit
            }
            return bits
        }

        /// The event names joined with `|`: `touchUpInside|primaryActionTriggered`.
        public var description: String {
            if isEmpty { return "[]" }
            return components.map { bit in
                Event.names.first { $0.1 == bit }?.0 ?? String(format: "0x%X", bit.rawValue)
            }.joined(separator: "|")
        }
    }

    /// Where a control places its content horizontally, as UIKit's
    /// `UIControl.ContentHorizontalAlignment` (same raw values).
    public enum ContentHorizontalAlignment: Int, Sendable, CaseIterable {
        case center = 0
        case left = 1
        case right = 2
        /// Stretched across the content rect.
        case fill = 3
        /// Left for left-to-right layouts.
        case leading = 4
        /// Right for left-to-right layouts.
        case trailing = 5

        static let names: [String: ContentHorizontalAlignment] = [
            "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading,
            "trailing": .trailing,
        ]
    }

    /// Where a control places its content vertically, as UIKit's `UIControl.ContentVerticalAlignment`
    /// (same raw values).
    public enum ContentVerticalAlignment: Int, Sendable, CaseIterable {
        case center = 0
        case top = 1
        case bottom = 2
        /// Stretched across the content rect.
        case fill = 3

        static let names: [String: ContentVerticalAlignment] = [
            "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
        ]
    }
}

/// What kind of element an accessibility element is and what state it is in, as UIKit's
/// `UIAccessibilityTraits`: an option set whose bits are UIKit's, so a value written as a number
/// means the same in both.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// The element acts as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected button, tab or row).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// The element acts as a key of a keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element cannot be used now (a disabled control).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often (a timer, a counter).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// The element's value goes up and down (`accessibilityIncrement()`/`accessibilityDecrement()`).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// The element is a tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    /// The element heads a section of content.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
}

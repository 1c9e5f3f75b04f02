import BarGeometry
import Foundation

// UIKit's accessibility properties (`UIAccessibility`, `UIAccessibilityContainer`,
// `UIAccessibilityAction`) on every view. A view nobody configured keeps no storage: each getter
// answers the class's default (UIKit's, per widget; `AccessibilityDefaultsProviding`) until a value
// is set, and setting an optional one (label, value, frame…) to nil puts the default back.

/// The accessibility values set on one view; a view keeps one only once something is set.
final class AccessibilityOverrides {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var traits: AccessibilityTraits?
    var frame: CGRect?
    var elements: [View]?
    var elementsHidden = false
    var viewIsModal = false
}

/// What a kind of view answers for the properties nobody set: UIKit's defaults for it.
package struct AccessibilityDefaults {
    package var isElement: Bool
    package var label: String?
    package var value: String?
    package var traits: AccessibilityTraits

    package init(isElement: Bool = false, label: String? = nil, value: String? = nil, traits: AccessibilityTraits = []) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.traits = traits
    }
}

/// A BarKit class's accessibility defaults, given from an extension (`Label+Accessibility.swift`,
/// `Button+Accessibility.swift`, …): Swift cannot override a member from an extension, so a class
/// conforms here instead. A subclass inherits its superclass's conformance; one that needs other
/// defaults conforms to `AccessibilitySubclassDefaultsProviding`, which is asked first.
@MainActor
package protocol AccessibilityDefaultsProviding: View {
    /// The defaults for this view now (read on each access: they follow the view's state).
    var accessibilityDefaults: AccessibilityDefaults { get }
    /// The default `accessibilityActivate()`: performs the view's action and returns true, or
    /// returns false for the default tap at the element's centre.
    func activateAccessibilityByDefault() -> Bool
}

/// The defaults of a subclass of a class that already conforms to `AccessibilityDefaultsProviding`
/// (a text field, a control; a table, a scroll view); asked before that protocol.
@MainActor
package protocol AccessibilitySubclassDefaultsProviding: View {
    /// The defaults for this view now.
    var subclassAccessibilityDefaults: AccessibilityDefaults { get }
    /// The default `accessibilityActivate()` (see `AccessibilityDefaultsProviding`).
    func activateAccessibilityBySubclassDefault() -> Bool
}

extension AccessibilityDefaultsProviding {
    package func activateAccessibilityByDefault() -> Bool { false }
}

extension AccessibilitySubclassDefaultsProviding {
    package func activateAccessibilityBySubclassDefault() -> Bool { false }
}

extension View {
    /// This view's class's defaults (a plain view: not an element, nothing set).
    package var defaultAccessibility: AccessibilityDefaults {
        if let refined = self as? any AccessibilitySubclassDefaultsProviding {
            return refined.subclassAccessibilityDefaults
        }
        if let provider = self as? any AccessibilityDefaultsProviding { return provider.accessibilityDefaults }
        return AccessibilityDefaults()
    }

    /// The frame the view covers in window coordinates, moved by the window's frame origin (where a
    /// window sits on the screen).
    package var defaultAccessibilityFrame: CGRect {
        let inWindow = convert(bounds, to: nil)
        guard let window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.origin.x, dy: window.frame.origin.y)
    }
}

extension View {
    // The defaults behind the override points declared in View.swift.

    /// The overrides, made on first use (a setter's).
    var accessibilityOverridesOrNew: AccessibilityOverrides {
        if let existing = accessibilityOverrides { return existing }
        let made = AccessibilityOverrides()
        accessibilityOverrides = made
        return made
    }

    func defaultAccessibilityActivate() -> Bool {
        if let refined = self as? any AccessibilitySubclassDefaultsProviding {
            return refined.activateAccessibilityBySubclassDefault()
        }
        if let provider = self as? any AccessibilityDefaultsProviding { return provider.activateAccessibilityByDefault() }
        return false
    }
}

import BarViews
import BarWidgets

// Accessibility of text input, as UIKit's: a text field is an element whose value is its text (a
// bullet per character when `isSecureTextEntry`) and whose label is its placeholder, with
// `.notEnabled` while disabled; a text view is an element whose value is its text. Activating
// either taps it, which begins editing.

extension TextField: AccessibilitySubclassDefaultsProviding {
    package var subclassAccessibilityDefaults: AccessibilityDefaults {
        let shown = text.map { isSecureTextEntry ? String(repeating: "•", count: $0.count) : $0 }
        return AccessibilityDefaults(
            isElement: true, label: placeholder, value: shown?.isEmpty == true ? nil : shown,
            traits: isEnabled ? [] : .notEnabled)
    }
}

extension TextView: AccessibilitySubclassDefaultsProviding {
    package var subclassAccessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: text?.isEmpty == true ? nil : text)
    }
}

// A label's accessibility defaults, as UIKit's `UILabel`: an element, its text as its label, and
// `.staticText`.

extension Label: AccessibilityDefaultsProviding {
    package var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: .staticText)
    }
}

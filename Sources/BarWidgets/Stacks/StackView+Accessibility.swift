import BarViews

// A stack view's accessibility defaults, as UIKit's `UIStackView`: not an element and nothing of
// its own; the walk looks through it to its arranged subviews.

extension StackView: AccessibilityDefaultsProviding {
    package var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
}

import BarViews

// A scroll view's accessibility defaults, as UIKit's: not an element; a container whose subviews
// (its content) are walked, scroll indicators included only if they were elements (they are not).

extension ScrollView: AccessibilityDefaultsProviding {
    package var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
}

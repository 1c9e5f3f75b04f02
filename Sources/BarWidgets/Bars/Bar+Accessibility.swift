import BarViews

// A bar's accessibility defaults (toolbar, navigation bar): not an element; a container of its
// items' buttons (the AT-SPI bridge gives it the tool bar role).

extension Bar: AccessibilityDefaultsProviding {
    package var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
}

import BarViews

// An image view's accessibility defaults, as UIKit's `UIImageView`: not an element (set
// `isAccessibilityElement` and a label to make one), with `.image`.

extension ImageView: AccessibilityDefaultsProviding {
    package var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(traits: .image) }
}

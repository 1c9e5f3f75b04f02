import BarViews

// An image view's accessibility defaults, as UIKit's `UIImageView`: not an element (set
// `isAccessibilityElement` to make one), with `.image`, labelled by its image's name.

extension ImageView: AccessibilityDefaultsProviding {
    package var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(label: image?.accessibilityLabel, traits: .image)
    }
}

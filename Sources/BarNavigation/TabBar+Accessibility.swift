import BarViews
import BarWidgets

// Accessibility of the tab bar, as UIKit's: the bar is a container with `.tabBar` (the AT-SPI
// bridge gives it the page tab list role); each tab's button is an element called by its item's
// title, with `.button` and `.selected` for the selected tab. Activating a tab taps it.

extension TabBar: AccessibilityDefaultsProviding {
    package var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(traits: .tabBar) }
}

extension TabBarButton: AccessibilitySubclassDefaultsProviding {
    package var subclassAccessibilityDefaults: AccessibilityDefaults {
        var traits: AccessibilityTraits = .button
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDefaults(isElement: true, label: titleLabel.text, traits: traits)
    }
}

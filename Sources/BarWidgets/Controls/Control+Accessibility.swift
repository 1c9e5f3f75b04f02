import BarViews

// Accessibility defaults of controls, as UIKit's: a plain control is not an element; a button is
// one, labelled by its title (a bar's button by its item's title or system item name; a button
// with no title by its image's `accessibilityLabel`, the name it was found by), with `.button`, `.notEnabled` while disabled and
// `.selected` while selected. Activating an enabled button sends its touch-down and touch-up-inside
// actions (and `.primaryActionTriggered`), as a tap would; a disabled one does nothing.

extension Control: AccessibilityDefaultsProviding {
    package var accessibilityDefaults: AccessibilityDefaults {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        guard let button = self as? Button else { return AccessibilityDefaults(traits: traits) }
        traits.insert(.button)
        let label = (button as? BarItemButton)?.barItemAccessibilityLabel ?? button.currentTitle
            ?? button.currentImage?.accessibilityLabel
        return AccessibilityDefaults(isElement: true, label: label, traits: traits)
    }

    package func activateAccessibilityByDefault() -> Bool {
        guard self is Button else { return false }
        guard isEnabled else { return true }
        sendActions(for: [.touchDown, .touchUpInside, .primaryActionTriggered])
        return true
    }
}

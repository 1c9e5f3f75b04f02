import BarViews
import BarWidgets

// Accessibility of tables, as UIKit's: a cell is one element, called by its shown labels' texts
// joined by ", " (text label, detail, then any labels of the content view, in tree order), with
// `.selected` while selected; activating it taps it (selecting the row). The table is a container,
// not an element (the AT-SPI bridge gives it the list role and its cells list item).

extension TableViewCell: AccessibilityDefaultsProviding {
    package var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: joinedLabelsOfDescendants, traits: isSelected ? .selected : [])
    }
}

extension TableView: AccessibilitySubclassDefaultsProviding {
    package var subclassAccessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
}

import BarViews
import Foundation

// org.a11y.atspi.Value for `.adjustable` elements. UIKit gives an adjustable element only a spoken
// value (`accessibilityValue`, "50%") and increment/decrement; the numbers AT-SPI asks for are read
// from that text (BarKit's rule, Docs/Accessibility.md):
// - CurrentValue: the number the value starts with ("50%" → 50, "-3 dB" → -3); 0 when none;
// - MinimumValue / MaximumValue: 0 and 100 for a percentage, else the lowest and highest doubles;
// - MinimumIncrement: 0 (AT-SPI's "not known": each step is the element's own);
// - Text: `accessibilityValue`;
// - setting CurrentValue above the current number calls `accessibilityIncrement()` once, below it
//   `accessibilityDecrement()` once, equal to it nothing (a client steps until it reads what it wants).

extension AccessibilityBridge {
    static let valueInterface = "org.a11y.atspi.Value"

    /// Whether the node offers Value: an `.adjustable` element.
    func hasValue(_ node: AccessibleNode) -> Bool {
        guard let view = node.view, view.isAccessibilityElement, !(view is Window) else { return false }
        return view.accessibilityTraits.contains(.adjustable)
    }

    /// The number `text` starts with (after spaces), nil when none.
    static func leadingNumber(of text: String?) -> Double? {
        guard let text else { return nil }
        var digits = ""
        for character in text.drop(while: \.isWhitespace) {
            if character.isNumber && character.isASCII || (character == "-" || character == "+") && digits.isEmpty
                || character == "." && !digits.contains(".")
            {
                digits.append(character)
            } else if character == "," && !digits.isEmpty && !digits.contains(".") {
                continue
            } else {
                break
            }
        }
        return Double(digits)
    }

    func valueProperty(_ name: String, _ node: AccessibleNode) -> PropertyValue? {
        guard hasValue(node), let view = node.view else { return nil }
        let text = view.accessibilityValue
        let isPercentage = text?.trimmingCharacters(in: .whitespaces).hasSuffix("%") ?? false
        switch name {
        case "CurrentValue": return .double(AccessibilityBridge.leadingNumber(of: text) ?? 0)
        case "MinimumValue": return .double(isPercentage ? 0 : -Double.greatestFiniteMagnitude)
        case "MaximumValue": return .double(isPercentage ? 100 : Double.greatestFiniteMagnitude)
        case "MinimumIncrement": return .double(0)
        case "Text": return .string(text ?? "")
        default: return nil
        }
    }

    /// A client set CurrentValue to `wanted`: one increment or decrement toward it.
    func setCurrentValue(_ wanted: Double, of node: AccessibleNode) {
        guard hasValue(node), let view = node.view, wanted.isFinite else { return }
        let current = AccessibilityBridge.leadingNumber(of: view.accessibilityValue) ?? 0
        if wanted > current {
            view.accessibilityIncrement()
        } else if wanted < current {
            view.accessibilityDecrement()
        }
    }
}

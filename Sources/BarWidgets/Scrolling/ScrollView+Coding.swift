import BarDocuments
import BarGeometry
import BarViews
import Foundation

// Scroll views in view documents (Docs/Documents.md): the content's geometry and the scrolling
// flags by name; the content itself is the node's `subviews`.

extension ScrollView {
    static let adjustmentNames: [String: ContentInsetAdjustmentBehavior] = [
        "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
    ]

    /// Reads the scroll view's own keys (called by `init?(coder:)` after `View`'s).
    func decodeScrolling(from coder: Coder) {
        if coder.containsValue(forKey: "contentSize") {
            let size = coder.decodeSize(forKey: "contentSize")
            if size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite {
                contentSize = size
            } else {
                coder.failInvalidValue(forKey: "contentSize", reason: "a content size must be finite and not negative")
            }
        }
        if coder.containsValue(forKey: "contentInset") { contentInset = coder.decodeEdgeInsets(forKey: "contentInset") }
        if let behavior = coder.decodeNamed(forKey: "contentInsetAdjustmentBehavior", names: ScrollView.adjustmentNames) {
            contentInsetAdjustmentBehavior = behavior
        }
        if let rate = decodeDecelerationRate(from: coder) { decelerationRate = rate }
        let flags: [(String, ReferenceWritableKeyPath<ScrollView, Bool>)] = [
            ("isScrollEnabled", \.isScrollEnabled), ("isPagingEnabled", \.isPagingEnabled), ("bounces", \.bounces),
            ("alwaysBounceVertical", \.alwaysBounceVertical), ("alwaysBounceHorizontal", \.alwaysBounceHorizontal),
            ("showsVerticalScrollIndicator", \.showsVerticalScrollIndicator),
            ("showsHorizontalScrollIndicator", \.showsHorizontalScrollIndicator),
            ("delaysContentTouches", \.delaysContentTouches), ("canCancelContentTouches", \.canCancelContentTouches),
        ]
        for (key, path) in flags where coder.containsValue(forKey: key) { self[keyPath: path] = coder.decodeBool(forKey: key) }
        if coder.containsValue(forKey: "contentOffset") { contentOffset = coder.decodePoint(forKey: "contentOffset") }
    }

    /// `"normal"`, `"fast"`, or a number between 0.5 and 1 (the fraction of speed kept per millisecond).
    private func decodeDecelerationRate(from coder: Coder) -> DecelerationRate? {
        guard coder.containsValue(forKey: "decelerationRate"), let value = coder.decodeValue(forKey: "decelerationRate")
        else { return nil }
        if case .string(let name) = value {
            switch name {
            case "normal": return .normal
            case "fast": return .fast
            default:
                coder.failInvalidValue(
                    forKey: "decelerationRate", reason: "a deceleration rate is \"normal\", \"fast\" or a number, not \"\(name)\"")
                return nil
            }
        }
        let number = coder.decodeDouble(forKey: "decelerationRate")
        guard number.isFinite, number >= 0.5, number < 1 else {
            coder.failInvalidValue(forKey: "decelerationRate", reason: "a deceleration rate must lie in [0.5, 1)")
            return nil
        }
        return DecelerationRate(rawValue: CGFloat(number))
    }
}

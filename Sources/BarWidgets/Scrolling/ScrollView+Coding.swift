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
        if let size = coder.decodeIfPresent(CGSize.self, forKey: "contentSize") {
            if size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite {
                contentSize = size
            } else {
                coder.failInvalidValue(forKey: "contentSize", reason: "a content size must be finite and not negative")
            }
        }
        coder.decode("contentInset", into: \.contentInset, on: self)
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
        for (key, path) in flags { coder.decode(key, into: path, on: self) }
        coder.decode("contentOffset", into: \.contentOffset, on: self)
    }

    /// `"normal"`, `"fast"`, or a number between 0.5 and 1 (the fraction of speed kept per millisecond).
    private func decodeDecelerationRate(from coder: Coder) -> DecelerationRate? {
        guard let value = coder.presentValue(forKey: "decelerationRate") else { return nil }
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

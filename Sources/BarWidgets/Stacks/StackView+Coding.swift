import BarDocuments
import BarGeometry
import BarViews
import Foundation

// Stack views in view documents (Docs/Documents.md): the arrangement's properties by name, the
// arranged views as nodes, and custom spacings by the id of the view they follow.

extension StackView {
    static let axisNames: [String: LayoutConstraint.Axis] = ["horizontal": .horizontal, "vertical": .vertical]
    static let distributionNames: [String: Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    static let alignmentNames: [String: Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
    ]

    /// Reads the stack's own keys (called by `init?(coder:)` after `View`'s).
    func decodeArrangement(from coder: Coder) {
        if let axis = coder.decodeNamed(forKey: "axis", names: StackView.axisNames) { self.axis = axis }
        if let value = coder.decodeNamed(forKey: "distribution", names: StackView.distributionNames) {
            distribution = value
        }
        if let value = coder.decodeNamed(forKey: "alignment", names: StackView.alignmentNames) { alignment = value }
        if let value = decodeSpacing(from: coder, forKey: "spacing") { spacing = value }
        coder.decode("isLayoutMarginsRelativeArrangement", into: \.isLayoutMarginsRelativeArrangement, on: self)
        coder.decode("isBaselineRelativeArrangement", into: \.isBaselineRelativeArrangement, on: self)
        for view in coder.decodeSubviews(forKey: "arrangedSubviews") { addArrangedSubview(view) }
        decodeCustomSpacing(from: coder)
    }

    /// A spacing: a finite number, or `"system"` for `StackView.spacingUseSystem`.
    private func decodeSpacing(from coder: Coder, forKey key: String) -> CGFloat? {
        guard let value = coder.presentValue(forKey: key) else { return nil }
        if case .string(let name) = value {
            guard name == "system" else {
                coder.failInvalidValue(forKey: key, reason: "a spacing is a number or \"system\", not \"\(name)\"")
                return nil
            }
            return StackView.spacingUseSystem
        }
        let number = coder.decodeDouble(forKey: key)
        guard number.isFinite else {
            coder.failInvalidValue(forKey: key, reason: "a spacing must be finite")
            return nil
        }
        return CGFloat(number)
    }

    /// `"customSpacing": {"id": spacing, …}`: each id names an arranged view of this stack.
    private func decodeCustomSpacing(from coder: Coder) {
        guard let spacings = coder.nestedCoder(forKey: "customSpacing") else { return }
        for id in spacings.values.keys.sorted() {
            guard let view = coder.context.viewsByID[id], arrangedSubviews.contains(where: { $0 === view }) else {
                spacings.failInvalidValue(forKey: id, reason: "\"\(id)\" is not the id of one of this stack's arranged views")
                return
            }
            guard let spacing = decodeSpacing(from: spacings, forKey: id) else { return }
            setCustomSpacing(spacing, after: view)
        }
    }
}

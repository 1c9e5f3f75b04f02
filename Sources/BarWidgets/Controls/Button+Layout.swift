import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

// Layout and sizing (Docs/Behaviors.md §4). The override points (`contentRect(forBounds:)`,
// `titleRect(forContentRect:)`, `imageRect(forContentRect:)`, `layoutSubviews()`,
// `intrinsicContentSize`) are declared in Button.swift; the arithmetic is `ButtonContentPlacement`.

extension Button {
    /// The size the title would take: the title label's natural size, zero without a title.
    var titleContentSize: CGSize {
        guard let label = storedTitleLabel, let text = label.text, !text.isEmpty else { return .zero }
        let size = label.intrinsicContentSize
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// The size of the image shown now, zero without one.
    var imageContentSize: CGSize { currentImage?.size ?? .zero }

    func placement(in contentRect: CGRect) -> ButtonContentPlacement {
        ButtonContentPlacement(
            contentRect: contentRect, imageSize: imageContentSize, titleSize: titleContentSize,
            imageEdgeInsets: imageEdgeInsets, titleEdgeInsets: titleEdgeInsets,
            horizontal: effectiveContentHorizontalAlignment, vertical: contentVerticalAlignment,
            scale: contentScaleFactor)
    }

    var defaultIntrinsicContentSize: CGSize {
        ButtonContentPlacement.intrinsicSize(
            contentEdgeInsets: contentEdgeInsets, imageSize: imageContentSize, titleSize: titleContentSize,
            backgroundSize: currentBackgroundImage?.size ?? .zero)
    }

    func layoutContent() {
        let content = contentRect(forBounds: bounds)
        if let imageView = storedImageView {
            imageView.frame = imageRect(forContentRect: content)
        }
        if let label = storedTitleLabel {
            label.frame = titleRect(forContentRect: content)
        }
        layoutGlow()
    }
}

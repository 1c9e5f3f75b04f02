import BarKit
import Foundation

// Pattern 3: toolbar buttons with the icon above the title.
//
// A bar item cannot hold an image and a label together and still be tapped as one, so the item's
// custom view is a Button subclass that moves its parts: the title along the bottom of the content
// rect, the image centred in the space above it, and an intrinsic height of image + title + 5.

/// A button whose image sits centred above its title.
@MainActor
public final class IconAboveTitleButton: Button {
    /// The gap between the image and the title.
    public static let spacing: CGFloat = 5

    public override init(frame: CGRect) {
        super.init(frame: frame)
        centreTitle()
    }

    public required init?(coder: Coder) {
        super.init(coder: coder)
        centreTitle()
    }

    /// The title across the full width of the content, along its bottom.
    public override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let natural = super.titleRect(forContentRect: contentRect)
        return CGRect(
            x: contentRect.minX, y: contentRect.maxY - natural.height,
            width: contentRect.width, height: natural.height)
    }

    /// The image centred horizontally, and vertically in the space above the title.
    public override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let natural = super.imageRect(forContentRect: contentRect)
        let title = titleRect(forContentRect: contentRect)
        let above = title.minY - IconAboveTitleButton.spacing - contentRect.minY
        return CGRect(
            x: (contentRect.midX - natural.width / 2).rounded(),
            y: (contentRect.minY + (above - natural.height) / 2).rounded(),
            width: natural.width, height: natural.height)
    }

    /// As wide as the wider of image and title; as tall as both with the spacing between.
    public override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        guard let image = imageView?.image else { return size }
        let available = contentRect(forBounds: bounds).width
        let label = titleLabel?.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) ?? .zero
        let width = max(image.size.width, label.width) + contentEdgeInsets.horizontal
        return CGSize(
            width: width,
            height: image.size.height + label.height + IconAboveTitleButton.spacing + contentEdgeInsets.vertical)
    }

    private func centreTitle() {
        titleLabel?.textAlignment = .center
    }
}

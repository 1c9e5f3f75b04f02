import BarGeometry
import BarGraphics
import BarText
import BarViews
import BarWidgets
import Foundation

/// The control a tab bar makes for one item: the image above the title, both in the tint colour
/// when selected and grey otherwise, and the badge at the image's top trailing corner.
///
/// In a button `w` wide and 49 tall: the image is centred in a 30 × 28 box at y = 4 (scaled down to
/// fit, never up); the title, 10-point medium, centred on a 13-point line at y = 33 (centred
/// vertically when there is no image); the badge, 18 tall, a circle for one character and otherwise
/// its text (13-point) plus 5 on each side, at least 18 wide, a capsule whose leading edge is 6 points
/// past the image box's centre, at y = 2.
@MainActor
final class TabBarButton: Control {
    let item: TabBarItem
    let imageView = ImageView(image: nil)
    let titleLabel = Label(frame: .zero)
    let badge = TabBarBadge(frame: .zero)

    static let imageBox = CGSize(width: 30, height: 28)

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badge)
    }

    required init?(coder: Coder) {
        item = TabBarItem(title: nil, image: nil, tag: 0)
        super.init(coder: coder)
    }

    /// Shows the item, selected or not, in `selectedColor` or `unselectedColor`.
    func configure(selected: Bool, selectedColor: Color, unselectedColor: Color) {
        let color = item.isEnabled ? (selected ? selectedColor : unselectedColor) : unselectedColor.withAlphaComponent(0.5)
        var image = selected ? (item.selectedImage ?? item.image) : item.image
        if let shown = image, shown.renderingMode != .alwaysOriginal { image = shown.withRenderingMode(.alwaysTemplate) }
        imageView.image = image
        imageView.tintColor = color
        imageView.isHidden = image == nil
        titleLabel.text = item.title
        titleLabel.textColor = color
        badge.text = item.badgeValue
        badge.fillColor = item.badgeColor ?? TabBar.badgeRed
        badge.isHidden = item.badgeValue == nil
        isEnabled = item.isEnabled
        isSelected = selected
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let box = CGRect(
            x: ((width - TabBarButton.imageBox.width) / 2).rounded(), y: 4, width: TabBarButton.imageBox.width,
            height: TabBarButton.imageBox.height)
        imageView.frame = box
        if let size = imageView.image?.size, size.width > box.width || size.height > box.height {
            imageView.contentMode = .scaleAspectFit
        } else {
            imageView.contentMode = .center
        }
        let titleY: CGFloat = imageView.isHidden ? ((bounds.height - 13) / 2).rounded() : 33
        titleLabel.frame = CGRect(x: 2, y: titleY, width: max(0, width - 4), height: 13)
        if !badge.isHidden {
            let size = badge.intrinsicContentSize
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let x = rightToLeft ? box.midX - 6 - size.width : box.midX + 6
            badge.frame = CGRect(x: x, y: 2, width: size.width, height: size.height)
        }
    }
}

/// A tab bar item's badge: its text, white, in a capsule of the badge colour.
@MainActor
final class TabBarBadge: View {
    private let label = Label(frame: .zero)
    var fillColor: Color = TabBar.badgeRed {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: 13)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: Coder) {
        super.init(coder: coder)
    }

    var text: String? {
        get { label.text }
        set {
            label.text = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    override var intrinsicContentSize: CGSize {
        guard (label.text?.count ?? 0) > 1 else { return CGSize(width: 18, height: 18) }
        let textWidth = label.intrinsicContentSize.width
        return CGSize(width: max(18, (textWidth + 10).rounded(.up)), height: 18)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = label.intrinsicContentSize.height
        label.frame = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
    }

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.setFillColor(fillColor)
        context.fillRoundedRect(bounds, cornerRadius: bounds.height / 2)
    }
}

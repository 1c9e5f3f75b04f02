import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import Foundation

/// The button a bar makes for a title, image or system item: sized to fit, drawn in the item's tint
/// (or the bar style's item colour) with the style's shadow, dimmed while highlighted or disabled,
/// and sending the item's action on touch up inside.
@MainActor
final class BarItemButton: Button {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    override class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(BarItemButton.self) }

    /// The item this button shows.
    private(set) weak var item: BarItem?

    static let titleFontSize: CGFloat = 16

    init(item: BarItem) {
        self.item = item
        super.init(frame: .zero)
        contentEdgeInsets = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        addTarget(self, action: BarItemButton.itemTapped, name: "barItemTapped", for: .touchUpInside)
    }

    required init?(coder: Coder) {
        super.init(coder: coder)
    }

    /// Shows `item` in `style`, tinted `tint` when set.
    func configure(style: BarStyle, tint: Color?) {
        guard let item else { return }
        let color = tint ?? style.itemColor
        var title = item.title
        var image = item.image
        let weight: Font.Weight = item.style == .done ? .bold : .regular
        var font = Font.systemFont(ofSize: BarItemButton.titleFontSize, weight: weight)
        var insets = EdgeInsets.zero
        if let systemItem = item.systemItem, item.title == nil, item.image == nil {
            switch systemItem.appearance {
            case .title(let text): title = text
            case .glyph(let glyph):
                title = glyph
                let placement = SystemGlyph.placement(for: glyph, weight: weight)
                font = placement.font
                insets = placement.titleEdgeInsets
            case .icon(let icon): image = icon
            case .space: break
            }
        }
        titleLabel?.font = font
        titleEdgeInsets = insets
        titleLabel?.shadowOffset = style.itemShadowOffset
        setTitle(title, for: .normal)
        setImage(image?.renderingMode == .alwaysOriginal ? image : image?.withRenderingMode(.alwaysTemplate), for: .normal)
        setTitleColor(color, for: .normal)
        setTitleColor(color.withAlphaComponent(color.alpha * 0.4), for: .highlighted)
        setTitleColor(color.withAlphaComponent(color.alpha * 0.35), for: .disabled)
        setTitleShadowColor(style.itemShadowColor, for: .normal)
        tintColor = color
        adjustsImageWhenHighlighted = true
        isEnabled = item.isEnabled
    }

    func itemTapped(_ sender: BarItemButton, event: BarViews.Event?) {
        item?.sendAction(with: event)
    }

    override var descriptionAttributes: [String] {
        var attributes = super.descriptionAttributes
        if let system = item?.systemItem { attributes.append("systemItem = \(system.rawValue)") }
        return attributes
    }
}

import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

/// What a tab bar tells when the user selects an item, as UIKit's `UITabBarDelegate`.
@MainActor
public protocol TabBarDelegate: AnyObject {
    /// Called after a tap selected `item` (also when it was already selected).
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

/// A bar of tab items, one selected, as UIKit's `UITabBar`.
///
/// 49 points tall (UIKit's). The items share the width equally, from the leading edge (right to left
/// they run from the right). Each shows its image above its title (TabBarButton.swift gives the
/// figures); the selected item is drawn in the tint colour, the others in grey (#8E8E93, UIKit's
/// system grey, unless `unselectedItemTintColor` is set); a badge value is drawn white on a red
/// capsule. The background is #F7F7F7 with a hairline (black at 30 %) along the top edge.
@MainActor
open class TabBar: View {
    /// The height of a tab bar.
    public static let defaultHeight: CGFloat = 49
    /// UIKit's system red, the badges' colour.
    static let badgeRed = Color(hex: 0xFF3B30)
    /// UIKit's system grey, the unselected items' colour.
    static let unselectedGrey = Color(hex: 0x8E8E93)

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decodes `items` (objects with `title`, `image`, `badgeValue` and `tag`), `selectedIndex` and
    /// `unselectedItemTintColor`, after the keys of `View`.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        let decoded = coder.nestedCoders(forKey: "items").map { item in
            let tabItem = TabBarItem(
                title: item.decodeString(forKey: "title"), image: item.decodeImage(forKey: "image"),
                tag: item.decodeInteger(forKey: "tag"))
            tabItem.badgeValue = item.decodeString(forKey: "badgeValue")
            return tabItem
        }
        unselectedItemTintColor = coder.decodeColor(forKey: "unselectedItemTintColor")
        setItems(decoded, animated: false)
        if coder.decodeValue(forKey: "selectedIndex") != nil {
            let index = coder.decodeInteger(forKey: "selectedIndex")
            if decoded.indices.contains(index) { selectedItem = decoded[index] }
        }
    }

    // MARK: - Items

    /// The items, leading to trailing; nil when there are none.
    public var items: [TabBarItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (`animated` is accepted for UIKit compatibility; the change is immediate).
    /// A selected item that is not among the new ones is deselected.
    ///
    /// Called by the `items` setter and by your code. Overrides must call `super`.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        for button in buttons { button.removeFromSuperview() }
        for item in storedItems where item.bar === self { item.bar = nil }
        storedItems = items ?? []
        buttons = storedItems.map { item in
            item.bar = self
            let button = TabBarButton(item: item)
            button.addAction(Action { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.userSelected(item)
            }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selected = storedSelectedItem, !storedItems.contains(where: { $0 === selected }) {
            storedSelectedItem = nil
        }
        reconfigureButtons()
        setNeedsLayout()
    }

    /// The selected item, drawn in the tint colour; setting an item that is not in `items` does nothing.
    public var selectedItem: TabBarItem? {
        get { storedSelectedItem }
        set {
            guard newValue == nil || storedItems.contains(where: { $0 === newValue }) else { return }
            storedSelectedItem = newValue
            reconfigureButtons()
        }
    }

    /// The colour of the items not selected; nil is UIKit's system grey.
    public var unselectedItemTintColor: Color? {
        didSet { reconfigureButtons() }
    }

    /// Told when the user selects an item. Held weakly.
    public weak var delegate: TabBarDelegate?

    // MARK: - Layout, sizing and drawing

    /// Gives each item an equal share of the width, from the leading edge.
    ///
    /// Called by the layout pass (as `View`'s). Overrides must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, button) in buttons.enumerated() {
            let slot = rightToLeft ? buttons.count - 1 - index : index
            let left = (bounds.minX + width * CGFloat(slot)).rounded()
            let right = (bounds.minX + width * CGFloat(slot + 1)).rounded()
            button.frame = CGRect(x: left, y: bounds.minY, width: right - left, height: TabBar.defaultHeight)
        }
    }

    /// The width offered (the current width when none) and a height of 49.
    ///
    /// Called by `sizeToFit()` and by your code (as `View`'s). Overrides need not call `super`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: TabBar.defaultHeight)
    }

    /// No intrinsic width; a height of 49.
    ///
    /// Read by the constraint engine and by containers (as `View`'s). Overrides need not call `super`.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: TabBar.defaultHeight)
    }

    /// Draws the background and the hairline along the top edge.
    ///
    /// Called by the rendering pass (as `View`'s). Overrides may draw their own background instead,
    /// without calling `super`. Do not call this directly; call `setNeedsDisplay()`.
    open override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.setFillColor(Color(hex: 0xF7F7F7))
        context.fill(bounds)
        context.setFillColor(Color(white: 0, alpha: 0.3))
        context.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 0.5))
    }

    /// Redraws the selected item in the new tint.
    ///
    /// Called when the effective tint changes (as `View`'s). Overrides must call `super`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        reconfigureButtons()
    }

    // MARK: - Internals

    var storedItems: [TabBarItem] = []
    var buttons: [TabBarButton] = []
    weak var storedSelectedItem: TabBarItem?
    /// Told before the delegate when the user selects an item (the tab bar controller).
    var selectionHandler: ((TabBarItem) -> Void)?

    /// The button showing `item`, if any.
    func button(for item: TabBarItem) -> TabBarButton? {
        buttons.first { $0.item === item }
    }

    func itemDidChange(_ item: TabBarItem) {
        reconfigureButtons()
    }

    private func userSelected(_ item: TabBarItem) {
        guard item.isEnabled else { return }
        if let selectionHandler {
            selectionHandler(item)
        } else {
            selectedItem = item
        }
        delegate?.tabBar(self, didSelect: item)
    }

    private func reconfigureButtons() {
        let unselected = unselectedItemTintColor ?? TabBar.unselectedGrey
        for button in buttons {
            button.configure(selected: button.item === storedSelectedItem, selectedColor: tintColor, unselectedColor: unselected)
        }
    }
}

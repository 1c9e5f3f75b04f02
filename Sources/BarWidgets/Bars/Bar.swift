import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import Foundation

/// A toolbar: a row of bar items, as UIKit's `UIToolbar` (Docs/Behaviors.md §6).
///
/// Items are laid out from the leading edge with `edgeMargin` on both sides and `itemSpacing`
/// between neighbours; flexible spaces share the free width; an item between the bar's two flexible
/// spaces is centred on the bar. Title, image and system items become buttons sized to fit; custom
/// views keep their width and are centred vertically at `y = round((H − h) / 2)`. The bar draws its
/// style's gradient with a hairline along its top edge, and its height is 44 points.
@MainActor
open class Bar: View, BarItemHosting {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    ///
    /// Read once per view by its superview's default hit test. Names `Bar`, so the hit test walks into
    /// bars without calling their `hitTest(_:with:)`. A subclass that keeps both defaults may override it
    /// to name itself; do not call `super`, whose answer names the superclass.
    @_spi(CoreHooks) override open class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(Bar.self) }

    /// The bar places its item views itself (§6), constraints or not.
    ///
    /// Read by the constraint engine and the layout pass (as `View`'s). True, so constraints take the
    /// item views' frames as given. Overrides need not call `super`.
    @_spi(CoreHooks) override open var placesSubviewsByFrame: Bool { true }

    /// The height of a bar.
    public static let defaultHeight: CGFloat = 44

    // MARK: - Creating a bar

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decodes `barStyle` (`"default"`, `"black"`), `isTranslucent`, `edgeMargin`, `itemSpacing` and
    /// `items` (an array of bar item objects; see `BarItem.init(coder:)`), after the keys of `View`.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        appearance.decode(from: coder)
        if let spacing = coder.decodeIfPresent(CGFloat.self, forKey: "itemSpacing") { itemSpacing = spacing }
        let decoded = coder.nestedCoders(forKey: "items").map { BarItem(coder: $0) }
        if !decoded.isEmpty { setItems(decoded, animated: false) }
    }

    // MARK: - Configuring the bar

    /// The look: the default "silver" style or black.
    public var barStyle: BarStyle {
        get { appearance.style }
        set { setBarStyle(newValue) }
    }

    /// Whether the background lets some of what is behind show through.
    public var isTranslucent: Bool {
        get { appearance.isTranslucent }
        set { setBarTranslucent(newValue) }
    }

    /// The space before the first and after the last item (default 16).
    public var edgeMargin: CGFloat {
        get { appearance.edgeMargin }
        set { setBarEdgeMargin(newValue) }
    }

    /// The space between two neighbouring items that are not spaces (default 8).
    public var itemSpacing: CGFloat = 8 {
        didSet { keepFiniteLayoutMetric(&itemSpacing, oldValue: oldValue) }
    }

    // MARK: - Items

    /// The items shown, leading to trailing.
    public var items: [BarItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items. Views of items that stay are kept; `animated` is accepted for UIKit
    /// compatibility (changes are immediate).
    ///
    /// Called by the `items` setter and by your code. The default takes the items from any other bar,
    /// makes or keeps their views, orders them and lays the bar out again. Overrides must call `super`.
    open func setItems(_ items: [BarItem]?, animated: Bool) {
        let newItems = items ?? []
        let kept = Set(newItems.map(ObjectIdentifier.init))
        for item in storedItems where !kept.contains(ObjectIdentifier(item)) {
            detachItem(item)
        }
        storedItems = newItems
        for item in newItems { adoptItem(item) }
        reorderItemViews()
        setNeedsLayout()
    }

    // MARK: - Layout, sizing and drawing

    /// Places the item views by the rules of §6.
    ///
    /// Called by the layout pass (as `View`'s). Overrides must call `super` (first, then adjust). Do not
    /// call this directly; call `setNeedsLayout()`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = BarLayout(margin: edgeMargin, spacing: itemSpacing, scale: 1)
        var placed: [View?] = []  // the view of each item, nil for spaces
        var layoutItems: [BarLayout.Item] = []
        placed.reserveCapacity(storedItems.count)
        layoutItems.reserveCapacity(storedItems.count)
        for item in storedItems {
            if item.systemItem == .flexibleSpace {
                layoutItems.append(.flexibleSpace)
                placed.append(nil)
            } else if item.systemItem == .fixedSpace {
                layoutItems.append(.fixedSpace(width: item.width))
                placed.append(nil)
            } else if let view = item.view {
                var size = view.intrinsicContentSize
                if item.customView != nil {
                    // A custom view that uses constraints is as large as they make it (UIKit's bars
                    // since iOS 11); one laid out by its frame keeps its frame's size.
                    size =
                        view.translatesAutoresizingMaskIntoConstraints
                        ? view.frame.size : view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                }
                if item.width > 0 { size.width = item.width }
                layoutItems.append(.view(size: CGSize(width: max(0, size.width), height: max(0, size.height))))
                placed.append(view)
            }
        }
        let frames = layout.frames(for: layoutItems, in: bounds.size)
        for (view, frame) in zip(placed, frames) {
            guard let view else { continue }
            view.frame = frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
        }
    }

    /// The bar's width within `size` (its current width when `size` has none) and a height of 44.
    ///
    /// Called by `sizeToFit()` and by your code (as `View`'s). Overrides need not call `super`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { barSizeThatFits(size) }

    /// No intrinsic width; a height of 44.
    ///
    /// Read by the constraint engine and by containers (as `View`'s). Overrides need not call `super`.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: Bar.defaultHeight)
    }

    /// Draws the style's background: the gradient and a hairline along the top.
    ///
    /// Called by the rendering pass (as `View`'s). Overrides may draw their own background instead,
    /// without calling `super`, or call `super` and draw over it. Do not call this directly; call
    /// `setNeedsDisplay()`.
    open override func draw(_ rect: CGRect) {
        drawBarBackground(hairlineAtTop: true)
    }

    /// Re-tints the item buttons.
    ///
    /// Called when the effective tint changes (as `View`'s). Overrides must call `super`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        reconfigureAllItems()
    }

    /// Adds the bar style, `translucent` and the number of items to the view's attributes.
    ///
    /// Read each time a description is built (as `View`'s). Overrides should call `super` and append
    /// their own to its answer.
    open override var descriptionAttributes: [String] {
        var attributes = super.descriptionAttributes
        if barStyle != .default { attributes.append("barStyle = \(barStyle.rawValue)") }
        if isTranslucent { attributes.append("translucent = YES") }
        attributes.append("items = \(storedItems.count)")
        return attributes
    }

    /// Lets the items go: they no longer show in a bar (see `BarItem.view`).
    isolated deinit {
        for item in storedItems where item.isOwned(by: self) {
            item.view = nil
            item.owner = nil
        }
    }

    // MARK: - Internals

    private var storedItems: [BarItem] = []
    var appearance = BarAppearance()

    func barItemDidChange(_ item: BarItem) {
        guard storedItems.contains(where: { $0 === item }) else { return }
        installItemView(for: item)
        reorderItemViews()
        setNeedsLayout()
    }

    /// Forgets `item` when another bar takes it.
    func releaseItem(_ item: BarItem) {
        guard let index = storedItems.firstIndex(where: { $0 === item }) else { return }
        detachItem(item)
        storedItems.remove(at: index)
        setNeedsLayout()
    }

    func barStyleDidChange() {
        reconfigureAllItems()
    }

    private func reconfigureAllItems() {
        for item in storedItems { installItemView(for: item) }
    }

    /// Keeps the subviews in item order (views the bar did not make stay where they are, on top).
    private func reorderItemViews() {
        var index = 0
        for item in storedItems {
            guard let view = item.view, view.superview === self else { continue }
            if subviews.firstIndex(where: { $0 === view }) != index { insertSubview(view, at: index) }
            index += 1
        }
    }
}

import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import Foundation

/// A navigation bar: a centred title (or title view) between a leading and a trailing item, as
/// UIKit's `UINavigationBar` (Docs/Behaviors.md §6).
///
/// The bar shows either what is set on it directly (`title`, `titleView`, `leadingItem`,
/// `trailingItem`) or, once it has `items`, its top navigation item, with the back button to the item
/// below (NavigationBar+Items.swift); the item's content then replaces the direct properties.
///
/// The title label (bold 20-point system font in the style's title colour and shadow) has its
/// intrinsic size and sits at `y = floor((H − h) / 2)`, centred on the bar; it keeps `titleGap` points
/// from the items and is narrowed, truncating its tail, rather than overlap them. Items sit at the
/// edge margins, centred vertically like a toolbar's. The bar draws its style's gradient with a
/// hairline along its bottom edge; its height is 44 points.
@MainActor
open class NavigationBar: View, BarItemHosting {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    ///
    /// Read once per view by its superview's default hit test. Names `NavigationBar`, so the hit test
    /// walks into navigation bars without calling their `hitTest(_:with:)`. A subclass that keeps both
    /// defaults may override it to name itself; do not call `super`, whose answer names the superclass.
    @_spi(CoreHooks) override open class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(NavigationBar.self) }

    // MARK: - Creating a navigation bar

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        applyStyleToTitle()
    }

    /// Decodes `title`, `titleView` (a view node), `leadingItem` and `trailingItem` (bar item objects),
    /// `barStyle`, `isTranslucent`, `edgeMargin` and `titleGap`, after the keys of `View`.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        addSubview(titleLabel)
        appearance.decode(from: coder)
        applyStyleToTitle()
        if let gap = coder.decodeIfPresent(CGFloat.self, forKey: "titleGap") { titleGap = gap }
        title = coder.decodeString(forKey: "title")
        // Property observers do not run in a class's own initialiser: install what they would.
        titleView = coder.decodeView(forKey: "titleView")
        titleViewDidChange(from: nil)
        leadingItem = coder.nestedCoder(forKey: "leadingItem").map { BarItem(coder: $0) }
        replaceItem(nil, with: leadingItem)
        trailingItem = coder.nestedCoder(forKey: "trailingItem").map { BarItem(coder: $0) }
        replaceItem(nil, with: trailingItem)
    }

    // MARK: - Content

    /// The title shown in the centre when there is no `titleView`.
    public var title: String? {
        get { titleLabel.text }
        set {
            guard newValue != titleLabel.text else { return }
            titleLabel.text = newValue
            setNeedsLayout()
        }
    }

    /// A view shown in the centre instead of the title, at its own frame size.
    public var titleView: View? {
        didSet { titleViewDidChange(from: oldValue) }
    }

    /// The item at the leading edge.
    public var leadingItem: BarItem? {
        didSet { replaceItem(oldValue, with: leadingItem) }
    }

    /// The item at the trailing edge.
    public var trailingItem: BarItem? {
        didSet { replaceItem(oldValue, with: trailingItem) }
    }

    /// The label that shows `title`. Change its font or colours to restyle the title.
    public let titleLabel: Label = {
        let label = Label(frame: .zero)
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingTail
        return label
    }()

    // MARK: - Configuring the bar

    /// The look: the default "silver" style or black. Restyles the title label and the items.
    public var barStyle: BarStyle {
        get { appearance.style }
        set { setBarStyle(newValue) }
    }

    /// Whether the background lets some of what is behind show through.
    public var isTranslucent: Bool {
        get { appearance.isTranslucent }
        set { setBarTranslucent(newValue) }
    }

    /// The space between the bar's edges and the items (default 16).
    public var edgeMargin: CGFloat {
        get { appearance.edgeMargin }
        set { setBarEdgeMargin(newValue) }
    }

    /// The least space between the title and the items (default 6).
    public var titleGap: CGFloat = 6 {
        didSet { keepFiniteLayoutMetric(&titleGap, oldValue: oldValue) }
    }

    // MARK: - Layout, sizing and drawing

    /// Places the items and the title by the rules of §6.
    ///
    /// Called by the layout pass (as `View`'s). Overrides must call `super` (first, then adjust). Do not
    /// call this directly; call `setNeedsLayout()`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = BarLayout(margin: edgeMargin, spacing: 0, scale: 1)
        func size(of item: BarItem?) -> CGSize? {
            guard let item, let view = item.view else { return nil }
            var size = item.customView != nil ? view.frame.size : view.intrinsicContentSize
            if item.width > 0 { size.width = item.width }
            return size
        }
        let centre: View = titleView ?? titleLabel
        let centreSize: CGSize? =
            titleView != nil ? titleView?.frame.size : (title?.isEmpty == false ? titleLabel.intrinsicContentSize : nil)
        let frames = layout.navigationFrames(
            leading: size(of: leadingItem), title: centreSize, trailing: size(of: trailingItem), in: bounds.size,
            titleGap: titleGap)
        if let frame = frames.leading { leadingItem?.view?.frame = frame.offsetBy(dx: bounds.minX, dy: bounds.minY) }
        if let frame = frames.trailing { trailingItem?.view?.frame = frame.offsetBy(dx: bounds.minX, dy: bounds.minY) }
        if let frame = frames.title { centre.frame = frame.offsetBy(dx: bounds.minX, dy: bounds.minY) }
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

    /// Draws the style's background: the gradient and a hairline along the bottom.
    ///
    /// Called by the rendering pass (as `View`'s). Overrides may draw their own background instead,
    /// without calling `super`, or call `super` and draw over it. Do not call this directly; call
    /// `setNeedsDisplay()`.
    open override func draw(_ rect: CGRect) {
        drawBarBackground(hairlineAtTop: false)
    }

    /// Re-tints the item buttons.
    ///
    /// Called when the effective tint changes (as `View`'s). Overrides must call `super`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        reconfigureItems()
    }

    /// Adds the bar style and the title to the view's attributes.
    ///
    /// Read each time a description is built (as `View`'s). Overrides should call `super` and append
    /// their own to its answer.
    open override var descriptionAttributes: [String] {
        var attributes = super.descriptionAttributes
        if barStyle != .default { attributes.append("barStyle = \(barStyle.rawValue)") }
        if let title { attributes.append("title = '\(title)'") }
        return attributes
    }

    // MARK: - Internals

    var appearance = BarAppearance()
    /// The stack of navigation items (`items`), root first.
    var navigationItems: [NavigationItem] = []
    /// The back button the bar made for the item below the top one, reused while the stack changes.
    var backButton: BarItem?
    /// The bar's delegate (`delegate`).
    weak var storedDelegate: NavigationBarDelegate?

    func barStyleDidChange() {
        applyStyleToTitle()
        reconfigureItems()
    }

    private func reconfigureItems() {
        for item in [leadingItem, trailingItem].compactMap({ $0 }) { installItemView(for: item) }
    }

    func barItemDidChange(_ item: BarItem) {
        guard item === leadingItem || item === trailingItem else { return }
        installItemView(for: item)
        setNeedsLayout()
    }

    func releaseItem(_ item: BarItem) {
        if item === leadingItem { leadingItem = nil }
        if item === trailingItem { trailingItem = nil }
    }

    private func titleViewDidChange(from oldValue: View?) {
        guard titleView !== oldValue else { return }
        if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
        if let titleView { addSubview(titleView) }
        titleLabel.isHidden = titleView != nil
        setNeedsLayout()
    }

    private func applyStyleToTitle() {
        titleLabel.textColor = barStyle.titleColor
        titleLabel.shadowColor = barStyle.titleShadowColor
        titleLabel.shadowOffset = barStyle.titleShadowOffset
    }

    /// Lets the items go: they no longer show in a bar (see `BarItem.view`).
    isolated deinit {
        for item in [leadingItem, trailingItem] {
            guard let item, item.isOwned(by: self) else { continue }
            item.view = nil
            item.owner = nil
        }
    }

    private func replaceItem(_ old: BarItem?, with new: BarItem?) {
        guard old !== new else { return }
        if let old { detachItem(old) }
        if let new { adoptItem(new) }
        setNeedsLayout()
    }
}

import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

/// An item of a toolbar (`Bar`) or navigation bar: a title, an image, a system item, a custom view or
/// a space, with an action, as UIKit's `UIBarButtonItem`.
///
/// The action comes in the three forms controls have (Docs/Behaviors.md §3), tried in this order when
/// the item is tapped:
/// 1. `primaryAction`, a closure (`init(title:image:primaryAction:)`);
/// 2. a typed target with a method reference, held weakly (`setTarget(_:action:)`);
/// 3. a named `action` sent to `target`, or with a nil target along the responder chain from the
///    item's view (`init(title:style:target:action:)`).
///
/// Changing `title`, `image`, `style`, `width`, `customView`, `isEnabled` or `tintColor` relays out only
/// the bar that shows the item.
@MainActor
open class BarItem {
    /// How a title or image item is drawn.
    public enum Style: String, Sendable, CaseIterable {
        /// The regular weight.
        case plain
        /// Emphasised: the title in the bold system font.
        case done
    }

    /// The items UIKit's `UIBarButtonItem.SystemItem` names. Titles come from the system font,
    /// glyph items from its symbols, and the rest are drawn in code; none is empty.
    public enum SystemItem: String, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close
    }

    // MARK: - Creating items

    /// An empty plain item; set `title`, `image` or `customView`.
    public init() {}

    /// A title item whose tap sends `action` to `target` (nil: along the responder chain).
    public convenience init(title: String?, style: Style = .plain, target: AnyObject? = nil, action: ActionName? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An image item whose tap sends `action` to `target` (nil: along the responder chain). Template
    /// images are drawn in the tint colour.
    public convenience init(image: Image?, style: Style = .plain, target: AnyObject? = nil, action: ActionName? = nil) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system item whose tap sends `action` to `target` (nil: along the responder chain).
    public convenience init(systemItem: SystemItem, target: AnyObject? = nil, action: ActionName? = nil) {
        self.init()
        self.systemItem = systemItem
        self.target = target
        self.action = action
        switch systemItem {
        case .done, .save: style = .done
        default: break
        }
    }

    /// An item showing `customView`, which keeps its own frame width (unless `width` is set) and
    /// handles its own touches.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// An item with a title and/or image whose tap performs `primaryAction`.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action?) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// A space that shares the bar's free width with the other flexible spaces.
    public static func flexibleSpace() -> BarItem { BarItem(systemItem: .flexibleSpace) }

    /// A space exactly `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> BarItem {
        let item = BarItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    // MARK: - Configuring

    /// The title shown (and used for a custom view's accessibility in UIKit).
    public var title: String? {
        _read { yield state.title }
        set { update(\.title, to: newValue) }
    }
    /// The image shown; template images take the tint colour.
    public var image: Image? {
        _read { yield state.image }
        set { update(\.image, toObject: newValue) }
    }
    /// Plain or done (bold).
    public var style: Style {
        _read { yield state.style }
        set { update(\.style, to: newValue) }
    }
    /// The width the item takes; 0 (the default) means its natural width. A fixed space's width.
    public var width: CGFloat {
        _read { yield state.width }
        set { update(\.width, to: newValue.isFinite && newValue >= 0 ? newValue : 0) }
    }
    /// A view shown instead of a title or image.
    public var customView: View? {
        _read { yield state.customView }
        set { update(\.customView, toObject: newValue) }
    }
    /// Whether the item can be tapped; a disabled item is drawn dimmed.
    public var isEnabled: Bool {
        _read { yield state.isEnabled }
        set { update(\.isEnabled, to: newValue) }
    }
    /// The colour of the item's title and template image; nil uses the bar's tint or its style's colour.
    public var tintColor: Color? {
        _read { yield state.tintColor }
        set { update(\.tintColor, to: newValue) }
    }
    /// A number that identifies the item.
    public var tag: Int {
        _read { yield state.tag }
        _modify { yield &state.tag }
    }
    /// The system item this was made as, if any.
    public private(set) var systemItem: SystemItem? {
        _read { yield state.systemItem }
        _modify { yield &state.systemItem }
    }

    // MARK: - Actions

    /// The object that receives `action`; nil sends it along the responder chain. Held weakly.
    public weak var target: AnyObject?
    /// The named action sent when the item is tapped.
    public var action: ActionName? {
        _read { yield state.action }
        _modify { yield &state.action }
    }
    /// A closure performed when the item is tapped, before any target-action.
    public var primaryAction: Action? {
        _read { yield state.primaryAction }
        _modify { yield &state.primaryAction }
    }

    /// Calls `action` on `target` (held weakly) when the item is tapped.
    public func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        self.target = target
        self.action = nil
        typedAction = { target, _, _ in
            if let target = target as? Target { action(target)() }
        }
    }

    /// Calls `action(item)` on `target` (held weakly) when the item is tapped.
    public func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (BarItem) -> Void) {
        self.target = target
        self.action = nil
        typedAction = { target, item, _ in
            if let target = target as? Target { action(target)(item) }
        }
    }

    /// Calls `action(item, event)` on `target` (held weakly) when the item is tapped.
    public func setTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (BarItem, Event?) -> Void
    ) {
        self.target = target
        self.action = nil
        typedAction = { target, item, event in
            if let target = target as? Target { action(target)(item, event) }
        }
    }

    /// Performs the item's action as a tap does: `primaryAction`, else the typed target's method,
    /// else the named action (to `target`, or along the responder chain from the item's view).
    /// Returns whether something handled it. Does nothing for a disabled item.
    @discardableResult
    public func sendAction(with event: Event? = nil) -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        if let typedAction {
            guard let target else { return false }
            typedAction(target, self, event)
            return true
        }
        guard let action else { return false }
        let application = view?.window?.application ?? Application.shared
        return application.sendAction(action, to: target, from: self, for: event, startingAt: view)
    }

    // MARK: - The view showing the item

    /// The view that shows the item in its bar: the custom view, or a button the bar made; nil for
    /// spaces and for items not in a bar.
    ///
    /// Held strongly, and the bar holding the item unretained, because a weak reference would give
    /// each item view and each bar a side table, making every retain and release of them (hit tests,
    /// layout and rendering walk them) several times dearer. The bar clears both when it lets the
    /// item go, and when it is deallocated, so neither outlives its bar.
    public internal(set) var view: View? {
        _read { yield state.view }
        _modify { yield &state.view }
    }

    /// The bar (toolbar or navigation bar) showing the item; cleared by the bar (see `view`).
    var owner: View? {
        _read { yield state.owner.target }
        set { state.owner = Unretained(newValue) }
    }

    /// Whether `bar` shows this item, compared by identity (safe while `bar` is being deallocated).
    func isOwned(by bar: View) -> Bool { state.owner.refers(to: bar) }

    var typedAction: (@MainActor (AnyObject, BarItem, Event?) -> Void)? {
        _read { yield state.typedAction }
        _modify { yield &state.typedAction }
    }

    /// What the item is and does, in one value (see `ItemState`). Release builds skip its
    /// exclusivity checks (`Docs/Performance.md`); debug builds keep them.
    #if DEBUG
        final private var state = ItemState()
    #else
        @exclusivity(unchecked) final private var state = ItemState()
    #endif

    /// An item's properties, in one stored property so one attribute covers them. Sound because an
    /// item is touched only on the main actor and no callout runs inside a write to its state (the
    /// bar hears of a change after it is stored).
    private struct ItemState {
        var title: String?
        var image: Image?
        var style: Style = .plain
        var width: CGFloat = 0
        var customView: View?
        var isEnabled = true
        var tintColor: Color?
        var tag = 0
        var systemItem: SystemItem?
        var action: ActionName?
        var primaryAction: Action?
        var view: View?
        var owner = Unretained<View>(nil)
        var typedAction: (@MainActor (AnyObject, BarItem, Event?) -> Void)?
    }

    /// Stores `value` at `field` and tells the bar, when it changed.
    private func update<Value: Equatable>(_ field: WritableKeyPath<ItemState, Value>, to value: Value) {
        guard state[keyPath: field] != value else { return }
        state[keyPath: field] = value
        contentDidChange()
    }

    /// Stores `object` at `field` and tells the bar, when it is another object (compared by identity).
    private func update<Object: AnyObject>(_ field: WritableKeyPath<ItemState, Object?>, toObject object: Object?) {
        guard state[keyPath: field] !== object else { return }
        state[keyPath: field] = object
        contentDidChange()
    }

    /// Whether this item is a flexible or fixed space.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The owning bar rebuilds this item's view and lays itself out again.
    private func contentDidChange() {
        (owner as? BarItemHosting)?.barItemDidChange(self)
    }
}

/// A bar: a view that shows bar items and rebuilds one when it changes, in the look its
/// `BarAppearance` gives (`BarAppearance.swift` holds the rules for changing that).
@MainActor
protocol BarItemHosting: View {
    /// The style (which item buttons take), translucency and edge margin; the bar's public
    /// properties forward here.
    var appearance: BarAppearance { get set }
    /// Restyles what the bar shows after its style changed (the bar redraws itself after).
    func barStyleDidChange()
    /// Rebuilds the view of `item` (which changed) and lays the bar out again.
    func barItemDidChange(_ item: BarItem)
    /// Forgets `item`, which another bar is taking.
    func releaseItem(_ item: BarItem)
}

extension BarItemHosting {
    /// A bar's `sizeThatFits(_:)`: the width offered (the current width when none) and a height of 44.
    func barSizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: Bar.defaultHeight)
    }

    /// Makes or updates the view that shows `item`: its custom view, or a button configured for the
    /// bar's style and tint; spaces get none.
    func installItemView(for item: BarItem) {
        if item.isSpace {
            if let view = item.view, view.superview === self { view.removeFromSuperview() }
            item.view = nil
            return
        }
        if let custom = item.customView {
            if let old = item.view, old !== custom, old.superview === self { old.removeFromSuperview() }
            item.view = custom
            if custom.superview !== self { addSubview(custom) }
            return
        }
        let button: BarItemButton
        if let existing = item.view as? BarItemButton, existing.item === item {
            button = existing
        } else {
            if let old = item.view, old.superview === self { old.removeFromSuperview() }
            button = BarItemButton(item: item)
            item.view = button
            addSubview(button)
        }
        button.configure(style: appearance.style, tint: item.tintColor ?? storedTintColor)
    }

    /// Shows `item` in this bar, taking it from the bar that showed it before.
    func adoptItem(_ item: BarItem) {
        if let owner = item.owner, owner !== self { (owner as? BarItemHosting)?.releaseItem(item) }
        item.owner = self
        installItemView(for: item)
    }

    /// Stops showing `item`: its view leaves the bar, and the item forgets the view and this bar.
    func detachItem(_ item: BarItem) {
        if let view = item.view, view.superview === self { view.removeFromSuperview() }
        item.view = nil
        if item.isOwned(by: self) { item.owner = nil }
    }
}

extension BarItem: @MainActor CustomStringConvertible {
    /// The class, and what the item shows and sends: `<BarItem: title = 'Save'; style = done;
    /// action = save>`.
    public var description: String {
        var parts: [String] = []
        if let systemItem { parts.append("systemItem = \(systemItem.rawValue)") }
        if let title { parts.append("title = '\(title)'") }
        if image != nil { parts.append("image") }
        if customView != nil { parts.append("customView") }
        if style != .plain { parts.append("style = \(style.rawValue)") }
        if width != 0 { parts.append("width = \(View.format(width))") }
        if !isEnabled { parts.append("enabled = NO") }
        if let action { parts.append("action = \(action.rawValue)") }
        if primaryAction != nil || typedAction != nil { parts.append("action = (code)") }
        let name = String(describing: type(of: self))
        return parts.isEmpty ? "<\(name)>" : "<\(name): \(parts.joined(separator: "; "))>"
    }
}

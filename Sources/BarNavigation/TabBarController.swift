import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

/// What a tab bar controller asks and tells as the user selects tabs, as UIKit's
/// `UITabBarControllerDelegate`. Both methods have defaults (allow; do nothing).
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap on `viewController`'s item should select it.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after a tap selected `viewController` (also when it was already selected).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// A container showing one of several controllers above a tab bar of their items, as UIKit's
/// `UITabBarController`.
///
/// Every controller of `viewControllers` is a child; the selected one's view fills the space above
/// the 49-point bar (and the safe area's bottom). Selecting another tab swaps the views at once, with
/// the appearance callbacks of a push: the old controller's viewWillDisappear, the new one's
/// viewWillAppear, then viewDidDisappear and viewDidAppear (BarKit's choice; UIKit does not document
/// the order).
@MainActor
open class TabBarController: ViewController {
    public override init() {
        super.init()
        tabBar.selectionHandler = { [weak self] item in self?.userSelected(item) }
    }

    // MARK: - The controllers

    /// The controllers, one per tab; setting them is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController]? {
        get { storedControllers.isEmpty ? nil : storedControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers and their items in the bar. The selected controller stays selected
    /// when it is among the new ones; otherwise the first is selected.
    ///
    /// Called by the `viewControllers` setter and by your code. A list holding a controller twice is
    /// reported through `NavigationController.errorHandler` and nothing changes. Overrides must call `super`.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let list = viewControllers ?? []
        for (index, controller) in list.enumerated() where list[..<index].contains(where: { $0 === controller }) {
            return NavigationController.report(.alreadyInStack(controller: controller.className))
        }
        let old = selectedViewController
        for controller in storedControllers where !list.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller !== old { controller.removeFromParent() }
        }
        storedControllers = list
        for controller in list where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBarItemsDidChange()
        let target = list.contains(where: { $0 === old }) ? old : list.first
        show(target)
        if let old, old.parent === self, !list.contains(where: { $0 === old }) { old.removeFromParent() }
    }

    /// The index of the selected controller (0 with no controllers). An index outside the controllers
    /// is reported through `NavigationController.errorHandler` and ignored.
    public var selectedIndex: Int {
        get { selectedViewController.flatMap { selected in storedControllers.firstIndex { $0 === selected } } ?? 0 }
        set {
            guard storedControllers.indices.contains(newValue) else {
                return NavigationController.report(.tabIndexOutOfRange(index: newValue, count: storedControllers.count))
            }
            show(storedControllers[newValue])
        }
    }

    /// The selected controller; setting one that is not among `viewControllers` does nothing.
    public var selectedViewController: ViewController? {
        get { storedSelected }
        set {
            guard let newValue, storedControllers.contains(where: { $0 === newValue }) else { return }
            show(newValue)
        }
    }

    /// The bar of the controllers' `tabBarItem`s.
    public let tabBar = TabBar(frame: .zero)

    /// Asked and told as the user selects tabs. Held weakly.
    public weak var delegate: TabBarControllerDelegate?

    // MARK: - The view

    /// Makes the container view: the selected controller's view above the tab bar.
    ///
    /// Called by `loadViewIfNeeded()` (as `ViewController`'s). Do not call `super`; overrides that make
    /// their own view lose the container's layout.
    open override func loadView() {
        let container = TabBarContainerView(frame: .zero)
        container.controller = self
        container.addSubview(tabBar)
        view = container
    }

    /// Shows the selected controller's view once the container exists.
    ///
    /// Called once after `loadView()` (as `ViewController`'s). Overrides must call `super`.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let selected = storedSelected { place(selected.view) }
    }

    // MARK: - Internals

    var storedControllers: [ViewController] = []
    var storedSelected: ViewController?

    /// The controllers' items changed: the bar shows them again.
    func tabBarItemsDidChange() {
        tabBar.setItems(storedControllers.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = storedSelected?.tabBarItem
    }

    /// Where the selected controller's view goes: above the bar and the safe area's bottom.
    var contentRect: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let bounds = view.bounds
        let barTop = max(0, bounds.height - view.safeAreaInsets.bottom - TabBar.defaultHeight)
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barTop)
    }

    func layoutContainer() {
        guard let view = viewIfLoaded else { return }
        let content = contentRect
        tabBar.frame = CGRect(
            x: view.bounds.minX, y: view.bounds.minY + content.height, width: view.bounds.width,
            height: view.bounds.height - content.height)
        if let selected = storedSelected?.viewIfLoaded, selected.superview === view { selected.frame = content }
    }

    private func userSelected(_ item: TabBarItem) {
        guard let controller = storedControllers.first(where: { $0.tabBarItem === item }) else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        show(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows `target` in place of the selected controller, with the appearance callbacks when visible.
    private func show(_ target: ViewController?) {
        let old = storedSelected
        guard target !== old else { return }
        let visible = isAppearingOrVisible && isViewLoaded
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            target?.beginAppearanceTransition(true, animated: false)
        }
        if let view = old?.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
        storedSelected = target
        tabBar.selectedItem = target?.tabBarItem
        if isViewLoaded, let target { place(target.view) }
        if visible {
            old?.endAppearanceTransition()
            target?.endAppearanceTransition()
        }
    }

    /// Puts the selected controller's view above the bar; while the container has no size yet the
    /// view keeps its frame (the container's layout places it).
    private func place(_ view: View) {
        guard let container = viewIfLoaded else { return }
        if container.bounds.size != .zero { View.performWithoutAnimation { view.frame = contentRect } }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, belowSubview: tabBar)
    }
}

/// The tab bar controller's view: lays out the bar and the selected controller's view.
@MainActor
final class TabBarContainerView: View {
    weak var controller: TabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        controller.layoutRootView { controller.layoutContainer() }
    }
}

extension ViewController {
    /// The nearest tab bar controller among this controller's ancestors; nil when none.
    public var tabBarController: TabBarController? {
        var current: ViewController? = self
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}

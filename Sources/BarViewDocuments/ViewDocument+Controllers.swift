import BarDocuments
import BarGraphics
import BarNavigation
import BarViews
import BarWidgets
import Foundation

// Controller nodes. A node whose "class" names a controller (ViewController, NavigationController,
// TabBarController, or a name given to `ViewDocument.register(controller:as:)`) makes that controller:
//
//   every controller   "title", "tabBarItem" {title, image, selectedImage, badgeValue, tag},
//                      "navigationItem" {title, backButtonTitle, hidesBackButton}
//   ViewController     "view": a view node, its root view (else the controller's own loadView())
//   NavigationController  "viewControllers": controller nodes, root first; "navigationBarHidden"
//   TabBarController   "viewControllers": controller nodes, one per tab; "selectedIndex"
//
// A controller node may be the document's root (`ViewDocument.rootViewController`) or an item of a
// container's "viewControllers"; anywhere else (a subview, a "view") it fails the document with
// `DocumentError.invalidValue` naming its path. Controller nodes go through the same loader as views
// (paths, ids, unknown keys, strict loads): each is read by a `ControllerNode`, a view that only
// carries the controller it made.

extension ViewDocument {
    /// Lets documents make controllers named `name` with `make` (their keys are read by the kind of
    /// controller `make` returns). Registering a name again replaces the earlier one; a controller
    /// name hides a view class of the same name.
    public static func register(controller make: @escaping @MainActor () -> ViewController, as name: String) {
        controllerRegistry[name] = make
    }

    /// The controller made from the document's root node; nil when the root is a view. Its view is
    /// `rootView`.
    public var rootViewController: ViewController? { storedRootViewController }

    /// The controller whose node had `"id": id`.
    public func viewController(withID id: String) -> ViewController? { viewControllersByID[id] }

    /// The controller names documents know, with how to make each.
    static var controllerRegistry: [String: @MainActor () -> ViewController] {
        get {
            if storedControllerRegistry == nil {
                storedControllerRegistry = [
                    "ViewController": { ViewController() },
                    "NavigationController": { NavigationController() },
                    "TabBarController": { TabBarController() },
                ]
            }
            return storedControllerRegistry ?? [:]
        }
        set { storedControllerRegistry = newValue }
    }
    private static var storedControllerRegistry: [String: @MainActor () -> ViewController]?

    /// The view registry with every controller name read by `ControllerNode`.
    static var loaderClasses: [String: View.Type] {
        var classes = registry
        for name in controllerRegistry.keys { classes[name] = ControllerNode.self }
        return classes
    }
}

/// Reads one controller node into the controller it names; the loader handles it as a view (so the
/// node gets paths, ids and unknown-key warnings), and the document takes the controller out.
@MainActor
final class ControllerNode: View {
    /// The controller made; nil when the node failed.
    private(set) var controller: ViewController?
    /// The node's coder while the document loads (to report a node put where a view belongs).
    private var coder: Coder?

    required init?(coder: Coder) {
        super.init(frame: .zero)
        guard let name = coder.decodeString(forKey: "class"), let make = ViewDocument.controllerRegistry[name] else {
            return nil
        }
        let controller = make()
        self.controller = controller
        self.coder = coder
        if coder.containsValue(forKey: "title") { controller.title = coder.decodeString(forKey: "title") }
        decodeTabBarItem(coder, into: controller)
        decodeNavigationItem(coder, into: controller)
        if let navigation = controller as? NavigationController {
            let children = ControllerNode.controllers(coder)
            if !children.isEmpty { navigation.setViewControllers(children, animated: false) }
            if coder.containsValue(forKey: "navigationBarHidden") {
                navigation.isNavigationBarHidden = coder.decodeBool(forKey: "navigationBarHidden")
            }
        } else if let tabs = controller as? TabBarController {
            let children = ControllerNode.controllers(coder)
            if !children.isEmpty { tabs.viewControllers = children }
            if coder.containsValue(forKey: "selectedIndex") {
                let index = coder.decodeInteger(forKey: "selectedIndex")
                if children.indices.contains(index) {
                    tabs.selectedIndex = index
                } else {
                    coder.failInvalidValue(
                        forKey: "selectedIndex",
                        reason: "\(index) is not the index of one of the \(children.count) view controllers")
                }
            }
        } else if coder.containsValue(forKey: "view"), let view = coder.decodeView(forKey: "view") {
            if let node = view as? ControllerNode {
                node.coder = nil
                coder.failInvalidValue(
                    forKey: "view", reason: "expected a view node, found the controller \(node.className)")
            } else {
                controller.view = view
            }
        }
    }

    /// The controller's class name, for messages.
    var className: String { controller.map { String(describing: type(of: $0)) } ?? "?" }

    /// A controller node added to a view: the document fails, naming the node.
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard superview != nil, let coder else { return }
        self.coder = nil
        coder.failInvalidValue(
            forKey: "class",
            reason: "\(className) is a view controller, not a view: a controller node can be the document's root "
                + "or an item of \"viewControllers\", not a subview")
    }

    /// The controllers of the node's `"viewControllers"`; a view among them fails the document.
    private static func controllers(_ coder: Coder) -> [ViewController] {
        var controllers: [ViewController] = []
        for (index, item) in coder.decodeSubviews(forKey: "viewControllers").enumerated() {
            guard let node = item as? ControllerNode, let controller = node.controller else {
                coder.failInvalidValue(
                    forKey: "viewControllers",
                    reason: "item \(index) is a \(String(describing: type(of: item))) view; expected a controller node "
                        + "(ViewController, NavigationController, TabBarController or a name registered with "
                        + "ViewDocument.register(controller:as:))")
                return []
            }
            node.coder = nil
            controllers.append(controller)
        }
        return controllers
    }

    /// `"tabBarItem"`: title, image, selectedImage, badgeValue, tag.
    private func decodeTabBarItem(_ coder: Coder, into controller: ViewController) {
        guard let item = coder.nestedCoder(forKey: "tabBarItem") else { return }
        let tabItem = TabBarItem(
            title: item.containsValue(forKey: "title") ? item.decodeString(forKey: "title") : controller.title,
            image: item.decodeImage(forKey: "image"), tag: item.decodeInteger(forKey: "tag"))
        tabItem.selectedImage = item.decodeImage(forKey: "selectedImage")
        tabItem.badgeValue = item.decodeString(forKey: "badgeValue")
        controller.tabBarItem = tabItem
    }

    /// `"navigationItem"`: title, backButtonTitle, hidesBackButton.
    private func decodeNavigationItem(_ coder: Coder, into controller: ViewController) {
        guard let item = coder.nestedCoder(forKey: "navigationItem") else { return }
        if item.containsValue(forKey: "title") { controller.navigationItem.title = item.decodeString(forKey: "title") }
        if item.containsValue(forKey: "backButtonTitle") {
            controller.navigationItem.backButtonTitle = item.decodeString(forKey: "backButtonTitle")
        }
        controller.navigationItem.hidesBackButton = item.decodeBool(forKey: "hidesBackButton")
    }

    /// Lets go of the coder once the document is made.
    func finishLoading() { coder = nil }
}

import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViewDocuments
@testable import BarViews

/// Controllers read from a view document: a tab bar controller of navigation controllers, their
/// children by class name, and errors that name the node.
@MainActor
@Suite struct ControllerDocumentTests {
    /// The error a document fails with, or nil when it loads.
    func error(_ json: String, strict: Bool = false) -> DocumentError? {
        do {
            _ = try ViewDocument(jsonString: json, strict: strict)
            return nil
        } catch let error as DocumentError {
            return error
        } catch {
            return nil
        }
    }

    static let app = """
        {"class": "TabBarController", "id": "tabs", "selectedIndex": 1,
         "viewControllers": [
           {"class": "NavigationController", "id": "inbox",
            "tabBarItem": {"title": "Inbox", "badgeValue": "3"},
            "viewControllers": [
              {"class": "ViewController", "title": "Inbox",
               "view": {"class": "View", "backgroundColor": "#FFFFFF",
                        "subviews": [{"class": "Label", "id": "empty", "frame": [16, 16, 200, 24],
                                      "text": "No messages"}]}},
              {"class": "ViewController", "id": "message", "title": "Message",
               "navigationItem": {"backButtonTitle": "Back"}}]},
           {"class": "NavigationController", "navigationBarHidden": true,
            "tabBarItem": {"title": "Settings", "tag": 2},
            "viewControllers": [{"class": "ViewController", "title": "Settings"}]}]}
        """

    @Test func aTabBarControllerOfNavigationControllersComesWithItsChildrenAndTheirItems() throws {
        let document = try ViewDocument(jsonString: Self.app, strict: true)
        let tabs = try #require(document.rootViewController as? TabBarController)
        #expect(document.rootView === tabs.view)
        #expect(document.viewController(withID: "tabs") === tabs)
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.count == 2 && tabs.selectedIndex == 1)
        let inbox = try #require(controllers[0] as? NavigationController)
        #expect(document.viewController(withID: "inbox") === inbox)
        #expect(inbox.viewControllers.map { $0.title } == ["Inbox", "Message"])
        #expect(inbox.viewControllers[1] === document.viewController(withID: "message"))
        #expect(inbox.viewControllers[0].navigationItem.backButtonTitle == nil)
        #expect(inbox.viewControllers[1].navigationItem.backButtonTitle == "Back")
        #expect(inbox.tabBarItem.title == "Inbox" && inbox.tabBarItem.badgeValue == "3")
        let settings = try #require(controllers[1] as? NavigationController)
        #expect(settings.isNavigationBarHidden && settings.tabBarItem.tag == 2)
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"])
        // The first controller's view is the document's view node; its ids are the document's.
        let label = try #require(document.view(withID: "empty") as? Label)
        #expect(label.text == "No messages" && label.superview === inbox.viewControllers[0].view)
        #expect(document.view(withID: "inbox") == nil)
    }

    @Test func theLoadedControllersRunAsCodeMadeOnesDo() throws {
        let document = try ViewDocument(jsonString: Self.app, strict: true)
        let tabs = try #require(document.rootViewController as? TabBarController)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: Application())
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // Settings is selected, its bar hidden: its root fills the space above the tab bar.
        let settings = try #require(tabs.selectedViewController as? NavigationController)
        #expect(settings.viewControllers[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
        tabs.selectedIndex = 0
        window.layoutIfNeeded()
        let inbox = try #require(tabs.selectedViewController as? NavigationController)
        #expect(inbox.topViewController?.title == "Message")
        #expect(inbox.navigationBar.backItem?.title == "Inbox")
        inbox.popViewController(animated: false)
        #expect(inbox.topViewController?.view.frame == CGRect(x: 0, y: 44, width: 320, height: 387))
    }

    @Test func aPlainViewControllerWithoutAViewNodeGetsAnEmptyView() throws {
        let document = try ViewDocument(jsonString: #"{"class": "ViewController", "title": "Alone"}"#)
        let controller = try #require(document.rootViewController)
        #expect(type(of: controller) == ViewController.self && controller.title == "Alone")
        #expect(type(of: document.rootView) == View.self)
    }

    @Test func aRegisteredControllerNameMakesTheUsersClass() throws {
        final class InboxController: NavigationController {}
        ViewDocument.register(controller: { InboxController() }, as: "InboxController")
        let document = try ViewDocument(jsonString: """
            {"class": "InboxController", "viewControllers": [{"class": "ViewController", "title": "A"}]}
            """, strict: true)
        let inbox = try #require(document.rootViewController as? InboxController)
        #expect(inbox.viewControllers.map { $0.title } == ["A"])
    }

    @Test func aViewAmongTheViewControllersFailsNamingTheNode() {
        let found = error(#"""
            {"class": "NavigationController", "viewControllers": [{"class": "ViewController"}, {"class": "Label"}]}
            """#)
        #expect(found == .invalidValue(
            source: "string", path: "$", key: "viewControllers",
            reason: "item 1 is a Label view; expected a controller node (ViewController, NavigationController, "
                + "TabBarController or a name registered with ViewDocument.register(controller:as:))"))
    }

    @Test func aControllerAmongTheSubviewsFailsNamingTheNode() {
        let found = error(#"{"class": "View", "subviews": [{"class": "View"}, {"class": "TabBarController"}]}"#)
        #expect(found == .invalidValue(
            source: "string", path: "$.subviews[1]", key: "class",
            reason: "TabBarController is a view controller, not a view: a controller node can be the document's "
                + "root or an item of \"viewControllers\", not a subview"))
    }

    @Test func aControllerAsAViewFailsNamingTheKey() {
        let found = error(#"{"class": "ViewController", "view": {"class": "NavigationController"}}"#)
        #expect(found == .invalidValue(
            source: "string", path: "$", key: "view",
            reason: "expected a view node, found the controller NavigationController"))
    }

    @Test func aSelectedIndexOutsideTheTabsFails() {
        let found = error(#"{"class": "TabBarController", "selectedIndex": 2, "viewControllers": [{"class": "ViewController"}]}"#)
        #expect(found == .invalidValue(
            source: "string", path: "$", key: "selectedIndex",
            reason: "2 is not the index of one of the 1 view controllers"))
    }

    @Test func wrongTypesAndUnknownKeysNameThePath() {
        #expect(error(#"{"class": "TabBarController", "viewControllers": [{"class": "ViewController", "title": 3}]}"#)
            == .typeMismatch(
                source: "string", path: "$.viewControllers[0]", key: "title", expected: "a string",
                found: "the number 3.0"))
        #expect(error(#"{"class": "NavigationController", "view": {"class": "View"}}"#, strict: true)
            == .unknownKey(source: "string", path: "$", key: "view"))
        #expect(error(#"{"class": "ViewController", "tabBarItem": {"titel": "A"}}"#, strict: true)
            == .unknownKey(source: "string", path: "$.tabBarItem", key: "titel"))
        #expect(error(#"{"class": "NavigationController", "viewControllers": [{"class": "Nope"}]}"#)
            == .unknownClass(source: "string", path: "$.viewControllers[0]", name: "Nope"))
    }
}

import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViews
@testable import BarWidgets

/// Child controllers, and appearance forwarded to the children a container shows.
@MainActor
@Suite struct ViewControllerContainmentTests {
    @Test func addChildCallsWillMoveAndRemoveFromParentCallsDidMove() {
        let log = AppearanceLog()
        let parent = ViewController()
        let child = LoggedController("C", log: log)
        child.logsContainment = true
        parent.addChild(child)
        #expect(log.entries == ["C.willMove(parent)"])
        #expect(child.parent === parent && parent.children.count == 1)
        parent.addChild(child)
        #expect(parent.children.count == 1, "adding it again changes nothing")
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log.entries == ["C.willMove(parent)", "C.willMove(nil)", "C.didMove(nil)"])
        #expect(child.parent == nil && parent.children.isEmpty)
    }

    @Test func aControllerCannotBecomeAChildOfItsOwnDescendant() {
        let outer = ViewController()
        let inner = ViewController()
        outer.addChild(inner)
        inner.addChild(outer)
        #expect(outer.parent == nil && inner.children.isEmpty)
    }

    @Test func addingAChildElsewhereTakesItFromItsFormerParent() {
        let first = ViewController()
        let second = ViewController()
        let child = ViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty && child.parent === second)
    }

    @Test func appearanceIsForwardedToChildrenWhoseViewsAreShown() {
        let log = AppearanceLog()
        let container = LoggedController("P", log: log)
        let shown = LoggedController("S", log: log)
        let hidden = LoggedController("H", log: log)
        container.addChild(shown)
        container.view.addSubview(shown.view)
        shown.didMove(toParent: container)
        container.addChild(hidden)
        hidden.didMove(toParent: container)
        let scene = Scene()
        scene.window.rootViewController = container
        scene.window.makeKeyAndVisible()
        #expect(log.entries == ["P.willAppear", "S.willAppear", "P.didAppear", "S.didAppear"])
    }

    @Test func aControllersTitleFollowsIntoTheBarShowingIt() {
        let scene = NavigationScene()
        scene.root.title = "Inbox"
        #expect(scene.navigation.navigationBar.title == "Inbox")
        scene.pushed("B")
        scene.root.title = "Mail"
        #expect(scene.navigation.navigationBar.leadingItem?.title == "Mail")
    }

    @Test func theVisibleControllerIsTheOneTheTopPresents() {
        let scene = NavigationScene()
        let b = scene.pushed("B")
        #expect(scene.navigation.visibleViewController === b)
        let modal = scene.controller("M")
        b.present(modal, animated: false)
        #expect(scene.navigation.visibleViewController === modal)
    }
}

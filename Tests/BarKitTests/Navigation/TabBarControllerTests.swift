import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViews
@testable import BarWidgets

/// A 320 × 480 window showing a tab bar controller of "A", "B" and "C".
@MainActor
private struct TabScene {
    let scene = Scene(size: CGSize(width: 320, height: 480))
    let log = AppearanceLog()
    let tabs = TabBarController()
    let controllers: [LoggedController]

    init(rightToLeft: Bool = false) {
        let log = self.log
        controllers = ["A", "B", "C"].map { LoggedController($0, log: log) }
        let dot = Image(size: CGSize(width: 24, height: 24), scale: 2) { context in
            context.setFillColor(.black)
            context.fillEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 20))
        }
        for controller in controllers { controller.tabBarItem.image = dot }
        tabs.viewControllers = controllers
        if rightToLeft { tabs.view.semanticContentAttribute = .forceRightToLeft }
        scene.window.rootViewController = tabs
        scene.window.makeKeyAndVisible()
        scene.window.layoutIfNeeded()
    }
}

@MainActor
@Suite struct TabBarControllerTests {
    @Test func theFirstTabShowsAboveThe49PointBar() {
        let scene = TabScene()
        #expect(scene.log.entries == ["A.willAppear", "A.didAppear"])
        #expect(scene.tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(scene.controllers[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
        #expect(scene.tabs.selectedIndex == 0 && scene.tabs.tabBar.selectedItem === scene.controllers[0].tabBarItem)
        #expect(scene.tabs.children.count == 3 && scene.controllers[2].tabBarController === scene.tabs)
    }

    @Test func switchingTabsCallsTheAppearanceOfAPush() {
        let scene = TabScene()
        scene.log.clear()
        scene.tabs.selectedIndex = 1
        #expect(scene.log.entries == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(scene.controllers[0].viewIfLoaded?.superview == nil)
        #expect(scene.controllers[1].view.superview === scene.tabs.view)
    }

    @Test func tappingAnItemSelectsItsController() {
        let scene = TabScene()
        let buttons = scene.tabs.tabBar.buttons
        #expect(buttons.map(\.frame.minX) == [0, 107, 213] && buttons.map(\.frame.width) == [107, 106, 107])
        scene.scene.simulator.tap(buttons[2])
        #expect(scene.tabs.selectedViewController === scene.controllers[2])
        #expect(scene.log.entries.suffix(4) == ["A.willDisappear", "C.willAppear", "A.didDisappear", "C.didAppear"])
    }

    @Test func rightToLeftTheFirstItemIsAtTheRight() {
        let scene = TabScene(rightToLeft: true)
        #expect(scene.tabs.tabBar.buttons.map(\.frame.minX) == [213, 107, 0])
    }

    @Test func theSelectedItemTakesTheTintAndTheOthersGrey() {
        let scene = TabScene()
        let buttons = scene.tabs.tabBar.buttons
        #expect(buttons[0].titleLabel.textColor == .systemBlue)
        #expect(buttons[1].titleLabel.textColor == TabBar.unselectedGrey)
        #expect(buttons[0].titleLabel.text == "A", "the controller's title is its item's")
    }

    @Test func aBadgeIsACapsuleAtTheImagesTopTrailingCorner() {
        let scene = TabScene()
        scene.controllers[1].tabBarItem.badgeValue = "3"
        scene.scene.window.layoutIfNeeded()
        let button = scene.tabs.tabBar.buttons[1]
        #expect(!button.badge.isHidden && button.badge.frame.height == 18 && button.badge.frame.width == 18)
        #expect(button.badge.frame.minX == button.imageView.frame.midX + 6 && button.badge.frame.minY == 2)
        scene.controllers[1].tabBarItem.badgeValue = "1234"
        scene.scene.window.layoutIfNeeded()
        #expect(button.badge.frame.width > 18)
        scene.controllers[1].tabBarItem.badgeValue = nil
        #expect(button.badge.isHidden)
    }

    @Test func anIndexOutsideTheTabsIsReportedAndIgnored() {
        let scene = TabScene()
        let errors = capturingNavigationErrors { scene.tabs.selectedIndex = 5 }
        #expect(errors == [.tabIndexOutOfRange(index: 5, count: 3)])
        #expect(scene.tabs.selectedIndex == 0)
    }

    @Test func aNavigationControllerInATabPushesWithinIt() {
        let scene = Scene()
        let log = AppearanceLog()
        let root = LoggedController("A", log: log)
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, LoggedController("T", log: log)]
        scene.window.rootViewController = tabs
        scene.window.makeKeyAndVisible()
        scene.window.layoutIfNeeded()
        #expect(log.entries == ["A.willAppear", "A.didAppear"])
        navigation.pushViewController(LoggedController("B", log: log), animated: true)
        scene.simulator.advance(by: 1)
        tabs.selectedIndex = 1
        #expect(log.entries.suffix(4) == ["B.willDisappear", "T.willAppear", "B.didDisappear", "T.didAppear"])
        #expect(root.tabBarController === tabs && root.navigationController === navigation)
    }
}

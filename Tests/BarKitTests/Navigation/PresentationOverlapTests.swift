import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViews
@testable import BarWidgets

/// A presentation or dismissal over a navigation controller while a push or pop slides (reduced from
/// NavigationModelBasedTests): the controller leaving the stack never appears again, the arriving one
/// follows the navigation controller's own appearance, and each callback keeps UIKit's grammar.
@MainActor
@Suite struct PresentationOverlapTests {
    @Test func aPresentationAndDismissalDuringAPushNeverBringBackTheLeavingController() {
        let scene = NavigationScene()
        scene.log.clear()
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        scene.wait(0.05)
        let presented = scene.controller("P")
        scene.navigation.present(presented, animated: true)
        scene.navigation.dismiss(animated: true)
        #expect(scene.log.entries == [
            "A.willDisappear", "B.willAppear",
            "B.willDisappear", "P.willAppear",
            "P.willDisappear", "B.willAppear",
        ], "A is leaving: the navigation controller reappearing does not tell it willAppear")
        scene.wait(1)
        #expect(scene.log.entries.suffix(3) == ["A.didDisappear", "B.didAppear", "P.didDisappear"])
        #expect(scene.root.appearance == .disappeared)
        #expect(scene.root.viewIfLoaded?.window == nil)
        #expect(scene.navigation.viewControllers.last?.appearance == .appeared)
    }

    @Test func aPushCoveredByAPresentationEndsWithBothControllersDisappeared() {
        let scene = NavigationScene()
        scene.log.clear()
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        scene.wait(0.05)
        scene.navigation.present(scene.controller("P"), animated: true)
        scene.wait(1)
        #expect(scene.log.entries == [
            "A.willDisappear", "B.willAppear", "B.willDisappear", "P.willAppear",
            "A.didDisappear", "B.didDisappear", "P.didAppear",
        ])
        scene.log.clear()
        scene.navigation.dismiss(animated: true)
        scene.wait(1)
        #expect(scene.log.entries == ["P.willDisappear", "B.willAppear", "B.didAppear", "P.didDisappear"])
    }

    @Test func aDismissalDuringAPushThatBeganCoveredShowsOnlyTheArrivingController() {
        let scene = NavigationScene()
        scene.navigation.present(scene.controller("P"), animated: false)
        scene.log.clear()
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        #expect(scene.log.entries.isEmpty, "a covered navigation controller's push sends nothing")
        scene.wait(0.05)
        scene.navigation.dismiss(animated: true)
        #expect(scene.log.entries == ["P.willDisappear", "B.willAppear"])
        scene.wait(1)
        #expect(scene.log.entries == ["P.willDisappear", "B.willAppear", "B.didAppear", "P.didDisappear"])
        #expect(scene.root.appearance == .disappeared)
    }

    @Test func anInstantDismissalDuringACoveredPopLetsTheSlideEndTheArrivingControllersAppearance() {
        let scene = NavigationScene()
        scene.pushed("B")
        scene.navigation.present(scene.controller("P"), animated: false)
        scene.navigation.popViewController(animated: true)
        scene.wait(0.05)
        scene.log.clear()
        scene.navigation.dismiss(animated: false)
        #expect(scene.log.entries == ["P.willDisappear", "A.willAppear", "P.didDisappear"],
            "A's view still slides in: its didAppear waits for the pop")
        scene.wait(1)
        #expect(scene.log.entries == ["P.willDisappear", "A.willAppear", "P.didDisappear", "A.didAppear"])
    }

    @Test func aPushStartedWhileTheNavigationControllerReappearsEndsOnceTheSlideEnds() {
        let scene = NavigationScene()
        scene.navigation.present(scene.controller("P"), animated: false)
        scene.navigation.dismiss(animated: true)
        scene.wait(0.05)
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        scene.wait(1)
        #expect(scene.log.entries.suffix(7) == [
            "P.willDisappear", "A.willAppear",
            "A.willDisappear", "B.willAppear",
            "P.didDisappear", "A.didDisappear", "B.didAppear",
        ])
    }

    @Test func aPresentationDuringABackSwipeThatCancelsLeavesTheTopControllerCoveredAndDisappeared() {
        let scene = NavigationScene()
        let b = scene.pushed("B")
        let saved = scene.simulator.stepInterval
        scene.simulator.stepInterval = 0.05
        let touch = scene.simulator.touchDown(at: CGPoint(x: 5, y: 200))
        scene.simulator.move(touch, to: CGPoint(x: 45, y: 200))
        scene.simulator.move(touch, to: CGPoint(x: 85, y: 200))
        scene.navigation.present(scene.controller("P"), animated: true)
        scene.simulator.move(touch, to: CGPoint(x: 90, y: 200))
        scene.simulator.touchUp(touch)
        scene.simulator.stepInterval = saved
        scene.wait(1)
        #expect(scene.log.entries == [
            "B.willDisappear", "A.willAppear", "A.willDisappear", "P.willAppear",
            "B.didDisappear", "A.didDisappear", "P.didAppear",
        ], "B comes back under P: it does not appear, and A is told it disappeared")
        #expect(scene.navigation.topViewController === b && b.appearance == .disappeared)
        scene.log.clear()
        scene.navigation.dismiss(animated: true)
        scene.wait(1)
        #expect(scene.log.entries == ["P.willDisappear", "B.willAppear", "B.didAppear", "P.didDisappear"])
    }

    @Test func aDismissedControllerNobodyElseHoldsStillHearsViewDidDisappear() {
        let scene = NavigationScene()
        scene.navigation.present(scene.controller("P"), animated: false)
        scene.log.clear()
        scene.navigation.dismiss(animated: true)
        scene.wait(1)
        #expect(scene.log.entries == ["P.willDisappear", "A.willAppear", "A.didAppear", "P.didDisappear"])
    }

    @Test func aTabSwitchWhileTheTabBarControllerDisappearsEndsTheOldTabsDisappearance() {
        let log = AppearanceLog()
        let first = LoggedController("A", log: log)
        let second = LoggedController("B", log: log)
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let scene = Scene(size: CGSize(width: 320, height: 480))
        scene.window.rootViewController = tabs
        scene.window.makeKeyAndVisible()
        scene.window.layoutIfNeeded()
        tabs.present(LoggedController("P", log: log), animated: true)
        tabs.selectedIndex = 1
        scene.simulator.advance(by: 1)
        #expect(log.entries == [
            "A.willAppear", "A.didAppear", "A.willDisappear", "P.willAppear", "P.didAppear", "A.didDisappear",
        ])
        #expect(first.appearance == .disappeared && second.appearance == .disappeared)
    }
}

import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViews
@testable import BarWidgets

/// Where the views are during a push or pop, changes that wait for a transition, and refused changes.
@MainActor
@Suite struct NavigationTransitionTests {
    @Test func theContentSitsUnderThe44PointBar() {
        let scene = NavigationScene()
        #expect(scene.navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(scene.root.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        scene.navigation.isNavigationBarHidden = true
        scene.window.layoutIfNeeded()
        #expect(scene.root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func atHalfTimeOfAPushTheNewViewIsHalfInAndTheOldASixthOut() {
        let scene = NavigationScene()
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        #expect(b.view.presentationFrame.minX == 320 && scene.root.view.presentationFrame.minX == 0)
        scene.wait(0.175)
        #expect(abs(b.view.presentationFrame.minX - 160) < 1e-6)
        #expect(abs(scene.root.view.presentationFrame.minX - -320.0 / 6) < 1e-6)
        #expect(b.view.presentationFrame.minY == 44 && b.view.presentationFrame.width == 320)
        scene.wait(0.2)
        #expect(b.view.presentationFrame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(scene.root.viewIfLoaded?.superview == nil, "the covered view leaves the container")
    }

    @Test func atHalfTimeOfAPopTheOldViewIsHalfOutAndTheNewASixthIn() {
        let scene = NavigationScene()
        let b = scene.pushed("B")
        scene.navigation.popViewController(animated: true)
        scene.wait(0.175)
        #expect(abs(b.view.presentationFrame.minX - 160) < 1e-6)
        #expect(abs(scene.root.view.presentationFrame.minX - -320.0 / 6) < 1e-6)
    }

    @Test func rightToLeftMirrorsThePush() {
        let scene = NavigationScene(rightToLeft: true)
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        #expect(b.view.presentationFrame.minX == -320)
        scene.wait(0.175)
        #expect(abs(b.view.presentationFrame.minX - -160) < 1e-6)
        #expect(abs(scene.root.view.presentationFrame.minX - 320.0 / 6) < 1e-6)
    }

    @Test func resizingTheWindowMidPushStillEndsOnTheNewController() {
        let scene = NavigationScene()
        scene.log.clear()
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        scene.wait(0.1)
        scene.window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        scene.window.layoutIfNeeded()
        scene.wait()
        #expect(scene.log.entries == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(b.view.frame == CGRect(x: 0, y: 44, width: 400, height: 436))
        #expect(b.view.presentationFrame == b.view.frame && scene.root.viewIfLoaded?.superview == nil)
    }

    @Test func aPushDuringATransitionWaitsAndRunsAfterIt() {
        let scene = NavigationScene()
        scene.log.clear()
        let b = scene.controller("B")
        let c = scene.controller("C")
        scene.navigation.pushViewController(b, animated: true)
        scene.wait(0.1)
        scene.navigation.pushViewController(c, animated: true)
        #expect(scene.navigation.viewControllers.map { ($0 as? LoggedController)?.name } == ["A", "B", "C"])
        #expect(scene.log.entries == ["A.willDisappear", "B.willAppear"], "C waits for B's slide")
        scene.wait(0.3)
        #expect(scene.log.entries == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear", "B.willDisappear", "C.willAppear"])
        scene.wait(0.4)
        #expect(scene.log.entries.suffix(2) == ["B.didDisappear", "C.didAppear"])
        #expect(c.view.frame.minX == 0 && c.view.superview === scene.navigation.view)
        #expect(b.viewIfLoaded?.superview == nil)
        #expect(scene.navigation.navigationBar.topItem === c.navigationItem)
    }

    @Test func aPopDuringAPushEndsWhereASequentialRunWould() {
        let scene = NavigationScene()
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        scene.navigation.popViewController(animated: true)
        scene.wait(1)
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.root.view.superview === scene.navigation.view && b.parent == nil)
        #expect(scene.log.entries.suffix(4) == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    }

    @Test func pushingAControllerAlreadyInTheStackIsReportedAndChangesNothing() {
        let scene = NavigationScene()
        let b = scene.pushed("B")
        let errors = capturingNavigationErrors {
            scene.navigation.pushViewController(scene.root, animated: true)
            scene.navigation.pushViewController(b, animated: false)
            scene.navigation.setViewControllers([b, b], animated: false)
        }
        #expect(errors == [
            .alreadyInStack(controller: "LoggedController"), .alreadyInStack(controller: "LoggedController"),
            .alreadyInStack(controller: "LoggedController"),
        ])
        #expect(errors.first?.description == "Cannot push LoggedController: it is already in the navigation stack.")
        #expect(scene.navigation.viewControllers.count == 2 && scene.navigation.topViewController === b)
        #expect(scene.log.entries.isEmpty)
    }

    @Test func aPoppedControllerIsFreedOnceItsSlideEnds() {
        let scene = NavigationScene()
        weak var weakB: LoggedController?
        do {
            let b = scene.pushed("B")
            weakB = b
            scene.navigation.popViewController(animated: true)
        }
        scene.wait(0.1)
        #expect(weakB != nil, "still on screen mid-slide")
        scene.wait(0.5)
        #expect(weakB == nil)
    }

    @Test func tappingBackPopsAndTheBarFollowsTheStack() {
        let scene = NavigationScene()
        let b = scene.pushed("B")
        let bar = scene.navigation.navigationBar
        #expect(bar.items?.count == 2 && bar.topItem === b.navigationItem && bar.title == "B")
        #expect(bar.leadingItem?.title == "A")
        scene.window.layoutIfNeeded()
        let back = try! #require(bar.leadingItem?.view)
        scene.simulator.tap(back)
        scene.wait()
        #expect(scene.navigation.viewControllers.count == 1 && bar.items?.count == 1 && bar.title == "A")
        #expect(bar.leadingItem == nil)
    }

    @Test func theDelegateHearsWillShowAndDidShow() {
        final class Delegate: NavigationControllerDelegate {
            var calls: [String] = []
            func navigationController(_ n: NavigationController, willShow c: ViewController, animated: Bool) {
                calls.append("willShow \(c.title ?? "") \(animated)")
            }
            func navigationController(_ n: NavigationController, didShow c: ViewController, animated: Bool) {
                calls.append("didShow \(c.title ?? "") \(animated)")
            }
        }
        let scene = NavigationScene()
        let delegate = Delegate()
        scene.navigation.delegate = delegate
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        scene.wait()
        #expect(delegate.calls == ["willShow B true", "didShow B true"])
    }

    @Test func viewWillLayoutSubviewsSurroundsTheContainersLayout() {
        final class Logged: NavigationController {
            var calls: [String] = []
            override func viewWillLayoutSubviews() { calls.append("will \(navigationBar.frame.height)") }
            override func viewDidLayoutSubviews() { calls.append("did \(navigationBar.frame.height)") }
        }
        let scene = Scene()
        let navigation = Logged(rootViewController: ViewController())
        scene.window.rootViewController = navigation
        scene.window.layoutIfNeeded()
        #expect(navigation.calls == ["will 0.0", "did 44.0"])
    }
}

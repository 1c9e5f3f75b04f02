import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViews
@testable import BarWidgets

/// The appearance callbacks of every transition, in UIKit's order.
@MainActor
@Suite struct NavigationAppearanceTests {
    @Test func theWindowShowingItsRootMakesTheTopControllerAppear() {
        let log = AppearanceLog()
        let root = LoggedController("A", log: log)
        let scene = Scene()
        scene.window.rootViewController = NavigationController(rootViewController: root)
        #expect(log.entries.isEmpty, "nothing appears before the window shows")
        scene.window.makeKeyAndVisible()
        #expect(log.entries == ["A.willAppear", "A.didAppear"])
        scene.window.makeKeyAndVisible()
        #expect(log.entries.count == 2, "showing it again changes nothing")
    }

    @Test func replacingTheRootOfAShownWindowSwapsTheirAppearance() {
        let log = AppearanceLog()
        let scene = Scene()
        scene.window.rootViewController = LoggedController("A", log: log)
        scene.window.makeKeyAndVisible()
        log.clear()
        scene.window.rootViewController = LoggedController("B", log: log)
        #expect(log.entries == ["A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear"])
    }

    @Test func anAnimatedPushCallsWillsAtTheStartAndDidsWhenTheSlideEnds() {
        let scene = NavigationScene()
        scene.log.clear()
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        #expect(scene.log.entries == ["A.willDisappear", "B.willAppear"])
        scene.wait(0.2)
        #expect(scene.log.entries.count == 2, "still sliding")
        scene.wait(0.2)
        #expect(scene.log.entries == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    }

    @Test func aPushWithoutAnimationCallsAllFourAtOnce() {
        let scene = NavigationScene()
        scene.log.clear()
        scene.navigation.pushViewController(scene.controller("B"), animated: false)
        #expect(scene.log.entries == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    }

    @Test func aPopMakesTheTopDisappearAndTheOneBelowAppear() {
        let scene = NavigationScene()
        scene.pushed("B")
        let popped = scene.navigation.popViewController(animated: true)
        #expect((popped as? LoggedController)?.name == "B")
        #expect(scene.navigation.viewControllers.count == 1, "the stack changes at once")
        scene.wait()
        #expect(scene.log.entries == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    }

    @Test func popToRootSkipsTheControllersInBetween() {
        let scene = NavigationScene()
        scene.pushed("B")
        scene.pushed("C")
        let popped = scene.navigation.popToRootViewController(animated: true)?.compactMap { ($0 as? LoggedController)?.name }
        #expect(popped == ["B", "C"])
        scene.wait()
        #expect(scene.log.entries == ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
    }

    @Test func settingTheStackShowsTheNewTopAsAPush() {
        let scene = NavigationScene()
        scene.pushed("B")
        let d = scene.controller("D")
        scene.navigation.setViewControllers([scene.root, d], animated: true)
        scene.wait()
        #expect(scene.log.entries == ["B.willDisappear", "D.willAppear", "B.didDisappear", "D.didAppear"])
        #expect(scene.navigation.topViewController === d && scene.navigation.children.count == 2)
    }

    @Test func containmentCallbacksComeAroundThePushAndThePop() {
        let scene = NavigationScene()
        let b = scene.controller("B")
        b.logsContainment = true
        scene.log.clear()
        scene.navigation.pushViewController(b, animated: true)
        scene.wait()
        #expect(scene.log.entries == ["B.willMove(parent)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear", "B.didMove(parent)"])
        #expect(b.parent === scene.navigation && b.navigationController === scene.navigation)
        scene.log.clear()
        scene.navigation.popViewController(animated: true)
        scene.wait()
        #expect(scene.log.entries == ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.didMove(nil)"])
        #expect(b.parent == nil && b.viewIfLoaded?.superview == nil)
    }

    @Test func presentingAndDismissingFollowUIKitsOrder() {
        let scene = NavigationScene()
        scene.log.clear()
        let modal = scene.controller("M")
        var completions: [String] = []
        scene.root.present(modal, animated: true) { completions.append("presented") }
        #expect(scene.log.entries == ["A.willDisappear", "M.willAppear"])
        #expect(modal.presentingViewController === scene.navigation, "the outermost container presents")
        #expect(scene.navigation.presentedViewController === modal && scene.root.presentedViewController === modal)
        scene.wait()
        #expect(scene.log.entries == ["A.willDisappear", "M.willAppear", "M.didAppear", "A.didDisappear"])
        #expect(completions == ["presented"] && modal.view.frame == scene.window.bounds)
        scene.log.clear()
        modal.dismiss(animated: true) { completions.append("dismissed") }
        #expect(scene.log.entries == ["M.willDisappear", "A.willAppear"])
        scene.wait()
        #expect(scene.log.entries == ["M.willDisappear", "A.willAppear", "A.didAppear", "M.didDisappear"])
        #expect(completions == ["presented", "dismissed"])
        #expect(modal.presentingViewController == nil && scene.navigation.presentedViewController == nil)
        #expect(modal.viewIfLoaded?.superview == nil)
    }

    @Test func aPresentationSlidesUpFromTheBottomIn035Seconds() {
        let scene = NavigationScene()
        let modal = scene.controller("M")
        scene.root.present(modal, animated: true)
        #expect(modal.view.presentationFrame.minY == 480)
        scene.wait(0.175)
        #expect(abs(modal.view.presentationFrame.minY - 240) < 1e-6)
        scene.wait(0.2)
        #expect(modal.view.presentationFrame.minY == 0)
    }

    @Test func dismissingMidPresentationTurnsTheCallbacksAround() {
        let scene = NavigationScene()
        scene.log.clear()
        let modal = scene.controller("M")
        scene.root.present(modal, animated: true)
        scene.wait(0.1)
        modal.dismiss(animated: true)
        scene.wait()
        #expect(scene.log.entries == [
            "A.willDisappear", "M.willAppear", "M.willDisappear", "A.willAppear", "A.didAppear", "M.didDisappear",
        ])
        #expect(modal.viewIfLoaded?.superview == nil && scene.navigation.presentedViewController == nil)
    }

    @Test func presentingTwiceIsReportedAndChangesNothing() {
        let scene = NavigationScene()
        var errors: [PresentationError] = []
        ViewController.presentationErrorHandler = { errors.append($0) }
        defer { ViewController.presentationErrorHandler = nil }
        scene.root.present(scene.controller("M"), animated: false)
        let other = scene.controller("N")
        scene.root.present(other, animated: false)
        #expect(errors == [.alreadyPresenting(presenter: "NavigationController", presented: "LoggedController")])
        #expect(other.presentingViewController == nil)
        ViewController().present(scene.controller("O"), animated: false)
        #expect(errors.last == .notInWindow(presenter: "ViewController"))
    }
}

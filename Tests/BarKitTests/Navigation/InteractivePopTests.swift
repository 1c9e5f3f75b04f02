import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViews
@testable import BarWidgets

/// The back swipe: a pan from the leading 20 points that pops with the finger.
@MainActor
@Suite struct InteractivePopTests {
    @Test func bothViewsFollowTheFinger() {
        let scene = NavigationScene()
        let b = scene.pushed("B")
        let saved = scene.simulator.stepInterval
        scene.simulator.stepInterval = 0.02
        let touch = scene.simulator.touchDown(at: CGPoint(x: 5, y: 200))
        scene.simulator.move(touch, to: CGPoint(x: 45, y: 200))
        scene.simulator.move(touch, to: CGPoint(x: 85, y: 200))
        #expect(scene.log.entries == ["B.willDisappear", "A.willAppear"])
        #expect(abs(b.view.presentationFrame.minX - 80) < 1e-6)
        #expect(abs(scene.root.view.presentationFrame.minX - (-320.0 / 3 + 80.0 / 3)) < 1e-6)
        scene.simulator.stepInterval = saved
        scene.simulator.cancel(touch)
        scene.wait()
    }

    @Test func releasedPastHalfTheWidthItCompletes() {
        let scene = NavigationScene()
        let b = scene.pushed("B")
        scene.drag(from: CGPoint(x: 5, y: 200), by: 170, pause: 0.2)
        #expect(scene.log.entries == ["B.willDisappear", "A.willAppear"])
        scene.wait()
        #expect(scene.log.entries == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(scene.navigation.viewControllers.count == 1 && b.parent == nil)
        #expect(scene.root.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(scene.navigation.navigationBar.title == "A")
    }

    @Test func releasedShortOfHalfItCancelsAndTheControllerStays() {
        let scene = NavigationScene()
        let b = scene.pushed("B")
        scene.drag(from: CGPoint(x: 5, y: 200), by: 150, pause: 0.2)
        scene.wait()
        #expect(scene.log.entries == [
            "B.willDisappear", "A.willAppear", "B.willAppear", "A.willDisappear", "B.didAppear", "A.didDisappear",
        ])
        #expect(scene.navigation.viewControllers.count == 2 && scene.navigation.topViewController === b)
        #expect(b.view.presentationFrame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(scene.root.viewIfLoaded?.superview == nil && scene.navigation.navigationBar.title == "B")
    }

    @Test func aFlingFasterThanOneWidthPerSecondCompletesAShortSwipe() {
        let scene = NavigationScene()
        scene.pushed("B")
        // 100 points in 5 moves of 0.02 s: 1000 points per second, over 320.
        scene.drag(from: CGPoint(x: 5, y: 200), by: 100, steps: 5, interval: 0.02)
        scene.wait()
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test func aSlowerSwipeOfTheSameLengthCancels() {
        let scene = NavigationScene()
        scene.pushed("B")
        // 100 points in 10 moves of 0.05 s: 200 points per second, under 320.
        scene.drag(from: CGPoint(x: 5, y: 200), by: 100, steps: 10, interval: 0.05)
        scene.wait()
        #expect(scene.navigation.viewControllers.count == 2)
    }

    @Test func aPanBeginningPastTheEdgeDoesNotPop() {
        let scene = NavigationScene()
        scene.pushed("B")
        scene.drag(from: CGPoint(x: 30, y: 200), by: 250, pause: 0.2)
        scene.wait()
        #expect(scene.navigation.viewControllers.count == 2 && scene.log.entries.isEmpty)
    }

    @Test func theRootAloneCannotBeSwipedAway() {
        let scene = NavigationScene()
        scene.log.clear()
        scene.drag(from: CGPoint(x: 5, y: 200), by: 250, pause: 0.2)
        scene.wait()
        #expect(scene.navigation.viewControllers.count == 1 && scene.log.entries.isEmpty)
    }

    @Test func rightToLeftTheSwipeStartsAtTheRightEdge() {
        let scene = NavigationScene(rightToLeft: true)
        scene.pushed("B")
        scene.drag(from: CGPoint(x: 315, y: 200), by: -200, pause: 0.2)
        scene.wait()
        #expect(scene.navigation.viewControllers.count == 1)
    }
}

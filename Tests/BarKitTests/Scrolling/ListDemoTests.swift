import BarKit
import Foundation
import Testing

@testable import BarDemo

/// The demo's list scene: a scroll view of rows built from stacks, driven as a user would.
@MainActor
@Suite struct ListDemoTests {
    func makeScene() throws -> (DemoScene, ScrollView, EventSimulator) {
        let scene = DemoScenes.make("list", resources: try #require(DemoResources.url))
        scene.window.layoutIfNeeded()
        let scrollView = try #require(scene.scrollView)
        return (scene, scrollView, EventSimulator(window: scene.window))
    }

    @Test func theRowsAreLaidOutByTheirStacks() throws {
        let (scene, scrollView, _) = try makeScene()
        #expect(scrollView.contentSize.height == CGFloat(DemoScenes.listRowCount) * DemoScenes.listRowPitch)
        let row = try #require(scrollView.subviews[5] as? StackView)
        #expect(row.frame == CGRect(x: 0, y: 5 * DemoScenes.listRowPitch, width: 360, height: 44))
        let star = try #require(row.arrangedSubviews.last)
        #expect(abs(star.frame.maxX - (360 - 12)) < 0.5, "the star at the trailing margin")
        #expect(abs(star.frame.midY - 22) <= 0.5, "centred in the row")
        _ = scene
    }

    @Test func aDragScrollsTheListAndAStarFiresOnceItIsInView() throws {
        let (scene, scrollView, simulator) = try makeScene()
        // A slow drag of 300 pt up, resting before the finger lifts: no fling.
        let touch = simulator.touchDown(at: CGPoint(x: 180, y: 400))
        simulator.drag(touch, to: CGPoint(x: 180, y: 100), steps: 10)
        simulator.advance(by: 0.3)
        simulator.touchUp(touch)
        // The pan began on the first move of 30 pt and starts from there: 300 pt less that move.
        #expect(scrollView.contentOffset.y == 270)
        #expect(scene.takeFired().isEmpty, "the drag started on stars and rows and fired nothing")
        // Row 10 (index 9) is now at 9 × 45 − 270 = 135 pt below the scroll view's top.
        let row = try #require(scrollView.subviews[9] as? StackView)
        let star = try #require(row.arrangedSubviews.last)
        simulator.tap(star)
        #expect(scene.takeFired() == ["star:10"])
        #expect((star as? Button)?.isSelected == true)
    }

    @Test func scrollingChangesNoConstraintOfTheScrollViewOrItsRows() throws {
        // Scrolling moves the bounds' origin, which constraints do not see (UIKit's content layout):
        // the engine's constraints stay the same objects, and no row gets a new frame.
        let (_, scrollView, simulator) = try makeScene()
        let row = try #require(scrollView.subviews[5] as? StackView)
        // The objects themselves are kept (an identifier of a freed one could come back).
        func identities(_ view: View) -> [LayoutConstraint] {
            view.constraintsAffectingLayout(for: .vertical) + view.constraintsAffectingLayout(for: .horizontal)
        }
        func same(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
        }
        let before = (identities(scrollView), identities(row), row.frame)
        // Each row is a part solved apart (its frame is its engine's input); nothing constrains the
        // scroll view itself, so no engine holds it.
        #expect(before.0.isEmpty)
        #expect(!before.1.isEmpty)
        let touch = simulator.touchDown(at: CGPoint(x: 180, y: 400))
        simulator.drag(touch, to: CGPoint(x: 180, y: 100), steps: 10)
        simulator.advance(by: 0.3)
        simulator.touchUp(touch)
        #expect(scrollView.contentOffset.y == 270)
        let scrollViewKept = same(identities(scrollView), before.0)
        let rowKept = same(identities(row), before.1)
        #expect(scrollViewKept, "the scroll view's constraints were made again")
        #expect(rowKept, "the row's constraints were made again")
        #expect(row.frame == before.2)
    }

    @Test func aFlingRunsOnAndComesToRestInsideTheList() throws {
        let (_, scrollView, simulator) = try makeScene()
        simulator.swipe(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 200), duration: 0.1, steps: 10)
        let released = scrollView.contentOffset.y
        #expect(scrollView.isDecelerating)
        simulator.advance(by: 10)
        #expect(scrollView.contentOffset.y > released + 200, "the fling carried on")
        #expect(scrollView.contentOffset.y <= scrollView.contentSize.height - scrollView.bounds.height)
    }
}

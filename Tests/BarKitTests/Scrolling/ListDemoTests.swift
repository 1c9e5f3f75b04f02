import BarKit
import Foundation
import Testing

@testable import BarDemo

/// The demo's list scene: a table of 10,000 messages in sections by day, driven as a user would.
@MainActor
@Suite struct ListDemoTests {
    func makeScene() throws -> (DemoScene, TableView, EventSimulator) {
        let scene = DemoScenes.make("list", resources: try #require(DemoResources.url))
        scene.window.layoutIfNeeded()
        let table = try #require(scene.scrollView as? TableView)
        return (scene, table, EventSimulator(window: scene.window))
    }

    func cell(_ table: TableView, row: Int, section: Int = 0) throws -> MessageCell {
        try #require(table.cellForRow(at: IndexPath(row: row, section: section)) as? MessageCell)
    }

    @Test func messagesAreInSectionsByDayAndRowsSizeThemselves() throws {
        let (scene, table, _) = try makeScene()
        defer { withExtendedLifetime(scene) {} }
        #expect(table.numberOfSections == 250)
        #expect(table.numberOfRows(inSection: 0) == 40)
        // Only the rows in sight have cells.
        #expect((table.indexPathsForVisibleRows?.count ?? 0) < 12)
        let first = try cell(table, row: 0)
        #expect(first.subject.text == "Lunch on Friday?")
        // A one-line subject: 10 + the sender's line + 2 + the subject's line + 10.
        let height = 10 + first.sender.intrinsicContentSize.height + 2 + first.subject.intrinsicContentSize.height + 10
        #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - height) < 0.5)
        // Message 8's subject wraps to two lines, so its row is taller.
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)).height > height + 10)
        // Under the day's 28-pt header; the star at the trailing margin, centred in the row.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        let star = first.star.convert(first.star.bounds, to: first)
        #expect(abs(star.maxX - (360 - 12)) < 0.5)
        #expect(abs(star.midY - first.bounds.midY) <= 0.5)
    }

    @Test func aDragScrollsTheListAndAStarFiresOnceItIsInView() throws {
        let (scene, table, simulator) = try makeScene()
        // A slow drag of 300 pt up, resting before the finger lifts: no fling.
        let touch = simulator.touchDown(at: CGPoint(x: 180, y: 400))
        simulator.drag(touch, to: CGPoint(x: 180, y: 100), steps: 10)
        simulator.advance(by: 0.3)
        simulator.touchUp(touch)
        // The pan began on the first move of 30 pt and starts from there: 300 pt less that move.
        #expect(table.contentOffset.y == 270)
        #expect(scene.takeFired().isEmpty, "the drag started on stars and rows and fired nothing")
        let tenth = try cell(table, row: 9)
        simulator.tap(tenth.star)
        #expect(scene.takeFired() == ["star:10"])
        #expect(tenth.star.isSelected)
        #expect(table.indexPathForSelectedRow == nil, "a tap on the star does not select the row")
    }

    @Test func aLeftSwipeRevealsDeleteAndATapRemovesTheMessage() throws {
        let (scene, table, simulator) = try makeScene()
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let start = table.convert(CGPoint(x: 300, y: row.midY), to: scene.window)
        let touch = simulator.touchDown(at: start)
        simulator.drag(touch, to: CGPoint(x: start.x - 150, y: start.y), steps: 8)
        simulator.advance(by: 0.3)
        simulator.touchUp(touch)
        scene.window.layoutIfNeeded()
        let delete = try #require(
            table.subviews.flatMap(\.subviews).compactMap { $0 as? Button }.first { $0.currentTitle == "Delete" })
        simulator.tap(delete)
        scene.window.layoutIfNeeded()
        #expect(scene.takeFired() == ["delete:2"])
        #expect(table.numberOfRows(inSection: 0) == 39)
        #expect(try cell(table, row: 1).sender.text == "Alan")
    }

    @Test func aFlingRunsOnAndComesToRestInsideTheList() throws {
        let (scene, table, simulator) = try makeScene()
        defer { withExtendedLifetime(scene) {} }
        simulator.swipe(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 200), duration: 0.1, steps: 10)
        let released = table.contentOffset.y
        #expect(table.isDecelerating)
        simulator.advance(by: 10)
        #expect(table.contentOffset.y > released + 200, "the fling carried on")
        #expect(table.contentOffset.y <= table.contentSize.height - table.bounds.height)
        // However far it went, only the rows in sight have cells.
        #expect((table.indexPathsForVisibleRows?.count ?? 0) < 12)
    }
}

import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarGraphics
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

@MainActor
@Suite struct TableSwipeTests {
    private func scene() -> TableScene {
        let source = RowSource(rows: 20)
        let s = TableScene(source)
        source.trailingActions = { indexPath in
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                source.sections[0].remove(at: indexPath.row)
                s.table.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
        return s
    }

    private func swipeLeft(_ s: TableScene, row: Int, by distance: CGFloat) {
        let rect = s.table.rectForRow(at: IndexPath(row: row, section: 0))
        let start = s.table.convert(CGPoint(x: 280, y: rect.midY), to: s.window)
        let touch = s.simulator.touchDown(at: start)
        for i in 1...8 { s.simulator.move(touch, to: CGPoint(x: start.x - distance * CGFloat(i) / 8, y: start.y)) }
        s.simulator.advance(by: 0.3)
        s.simulator.touchUp(touch)
        s.window.layoutIfNeeded()
    }

    @Test func aLeftSwipeRevealsTheButtonsAndATapOnDeleteRemovesTheRow() {
        let s = scene()
        swipeLeft(s, row: 2, by: 120)
        let cell = s.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let buttons = s.table.subviews.flatMap(\.subviews).compactMap { $0 as? Button }
        let delete = try! #require(buttons.first { $0.title(for: .normal) == "Delete" })
        // Both buttons show, Delete at the trailing edge, in UIKit's red; the cell slid by their width.
        #expect(cell.frame.minX == -(delete.frame.width + buttons.first { $0.title(for: .normal) == "Flag" }!.frame.width))
        #expect(delete.backgroundColor == Color(red: 1, green: 59 / 255, blue: 48 / 255))
        #expect(delete.convert(CGPoint(x: delete.bounds.maxX, y: 0), to: s.window).x == 320)
        #expect(s.table.contentOffset.y == 0)
        s.simulator.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: s.window))
        s.window.layoutIfNeeded()
        #expect(s.visibleTexts.prefix(3) == ["S0 R0", "S0 R1", "S0 R3"])
        #expect(s.table.visibleCells.allSatisfy { $0.frame.minX == 0 })
        // The deleted row and its buttons fade out from where they were, then are gone.
        let strip = delete.superview!
        #expect(cell.frame.minX < 0 && strip.superview === s.table)
        s.simulator.advance(by: TableView.rowAnimationDuration / 2)
        #expect(abs(strip.presentationAlpha - 0.5) < 0.01 && abs(cell.presentationAlpha - 0.5) < 0.01)
        s.simulator.advance(by: TableView.rowAnimationDuration)
        #expect(strip.superview == nil && cell.isHidden)
    }

    @Test func aShortSwipeClosesAgainAndATapElsewhereClosesAnOpenRow() {
        let s = scene()
        swipeLeft(s, row: 1, by: 30)
        #expect(s.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        swipeLeft(s, row: 1, by: 150)
        #expect(s.table.cellForRow(at: IndexPath(row: 1, section: 0))!.frame.minX < 0)
        let rect = s.table.rectForRow(at: IndexPath(row: 6, section: 0))
        s.simulator.tap(at: CGPoint(x: 100, y: rect.midY))
        #expect(s.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        // The tap that closed the row selected nothing.
        #expect(s.table.indexPathForSelectedRow == nil)
    }

    @Test func aFullSwipePerformsTheFirstActionUnlessTurnedOff() {
        let s = scene()
        // 250 of 320 pt is past 60 % of the row: Delete runs without a tap.
        swipeLeft(s, row: 2, by: 250)
        #expect(s.visibleTexts.prefix(3) == ["S0 R0", "S0 R1", "S0 R3"])
        let keep = TableScene(RowSource(rows: 20))
        keep.source.trailingActions = { _ in
            let configuration = SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            ])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        swipeLeft(keep, row: 2, by: 250)
        // The row stays, open on its button.
        #expect(keep.table.cellForRow(at: IndexPath(row: 2, section: 0))!.frame.minX < 0)
    }
}

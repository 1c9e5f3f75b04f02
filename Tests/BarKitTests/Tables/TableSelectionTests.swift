import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

@MainActor
@Suite struct TableSelectionTests {
    private func center(of row: Int, in s: TableScene) -> CGPoint {
        let rect = s.table.rectForRow(at: IndexPath(row: row, section: 0))
        return s.table.convert(CGPoint(x: rect.midX, y: rect.midY), to: s.window)
    }

    @Test func aTapSelectsTheRowAndTheNextTapMovesTheSelection() {
        let s = TableScene(RowSource(rows: 30))
        s.simulator.tap(at: center(of: 2, in: s))
        #expect(s.source.log == ["select 0.2"])
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(s.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        s.simulator.tap(at: center(of: 5, in: s))
        #expect(s.source.log == ["select 0.2", "deselect 0.2", "select 0.5"])
        #expect(s.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        #expect(s.table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
    }

    @Test func multipleSelectionTogglesEachRow() {
        let s = TableScene(RowSource(rows: 30)) { $0.allowsMultipleSelection = true }
        s.simulator.tap(at: center(of: 1, in: s))
        s.simulator.tap(at: center(of: 3, in: s))
        s.simulator.tap(at: center(of: 1, in: s))
        #expect(s.source.log == ["select 0.1", "select 0.3", "deselect 0.1"])
        #expect(s.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func willSelectCanRedirectOrRefuseTheSelection() {
        let source = RowSource(rows: 30)
        source.willSelect = { $0.row == 4 ? nil : IndexPath(row: 0, section: 0) }
        let s = TableScene(source)
        s.simulator.tap(at: center(of: 4, in: s))
        #expect(s.table.indexPathForSelectedRow == nil)
        s.simulator.tap(at: center(of: 6, in: s))
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(s.source.log == ["select 0.0"])
    }

    @Test func aHeldTouchHighlightsAfterTheScrollViewsDelay() {
        let s = TableScene(RowSource(rows: 30))
        let cell = s.table.cellForRow(at: IndexPath(row: 3, section: 0))!
        let touch = s.simulator.touchDown(at: center(of: 3, in: s))
        #expect(!cell.isHighlighted)
        s.simulator.advance(by: 0.2)
        #expect(cell.isHighlighted)
        s.simulator.touchUp(touch)
        #expect(!cell.isHighlighted)
        #expect(cell.isSelected)
    }

    @Test func aDragThatStartsOnARowScrollsAndSelectsNothing() {
        let s = TableScene(RowSource(rows: 30))
        let start = center(of: 5, in: s)
        let touch = s.simulator.touchDown(at: start)
        for i in 1...10 { s.simulator.move(touch, to: CGPoint(x: start.x, y: start.y - CGFloat(i) * 12)) }
        s.simulator.touchUp(touch)
        s.simulator.advance(by: 5)
        #expect(s.table.contentOffset.y > 50)
        #expect(s.table.indexPathForSelectedRow == nil)
        #expect(s.source.log.isEmpty)
        #expect(s.table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func selectionInCodeTellsNoDelegateAndFollowsReuse() {
        let s = TableScene(RowSource(rows: 300))
        s.table.selectRow(at: IndexPath(row: 200, section: 0), animated: false, scrollPosition: .top)
        s.window.layoutIfNeeded()
        #expect(s.table.contentOffset.y == CGFloat(200 * 44))
        #expect(s.table.cellForRow(at: IndexPath(row: 200, section: 0))?.isSelected == true)
        #expect(s.table.cellForRow(at: IndexPath(row: 201, section: 0))?.isSelected == false)
        #expect(s.source.log.isEmpty)
        s.table.deselectRow(at: IndexPath(row: 200, section: 0), animated: false)
        #expect(s.table.indexPathForSelectedRow == nil)
    }
}

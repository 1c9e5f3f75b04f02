import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

@MainActor
@Suite struct TableViewTests {
    @Test func onlyTheRowsInSightAndOneRowBeyondHaveCells() {
        let s = TableScene(RowSource(rows: 10_000))
        // 480 pt of 44-pt rows plus 44 pt of overscan below: rows 0 to 11.
        #expect(s.table.indexPathsForVisibleRows == (0...11).map { IndexPath(row: $0, section: 0) })
        #expect(s.source.cellRequests == 12)
        #expect(s.table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(s.table.cellForRow(at: IndexPath(row: 11, section: 0))?.frame == CGRect(x: 0, y: 484, width: 320, height: 44))
        #expect(s.table.cellForRow(at: IndexPath(row: 12, section: 0)) == nil)
        #expect(s.table.contentSize == CGSize(width: 320, height: 440_000))
        #expect(s.visibleTexts.first == "S0 R0")
    }

    @Test func scrollingReusesCellsAfterPreparingThemAndPairsDisplayCalls() {
        let s = TableScene(RowSource(rows: 10_000))
        for step in 1...200 { s.scroll(to: CGFloat(step) * 37) }
        // 200 steps of 37 pt: row 168 is at the top. Rows 167 (overscan above) to 180 have cells.
        let rows = s.table.indexPathsForVisibleRows?.map(\.row) ?? []
        #expect(rows.first == 167)
        #expect(rows.last == 180)
        #expect(s.visibleTexts.first == "S0 R167")
        // Never more cells than fit in sight with the overscan on both sides.
        #expect(s.source.cellsSeen.count <= 14)
        #expect(s.table.visibleCells.allSatisfy { ($0 as? CountingTableCell).map { $0.reuses > 0 } ?? false })
        #expect(s.source.displayed - s.source.ended == rows.count)
        #expect(s.table.cellForRow(at: IndexPath(row: 170, section: 0))?.frame.minY == CGFloat(170 * 44))
    }

    @Test func rowHeightsFromTheDelegatePlaceEveryRow() {
        let source = RowSource(rows: 50)
        source.heights = { CGFloat(20 + $0.row) }
        let s = TableScene(source) { $0.estimatedRowHeight = 0 }
        // Row n is 20 + n high, so row 3 starts at 20 + 21 + 22.
        #expect(s.table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 63, width: 320, height: 23))
        #expect(s.table.contentSize.height == CGFloat((0..<50).map { 20 + $0 }.reduce(0, +)))
        #expect(s.table.indexPathForRow(at: CGPoint(x: 10, y: 63)) == IndexPath(row: 3, section: 0))
        #expect(s.table.indexPathForRow(at: CGPoint(x: 10, y: 62.5)) == IndexPath(row: 2, section: 0))
    }

    @Test func selfSizingRowsTakeTheirCellsHeightsAsTheyAppear() {
        let source = RowSource(rows: 1_000)
        source.fitted = { $0.row % 2 == 0 ? 60 : 90 }
        let s = TableScene(source, rowHeight: TableView.automaticDimension) { $0.estimatedRowHeight = 50 }
        #expect(s.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 60, width: 320, height: 90))
        // Rows 0...7 settle (480 + 44 of overscan reach into row 7, which starts at 510); the rest
        // keep the estimate.
        let settled: CGFloat = 4 * 60 + 4 * 90
        #expect(s.table.contentSize.height == settled + CGFloat(992 * 50))
    }

    @Test func rowsMeasuredAboveWhatIsShownDoNotMoveIt() throws {
        let source = RowSource(rows: 2_000)
        source.fitted = { _ in 100 }
        let s = TableScene(source, rowHeight: TableView.automaticDimension) { $0.estimatedRowHeight = 44 }
        s.scroll(to: 44 * 500)
        // The rows at the top measured 100 on the way, so row 491 is the first in sight here.
        let rows = try #require(s.table.indexPathsForVisibleRows)
        let shown = rows[1]
        let before = s.table.cellForRow(at: shown)!.convert(CGPoint.zero, to: s.window)
        // Scrolling up 60 pt brings the row above the overscan (estimated 44) into sight; it
        // measures 100, and what is on screen moves by the 60 pt scrolled, not 56 more.
        s.scroll(to: s.table.contentOffset.y - 60)
        let after = s.table.cellForRow(at: shown)!.convert(CGPoint.zero, to: s.window)
        #expect(after.y == before.y + 60)
        #expect(s.table.rectForRow(at: IndexPath(row: rows[0].row - 1, section: 0)).height == 100)
    }

    @Test func plainSectionHeadersFloatUntilTheirSectionPushesThemOut() {
        let source = RowSource(rows: 5, sections: 3)
        source.headerTitles = ["One", "Two", "Three"]
        let s = TableScene(source)
        #expect(s.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(s.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(s.table.rectForHeader(inSection: 1).minY == CGFloat(28 + 5 * 44))
        func headerFrame(_ title: String) -> CGRect? {
            s.table.subviews.compactMap { $0 as? TableViewHeaderFooterView }
                .first { !$0.isHidden && $0.textLabel?.text == title }?.frame
        }
        s.scroll(to: 100)
        #expect(headerFrame("One") == CGRect(x: 0, y: 100, width: 320, height: 28))
        // Section 0 ends at 248: its header rests against the end.
        s.scroll(to: 230)
        #expect(headerFrame("One") == CGRect(x: 0, y: 220, width: 320, height: 28))
        #expect(headerFrame("Two")?.minY == 248)
    }

    @Test func groupedSectionsKeepTheirGapsAndInsetGroupedRowsAreInset() {
        let source = RowSource(rows: 2, sections: 2)
        source.headerTitles = ["Mail", nil]
        let grouped = TableScene(source, style: .grouped)
        // A titled header is 38, an untitled one 18, every footer 18.
        #expect(grouped.table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 38, width: 320, height: 44))
        #expect(grouped.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(38 + 88 + 18 + 18))
        let inset = TableScene(RowSource(rows: 2, sections: 2), style: .insetGrouped)
        #expect(inset.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 20, y: 62, width: 280, height: 44))
        let first = inset.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let last = inset.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(first.roundsTopCorners && !first.roundsBottomCorners && first.drawsSeparator)
        #expect(last.roundsBottomCorners && !last.drawsSeparator)
    }

    @Test func badHeightsAndPointsAreRefused() {
        let s = TableScene(RowSource(rows: 10))
        s.table.rowHeight = .nan
        s.table.rowHeight = -5
        #expect(s.table.rowHeight == 44)
        #expect(s.table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
        #expect(s.table.indexPathForRow(at: CGPoint(x: 10, y: -1)) == nil)
        #expect(s.table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        #expect(s.table.cellForRow(at: IndexPath(row: 0, section: 3)) == nil)
        #expect(s.table.rectForRow(at: IndexPath(row: 99, section: 0)).isNull)
        #expect(s.table.numberOfRows(inSection: 7) == 0)
    }

    @Test func aHundredThousandRowsMakeOnlyTheCellsInSightAndScrollToTheEnd() {
        let s = TableScene(RowSource(rows: 100_000), rowHeight: TableView.automaticDimension)
        #expect(s.source.cellRequests == 12)
        s.table.scrollToRow(at: IndexPath(row: 99_999, section: 0), at: .bottom, animated: false)
        s.window.layoutIfNeeded()
        #expect(s.visibleTexts.last == "S0 R99999")
        let last = s.table.cellForRow(at: IndexPath(row: 99_999, section: 0))!
        #expect(last.convert(CGPoint(x: 0, y: last.bounds.height), to: s.window).y == 480)
        #expect(s.source.cellsSeen.count <= 26)
    }

    @Test func aDocumentMakesAGroupedTable() throws {
        let document = try ViewDocument(
            jsonString: #"""
                {"class": "TableView", "frame": [0, 0, 320, 400], "style": "insetGrouped", "rowHeight": 60,
                 "separatorStyle": "none", "allowsMultipleSelection": true}
                """#, strict: true)
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let table = try #require(document.rootView as? TableView)
        #expect(table.style == .insetGrouped)
        #expect(table.rowHeight == 60)
        #expect(table.separatorStyle == .none)
        #expect(table.allowsMultipleSelection)
    }
}

@MainActor
@Suite struct TableDataSourceLifetimeTests {
    @Test func aDataSourceFreedWhileShownLeavesAnEmptyTable() {
        let scene = Scene()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        scene.window.addSubview(table)
        do {
            let source = RowSource(rows: 50)
            table.dataSource = source
            scene.window.layoutIfNeeded()
            #expect(table.visibleCells.count == 12)
        }
        // The source is gone (the table held it weakly); scrolling shows no rows and does not stop.
        table.contentOffset = CGPoint(x: 0, y: 300)
        scene.window.layoutIfNeeded()
        #expect(table.visibleCells.isEmpty)
        #expect(table.numberOfSections == 0)
    }
}

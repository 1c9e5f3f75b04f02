import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

@MainActor
@Suite struct TableUpdateTests {
    private func rows(_ s: TableScene) -> [String] { s.visibleTexts }

    @Test func insertingAndDeletingRowsShowsTheNewDataAndKeepsTheOtherCells() {
        let s = TableScene(RowSource([["a", "b", "c", "d"]]))
        let cellC = s.table.cellForRow(at: IndexPath(row: 2, section: 0))
        s.source.sections[0].remove(at: 1)
        s.source.sections[0].insert("x", at: 0)
        s.table.performBatchUpdates {
            s.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            s.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        s.window.layoutIfNeeded()
        #expect(rows(s) == ["x", "a", "c", "d"])
        // "c" kept its cell and moved with its row.
        #expect(s.table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellC)
        #expect(cellC?.frame.minY == 88)
        // The deleted row's cell is set aside when its fade ends.
        s.simulator.advance(by: TableView.rowAnimationDuration)
        #expect(s.source.displayed - s.source.ended == 4)
    }

    @Test func movingARowCarriesItsSelection() {
        let s = TableScene(RowSource([["a", "b", "c"]]))
        s.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        s.source.sections[0] = ["b", "c", "a"]
        s.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        s.window.layoutIfNeeded()
        #expect(rows(s) == ["b", "c", "a"])
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func sectionsCanBeInsertedAndDeleted() {
        let source = RowSource([["a"], ["b", "c"]])
        source.headerTitles = ["A", "B"]
        let s = TableScene(source)
        source.sections = [["b", "c"], ["n"]]
        source.headerTitles = ["B", "N"]
        s.table.performBatchUpdates {
            s.table.deleteSections(IndexSet(integer: 0), with: .fade)
            s.table.insertSections(IndexSet(integer: 1), with: .fade)
        }
        s.window.layoutIfNeeded()
        #expect(s.table.numberOfSections == 2)
        #expect(rows(s) == ["b", "c", "n"])
        #expect(s.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 88 + 28))
    }

    @Test func countsThatDisagreeWithTheUpdateAreReportedAndTheTableReloads() {
        var reports: [TableUpdateError] = []
        TableView.updateErrorHandler = { reports.append($0) }
        defer { TableView.updateErrorHandler = nil }
        let s = TableScene(RowSource([["a", "b", "c", "d", "e"]]))
        s.source.sections[0].append("f")
        // The data source gained a row but the update says nothing of it.
        s.table.performBatchUpdates {}
        s.window.layoutIfNeeded()
        #expect(reports == [TableUpdateError(.numberOfRows(section: 0, before: 5, after: 6, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))])
        #expect(reports.first?.description.hasPrefix(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (6)") == true)
        #expect(rows(s) == ["a", "b", "c", "d", "e", "f"])
        // Still usable: a correct update goes through.
        s.source.sections[0].removeFirst()
        s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        s.window.layoutIfNeeded()
        #expect(rows(s) == ["b", "c", "d", "e", "f"])
        #expect(reports.count == 1)
    }

    @Test func anUpdateNamingARowTheTableDoesNotHaveIsReported() {
        var reports: [String] = []
        TableView.updateErrorHandler = { reports.append($0.description) }
        defer { TableView.updateErrorHandler = nil }
        let s = TableScene(RowSource([["a", "b"]]))
        s.table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
        #expect(reports == ["Invalid update: attempt to delete row 7 in section 0, which the table does not have."])
        s.window.layoutIfNeeded()
        #expect(rows(s) == ["a", "b"])
    }

    @Test func reloadingARowAsksForANewCell() {
        let s = TableScene(RowSource([["a", "b", "c"]]))
        let before = s.source.cellRequests
        s.source.sections[0][1] = "B"
        s.table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        s.window.layoutIfNeeded()
        #expect(rows(s) == ["a", "B", "c"])
        #expect(s.source.cellRequests == before + 1)
    }
}

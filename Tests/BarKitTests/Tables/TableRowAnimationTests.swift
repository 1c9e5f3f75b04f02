import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarRendering
@testable import BarWidgets

/// Animated row updates: the model is final at once, the screen moves over 0.3 s on the ease-in-out
/// curve (its middle is exactly halfway), and cells that leave are set aside when it ends.
@MainActor
@Suite struct TableRowAnimationTests {
    private let half = TableView.rowAnimationDuration / 2

    @Test func aDeletedRowFadesOutWhileTheRowsBelowSlideUp() {
        let s = TableScene(RowSource([["a", "b", "c", "d"]]))
        let cellB = s.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let cellC = s.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        var finished: [Bool] = []
        s.source.sections[0].remove(at: 1)
        s.table.performBatchUpdates({
            s.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { finished.append($0) })
        s.window.layoutIfNeeded()
        // The model is final at once: "c" is row 1, at 44; "b" shows no row.
        #expect(s.visibleTexts == ["a", "c", "d"])
        #expect(cellC.frame.minY == 44)
        #expect(s.table.indexPath(for: cellB) == nil)
        #expect(finished.isEmpty)

        s.simulator.advance(by: half)
        #expect(abs(cellC.presentationFrame.minY - 66) < 0.5)
        #expect(abs(cellB.presentationAlpha - 0.5) < 0.01)
        #expect(cellB.superview === s.table && !cellB.isHidden)
        #expect(s.source.ended == 0)

        s.simulator.advance(by: half + 0.02)
        #expect(cellC.presentationFrame.minY == 44)
        #expect(cellB.isHidden)
        #expect(cellB.alpha == 1)
        #expect(s.source.ended == 1)
        #expect(s.source.displayed - s.source.ended == 3)
        #expect(finished == [true])
    }

    @Test func anInsertedRowSlidesInFromTheLeftAndTheRowsBelowMoveDown() {
        let s = TableScene(RowSource([["a", "b"]]))
        let cellA = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        s.source.sections[0].insert("x", at: 0)
        s.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        s.window.layoutIfNeeded()
        let cellX = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cellX.textLabel?.text == "x")
        #expect(cellX.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cellA.frame.minY == 44)

        s.simulator.advance(by: half)
        #expect(abs(cellX.presentationFrame.minX + 160) < 0.5)
        #expect(cellX.presentationFrame.minY == 0)
        #expect(abs(cellA.presentationFrame.minY - 22) < 0.5)
        // The entering cell was laid out at its final size before it moved.
        #expect(cellX.contentView.frame.width == 320)

        s.simulator.advance(by: half + 0.02)
        #expect(cellX.presentationFrame.minX == 0)
        #expect(cellA.presentationFrame.minY == 44)
    }

    @Test func aRowInsertedWithFadeStartsTransparent() {
        let s = TableScene(RowSource([["a"]]))
        s.source.sections[0].append("b")
        s.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        s.window.layoutIfNeeded()
        let cellB = s.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cellB.alpha == 1)
        #expect(cellB.presentationAlpha == 0)
        s.simulator.advance(by: half)
        #expect(abs(cellB.presentationAlpha - 0.5) < 0.01)
        #expect(cellB.presentationFrame == cellB.frame)
    }

    @Test func deletingWithSlideMovesTheCellOutToThatSide() {
        let s = TableScene(RowSource([["a", "b"]]))
        let cellA = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        s.source.sections[0].remove(at: 0)
        s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .right)
        s.window.layoutIfNeeded()
        s.simulator.advance(by: half)
        #expect(abs(cellA.presentationFrame.minX - 160) < 0.5)
        #expect(cellA.presentationAlpha == 1)
        s.simulator.advance(by: half + 0.02)
        #expect(cellA.isHidden)
        #expect(cellA.frame.minX == 320)
    }

    @Test func aSecondUpdateInterruptsTheFirstWhoseCompletionGetsFalse() {
        let s = TableScene(RowSource([["a", "b", "c"]]))
        var log: [String] = []
        s.source.sections[0].remove(at: 0)
        s.table.performBatchUpdates({
            s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: { log.append("first \($0)") })
        s.window.layoutIfNeeded()
        s.simulator.advance(by: half)
        let cellB = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let drawnAt = cellB.presentationFrame.minY
        s.source.sections[0].insert("x", at: 0)
        s.table.performBatchUpdates({
            s.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: { log.append("second \($0)") })
        s.window.layoutIfNeeded()
        // "b" goes back down from where it was drawn, not from its model place.
        #expect(cellB.frame.minY == 44)
        #expect(abs(cellB.presentationFrame.minY - drawnAt) < 0.5)
        s.simulator.advance(by: 1)
        #expect(log == ["first false", "second true"])
        #expect(s.visibleTexts == ["x", "b", "c"])
        // Every cell handed out is on screen or set aside: none is lost mid-flight.
        #expect(s.source.displayed - s.source.ended == 3)
    }

    @Test func insidePerformWithoutAnimationTheUpdateAppliesAtOnce() {
        let s = TableScene(RowSource([["a", "b", "c"]]))
        let cellA = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let cellB = s.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        var finished: [Bool] = []
        s.source.sections[0].remove(at: 0)
        View.performWithoutAnimation {
            s.table.performBatchUpdates({
                s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }, completion: { finished.append($0) })
            s.window.layoutIfNeeded()
        }
        #expect(finished == [true])
        #expect(cellA.isHidden)
        #expect(cellB.presentationFrame.minY == 0)
        #expect(s.source.ended == 1)
    }

    @Test func aTableInNoWindowUpdatesAtOnce() {
        let source = RowSource([["a", "b"]])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(CountingTableCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        var finished: [Bool] = []
        source.sections[0].remove(at: 0)
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: {
            finished.append($0)
        })
        table.layoutIfNeeded()
        #expect(finished == [true])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["b"])
        #expect(table.subviews.filter { $0 is TableViewCell && !$0.isHidden }.count == 1)
    }

    @Test func rowsPushedOutOfSightSlideDownAndAreSetAsideAfter() {
        // 480 / 44: rows 0…10 show (with the overscan, 11 too).
        let s = TableScene(RowSource(rows: 30))
        let onScreen = s.table.visibleCells.count
        let last = s.table.visibleCells.last!
        s.source.sections[0].insert(contentsOf: ["x", "y", "z"], at: 0)
        s.table.insertRows(at: (0..<3).map { IndexPath(row: $0, section: 0) }, with: .fade)
        s.window.layoutIfNeeded()
        #expect(s.table.visibleCells.count == onScreen)
        #expect(!s.table.visibleCells.contains { $0 === last })
        #expect(!last.isHidden)
        s.simulator.advance(by: half)
        #expect(last.presentationFrame.minY > CGFloat(onScreen - 1) * 44)
        s.simulator.advance(by: half + 0.02)
        #expect(last.isHidden)
        #expect(s.source.displayed - s.source.ended == onScreen)
    }

    @Test func reloadingDataMidAnimationSetsTheLeavingCellsAsideAtOnce() {
        let s = TableScene(RowSource([["a", "b", "c"]]))
        let cellA = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        s.source.sections[0].remove(at: 0)
        s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        s.window.layoutIfNeeded()
        s.simulator.advance(by: half)
        s.table.reloadData()
        s.window.layoutIfNeeded()
        #expect(cellA.isHidden)
        #expect(s.visibleTexts == ["b", "c"])
        let shown = s.table.subviews.filter { $0 is TableViewCell && !$0.isHidden }
        #expect(shown.count == 2)
        s.simulator.advance(by: 1)
        #expect(s.source.displayed - s.source.ended == 2)
    }

    @Test func aDeletedSectionsHeaderFadesOutAndTheNextHeaderMovesUp() {
        let source = RowSource([["a"], ["b"]])
        source.headerTitles = ["One", "Two"]
        let s = TableScene(source)
        let headers = s.table.subviews.compactMap { $0 as? TableViewHeaderFooterView }.filter { !$0.isHidden }
        let two = headers.first { $0.textLabel?.text == "Two" }!
        let one = headers.first { $0.textLabel?.text == "One" }!
        #expect(two.frame.minY == 72)
        source.sections.remove(at: 0)
        source.headerTitles.remove(at: 0)
        s.table.deleteSections(IndexSet(integer: 0), with: .fade)
        s.window.layoutIfNeeded()
        #expect(two.frame.minY == 0)
        s.simulator.advance(by: half)
        #expect(abs(two.presentationFrame.minY - 36) < 0.5)
        #expect(abs(one.presentationAlpha - 0.5) < 0.01)
        s.simulator.advance(by: half + 0.02)
        #expect(one.isHidden)
    }

    @Test func aDiffableSnapshotAnimatesAndItsCompletionRunsAtTheEnd() {
        let s = TableScene(RowSource([[]]))
        let source = TableViewDiffableDataSource<Int, String>(tableView: s.table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        s.window.layoutIfNeeded()
        var done = 0
        snapshot.deleteItems(["a"])
        source.apply(snapshot, animatingDifferences: true) { done += 1 }
        s.window.layoutIfNeeded()
        #expect(done == 0)
        let cellB = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        s.simulator.advance(by: half)
        #expect(abs(cellB.presentationFrame.minY - 22) < 0.5)
        s.simulator.advance(by: half + 0.02)
        #expect(done == 1)

        snapshot.deleteItems(["b"])
        source.apply(snapshot, animatingDifferences: false) { done += 1 }
        #expect(done == 2)
    }

    @Test func atHalfTimeTheScreenShowsTheLeavingRowHalfOutAndTheNextHalfwayUp() {
        let s = TableScene(RowSource([["a", "b", "c"]]))
        let cellA = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let cellB = s.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        cellA.backgroundColor = .red
        cellB.backgroundColor = .blue
        _ = s.window.render()
        s.source.sections[0].remove(at: 0)
        s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        s.window.layoutIfNeeded()
        _ = s.window.render()
        s.simulator.advance(by: half)
        let bitmap = s.window.render()
        try? bitmap.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "barkit-table-delete-half.png"))
        func color(_ x: Int, _ y: Int) -> String {
            let p = bitmap.pixel(x: x, y: y)
            if p.red > 200 && p.green < 60 && p.blue < 60 { return "red" }
            if p.blue > 200 && p.red < 60 && p.green < 60 { return "blue" }
            return "other"
        }
        // "a" slid half its width to the left; "b" is halfway from 44 up to 0.
        #expect(color(150, 10) == "red" && color(170, 10) != "red")
        #expect(color(300, 30) == "blue" && color(300, 20) != "blue")
        // The partial frame draws what a full one does.
        s.window.setNeedsFullRender()
        #expect(bitmap == s.window.render())
    }
}

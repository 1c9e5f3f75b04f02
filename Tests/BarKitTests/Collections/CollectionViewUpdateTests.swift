import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// Updates: inserts, deletes, moves and reloads keep cells and the selection with their items; an
/// update the data source disagrees with is reported and the view reloads (Behaviors, "Collection views").
@MainActor
@Suite struct CollectionViewUpdateTests {
    /// Ten items of 100 × 100 in one section, each cell tagged with the item it was configured for.
    func makeGrid(_ counts: [Int] = [10]) -> GridScene {
        let g = GridScene(counts: counts) { $0.itemSize = CGSize(width: 100, height: 100) }
        g.source.configure = { cell, path in cell.tag = path.section * 1000 + path.item }
        g.collectionView.reloadData()
        g.collectionView.layoutIfNeeded()
        return g
    }

    func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func insertingAnItemMovesTheCellsAfterItAndMakesOneCell() {
        let g = makeGrid()
        let first = g.collectionView.cellForItem(at: path(0))
        g.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        g.source.counts = [11]
        g.collectionView.insertItems(at: [path(0)])
        #expect(g.collectionView.cellForItem(at: path(1)) === first, "the same cell, one place on")
        #expect(first?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(g.collectionView.cellForItem(at: path(0))?.tag == 0, "a new cell configured for the new item")
        #expect(g.collectionView.indexPathsForSelectedItems == [path(3)])
        #expect(g.livePaths == (0..<11).map { path($0) })
    }

    @Test func deletingItemsEndsTheirCellsAndDropsTheirSelection() {
        let g = makeGrid()
        g.collectionView.allowsMultipleSelection = true
        g.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        g.collectionView.selectItem(at: path(5), animated: false, scrollPosition: [])
        let fifth = g.collectionView.cellForItem(at: path(5))
        g.source.counts = [8]
        g.collectionView.deleteItems(at: [path(3), path(0)])
        #expect(g.collectionView.indexPathsForSelectedItems == [path(3)], "item 5 is item 3 now")
        #expect(g.collectionView.cellForItem(at: path(3)) === fifth)
        #expect(g.livePaths == (0..<8).map { path($0) })
        #expect(g.source.unpairedEnds == 0 && g.source.displayed.count == 8)
    }

    @Test func movingAnItemTakesItsCellAlong() {
        let g = makeGrid()
        let cell = g.collectionView.cellForItem(at: path(0))
        g.collectionView.moveItem(at: path(0), to: path(9))
        #expect(g.collectionView.cellForItem(at: path(9)) === cell)
        #expect(cell?.frame == CGRect(x: 0, y: 330, width: 100, height: 100))
        #expect(g.collectionView.cellForItem(at: path(0))?.tag == 1, "item 1 moved up, its cell kept")
    }

    @Test func reloadingAnItemAsksTheDataSourceForANewCell() {
        let g = makeGrid()
        g.source.configure = { cell, path in cell.tag = 100 + path.item }
        g.collectionView.reloadItems(at: [path(4)])
        #expect(g.collectionView.cellForItem(at: path(4))?.tag == 104)
        #expect(g.collectionView.cellForItem(at: path(3))?.tag == 3, "the others keep their cells")
        #expect(g.source.unpairedEnds == 0)
    }

    @Test func sectionsCanBeInsertedAndDeletedInOneBatch() {
        let g = makeGrid([2, 3])
        let kept = g.collectionView.cellForItem(at: path(1, 1))
        var completed: Bool?
        g.source.counts = [4, 3]
        g.collectionView.performBatchUpdates({
            g.collectionView.deleteSections([0])
            g.collectionView.insertSections([0])
        }, completion: { completed = $0 })
        #expect(completed == true, "called before performBatchUpdates returns")
        #expect(g.collectionView.numberOfSections == 2 && g.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(g.collectionView.cellForItem(at: path(1, 1)) === kept)
        #expect(kept?.frame == CGRect(x: 110, y: 210, width: 100, height: 100), "below the new section's two rows")
        #expect(g.livePaths == [path(0), path(1), path(2), path(3), path(0, 1), path(1, 1), path(2, 1)])
    }

    @Test func nestedBatchesApplyOnceAndCompleteAfterTheOutermost() {
        let g = makeGrid()
        var log: [String] = []
        g.source.counts = [12]
        g.collectionView.performBatchUpdates({
            g.collectionView.insertItems(at: [path(0)])
            g.collectionView.performBatchUpdates({
                g.collectionView.insertItems(at: [path(1)])
            }, completion: { log.append("inner \($0) \(g.collectionView.numberOfItems(inSection: 0))") })
            log.append("outer body")
        }, completion: { log.append("outer \($0)") })
        #expect(log == ["outer body", "outer true", "inner true 12"])
        #expect(g.livePaths.count == 12)
    }

    @Test func anUpdateTheCountsDisagreeWithIsReportedWithTheCountsAndTheViewReloads() {
        let g = makeGrid()
        g.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        g.source.counts = [12]
        let problems = GridScene.problems { g.collectionView.insertItems(at: [path(0)]) }
        guard case .inconsistentUpdate(let report)? = problems.first, problems.count == 1 else {
            Issue.record("expected one inconsistent update, got \(problems)")
            return
        }
        #expect(report == InconsistentCollectionUpdate(
            section: 0, countBefore: 10, countAfter: 12, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
        #expect(report.expectedCount == 11)
        #expect(report.description.contains("invalid number of items in section 0"))
        #expect(report.description.contains("after the update (12)") && report.description.contains("before the update (10)"))
        #expect(report.description.contains("(1 inserted, 0 deleted)"))
        // Reloaded: the new counts, a cell for every item in sight, no selection; and it still works.
        #expect(g.collectionView.numberOfItems(inSection: 0) == 12)
        #expect(g.livePaths == (0..<12).map { path($0) })
        #expect(g.collectionView.indexPathsForSelectedItems == [])
        #expect(g.source.unpairedEnds == 0)
        g.source.counts = [13]
        #expect(GridScene.problems { g.collectionView.insertItems(at: [path(12)]) }.isEmpty)
        #expect(g.livePaths.count == 13)
    }

    @Test func aWrongNumberOfSectionsIsReported() {
        let g = makeGrid([1, 1])
        g.source.counts = [1, 1, 1]
        let problems = GridScene.problems { g.collectionView.deleteSections([1]) }
        #expect(problems.map(\.description) == [
            "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (3) must be equal to the number of sections contained in the collection view "
                + "before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        ])
        #expect(g.collectionView.numberOfSections == 3)
    }

    @Test func anItemOutsideItsSectionIsReportedAndTheViewReloads() {
        let g = makeGrid()
        g.source.counts = [9]
        let problems = GridScene.problems { g.collectionView.deleteItems(at: [path(10)]) }
        #expect(problems.map(\.description) == [
            "Invalid update: attempt to delete item 10 from section 0, which only contains 10 items before the update"
        ])
        #expect(g.livePaths.count == 9)
    }

    @Test func aBatchWithNoChangesStillChecksTheCounts() {
        let g = makeGrid()
        g.source.counts = [9]
        let problems = GridScene.problems { g.collectionView.performBatchUpdates(nil) }
        #expect(problems.count == 1)
        #expect(g.collectionView.numberOfItems(inSection: 0) == 9)
    }

    @Test func reloadDataEndsEveryCellAndClearsTheSelection() {
        let g = makeGrid()
        g.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        g.collectionView.reloadData()
        #expect(g.source.displayed.isEmpty && g.liveCells.isEmpty)
        #expect(g.collectionView.indexPathsForSelectedItems == [])
        g.collectionView.layoutIfNeeded()
        #expect(g.livePaths.count == 10)
    }

    @Test func deletingTheLastItemsBringsTheOffsetBackToTheEnd() {
        let g = makeGrid([60])
        g.scroll(to: CGPoint(x: 0, y: 1710))
        g.source.counts = [30]
        g.collectionView.deleteItems(at: (30..<60).map { path($0) })
        // Ten rows: 1,090 points of content in 480 — the offset stops at 610.
        #expect(g.collectionView.contentOffset.y == 610)
        #expect(g.livePaths.last == path(29))
    }
}

import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// Selection by taps and in code (Behaviors, "Collection views").
@MainActor
@Suite struct CollectionViewSelectionTests {
    /// 60 items of 100 × 100, three a row, 110 apart; item 4 is at (110, 110).
    func makeGrid() -> GridScene {
        GridScene(counts: [60]) { $0.itemSize = CGSize(width: 100, height: 100) }
    }

    let item4 = CGPoint(x: 160, y: 160)
    let item5 = CGPoint(x: 270, y: 160)
    func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func aTapHighlightsThenSelectsTheItem() {
        let g = makeGrid()
        g.simulator.tap(at: item4)
        #expect(g.source.log == ["shouldHighlight 0.4", "highlight 0.4", "shouldSelect 0.4", "unhighlight 0.4", "select 0.4"])
        #expect(g.collectionView.indexPathsForSelectedItems == [path(4)])
        let cell = g.collectionView.cellForItem(at: path(4))
        #expect(cell?.isSelected == true && cell?.isHighlighted == false)
    }

    @Test func theHighlightComesAfterTheScrollViewsTouchDelayAndTheSelectionOnTouchUp() {
        let g = makeGrid()
        let cell = g.collectionView.cellForItem(at: path(4))!
        let touch = g.simulator.touchDown(at: item4)
        #expect(!cell.isHighlighted, "held back by the scroll view")
        g.simulator.advance(by: 0.2)
        #expect(cell.isHighlighted)
        #expect(!cell.isSelected)
        g.simulator.touchUp(touch)
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(g.source.log.last == "select 0.4")
    }

    @Test func selectingAnotherItemDeselectsTheFirstWithoutMultipleSelection() {
        let g = makeGrid()
        g.simulator.tap(at: item4)
        g.simulator.advance(by: 1)
        g.source.clearLog()
        g.simulator.tap(at: item5)
        #expect(g.source.log.suffix(2) == ["deselect 0.4", "select 0.5"])
        #expect(g.collectionView.indexPathsForSelectedItems == [path(5)])
        #expect(g.collectionView.cellForItem(at: path(4))?.isSelected == false)
        // Tapping the selected item again selects it again.
        g.simulator.advance(by: 1)
        g.source.clearLog()
        g.simulator.tap(at: item5)
        #expect(g.source.log.last == "select 0.5")
        #expect(g.collectionView.indexPathsForSelectedItems == [path(5)])
    }

    @Test func withMultipleSelectionATapOnASelectedItemDeselectsIt() {
        let g = makeGrid()
        g.collectionView.allowsMultipleSelection = true
        for point in [item4, item5, item4] {
            g.simulator.tap(at: point)
            g.simulator.advance(by: 1)
        }
        #expect(g.collectionView.indexPathsForSelectedItems == [path(5)])
        #expect(g.source.log.suffix(3) == ["highlight 0.4", "unhighlight 0.4", "deselect 0.4"])
    }

    @Test func anItemThatMayNotBeHighlightedIsNotSelectedEither() {
        let g = makeGrid()
        g.source.shouldHighlight = { $0.item != 4 }
        g.simulator.tap(at: item4)
        #expect(g.source.log == ["shouldHighlight 0.4"])
        #expect(g.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func anItemThatMayNotBeSelectedIsOnlyHighlighted() {
        let g = makeGrid()
        g.source.shouldSelect = { _ in false }
        g.simulator.tap(at: item4)
        #expect(g.source.log == ["shouldHighlight 0.4", "highlight 0.4", "shouldSelect 0.4", "unhighlight 0.4"])
        #expect(g.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func aQuickDragFromACellScrollsAndNeitherHighlightsNorSelects() {
        let g = makeGrid()
        // Moves of 10 pt every 10 ms: the pan starts long before the 0.15 s delay.
        g.drag(from: item4, by: CGPoint(x: 0, y: -100))
        g.simulator.advance(by: 5)
        #expect(g.source.log.isEmpty, "\(g.source.log)")
        #expect(g.collectionView.indexPathsForSelectedItems == [])
        #expect(g.collectionView.contentOffset.y > 50)
    }

    @Test func aDragAfterTheDelayRemovesTheHighlightAndSelectsNothing() {
        let g = makeGrid()
        let touch = g.simulator.touchDown(at: item4)
        g.simulator.advance(by: 0.2)
        #expect(g.collectionView.cellForItem(at: path(4))?.isHighlighted == true)
        g.simulator.drag(touch, to: CGPoint(x: item4.x, y: item4.y - 100), steps: 5)
        g.simulator.touchUp(touch)
        g.simulator.advance(by: 5)
        #expect(g.source.log == ["shouldHighlight 0.4", "highlight 0.4", "unhighlight 0.4"])
        #expect(g.collectionView.indexPathsForSelectedItems == [])
        #expect(g.collectionView.contentOffset.y > 50)
        #expect(g.collectionView.cellForItem(at: path(4))?.isHighlighted == false)
    }

    @Test func withoutAllowsSelectionTapsDoNothing() {
        let g = makeGrid()
        g.collectionView.allowsSelection = false
        g.simulator.tap(at: item4)
        g.collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
        #expect(g.source.log.isEmpty)
        #expect(g.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func aTapBetweenItemsSelectsNothing() {
        let g = makeGrid()
        g.simulator.tap(at: CGPoint(x: 105, y: 160))
        #expect(g.source.log.isEmpty)
    }

    @Test func selectingInCodeCallsNoDelegateMethodAndSurvivesReuse() {
        let g = makeGrid()
        g.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        g.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        #expect(g.collectionView.indexPathsForSelectedItems == [path(2)])
        #expect(g.collectionView.cellForItem(at: path(1))?.isSelected == false)
        #expect(g.collectionView.cellForItem(at: path(2))?.isSelected == true)
        // Scrolled away and back, the item's new cell is selected; no other cell is.
        g.scroll(to: CGPoint(x: 0, y: 1500))
        #expect(g.liveCells.allSatisfy { !$0.isSelected })
        g.scroll(to: .zero)
        #expect(g.liveCells.filter(\.isSelected).map { g.collectionView.indexPath(for: $0) } == [path(2)])
        g.collectionView.deselectItem(at: path(2), animated: false)
        #expect(g.collectionView.indexPathsForSelectedItems == [])
        #expect(g.source.log.isEmpty)
    }

    @Test func selectingInCodeCanScrollTheItemIntoPlace() {
        let g = makeGrid()
        g.collectionView.selectItem(at: path(30), animated: false, scrollPosition: .top)
        #expect(g.collectionView.contentOffset.y == 1100, "row 10 at the top")
        g.collectionView.selectItem(at: path(30), animated: false, scrollPosition: .centeredVertically)
        #expect(g.collectionView.contentOffset.y == 910, "its middle (1,150) at 240")
        g.collectionView.selectItem(at: path(30), animated: false, scrollPosition: .bottom)
        #expect(g.collectionView.contentOffset.y == 720, "its bottom (1,200) at 480")
        // The last rows cannot come to the top: the offset stops at the end.
        g.collectionView.scrollToItem(at: path(59), at: .top, animated: false)
        #expect(g.collectionView.contentOffset.y == 1710, "2,190 of content, less 480")
        let problems = GridScene.problems {
            g.collectionView.selectItem(at: path(60), animated: false, scrollPosition: .top)
        }
        #expect(problems.map(\.description)
            == ["selectItem(at:animated:scrollPosition:): there is no item at [0, 60]"])
        #expect(g.collectionView.indexPathsForSelectedItems == [path(30)])
        g.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(g.collectionView.indexPathsForSelectedItems == [])
    }
}

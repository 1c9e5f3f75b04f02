import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// Cells: only the items in sight and the overscan have one; cells that leave are reused.
@MainActor
@Suite struct CollectionViewCellTests {
    /// 10,000 items of 100 × 100, three a row, 110 apart, in a 320 × 480 view.
    func tenThousand() -> GridScene {
        GridScene(counts: [10_000]) { $0.itemSize = CGSize(width: 100, height: 100) }
    }

    /// The items whose rows meet the bounds at `offset` grown by the 50-point overscan.
    func expectedPaths(atOffset y: CGFloat, count: Int = 10_000) -> [IndexPath] {
        let rows = (0..<((count + 2) / 3)).filter { row in
            let top = CGFloat(row) * 110
            return top + 100 > y - 50 && top < y + 480 + 50
        }
        return rows.flatMap { row in (row * 3..<min(count, row * 3 + 3)).map { IndexPath(item: $0, section: 0) } }
    }

    @Test func onlyTheItemsInSightAndTheOverscanHaveCellsWhileScrollingThroughTenThousand() {
        let g = tenThousand()
        #expect(g.livePaths == expectedPaths(atOffset: 0))
        let end = g.collectionView.contentSize.height - 480
        var y: CGFloat = 0
        var largest = 0
        while y < end {
            g.scroll(to: CGPoint(x: 0, y: y))
            let expected = expectedPaths(atOffset: y)
            guard g.livePaths == expected else {
                Issue.record("at offset \(y): \(g.livePaths.count) cells, expected \(expected.count)")
                return
            }
            largest = max(largest, expected.count)
            y += 137
        }
        g.scroll(to: CGPoint(x: 0, y: end))
        #expect(g.livePaths == expectedPaths(atOffset: end))
        #expect(g.livePaths.last == IndexPath(item: 9_999, section: 0))
        // Every cell ever made was needed at one moment: no more than the most shown at once.
        #expect(g.source.cellsMade.count <= largest, "\(g.source.cellsMade.count) made, at most \(largest) shown")
        #expect(g.collectionView.cellPool.idleCount + g.liveCells.count == g.source.cellsMade.count)
    }

    @Test func reusedCellsArePreparedAndDisplayCallsPairUp() {
        let g = tenThousand()
        for step in 1...60 { g.scroll(to: CGPoint(x: 0, y: CGFloat(step) * 250)) }
        for step in (0..<60).reversed() { g.scroll(to: CGPoint(x: 0, y: CGFloat(step) * 250)) }
        let reuses = g.source.cellsMade.values.reduce(0) { $0 + $1.reuseCount }
        #expect(reuses > 500, "cells were reused (\(reuses) times)")
        #expect(g.source.unpreparedReuses == 0, "each reused cell had prepareForReuse() before dequeue returned it")
        #expect(g.source.unpairedEnds == 0 && g.source.doubleDisplays == 0)
        // What willDisplay showed and didEndDisplaying did not end is exactly what is shown.
        #expect(g.source.displayed.values.sorted() == g.livePaths)
        #expect(g.source.displayed.count == g.liveCells.count)
    }

    @Test func visibleCellsAreThoseMeetingTheBoundsAndTheOverscanHasMore() {
        let g = tenThousand()
        g.scroll(to: CGPoint(x: 0, y: 100))
        // In sight: rows 1–5 (110 … 650 meets 100 … 580). With the overscan (50 … 630): row 0 too.
        #expect(g.collectionView.indexPathsForVisibleItems == (3..<18).map { IndexPath(item: $0, section: 0) })
        #expect(g.collectionView.visibleCells.count == 15)
        #expect(g.liveCells.count == 18)
        let first = IndexPath(item: 0, section: 0)
        let cell = g.collectionView.cellForItem(at: first)
        #expect(cell != nil && g.collectionView.indexPath(for: cell!) == first)
        #expect(cell?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(g.collectionView.cellForItem(at: IndexPath(item: 30, section: 0)) == nil)
        #expect(g.collectionView.indexPathForItem(at: CGPoint(x: 150, y: 250)) == IndexPath(item: 7, section: 0))
        #expect(g.collectionView.indexPathForItem(at: CGPoint(x: 105, y: 250)) == nil, "between items")
    }

    @Test func theCellsAreTheDataSourcesAndSitBelowTheScrollIndicators() {
        let g = tenThousand()
        g.source.configure = { cell, path in cell.tag = path.item }
        g.collectionView.reloadData()
        g.collectionView.layoutIfNeeded()
        #expect(g.liveCells.map(\.tag) == Array(0..<15))
        #expect(g.liveCells.allSatisfy { $0.reuseIdentifier == "cell" })
        // A drag shows the indicators; the cells made after stay below them.
        g.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300))
        g.collectionView.layoutIfNeeded()
        let subviews = g.collectionView.subviews
        let lastCell = subviews.lastIndex { $0 is CollectionViewCell } ?? -1
        let firstIndicator = subviews.firstIndex { $0 is ScrollIndicatorView } ?? -1
        #expect(firstIndicator > lastCell)
    }

    @Test func aCellShowsItsSelectedBackgroundWhileSelectedOrHighlighted() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let background = View()
        let selected = View()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(cell.subviews.map { ObjectIdentifier($0) }
            == [background, selected, cell.contentView].map { ObjectIdentifier($0) })
        #expect(background.frame == cell.bounds && selected.frame == cell.bounds && cell.contentView.frame == cell.bounds)
        #expect(selected.isHidden)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selected.isHidden)
        cell.prepareForReuse()
        #expect(!cell.isSelected && selected.isHidden)
    }

    @Test func anUnregisteredIdentifierNamesItInTheMessage() {
        let message = CollectionView.unregisteredIdentifierMessage("Photo")
        #expect(message.contains("\"Photo\"") && message.contains("register(_:forCellWithReuseIdentifier:)"))
    }

    @Test func dequeuingAnUnregisteredIdentifierStopsTheProgramWithThatMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
                _ = view.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains(CollectionView.unregisteredIdentifierMessage("Photo")), "\(text)")
    }

    @Test func aCellNotFromDequeueIsReportedAndShown() {
        final class Loose: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                CollectionViewCell(frame: .zero)
            }
        }
        let scene = Scene(size: CGSize(width: 200, height: 200))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: CollectionViewFlowLayout())
        let source = Loose()
        view.dataSource = source
        scene.window.addSubview(view)
        let problems = GridScene.problems { scene.window.layoutIfNeeded() }
        #expect(problems.map(\.description).first?.contains("has no reuse identifier") == true)
        #expect(view.visibleCells.count == 1)
    }
}

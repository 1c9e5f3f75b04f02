import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// The flow layout's frames (Behaviors, "Flow layout"): lines, spacing, insets, the leftover space.
@MainActor
@Suite struct FlowLayoutTests {
    @Test func fullRowsSpreadToBothEdgesAndTheLastRowKeepsTheLeastSpacing() {
        // 320 wide: three 90-point items fit (270 + 2 × 10); the 50 points left make gaps of 25.
        let g = GridScene(counts: [8]) { $0.itemSize = CGSize(width: 90, height: 50) }
        #expect(g.frames() == [
            r(0, 0, 90, 50), r(115, 0, 90, 50), r(230, 0, 90, 50),
            r(0, 60, 90, 50), r(115, 60, 90, 50), r(230, 60, 90, 50),
            r(0, 120, 90, 50), r(100, 120, 90, 50),
        ])
        #expect(g.collectionView.contentSize == CGSize(width: 320, height: 170))
    }

    @Test func theDefaultsAreUIKits() {
        let layout = CollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
        // 50-point items in 320: five fit (250 + 40); the 70 left make gaps of 17.5.
        let g = GridScene(counts: [6])
        #expect(g.frames() == [
            r(0, 0, 50, 50), r(67.5, 0, 50, 50), r(135, 0, 50, 50), r(202.5, 0, 50, 50), r(270, 0, 50, 50),
            r(0, 60, 50, 50),
        ])
    }

    @Test func sectionInsetsFrameEachSectionAndSectionsFollowOneAnother() {
        let g = GridScene(counts: [4, 2, 0, 1]) {
            $0.itemSize = CGSize(width: 80, height: 40)
            $0.sectionInset = EdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
            $0.minimumLineSpacing = 8
        }
        // Room 280: three 80-point items fit (260); the 40 left make gaps of 20.
        #expect(g.frames(section: 0) == [r(20, 5, 80, 40), r(120, 5, 80, 40), r(220, 5, 80, 40), r(20, 53, 80, 40)])
        // Section 0 ends at 53 + 40 + 15 = 108; section 1 starts its items 5 below.
        #expect(g.frames(section: 1) == [r(20, 113, 80, 40), r(110, 113, 80, 40)])
        // Section 1 ends at 168; the empty section 2 still takes its insets (to 188).
        #expect(g.frames(section: 3) == [r(20, 193, 80, 40)])
        #expect(g.collectionView.contentSize == CGSize(width: 320, height: 248))
    }

    @Test func itemsAreCenteredAcrossTheirLineAndALoneItemStartsAtTheLeadingInset() {
        let g = GridScene(counts: [5]) { $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10) }
        let sizes = [CGSize(width: 250, height: 60), CGSize(width: 100, height: 20), CGSize(width: 100, height: 50),
                     CGSize(width: 80, height: 30), CGSize(width: 10, height: 10)]
        g.source.sizes = { sizes[$0.item] }
        g.layout.invalidateLayout()
        g.collectionView.layoutIfNeeded()
        // 250 alone (250 + 10 + 100 > 300): at the leading inset, not centred.
        // Then 100, 100, 80 (300 in 300): spread, gaps of 10; the line is 50 thick, items centred in it.
        #expect(g.frames() == [
            r(10, 0, 250, 60),
            r(10, 85, 100, 20), r(120, 70, 100, 50), r(230, 80, 80, 30),
            r(10, 130, 10, 10),
        ])
    }

    @Test func aHorizontalLayoutFillsColumnsTopToBottom() {
        let g = GridScene(counts: [7], size: CGSize(width: 320, height: 200)) {
            $0.scrollDirection = .horizontal
            $0.minimumLineSpacing = 20
        }
        // 200 tall: three 50-point items fit (170); the 50 left make gaps of 25. Columns 70 apart.
        #expect(g.frames() == [
            r(0, 0, 50, 50), r(0, 75, 50, 50), r(0, 150, 50, 50),
            r(70, 0, 50, 50), r(70, 75, 50, 50), r(70, 150, 50, 50),
            r(140, 0, 50, 50),
        ])
        #expect(g.collectionView.contentSize == CGSize(width: 190, height: 200))
    }

    @Test func horizontalSectionInsetsSitAlongTheScrollDirection() {
        let g = GridScene(counts: [2, 1], size: CGSize(width: 320, height: 130)) {
            $0.scrollDirection = .horizontal
            $0.sectionInset = EdgeInsets(top: 10, left: 4, bottom: 10, right: 6)
        }
        #expect(g.frames(section: 0) == [r(4, 10, 50, 50), r(4, 70, 50, 50)])
        #expect(g.frames(section: 1) == [r(64, 10, 50, 50)])
        #expect(g.collectionView.contentSize == CGSize(width: 120, height: 130))
    }

    @Test func theDelegateSetsInsetsPerSection() {
        let g = GridScene(counts: [1, 1]) { $0.itemSize = CGSize(width: 100, height: 100) }
        g.source.insets = { EdgeInsets(top: CGFloat($0 * 10), left: CGFloat($0 * 30), bottom: 0, right: 0) }
        g.layout.invalidateLayout()
        g.collectionView.layoutIfNeeded()
        #expect(g.frame(0, 0) == r(0, 0, 100, 100))
        #expect(g.frame(0, 1) == r(30, 110, 100, 100))
    }

    @Test func aWidthChangeLaysTheItemsOutAgain() {
        let g = GridScene(counts: [4]) { $0.itemSize = CGSize(width: 100, height: 100) }
        #expect(g.frame(3) == r(0, 110, 100, 100))
        g.collectionView.frame.size.width = 430
        g.collectionView.layoutIfNeeded()
        #expect(g.frame(3) == r(330, 0, 100, 100), "four fit in 430 (430 = 400 + 3 × 10)")
        #expect(g.collectionView.contentSize.width == 430)
    }

    @Test func aContentInsetShortensTheLines() {
        let g = GridScene(counts: [4]) { $0.itemSize = CGSize(width: 100, height: 100) }
        g.collectionView.contentInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        g.collectionView.layoutIfNeeded()
        // 310 left: three items no longer fit (320); two do, spread over 310 (the last line is not).
        #expect(g.frames() == [r(0, 0, 100, 100), r(210, 0, 100, 100), r(0, 110, 100, 100), r(110, 110, 100, 100)])
        #expect(g.collectionView.contentSize.width == 310)
    }

    @Test func horizontalScrollPositionsPlaceTheItemAcross() {
        let g = GridScene(counts: [60], size: CGSize(width: 320, height: 200)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        // One item a column (two do not fit in 200 with 10 between): columns 110 apart.
        let cv = g.collectionView
        cv.scrollToItem(at: IndexPath(item: 10, section: 0), at: .left, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 1100, y: 0))
        cv.scrollToItem(at: IndexPath(item: 10, section: 0), at: .centeredHorizontally, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 990, y: 0))
        cv.scrollToItem(at: IndexPath(item: 10, section: 0), at: .right, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 880, y: 0))
        cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(cv.contentOffset == .zero, "with no position, the least scroll that shows it")
    }

    @Test func badSizesAndSpacingAreRefusedOrReported() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: -1, height: 10)
        layout.minimumLineSpacing = .nan
        layout.minimumInteritemSpacing = -4
        layout.estimatedItemSize = CGSize(width: CGFloat.infinity, height: 1)
        #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10 && layout.estimatedItemSize == .zero)

        let g = GridScene(counts: [2])
        g.source.sizes = { $0.item == 0 ? CGSize(width: CGFloat.nan, height: 5) : CGSize(width: 20, height: 20) }
        let problems = GridScene.problems {
            g.layout.invalidateLayout()
            g.collectionView.layoutIfNeeded()
        }
        #expect(problems.map(\.description) == ["the size nan × 5.0 of the item at [0, 0] is negative or not finite; using zero"])
        #expect(g.frames() == [r(0, 10, 0, 0), r(10, 0, 20, 20)])
    }

    @Test func aHundredThousandItemsAreFoundByBinarySearch() {
        let g = GridScene(counts: [100_000]) { $0.itemSize = CGSize(width: 100, height: 100) }
        // Three a row, 110 apart: 33,334 rows.
        #expect(g.collectionView.contentSize.height == 3_666_730, "33,334 × 110 − 10")
        let found = g.layout.layoutAttributesForElements(in: r(0, 2_000_000, 320, 250)) ?? []
        // Rows 18181 (1,999,910 – 2,000,010) to 18184 (2,000,240 – 2,000,340).
        #expect(found.map(\.indexPath.item) == Array(18181 * 3..<18185 * 3))
        #expect(found.first?.frame == r(0, 1_999_910, 100, 100))
        g.collectionView.scrollToItem(at: IndexPath(item: 99_999, section: 0), at: .bottom, animated: false)
        g.collectionView.layoutIfNeeded()
        #expect(g.collectionView.indexPathsForVisibleItems.last == IndexPath(item: 99_999, section: 0))
        #expect(g.frame(99_999) == r(0, 33_333 * 110, 100, 100), "the last row starts at the leading edge")
    }
}

import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

@Suite struct BarLayoutTests {
    let layout = BarLayout()
    let bar = CGSize(width: 320, height: 44)

    func view(_ w: CGFloat, _ h: CGFloat = 30) -> BarLayout.Item { .view(size: CGSize(width: w, height: h)) }

    @Test func itemsStartAtTheMarginWithSpacingBetween() {
        let frames = layout.frames(for: [view(30), view(40)], in: bar)
        #expect(frames[0] == CGRect(x: 16, y: 7, width: 30, height: 30))
        #expect(frames[1] == CGRect(x: 54, y: 7, width: 40, height: 30))
    }

    @Test func flexibleSpacesShareTheFreeWidthEqually() {
        let frames = layout.frames(for: [view(30), .flexibleSpace, view(30), .flexibleSpace, .flexibleSpace, view(30)], in: bar)
        // Free: 320 − 32 − 90 = 198, a third each = 66.
        #expect(frames[1].width == 66)
        #expect(frames[2].minX == CGFloat(16 + 30 + 66))
        #expect(frames[5].maxX == CGFloat(320 - 16))
    }

    @Test func flexibleSpacesNeverGoBelowZero() {
        let frames = layout.frames(for: [view(200), .flexibleSpace, view(200)], in: bar)
        #expect(frames[1].width == 0)
        #expect(frames[2].minX == 216)
    }

    @Test func fixedSpaceUsesOnlyItsWidthAndReplacesSpacing() {
        let frames = layout.frames(for: [view(30), .fixedSpace(width: 20), view(30)], in: bar)
        #expect(frames[1] == CGRect(x: 46, y: 22, width: 20, height: 0))
        #expect(frames[2].minX == 66)
    }

    @Test func customViewsAreCentredVerticallyWithHalfUpRounding() {
        let frames = layout.frames(for: [view(100, 23), view(100, 24), view(10, 31)], in: bar)
        #expect(frames[0].minY == 11)  // (44 − 23)/2 = 10.5 → 11
        #expect(frames[1].minY == 10)
        #expect(frames[2].minY == 7)  // 6.5 → 7
    }

    @Test func anItemBetweenTwoFlexibleSpacesIsCentredOnTheBar() {
        // Unequal sides: one button on the left, three on the right.
        let items = [view(30), .flexibleSpace, view(120, 24), .flexibleSpace, view(30), view(30), view(30)]
        let frames = layout.frames(for: items, in: CGSize(width: 480, height: 44))
        #expect(frames[2].midX == 240)
        #expect(frames[2].minX == 180)
        #expect(frames[1].width == CGFloat(180 - 46), "the left flexible space is wider than the right one")
        #expect(frames[3].width == CGFloat(480 - 16 - 106 - 300))
    }

    @Test func aCentredItemMovesOnlyAsFarAsNeededWhenItWouldOverlap() {
        // Right side takes 16 + 3·30 + 2·8 = 122 → right group starts at 198. A 120-wide item centred
        // would span 100…220: it moves left to end at 198.
        let wide = CGSize(width: 320, height: 44)
        let items = [view(10), .flexibleSpace, view(120, 24), .flexibleSpace, view(30), view(30), view(30)]
        let frames = layout.frames(for: items, in: wide)
        let rightStart: CGFloat = 320 - 16 - 90 - 16
        #expect(frames[4].minX == rightStart)
        #expect(frames[2].maxX <= rightStart)
        #expect(frames[2].minX >= 26)
        let items2 = [view(10), .flexibleSpace, view(150, 24), .flexibleSpace, view(30), view(30), view(30), view(30)]
        let frames2 = layout.frames(for: items2, in: wide)
        #expect(frames2[2].maxX == frames2[4].minX, "pushed left until it touches the right group")
        #expect(frames2[2].minX >= frames2[0].maxX)
    }

    @Test func aCentredItemTooWideForItsGapTakesTheWholeGap() {
        let items = [view(100), .flexibleSpace, view(200, 24), .flexibleSpace, view(100)]
        let frames = layout.frames(for: items, in: bar)
        #expect(frames[2].minX == 116)
        #expect(frames[2].maxX == 204)
        #expect(frames[1].width == 0 && frames[3].width == 0)
    }

    @Test func nonFiniteSizesDoNotPoisonTheLayout() {
        let frames = layout.frames(for: [view(.nan), .flexibleSpace, view(.infinity)], in: bar)
        #expect(frames.allSatisfy { $0.isFinite })
    }

    // MARK: Navigation bar

    @Test func navigationTitleIsCentredOnTheBarAtFlooredY() {
        let f = layout.navigationFrames(
            leading: CGSize(width: 60, height: 30), title: CGSize(width: 100, height: 24),
            trailing: CGSize(width: 40, height: 30), in: bar)
        #expect(f.title == CGRect(x: 110, y: 10, width: 100, height: 24))
        #expect(f.leading == CGRect(x: 16, y: 7, width: 60, height: 30))
        #expect(f.trailing == CGRect(x: 264, y: 7, width: 40, height: 30))
        let odd = layout.navigationFrames(leading: nil, title: CGSize(width: 100, height: 23), trailing: nil, in: bar)
        #expect(odd.title?.minY == 10, "floor(10.5)")
    }

    @Test func navigationTitleKeepsSixPointsFromTheItemsAndNarrowsToTruncate() {
        let shifted = layout.navigationFrames(
            leading: CGSize(width: 120, height: 30), title: CGSize(width: 100, height: 24), trailing: nil, in: bar)
        #expect(shifted.title?.minX == CGFloat(16 + 120 + 6), "moved right only as far as needed")
        let squeezed = layout.navigationFrames(
            leading: CGSize(width: 120, height: 30), title: CGSize(width: 300, height: 24),
            trailing: CGSize(width: 80, height: 30), in: bar)
        guard let title = squeezed.title else {
            Issue.record("no title frame")
            return
        }
        #expect(title.minX == 142)
        #expect(title.maxX == squeezed.trailing!.minX - 6)
    }
}

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

@MainActor
@Suite struct ButtonContentPlacementTests {
    /// A 100×40 content rect at (10, 5) holding a 20×20 image and a 40×17 title.
    func placement() -> ButtonContentPlacement {
        ButtonContentPlacement(
            contentRect: CGRect(x: 10, y: 5, width: 100, height: 40),
            imageSize: CGSize(width: 20, height: 20), titleSize: CGSize(width: 40, height: 17))
    }

    @Test func thePairIsCentredAsAGroupEachPartCentredVertically() {
        let p = placement()
        // imageX = 10 + (100 − 20 − 40)/2 = 30; titleX = 50. imageY = 5 + 10 = 15; titleY = 5 + 11.5 → 17 (half-up).
        #expect(p.imageRect == CGRect(x: 30, y: 15, width: 20, height: 20))
        #expect(p.titleRect == CGRect(x: 50, y: 17, width: 40, height: 17))
    }

    @Test func horizontalAlignments() {
        var p = placement()
        p.horizontal = .left
        #expect(p.imageRect.minX == 10 && p.titleRect.minX == 30)
        p.horizontal = .right
        #expect(p.imageRect.minX == 50 && p.titleRect.minX == 70 && p.titleRect.maxX == 110)
        p.horizontal = .fill
        #expect(p.imageRect == CGRect(x: 10, y: 15, width: 20, height: 20))
        #expect(p.titleRect == CGRect(x: 30, y: 17, width: 80, height: 17))
        p.titleSize = .zero
        #expect(p.imageRect == CGRect(x: 10, y: 15, width: 100, height: 20))
    }

    @Test func verticalAlignments() {
        var p = placement()
        p.vertical = .top
        #expect(p.imageRect.minY == 5 && p.titleRect.minY == 5)
        p.vertical = .bottom
        #expect(p.imageRect.maxY == 45 && p.titleRect.maxY == 45)
        p.vertical = .fill
        #expect(p.imageRect.minY == 5 && p.imageRect.height == 40 && p.titleRect.height == 40)
    }

    @Test func partInsetsShrinkTheRectEachPartIsPlacedIn() {
        var p = placement()
        p.titleEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        // The title's rect is 10 narrower on the left: its centred position moves 5 right; the image stays.
        #expect(p.titleRect.minX == 55)
        #expect(p.imageRect.minX == 30)
        p.imageEdgeInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        // The image's rect is y 15…45 (30 high): centred at 15 + (30 − 20)/2 = 20; the title is unaffected.
        #expect(p.imageRect.minY == 20)
        #expect(p.titleRect.minY == 17)
    }

    @Test func theTitleIsClampedSoThePairFits() {
        var p = placement()
        p.titleSize = CGSize(width: 300, height: 17)
        #expect(p.titleRect.width == 80)
        #expect(p.imageRect.minX == 10 && p.titleRect.minX == 30 && p.titleRect.maxX == 110)
        p.imageSize = CGSize(width: 500, height: 500)
        #expect(p.imageRect == CGRect(x: 10, y: 5, width: 100, height: 40))
        #expect(p.titleRect.width == 0)
    }

    @Test func resultsAreRoundedToPixels() {
        var p = placement()
        p.titleSize = CGSize(width: 41, height: 17)
        // imageX = 10 + 39/2 = 29.5 → 30; titleX = 49.5 → 50 and its right edge 90.5 → 91.
        #expect(p.imageRect.minX == 30)
        #expect(p.titleRect == CGRect(x: 50, y: 17, width: 41, height: 17))
        p.scale = 2
        #expect(p.imageRect.minX == 29.5)
        #expect(p.titleRect.minY == 16.5)
    }

    @Test func intrinsicSizeCountsContentInsetsImageAndTitle() {
        let insets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        let size = ButtonContentPlacement.intrinsicSize(
            contentEdgeInsets: insets, imageSize: CGSize(width: 20, height: 20),
            titleSize: CGSize(width: 40, height: 24), backgroundSize: .zero)
        #expect(size == CGSize(width: 68, height: 30))
        let withBackground = ButtonContentPlacement.intrinsicSize(
            contentEdgeInsets: insets, imageSize: .zero, titleSize: CGSize(width: 40, height: 24),
            backgroundSize: CGSize(width: 100, height: 10))
        #expect(withBackground == CGSize(width: 100, height: 30))
    }
}

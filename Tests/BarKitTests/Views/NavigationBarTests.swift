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
@Suite struct NavigationBarTests {
    func navigationBar(title: String?, leading: View? = nil, trailing: View? = nil, width: CGFloat = 320) -> NavigationBar {
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        bar.title = title
        bar.leadingItem = leading.map { BarItem(customView: $0) }
        bar.trailingItem = trailing.map { BarItem(customView: $0) }
        bar.layoutIfNeeded()
        return bar
    }

    @Test func theTitleIsCentredAtItsIntrinsicSizeAndFlooredY() {
        let bar = navigationBar(title: "Inbox")
        let label = bar.titleLabel
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.height == 24, "bold 20-point title: 23.28 rounded up")
        #expect(label.frame.minY == 10)
        #expect(abs(label.frame.midX - 160) <= 0.5)
        #expect(label.font == Font.boldSystemFont(ofSize: 20))
        #expect(label.textColor == Color(hex: 0x717880))
        #expect(label.shadowColor == Color(hex: 0xE6E7EB) && label.shadowOffset == CGSize(width: 0, height: 1))
    }

    @Test func itemsSitAtTheMarginsAndTheTitleKeepsSixPointsAway() {
        let leading = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let trailing = View(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        let bar = navigationBar(title: "A long title that must truncate", leading: leading, trailing: trailing)
        #expect(leading.frame == CGRect(x: 16, y: 7, width: 100, height: 30))
        #expect(trailing.frame == CGRect(x: 244, y: 7, width: 60, height: 30))
        let title = bar.titleLabel.frame
        #expect(title.minX == 122)
        #expect(title.maxX == 238)
        let layout = bar.titleLabel.textLayoutForDrawing
        #expect(layout?.isTruncated == true, "the title truncates rather than overlap")
        #expect((layout?.size.width ?? 999) <= title.width)
    }

    @Test func aTitleViewReplacesTheTitle() {
        let bar = navigationBar(title: "Hidden")
        let segmented = View(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        bar.titleView = segmented
        bar.layoutIfNeeded()
        #expect(segmented.frame == CGRect(x: 100, y: 7, width: 120, height: 30))
        #expect(bar.titleLabel.isHidden)
    }

    @Test func theBlackStyleRestylesTitleAndItems() {
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.title = "Dark"
        let back = BarItem(title: "Back", style: .plain, target: nil, action: "back")
        bar.leadingItem = back
        bar.barStyle = .black
        #expect(bar.titleLabel.textColor == .white)
        #expect((back.view as? Button)?.currentTitleColor == .white)
    }

    @Test func decodesItsKeys() throws {
        let json = """
            {"class": "NavigationBar", "frame": [0, 0, 320, 44], "title": "Mail", "barStyle": "black",
             "leadingItem": {"title": "Back", "action": "back"}, "trailingItem": {"systemItem": "compose"}}
            """
        let bar = try #require(try ViewDocument(jsonString: json).rootView as? NavigationBar)
        #expect(bar.title == "Mail" && bar.barStyle == .black)
        #expect(bar.leadingItem?.title == "Back" && bar.leadingItem?.action == "back")
        #expect(bar.trailingItem?.systemItem == .compose)
        #expect(bar.trailingItem?.view?.superview === bar)
    }
}

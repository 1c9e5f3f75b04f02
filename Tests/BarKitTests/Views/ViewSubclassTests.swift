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

/// A subclass overriding the five points a UIKit programmer reaches for: layoutSubviews, sizeThatFits,
/// intrinsicContentSize, hitTest and init?(coder:).
@MainActor
final class ToolStrip: View {
    var itemWidth: CGFloat = 30
    var extraTouchMargin: CGFloat = 0
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: Coder) {
        super.init(coder: coder)
        if coder.containsValue(forKey: "itemWidth") { itemWidth = CGFloat(coder.decodeDouble(forKey: "itemWidth")) }
        extraTouchMargin = CGFloat(coder.decodeDouble(forKey: "extraTouchMargin"))
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(subviews.count) * itemWidth, height: 44)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: min(size.width, intrinsicContentSize.width), height: 44)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        let width = subviews.isEmpty ? 0 : bounds.width / CGFloat(subviews.count)
        for (i, item) in subviews.enumerated() {
            item.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height)
        }
    }

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        if let hit = super.hitTest(point, with: event) { return hit }
        // Accept touches just outside, routed to the nearest item.
        let widened = bounds.insetBy(dx: -extraTouchMargin, dy: -extraTouchMargin)
        guard !isHidden, widened.contains(point), let last = subviews.last else { return nil }
        let clampedX = min(max(point.x, 0), bounds.width - 1)
        return subviews.first { $0.frame.minX <= clampedX && clampedX < $0.frame.maxX } ?? last
    }
}

@MainActor
@Suite struct ViewSubclassTests {
    @Test func subclassBehavesAsInUIKit() throws {
        ViewDocument.register(ToolStrip.self)
        let document = try ViewDocument(
            jsonString: """
                {"class": "ToolStrip", "frame": [0, 0, 300, 44], "itemWidth": 40, "extraTouchMargin": 10,
                 "subviews": [{"class": "View", "id": "a"}, {"class": "View", "id": "b"}, {"class": "View", "id": "c"}]}
                """)
        let strip = try #require(document.rootView as? ToolStrip)
        #expect(strip.intrinsicContentSize == CGSize(width: 120, height: 44))
        #expect(strip.sizeThatFits(CGSize(width: 100, height: 10)) == CGSize(width: 100, height: 44))

        strip.layoutIfNeeded()
        #expect(strip.layoutPasses == 1)
        #expect(document.view(withID: "b")?.frame == CGRect(x: 100, y: 0, width: 100, height: 44))

        strip.sizeToFit()
        strip.layoutIfNeeded()
        #expect(strip.frame.size == CGSize(width: 120, height: 44))
        #expect(strip.layoutPasses == 2, "a bounds change marks layout")
        #expect(document.view(withID: "c")?.frame == CGRect(x: 80, y: 0, width: 40, height: 44))

        // Overridden hitTest: inside goes to the item, the margin routes to the nearest item.
        #expect(strip.hitTest(CGPoint(x: 45, y: 20), with: nil) === document.view(withID: "b"))
        #expect(strip.hitTest(CGPoint(x: -5, y: 20), with: nil) === document.view(withID: "a"))
        #expect(strip.hitTest(CGPoint(x: 125, y: 50), with: nil) === document.view(withID: "c"))
        #expect(strip.hitTest(CGPoint(x: 200, y: 20), with: nil) == nil)
    }
}

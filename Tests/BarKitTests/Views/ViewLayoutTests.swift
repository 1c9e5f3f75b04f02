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

/// A container that lays its subviews out in a row and sizes itself to them, as a UIKit subclass would.
@MainActor
final class RowView: View {
    var spacing: CGFloat = 4
    var layoutCount = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        var x: CGFloat = 0
        for subview in subviews {
            let size = subview.intrinsicContentSize
            let width = size.width == View.noIntrinsicMetric ? subview.bounds.width : size.width
            subview.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + spacing
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widths = subviews.map { max(0, $0.intrinsicContentSize.width) }
        return CGSize(width: widths.reduce(0, +) + spacing * CGFloat(max(0, widths.count - 1)), height: 30)
    }
}

@MainActor
final class SizedView: View {
    var size = CGSize(width: 10, height: 10) {
        didSet { invalidateIntrinsicContentSize() }
    }
    var layoutCount = 0
    override var intrinsicContentSize: CGSize { size }
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

@MainActor
@Suite struct ViewLayoutTests {
    @Test func setNeedsLayoutOnlyMarks() {
        let row = RowView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        row.addSubview(SizedView())
        #expect(row.layoutCount == 0)
        row.setNeedsLayout()
        #expect(row.layoutCount == 0)
        row.layoutIfNeeded()
        #expect(row.layoutCount == 1)
        row.layoutIfNeeded()
        #expect(row.layoutCount == 1, "nothing marked: nothing laid out")
    }

    @Test func layoutIfNeededClimbsToTheHighestMarkedAncestor() {
        let outer = RowView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let inner = RowView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let leaf = SizedView()
        outer.addSubview(inner)
        inner.addSubview(leaf)
        outer.layoutIfNeeded()
        let before = (outer.layoutCount, inner.layoutCount)
        outer.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(outer.layoutCount == before.0 + 1)
    }

    @Test func oneChangedLeafDoesNotRelayoutItsUntouchedSiblings() {
        let root = RowView(frame: CGRect(x: 0, y: 0, width: 1000, height: 30))
        var rows: [RowView] = []
        var leaves: [SizedView] = []
        for _ in 0..<10 {
            let row = RowView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            root.addSubview(row)
            rows.append(row)
            for _ in 0..<5 {
                let leaf = SizedView()
                row.addSubview(leaf)
                leaves.append(leaf)
            }
        }
        root.layoutIfNeeded()
        let rowCounts = rows.map(\.layoutCount)
        let leafCounts = leaves.map(\.layoutCount)
        let rootCount = root.layoutCount

        leaves[12].size = CGSize(width: 30, height: 10)  // in rows[2]
        root.layoutIfNeeded()

        #expect(root.layoutCount == rootCount, "the root was not marked")
        #expect(rows[2].layoutCount == rowCounts[2] + 1)
        for (i, row) in rows.enumerated() where i != 2 {
            #expect(row.layoutCount == rowCounts[i], "row \(i) was relaid out")
        }
        for (i, leaf) in leaves.enumerated() where i != 12 {
            #expect(leaf.layoutCount == leafCounts[i], "leaf \(i) was relaid out")
        }
        let expectedX: CGFloat = 10 + 4 + 10 + 4 + 30 + 4
        #expect(leaves[13].frame.minX == expectedX)
    }

    @Test func aSubviewsSizeChangeLaysOutItsSuperviewAgain() {
        let parent = SizedView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        let before = parent.layoutCount
        child.bounds.size = CGSize(width: 80, height: 50)
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == before + 1)
        child.frame.origin = CGPoint(x: 10, y: 10)  // a move alone does not
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == before + 1)
    }

    @Test func sizesSetByASuperviewsOwnLayoutDoNotLayItOutAgain() {
        let row = RowView(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        for width in [10, 20, 30] {
            let leaf = SizedView()
            leaf.size = CGSize(width: CGFloat(width), height: 10)
            row.addSubview(leaf)
        }
        row.layoutIfNeeded()
        #expect(row.layoutCount == 1, "placing its subviews does not mark the row again")
    }

    @Test func sizeToFitKeepsTheOrigin() {
        let row = RowView(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        row.addSubview(SizedView())
        row.addSubview(SizedView())
        row.sizeToFit()
        #expect(row.frame == CGRect(x: 5, y: 6, width: 24, height: 30))
        let plain = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 3, height: 4))
        #expect(plain.intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test func invalidateIntrinsicContentSizeMarksTheSuperview() {
        let row = RowView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let leaf = SizedView()
        row.addSubview(leaf)
        row.layoutIfNeeded()
        let count = row.layoutCount
        leaf.size = CGSize(width: 50, height: 5)
        row.layoutIfNeeded()
        #expect(row.layoutCount == count + 1)
        #expect(leaf.frame.width == 50)
    }

    // MARK: Autoresizing (Docs/Behaviors.md §1)

    func resized(_ mask: AutoresizingMask, frame: CGRect, from: CGSize, to: CGSize) -> CGRect {
        let parent = View(frame: CGRect(origin: .zero, size: from))
        let child = View(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = to
        return child.frame
    }

    @Test func autoresizingWithOneFlexiblePart() {
        let f = CGRect(x: 10, y: 10, width: 30, height: 20)
        let from = CGSize(width: 100, height: 100)
        let to = CGSize(width: 160, height: 100)
        #expect(resized(.flexibleWidth, frame: f, from: from, to: to) == CGRect(x: 10, y: 10, width: 90, height: 20))
        #expect(resized(.flexibleLeftMargin, frame: f, from: from, to: to) == CGRect(x: 70, y: 10, width: 30, height: 20))
        #expect(resized(.flexibleRightMargin, frame: f, from: from, to: to) == f)
        #expect(resized([], frame: f, from: from, to: to) == f)
    }

    @Test func autoresizingWithTwoAndThreeFlexibleParts() {
        // Margins 10 and 60, width 30 → Δ 60 shared 10:60 between the margins.
        let f = CGRect(x: 10, y: 0, width: 30, height: 20)
        let two = resized(
            [.flexibleLeftMargin, .flexibleRightMargin], frame: f, from: CGSize(width: 100, height: 20),
            to: CGSize(width: 170, height: 20))
        #expect(two == CGRect(x: 20, y: 0, width: 30, height: 20))
        // All three: 10 + 30 + 60 = 100; Δ 100 → +10, +30, +60.
        let three = resized(
            [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], frame: f, from: CGSize(width: 100, height: 20),
            to: CGSize(width: 200, height: 20))
        #expect(three == CGRect(x: 20, y: 0, width: 60, height: 20))
        // Vertical: height and bottom margin, 20 : 60.
        let vertical = resized(
            [.flexibleHeight, .flexibleBottomMargin], frame: CGRect(x: 0, y: 20, width: 10, height: 20),
            from: CGSize(width: 10, height: 100), to: CGSize(width: 10, height: 180))
        #expect(vertical == CGRect(x: 0, y: 20, width: 10, height: 40))
    }

    @Test func autoresizingFlexiblePartsAllZeroShareEqually() {
        let f = CGRect(x: 0, y: 0, width: 0, height: 10)
        let r = resized(
            [.flexibleLeftMargin, .flexibleWidth], frame: f, from: CGSize(width: 0, height: 10),
            to: CGSize(width: 40, height: 10))
        #expect(r == CGRect(x: 20, y: 0, width: 20, height: 10))
    }

    @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.frame.size.width = 300
        #expect(child.frame.width == 100)
    }
}

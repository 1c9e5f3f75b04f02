import Foundation
import Testing

import BarKit

/// Stack views beyond the distribution × alignment table: their own size, hidden views, custom
/// spacing, margins, direction, nesting, bars, baselines and managing the arranged views.
@MainActor
@Suite struct StackViewTests {
    /// `stack` in a 400 × 300 container, placed at (10, 20); sized only when `size` is given.
    func place(_ stack: StackView, size: CGSize? = nil) -> View {
        let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        container.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ]
        if let size {
            constraints += [
                stack.widthAnchor.constraint(equalToConstant: size.width),
                stack.heightAnchor.constraint(equalToConstant: size.height),
            ]
        }
        LayoutConstraint.activate(constraints)
        return container
    }

    func boxes() -> [Box] { [Box(40, 20), Box(60, 30), Box(20, 10)] }

    // MARK: - The stack's own size

    @Test func anUnsizedStackWrapsItsViews() {
        let views = boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.alignment = .center
        let container = place(stack)
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 140, height: 30))
        #expect(views.map(\.frame.minX) == [0, 50, 120])
        #expect(!stack.hasAmbiguousLayout)
        #expect(!views.contains { $0.hasAmbiguousLayout })
        // A column of the same views.
        stack.axis = .vertical
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 60, height: 20 + 30 + 10 + 20))
    }

    @Test func theStackHasNoIntrinsicSizeButFitsItsViews() {
        let stack = StackView(arrangedSubviews: boxes())
        stack.spacing = 4
        #expect(stack.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 128, height: 30))
        let empty = StackView()
        #expect(empty.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == .zero)
    }

    @Test func theStackDrawsNothingOfItsOwn() throws {
        let stack = StackView(arrangedSubviews: [Box(10, 10)])
        stack.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let image = stack.snapshot()
        for y in 0..<20 {
            for x in 0..<20 { #expect(image.pixel(x: x, y: y).alpha == 0) }
        }
    }

    // MARK: - Hidden views

    @Test func aHiddenViewTakesNoRoomAndItsSpacingGoes() {
        let views = boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        let container = place(stack)
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 140, height: 30))
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 70, height: 20), "the hidden box neither lengthens nor heightens it")
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(views[2].frame == CGRect(x: 50, y: 0, width: 20, height: 20))
        #expect(views[1].frame.width == 0)
        views[1].isHidden = false
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 140, height: 30))
        #expect(views.map(\.frame.minX) == [0, 50, 120])
    }

    @Test func hidingAndShowingBetweenLayoutsLeavesNoTrace() {
        let views = boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        let container = place(stack, size: CGSize(width: 200, height: 40))
        container.layoutIfNeeded()
        let frames = views.map(\.frame)
        let constraints = stack.constraints.map(ObjectIdentifier.init)
        views[0].isHidden = true
        views[2].isHidden = true
        views[0].isHidden = false
        views[2].isHidden = false
        container.layoutIfNeeded()
        #expect(views.map(\.frame) == frames)
        #expect(stack.constraints.map(ObjectIdentifier.init) == constraints, "the same constraint objects")
    }

    @Test func everyViewHidden() {
        let views = boxes()
        let stack = StackView(arrangedSubviews: views)
        for view in views { view.isHidden = true }
        let container = place(stack)
        container.layoutIfNeeded()
        #expect(stack.frame.size == .zero)
    }

    // MARK: - Spacing

    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        let views = boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        let container = place(stack)
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 70, 140])
        // Hiding the view after the custom spacing keeps it between the visible neighbours.
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(views[2].frame.minX == 70)
        views[1].isHidden = false
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 120])
        stack.spacing = StackView.spacingUseSystem
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 48, 116])
        stack.spacing = -10
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 30, 80], "negative spacing overlaps")
        stack.spacing = .nan
        stack.setCustomSpacing(.nan, after: views[0])
        stack.setCustomSpacing(5, after: Box(1, 1))
        #expect(stack.spacing == -10 && stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 30, 80], "NaN and views the stack does not arrange change nothing")
    }

    // MARK: - Margins and direction

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let views = boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.layoutMargins = EdgeInsets(top: 5, left: 7, bottom: 3, right: 9)
        let container = place(stack)
        container.layoutIfNeeded()
        #expect(views[0].frame.origin == .zero, "margins are ignored by default")
        stack.isLayoutMarginsRelativeArrangement = true
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 7 + 120 + 9, height: 5 + 30 + 3))
        #expect(views.map(\.frame.minX) == [7, 47, 107])
        #expect(views.allSatisfy { $0.frame.minY == 5 })
    }

    @Test func rightToLeftStacksStartOnTheRight() {
        let views = boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.semanticContentAttribute = .forceRightToLeft
        let container = place(stack, size: CGSize(width: 200, height: 30))
        container.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 100, y: 0, width: 100, height: 30))
        #expect(views[1].frame.maxX == 90)
        #expect(views[2].frame == CGRect(x: 0, y: 0, width: 20, height: 30))
        // A column's leading alignment is its right edge.
        stack.axis = .vertical
        stack.alignment = .leading
        container.layoutIfNeeded()
        #expect(views.allSatisfy { $0.frame.maxX == 200 })
    }

    // MARK: - Nesting and bars

    @Test func nestedStacksSizeFromTheInside() {
        let rows = (0..<3).map { index -> StackView in
            let row = StackView(arrangedSubviews: [Box(20, 20), Box(CGFloat(30 + 10 * index), 12)])
            row.spacing = 5
            row.alignment = .center
            return row
        }
        let column = StackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 2
        column.alignment = .leading
        let container = place(column)
        container.layoutIfNeeded()
        #expect(column.frame.size == CGSize(width: 75, height: 64))
        #expect(rows.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 55, height: 20), CGRect(x: 0, y: 22, width: 65, height: 20),
            CGRect(x: 0, y: 44, width: 75, height: 20),
        ])
        #expect(rows[2].arrangedSubviews[1].frame == CGRect(x: 25, y: 4, width: 50, height: 12))
    }

    @Test func aStackIsABarsCustomView() {
        let stack = StackView(arrangedSubviews: [Box(24, 24), Box(40, 16)])
        stack.spacing = 4
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [BarItem(customView: stack)]
        bar.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 68, height: 24))
        #expect(stack.arrangedSubviews[1].frame == CGRect(x: 28, y: 4, width: 40, height: 16))
    }

    // MARK: - Managing arranged views

    @Test func removingAnArrangedViewLeavesItASubview() {
        let views = boxes()
        let stack = StackView(arrangedSubviews: views)
        #expect(stack.subviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        stack.removeArrangedSubview(views[1])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(views[1].superview === stack)
        views[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(views[0])])
        let container = place(stack)
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 40, height: 20))
    }

    @Test func insertingAnArrangedViewAgainMovesIt() {
        let views = boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.insertArrangedSubview(views[2], at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [views[2], views[0], views[1]].map(ObjectIdentifier.init))
        stack.insertArrangedSubview(views[2], at: 3)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        let container = place(stack)
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 40, 100])
        // A view arranged by another stack moves to this one.
        let other = StackView()
        other.addArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(other.arrangedSubviews.count == 1)
    }

    @Test func aStackAndItsViewsAreReleased() {
        weak var released: StackView?
        weak var releasedBox: View?
        do {
            let views = boxes()
            let stack = StackView(arrangedSubviews: views)
            let container = place(stack)
            container.layoutIfNeeded()
            released = stack
            releasedBox = views[0]
        }
        #expect(released == nil)
        #expect(releasedBox == nil)
    }

    // MARK: - Baselines and text

    @Test func labelsInDifferentFontsShareABaseline() {
        let small = Label(text: "Small", font: .systemFont(ofSize: 12))
        let large = Label(text: "Large", font: .systemFont(ofSize: 28))
        let stack = StackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let container = place(stack)
        container.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.font.ascender
        let largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs(smallBaseline - largeBaseline) <= 0.5, "within the rounding of frames to points")
        #expect(large.frame.minY == 0)
        #expect(small.frame.minY > 8, "the small label sits lower")
        #expect(stack.frame.height == large.frame.height)
        stack.alignment = .lastBaseline
        container.layoutIfNeeded()
        #expect(abs((small.frame.minY + small.font.ascender) - (large.frame.minY + large.font.ascender)) <= 0.5)
    }

    @Test func baselineRelativeSpacingInAColumn() {
        let title = Label(text: "Title", font: .systemFont(ofSize: 20))
        let detail = Label(text: "Detail", font: .systemFont(ofSize: 12))
        let stack = StackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 24
        stack.isBaselineRelativeArrangement = true
        let container = place(stack)
        container.layoutIfNeeded()
        let titleBaseline = title.frame.minY + title.font.ascender
        let detailBaseline = detail.frame.minY + detail.font.ascender
        #expect(abs(detailBaseline - titleBaseline - 24) <= 0.5)
        stack.isBaselineRelativeArrangement = false
        container.layoutIfNeeded()
        #expect(detail.frame.minY == title.frame.maxY + 24)
    }

    @Test func proportionalLengthsFollowATextChange() {
        let short = Label(text: "ab", font: .systemFont(ofSize: 14))
        let long = Label(text: "abababab", font: .systemFont(ofSize: 14))
        let stack = StackView(arrangedSubviews: [short, long])
        stack.distribution = .fillProportionally
        let container = place(stack, size: CGSize(width: 300, height: 20))
        container.layoutIfNeeded()
        func ratio() -> CGFloat { long.frame.width / short.frame.width }
        let expected = long.intrinsicContentSize.width / short.intrinsicContentSize.width
        #expect(abs(ratio() - expected) < 0.05)
        #expect(short.frame.width + long.frame.width == 300)
        short.text = "abababababab"
        container.layoutIfNeeded()
        let changed = long.intrinsicContentSize.width / short.intrinsicContentSize.width
        #expect(changed < 1)
        #expect(abs(ratio() - changed) < 0.05)
    }

    @Test func equalHuggingTiesGoToTheEarlierView() {
        let first = Label(text: "First")
        let second = Label(text: "Second")
        let stack = StackView(arrangedSubviews: [first, second])
        let container = place(stack, size: CGSize(width: 300, height: 30))
        container.layoutIfNeeded()
        #expect(second.frame.width == second.intrinsicContentSize.width)
        #expect(first.frame.width == 300 - second.frame.width)
        // A lower hugging priority wins over position.
        second.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(first.frame.width == first.intrinsicContentSize.width)
    }
}

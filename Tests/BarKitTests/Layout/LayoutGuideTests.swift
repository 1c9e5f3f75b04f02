import Foundation
import Testing

import BarKit
@_spi(CoreHooks) import BarViews

/// Guides, baselines, direction and autoresizing-mask constraints.
@MainActor
@Suite struct LayoutGuideTests {
    @Test func theMarginsGuideIsTheBoundsInsetByTheMargins() {
        let (container, child) = constrainedPair()
        container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let guide = container.layoutMarginsGuide
        #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 240, height: 160))
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
        container.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 100)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test func theSafeAreaGuideKeepsOutOfTheWindowsInsets() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.windowSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(content)
        let safe = window.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 44, width: 320, height: 402))
        #expect(safe.layoutFrame == CGRect(x: 0, y: 44, width: 320, height: 402))
    }

    @Test func aGuideHoldsSpaceBetweenViews() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let a = View()
        let b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let gap = LayoutGuide()
        gap.identifier = "gap"
        container.addLayoutGuide(gap)
        #expect(container.layoutGuides.count == 1 && gap.owningView === container)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            gap.topAnchor.constraint(equalTo: container.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: container.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: container.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 50, y: 0, width: 150, height: 1))
        #expect(b.frame == CGRect(x: 200, y: 0, width: 100, height: 10))
        container.removeLayoutGuide(gap)
        #expect(container.layoutGuides.isEmpty)
        #expect(container.constraints.allSatisfy { $0.firstItem !== gap && $0.secondItem !== gap })
    }

    @Test func labelsAndButtonsLineUpOnTheirBaselines() throws {
        let row = View(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        let big = Label()
        big.text = "Title"
        big.font = .boldSystemFont(ofSize: 30)
        let small = Label()
        small.text = "detail"
        small.font = .systemFont(ofSize: 12)
        let button = Button(type: .system)
        button.setTitle("Edit", for: .normal)
        for view in [big, small, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            big.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            button.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            button.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        row.layoutIfNeeded()
        func baseline(of label: Label) throws -> CGFloat {
            let line = try #require(
                TextLayout(string: label.text ?? "", font: label.font).lines.first)
            // The text is drawn at the top of a label of its own height.
            return label.convert(CGPoint(x: 0, y: line.baseline), to: row).y
        }
        let title = try #require(button.titleLabel)
        #expect(abs(try baseline(of: small) - baseline(of: big)) < 0.6)
        #expect(abs(try baseline(of: title) - baseline(of: big)) < 0.6, "button \(button.frame) title \(title.frame)")
        #expect(big.frame.minY == 10)
    }

    @Test func aMeasuredLabelsBaselinesAreItsLayoutsBaselines() throws {
        // A label measured first gives its baselines from the measure; one asked first lays its
        // text out. Both must be where the text is drawn, whatever the fonts the text needs.
        let texts = ["Title", "Tokyo 東京", "مرحبا بالعالم", "שלום עולם", "Ünïcödé ⏸ g", "x"]
        for text in texts {
            for font in [Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 30), .systemFont(ofSize: 9)] {
                let measured = Label()
                measured.text = text
                measured.font = font
                _ = measured.intrinsicContentSize
                let laidOut = Label()
                laidOut.text = text
                laidOut.font = font
                let fromLayout = try #require(laidOut.baselineOffsetsFromCenter())
                let fromMeasure = try #require(measured.baselineOffsetsFromCenter())
                #expect(fromMeasure.first == fromLayout.first, "\(text) at \(font.pointSize)")
                #expect(fromMeasure.last == fromLayout.last, "\(text) at \(font.pointSize)")
                // And the layout's line is where the label draws it: its baseline from the top.
                let line = try #require(TextLayout(string: text, font: font).lines.first)
                let half = measured.intrinsicContentSize.height / 2
                #expect(abs(fromMeasure.first + half - line.baseline) < 0.001, "\(text)")
            }
        }
    }

    @Test func aViewWithoutTextHasItsBaselineAtItsBottom() {
        let (container, child) = constrainedPair()
        let label = Label()
        label.text = "Aligned"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 30),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 30),
            label.leadingAnchor.constraint(equalTo: child.trailingAnchor),
            label.topAnchor.constraint(equalTo: child.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        #expect(label.frame.minY == 40)
    }

    @Test func leadingAndTrailingFlipRightToLeft() {
        let (container, child) = constrainedPair()
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        container.semanticContentAttribute = .forceRightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft, "inherited from the superview")
        container.layoutIfNeeded()
        #expect(child.frame.maxX == 290, "leading is the right edge")
        // left and right do not flip.
        let fixed = View()
        fixed.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(fixed)
        LayoutConstraint.activate([
            fixed.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 4),
            fixed.widthAnchor.constraint(equalToConstant: 5), fixed.heightAnchor.constraint(equalToConstant: 5),
            fixed.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(fixed.frame.minX == 4)
        // The superview's direction places its subviews; the child's own applies to its subviews.
        child.semanticContentAttribute = .forceLeftToRight
        container.layoutIfNeeded()
        #expect(child.frame.maxX == 290)
        container.semanticContentAttribute = .forceLeftToRight
        container.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        container.semanticContentAttribute = .forceRightToLeft
        container.layoutMargins = EdgeInsets(top: 0, left: 3, bottom: 0, right: 7)
        #expect(container.directionalLayoutMargins.leading == 7 && container.directionalLayoutMargins.trailing == 3)
    }

    @Test func aViewLaidOutByItsFrameIsAnAnchorForConstrainedOnes() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fixed = View(frame: CGRect(x: 20, y: 30, width: 100, height: 40))
        fixed.autoresizingMask = [.flexibleWidth]
        container.addSubview(fixed)
        let follower = View()
        follower.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(follower)
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 130, y: 70, width: 100, height: 10))
        // The autoresizing mask becomes constraints: widening the container widens `fixed`, and the
        // constrained view follows it.
        container.frame.size.width = 400
        container.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 20, y: 30, width: 200, height: 40))
        #expect(follower.frame == CGRect(x: 230, y: 70, width: 200, height: 10))
        // A frame set in code moves what depends on it.
        fixed.frame.origin.y = 0
        container.layoutIfNeeded()
        #expect(follower.frame.minY == 40)
    }

    @Test func alignmentRectInsetsKeepShadowsOutOfAlignment() {
        final class Shadowed: View {
            override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 4, right: 4) }
        }
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = Shadowed()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        LayoutConstraint.activate([
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            card.widthAnchor.constraint(equalToConstant: 40), card.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 60, y: 60, width: 44, height: 44))
        #expect(card.alignmentRect(forFrame: card.frame) == CGRect(x: 60, y: 60, width: 40, height: 40))
        #expect(card.frame(forAlignmentRect: CGRect(x: 60, y: 60, width: 40, height: 40)) == card.frame)
    }
}

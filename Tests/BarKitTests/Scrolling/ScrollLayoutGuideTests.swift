import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarViews
@testable import BarWidgets

/// A 200 × 300 scroll view at the window's top left whose content is a column of ten labels pinned
/// to `contentLayoutGuide` (20 from its top and bottom, 16 from its sides, 40 between labels), the
/// guide as wide as `frameLayoutGuide`; a badge 40 × 20 pinned 10 inside the frame guide's top right.
@MainActor
struct GuidedColumn {
    let scene: ScrollScene
    let labels: [Label]
    let badge = View()
    var scrollView: ScrollView { scene.scrollView }
    var window: Window { scene.window }

    init(constrainedScrollView: Bool = false) {
        scene = ScrollScene(contentSize: .zero)
        let scrollView = scene.scrollView
        if constrainedScrollView {
            // Laid out by constraints in the window: the window's engine holds the whole screen.
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                scrollView.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
                scrollView.topAnchor.constraint(equalTo: scene.window.topAnchor),
                scrollView.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor),
            ])
        }
        labels = (0..<10).map { index in
            let label = Label()
            label.text = "Row \(index)"
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(label)
            return label
        }
        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide
        var constraints = [content.widthAnchor.constraint(equalTo: frame.widthAnchor)]
        for (index, label) in labels.enumerated() {
            constraints += [
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                index == 0
                    ? label.topAnchor.constraint(equalTo: content.topAnchor, constant: 20)
                    : label.topAnchor.constraint(equalTo: labels[index - 1].bottomAnchor, constant: 40),
            ]
        }
        constraints.append(labels[9].bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20))
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        constraints += [
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ]
        LayoutConstraint.activate(constraints)
        scene.window.layoutIfNeeded()
    }

    /// One label's height: its text on one line.
    var rowHeight: CGFloat { labels[0].intrinsicContentSize.height }

    /// The frames the column should have at content width `width`.
    func expectedFrames(width: CGFloat) -> [CGRect] {
        labels.indices.map { CGRect(x: 16, y: 20 + CGFloat($0) * (rowHeight + 40), width: width - 32, height: rowHeight) }
    }

    /// The column's height: its labels, the gaps and the top and bottom 20.
    var columnHeight: CGFloat { 40 + 10 * rowHeight + 9 * 40 }

    /// Where `view` shows in the window.
    func onScreen(_ view: View) -> CGRect { view.convert(view.bounds, to: window) }
}

@MainActor
@Suite struct ScrollLayoutGuideTests {
    @Test func aColumnPinnedToTheContentGuideSetsTheContentSize() {
        for constrained in [false, true] {
            let c = GuidedColumn(constrainedScrollView: constrained)
            #expect(c.rowHeight > 0)
            #expect(c.scrollView.contentSize == CGSize(width: 200, height: c.columnHeight), "constrained: \(constrained)")
            #expect(c.labels.map(\.frame) == c.expectedFrames(width: 200), "constrained: \(constrained)")
            #expect(c.scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: c.columnHeight))
            #expect(c.scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 300))
            // The content is taller than the view: it scrolls as far as the column's end.
            #expect(c.scrollView.maximumContentOffset == CGPoint(x: 0, y: c.columnHeight - 300))
        }
    }

    @Test func scrollingChangesNoFrameOfTheContentAndNoConstraint() {
        for constrained in [false, true] {
            let c = GuidedColumn(constrainedScrollView: constrained)
            let frames = c.labels.map(\.frame)
            let constraints = c.scrollView.constraints
            let constants = constraints.map(\.constant)
            let contentSize = c.scrollView.contentSize
            for offset in [CGPoint(x: 0, y: 150), CGPoint(x: 0, y: c.columnHeight - 300), CGPoint(x: 0, y: -40)] {
                c.scrollView.contentOffset = offset
                c.window.layoutIfNeeded()
                #expect(c.labels.map(\.frame) == frames, "constrained: \(constrained)")
                #expect(c.scrollView.contentSize == contentSize)
                #expect(c.scrollView.constraints.count == constraints.count)
                #expect(zip(c.scrollView.constraints, constraints).allSatisfy { $0 === $1 })
                #expect(c.scrollView.constraints.map(\.constant) == constants)
                // On screen the column moved by the offset.
                #expect(c.onScreen(c.labels[0]).minY == 20 - offset.y)
            }
        }
    }

    @Test func aBadgePinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        for constrained in [true, false] {
            let c = GuidedColumn(constrainedScrollView: constrained)
            #expect(c.badge.frame == CGRect(x: 150, y: 10, width: 40, height: 20))
            c.scrollView.contentOffset = CGPoint(x: 20, y: 150)
            c.window.layoutIfNeeded()
            // As in UIKit, its frame follows the offset (it is in the content's coordinates), so on
            // screen it has not moved.
            #expect(c.badge.frame == CGRect(x: 170, y: 160, width: 40, height: 20), "constrained: \(constrained)")
            #expect(c.onScreen(c.badge) == CGRect(x: 150, y: 10, width: 40, height: 20))
            #expect(c.scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 20, y: 150, width: 200, height: 300))
            #expect(c.window.hitTest(CGPoint(x: 170, y: 20), with: nil) === c.badge)
            c.scrollView.contentOffset = .zero
            c.window.layoutIfNeeded()
            #expect(c.badge.frame == CGRect(x: 150, y: 10, width: 40, height: 20))
        }
    }

    @Test func aBadgePinnedToTheFrameGuideStaysPutThroughADragAndAFling() {
        let c = GuidedColumn()
        c.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        c.window.layoutIfNeeded()

        // A drag and the fling after it: at every frame the badge is where it was on screen.
        let start = c.scrollView.contentOffset.y
        let touch = c.scene.simulator.touchDown(at: CGPoint(x: 100, y: 250))
        for step in 1...10 {
            c.scene.simulator.move(touch, to: CGPoint(x: 100, y: 250 - CGFloat(step) * 10))
            c.window.layoutIfNeeded()
            #expect(c.onScreen(c.badge) == CGRect(x: 150, y: 10, width: 40, height: 20), "step \(step)")
        }
        c.scene.simulator.touchUp(touch)
        for _ in 0..<20 {
            c.scene.simulator.advance(by: 0.05)
            c.window.layoutIfNeeded()
            #expect(c.onScreen(c.badge) == CGRect(x: 150, y: 10, width: 40, height: 20))
        }
        c.scene.wait()
        c.window.layoutIfNeeded()
        #expect(c.scrollView.contentOffset.y > start)
        #expect(c.onScreen(c.badge) == CGRect(x: 150, y: 10, width: 40, height: 20))
        #expect(c.badge.frame.minY == c.scrollView.contentOffset.y + 10)
    }

    @Test func resizingTheScrollViewUpdatesBothGuides() {
        let c = GuidedColumn()
        c.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        c.scrollView.frame = CGRect(x: 0, y: 0, width: 120, height: 250)
        c.window.layoutIfNeeded()
        #expect(c.scrollView.contentSize == CGSize(width: 120, height: c.columnHeight))
        #expect(c.labels.map(\.frame) == c.expectedFrames(width: 120))
        #expect(c.scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 100, width: 120, height: 250))
        #expect(c.badge.frame == CGRect(x: 70, y: 110, width: 40, height: 20))
        #expect(c.scrollView.maximumContentOffset == CGPoint(x: 0, y: c.columnHeight - 250))
    }

    @Test func resizingTheWindowResizesAScrollViewLaidOutByConstraintsAndItsContent() {
        let c = GuidedColumn(constrainedScrollView: true)
        c.window.frame = CGRect(x: 0, y: 0, width: 150, height: 300)
        c.window.layoutIfNeeded()
        #expect(c.scrollView.frame == CGRect(x: 0, y: 0, width: 150, height: 300))
        #expect(c.scrollView.contentSize == CGSize(width: 150, height: c.columnHeight))
        #expect(c.labels.map(\.frame) == c.expectedFrames(width: 150))
        #expect(c.badge.frame == CGRect(x: 100, y: 10, width: 40, height: 20))
    }

    @Test func longerTextMakesTheContentTaller() {
        let c = GuidedColumn()
        let height = c.scrollView.contentSize.height
        c.labels[3].text = "Row 3\nwith a second line"
        c.window.layoutIfNeeded()
        let grown = c.labels[3].frame.height - c.rowHeight
        #expect(grown > 0)
        #expect(c.scrollView.contentSize == CGSize(width: 200, height: height + grown))
        #expect(c.labels[4].frame.minY == c.labels[3].frame.maxY + 40)
        #expect(c.labels[9].frame.maxY == c.scrollView.contentSize.height - 20)
    }

    @Test func withoutGuideConstraintsTheContentSizeSetInCodeStays() {
        let s = ScrollScene(contentSize: CGSize(width: 200, height: 3000))
        let row = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        s.scrollView.addSubview(row)
        // Asking for the guides constrains nothing.
        let content = s.scrollView.contentLayoutGuide
        _ = s.scrollView.frameLayoutGuide
        s.window.layoutIfNeeded()
        #expect(s.scrollView.contentSize == CGSize(width: 200, height: 3000))
        #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 3000))
        s.scrollView.contentSize = CGSize(width: 200, height: 1200)
        s.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        s.window.layoutIfNeeded()
        #expect(s.scrollView.contentSize == CGSize(width: 200, height: 1200))
        #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 1200))
        #expect(s.scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 500, width: 200, height: 300))
    }

    @Test func onAnAxisItsConstraintsLeaveFreeTheContentGuideKeepsTheSizeSetInCode() {
        let s = ScrollScene(contentSize: .zero)
        let v = s.scrollView
        let stripe = View()
        stripe.translatesAutoresizingMaskIntoConstraints = false
        v.addSubview(stripe)
        LayoutConstraint.activate([
            v.contentLayoutGuide.widthAnchor.constraint(equalTo: v.frameLayoutGuide.widthAnchor),
            stripe.leadingAnchor.constraint(equalTo: v.contentLayoutGuide.leadingAnchor),
            stripe.trailingAnchor.constraint(equalTo: v.contentLayoutGuide.trailingAnchor),
            stripe.topAnchor.constraint(equalTo: v.contentLayoutGuide.topAnchor),
            stripe.heightAnchor.constraint(equalToConstant: 10),
        ])
        v.contentSize = CGSize(width: 999, height: 1000)
        s.window.layoutIfNeeded()
        // The width is the constraints'; the height, which they leave free, the code's.
        #expect(v.contentSize == CGSize(width: 200, height: 1000))
        #expect(stripe.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        v.contentSize = CGSize(width: 200, height: 640)
        s.window.layoutIfNeeded()
        #expect(v.contentSize == CGSize(width: 200, height: 640))
        #expect(v.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 640))
        // Pinning the stripe's bottom makes the constraints give the height too.
        let bottom = stripe.bottomAnchor.constraint(equalTo: v.contentLayoutGuide.bottomAnchor)
        bottom.isActive = true
        s.window.layoutIfNeeded()
        #expect(v.contentSize == CGSize(width: 200, height: 10))
        // And the code's size comes back on that axis when the constraint goes.
        bottom.isActive = false
        v.contentSize = CGSize(width: 200, height: 700)
        s.window.layoutIfNeeded()
        #expect(v.contentSize == CGSize(width: 200, height: 700))
    }

    @Test func theColumnRendersWithTheBadgeOverTheScrolledContent() throws {
        let c = GuidedColumn()
        c.window.backgroundColor = .white
        c.badge.backgroundColor = .red
        c.scrollView.contentOffset = CGPoint(x: 0, y: 60)
        c.window.layoutIfNeeded()
        let bitmap = try c.window.render(scale: 1)
        if let directory = ProcessInfo.processInfo.environment["BARKIT_SCROLL_GUIDE_PNG"] {
            try bitmap.write(to: URL(fileURLWithPath: directory).appendingPathComponent("scroll-layout-guides.png"))
        }
        // The badge's red at its place on screen, whatever the offset.
        let pixel = bitmap.pixel(x: 170, y: 20)
        #expect(pixel.red > 200 && pixel.green < 60 && pixel.blue < 60)
    }
}


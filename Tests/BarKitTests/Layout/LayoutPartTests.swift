import Foundation
import Testing

import BarKit

/// Parts solved apart: a view that takes its frame from outside and whose constraints stay inside it
/// is solved by an engine of its own, from its size; a constraint that reaches into it joins it to
/// the engine around it.
@MainActor
@Suite struct LayoutPartTests {
    /// A row as the demo's list makes them: a number 28 wide, a title, a detail that gives way
    /// first and a button, 10 apart inside margins of 12, placed by its autoresizing mask.
    func makeRow(_ index: Int, width: CGFloat) -> StackView {
        let number = Label(text: "\(index + 1)", font: .systemFont(ofSize: 13))
        number.widthAnchor.constraint(equalToConstant: 28).isActive = true
        let title = Label(text: "Grace", font: .systemFont(ofSize: 17, weight: .semibold))
        let detail = Label(text: "Slides for the talk", font: .systemFont(ofSize: 15))
        detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let star = Button(type: .system)
        star.setTitle("☆", for: .normal)
        let row = StackView(arrangedSubviews: [number, title, detail, star])
        row.spacing = 10
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        row.frame = CGRect(x: 0, y: CGFloat(index) * 45, width: width, height: 44)
        row.autoresizingMask = .flexibleWidth
        return row
    }

    func makeList(rows: Int, width: CGFloat = 360) -> (Window, View, [StackView]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 480))
        let list = View(frame: window.bounds)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(list)
        let made = (0..<rows).map { makeRow($0, width: width) }
        for row in made { list.addSubview(row) }
        window.layoutIfNeeded()
        return (window, list, made)
    }

    /// The row's subviews sit where its stack puts them at `width`.
    func expectRowLaidOut(_ row: StackView, width: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        let views = row.arrangedSubviews
        #expect(row.frame.width == width, sourceLocation: sourceLocation)
        #expect(views[0].frame.minX == 12, sourceLocation: sourceLocation)
        #expect(views[0].frame.width == 28, sourceLocation: sourceLocation)
        #expect(abs(views[3].frame.maxX - (width - 12)) < 0.5, "the button at the trailing margin", sourceLocation: sourceLocation)
        for (left, right) in zip(views, views.dropFirst()) {
            #expect(abs(right.frame.minX - left.frame.maxX - 10) < 0.5, "10 apart", sourceLocation: sourceLocation)
        }
        for view in views {
            #expect(abs(view.frame.midY - 22) <= 0.5, "centred", sourceLocation: sourceLocation)
        }
    }

    @Test func eachRowIsSolvedByAnEngineOfItsOwn() {
        let (window, list, rows) = makeList(rows: 20)
        for row in rows {
            #expect(row.arrangedSubviews[2].layoutEngineRoot === row)
            expectRowLaidOut(row, width: 360)
        }
        // Nothing above the rows is constrained: no engine holds the list.
        #expect(list.layoutEngineRoot == nil)
        _ = window
    }

    @Test func resizingTheWindowLaysEachRowOutAtItsNewWidth() {
        let (window, _, rows) = makeList(rows: 20)
        for width: CGFloat in [300, 700, 290, 360] {
            window.frame.size.width = width
            window.layoutIfNeeded()
            for row in rows { expectRowLaidOut(row, width: width) }
        }
        // Short of room, the earlier of two views of equal compression resistance gives way first
        // (Docs/Behaviors.md, stack views): the title, while the detail keeps its width.
        window.frame.size.width = 270
        window.layoutIfNeeded()
        for row in rows {
            let (title, detail, star) = (row.arrangedSubviews[1], row.arrangedSubviews[2], row.arrangedSubviews[3])
            #expect(title.frame.width < title.intrinsicContentSize.width)
            #expect(detail.frame.width == detail.intrinsicContentSize.width)
            #expect(abs(star.frame.maxX - (270 - 12)) < 0.5)
        }
    }

    @Test func aRowWhoseFrameIsSetDirectlyIsLaidOutAtItsNewSize() {
        let (_, _, rows) = makeList(rows: 3)
        rows[1].frame.size.width = 250
        rows[1].layoutIfNeeded()
        expectRowLaidOut(rows[1], width: 250)
        expectRowLaidOut(rows[0], width: 360)
    }

    @Test func aConstraintThatReachesIntoARowJoinsItToTheEngineAround() {
        let (window, list, rows) = makeList(rows: 3)
        let title = rows[1].arrangedSubviews[1]
        let caption = Label(text: "Caption", font: .systemFont(ofSize: 13))
        caption.translatesAutoresizingMaskIntoConstraints = false
        list.addSubview(caption)
        LayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            caption.topAnchor.constraint(equalTo: list.topAnchor, constant: 200),
        ])
        window.layoutIfNeeded()
        // The list (which takes its frame from outside too) is the smallest part that holds both.
        #expect(title.layoutEngineRoot === list)
        #expect(rows[0].arrangedSubviews[1].layoutEngineRoot === rows[0], "the other rows still stand apart")
        #expect(caption.frame.minX == title.convert(CGPoint.zero, to: list).x)
        #expect(caption.frame.minY == 200)
        expectRowLaidOut(rows[1], width: 360)
        // The joined row follows the window as before.
        window.frame.size.width = 300
        window.layoutIfNeeded()
        expectRowLaidOut(rows[1], width: 300)
        #expect(caption.frame.minX == title.convert(CGPoint.zero, to: list).x)
    }

    @Test func aRowMovedToAnotherTreeIsSolvedThereAtItsNewWidth() {
        let (window, _, rows) = makeList(rows: 3)
        let other = Window(frame: CGRect(x: 0, y: 0, width: 500, height: 100))
        let row = rows[2]
        row.removeFromSuperview()
        row.frame = CGRect(x: 0, y: 0, width: 420, height: 44)
        other.addSubview(row)
        other.layoutIfNeeded()
        #expect(row.arrangedSubviews[2].layoutEngineRoot === row)
        expectRowLaidOut(row, width: 420)
        // The list it left lays out without it.
        window.frame.size.width = 320
        window.layoutIfNeeded()
        expectRowLaidOut(rows[0], width: 320)
    }

    @Test func rowsInsideAFramedContainerStandApartEachOnTheirOwn() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 360, height: 480))
        let section = View(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
        section.autoresizingMask = .flexibleWidth
        let rows = (0..<3).map { makeRow($0, width: 360) }
        for row in rows { section.addSubview(row) }
        window.addSubview(section)
        window.layoutIfNeeded()
        for row in rows { #expect(row.arrangedSubviews[0].layoutEngineRoot === row) }
        window.frame.size.width = 280
        window.layoutIfNeeded()
        for row in rows { expectRowLaidOut(row, width: 280) }
    }

    @Test func aRowThatStopsTranslatingItsMaskIsPlacedByTheConstraintsAround() {
        let (window, list, rows) = makeList(rows: 2)
        let row = rows[1]
        row.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: list.leadingAnchor, constant: 20),
            row.trailingAnchor.constraint(equalTo: list.trailingAnchor, constant: -20),
            row.topAnchor.constraint(equalTo: list.topAnchor, constant: 300),
            row.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 20, y: 300, width: 320, height: 44))
        #expect(row.arrangedSubviews[2].layoutEngineRoot === list)
        expectRowLaidOut(rows[0], width: 360)
        let views = row.arrangedSubviews
        #expect(abs(views[3].frame.maxX - (320 - 12)) < 0.5)
    }

    @Test func aConflictInsideARowIsReportedAgainstItsFrameAndLeavesTheOthersAlone() {
        let (window, _, rows) = makeList(rows: 3)
        let problems = collectingLayoutProblems {
            rows[1].arrangedSubviews[0].widthAnchor.constraint(equalToConstant: 1_000).isActive = true
            window.layoutIfNeeded()
        }
        #expect(!problems.isEmpty)
        expectRowLaidOut(rows[0], width: 360)
        expectRowLaidOut(rows[2], width: 360)
        #expect(rows[1].frame.width == 360, "the row keeps the frame it was given")
    }
}

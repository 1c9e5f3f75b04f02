import Foundation
import Testing

import BarKit
@testable import BarGraphics
@testable import BarRendering
@testable import BarViews
@testable import BarWidgets

/// A view with many subviews draws, in a partial redraw, only those its region reaches, found by
/// its subview index, and the result equals a full redraw, also when rows' own subviews reach
/// outside their rows and move, hide or show afterwards (Docs/Rendering.md, "Many subviews").
@MainActor
@Suite struct SubviewIndexTests {
    /// A row that counts how often it is drawn.
    final class CountingRow: View {
        static var draws = 0
        override func draw(_ rect: CGRect) {
            CountingRow.draws += 1
            super.draw(rect)
        }
    }

    /// A 200 × 300 window holding a list of 200 rows 30 pt tall (transparent, each with a label
    /// and a swatch); row 5's swatch hangs 25 pt below it, over row 6.
    func makeWindow() -> (Window, [CountingRow]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.backgroundColor = .white
        let list = View(frame: window.bounds)
        var rows: [CountingRow] = []
        for i in 0..<200 {
            let row = CountingRow(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 200, height: 30))
            let label = Label(frame: CGRect(x: 8, y: 5, width: 150, height: 20))
            label.text = "Row \(i)"
            row.addSubview(label)
            let swatch = View(frame: CGRect(x: 170, y: i == 5 ? 30 : 7.5, width: 15, height: 25))
            swatch.backgroundColor = Color(red: CGFloat(i % 5) / 5, green: 0.3, blue: 0.6)
            row.addSubview(swatch)
            list.addSubview(row)
            rows.append(row)
        }
        window.addSubview(list)
        return (window, rows)
    }

    /// The window's next partial render and a full render of the same state, compared.
    func expectPartialEqualsFull(_ window: Window, _ comment: Comment) throws {
        let partial = try window.render(scale: 1)
        #expect(window.lastRenderedRegion != nil, "the render was partial")
        window.setNeedsFullRender()
        let full = try window.render(scale: 1)
        #expect(partial.difference(from: full, tolerance: 0).differingPixelCount == 0, comment)
    }

    @Test func aPartialRedrawVisitsOnlyTheRowsItReaches() throws {
        let (window, rows) = makeWindow()
        _ = try window.render(scale: 1)
        CountingRow.draws = 0
        rows[8].setNeedsDisplay()
        try expectPartialEqualsFull(window, "row 8 redrawn")
        // The partial render drew row 8 (and any row overlapping it); the full render the ten rows
        // in view (11 with the one cut at the bottom). What it costs to find them is BarBench's
        // scroll-frame-rows.
        #expect(CountingRow.draws <= 12, "\(CountingRow.draws) row draws")
    }

    @Test func aSubviewHangingOutOfItsRowIsDrawnWhereItHangs() throws {
        let (window, rows) = makeWindow()
        _ = try window.render(scale: 1)
        // Row 6 redrawn: row 5's swatch, which hangs over it, must be drawn again under it.
        rows[6].backgroundColor = Color(white: 0.95, alpha: 0.5)
        try expectPartialEqualsFull(window, "row 6 under row 5's swatch")
    }

    @Test func aSubviewThatMovesOutOfItsRowAfterTheIndexIsBuiltIsStillDrawn() throws {
        let (window, rows) = makeWindow()
        _ = try window.render(scale: 1)
        // Row 2's swatch moves down over row 4; then row 4 alone is redrawn.
        rows[2].subviews[1].frame.origin.y = 65
        try expectPartialEqualsFull(window, "the swatch's move")
        rows[4].backgroundColor = Color(white: 0.9, alpha: 0.5)
        try expectPartialEqualsFull(window, "row 4 under row 2's moved swatch")
    }

    @Test func aHiddenSubviewShownOutsideItsRowIsDrawn() throws {
        let (window, rows) = makeWindow()
        let hanging = View(frame: CGRect(x: 20, y: 40, width: 60, height: 10))
        hanging.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.1)
        hanging.isHidden = true
        rows[1].addSubview(hanging)
        _ = try window.render(scale: 1)
        hanging.isHidden = false
        try expectPartialEqualsFull(window, "shown")
        rows[2].backgroundColor = Color(white: 0.9, alpha: 0.5)
        try expectPartialEqualsFull(window, "row 2 under row 1's shown subview")
    }

    /// A screen whose subviews all lie inside what is drawn is walked whole, with no index built for
    /// it; a later partial redraw of a few of them builds one and draws only those.
    @Test func aScreenDrawnWholeBuildsNoIndexUntilAPartOfItIsRedrawn() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.backgroundColor = .white
        let screen = View(frame: window.bounds)
        var rows: [CountingRow] = []
        for i in 0..<100 {
            let row = CountingRow(frame: CGRect(x: 0, y: CGFloat(i) * 3, width: 200, height: 3))
            row.backgroundColor = Color(white: CGFloat(i % 7) / 7)
            screen.addSubview(row)
            rows.append(row)
        }
        window.addSubview(screen)
        CountingRow.draws = 0
        _ = try window.render(scale: 1)
        #expect(CountingRow.draws == 100)
        #expect(screen.tree.subviewIndex == nil, "all drawn: no index")
        CountingRow.draws = 0
        rows[50].setNeedsDisplay()
        try expectPartialEqualsFull(window, "row 50 redrawn")
        #expect(screen.tree.subviewIndex != nil, "a part redrawn: an index finds it")
        #expect(CountingRow.draws <= 100 + 3, "\(CountingRow.draws) row draws (100 of the full render)")
    }
}

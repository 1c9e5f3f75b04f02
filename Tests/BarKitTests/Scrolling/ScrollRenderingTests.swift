import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarViews
@testable import BarWidgets

/// Scrolling by moving pixels: the partial render after a scroll equals a full redraw, pixel for
/// pixel, and redraws only the strip that came into view (with what is drawn above it).
@MainActor
@Suite struct ScrollRenderingTests {
    /// A 240 × 200 window with a scroll view (20, 20, 200, 150) of 60 rows of labels and colours,
    /// under a translucent badge that overlaps it.
    func makeWindow() -> (Window, ScrollView) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        window.backgroundColor = Color(white: 0.9)
        let scrollView = ScrollView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 400, height: 60 * 30)
        for i in 0..<60 {
            let row = View(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 400, height: 30))
            row.backgroundColor = i % 2 == 0 ? Color(red: 0.9, green: 0.95, blue: 1) : nil
            let label = Label(frame: CGRect(x: 8, y: 5, width: 380, height: 20))
            label.text = "Row \(i) — scrolled text, ein Satz, نص"
            row.addSubview(label)
            let swatch = View(frame: CGRect(x: 170, y: 7.5, width: 15, height: 15))
            swatch.backgroundColor = Color(red: CGFloat(i % 5) / 5, green: 0.3, blue: 0.6)
            row.addSubview(swatch)
            scrollView.addSubview(row)
        }
        window.addSubview(scrollView)
        let badge = View(frame: CGRect(x: 150, y: 10, width: 60, height: 40))
        badge.backgroundColor = Color(red: 1, green: 0.2, blue: 0.1, alpha: 0.6)
        window.addSubview(badge)
        return (window, scrollView)
    }

    func fullRender(_ window: Window, scale: CGFloat) throws -> Bitmap {
        window.setNeedsFullRender()
        return try window.render(scale: scale)
    }

    @Test(arguments: [CGFloat(1), 2])
    func scrollingMovesPixelsAndEqualsAFullRedraw(scale: CGFloat) throws {
        let (window, scrollView) = makeWindow()
        _ = try window.render(scale: scale)
        for (step, delta) in [CGPoint(x: 0, y: 3), CGPoint(x: 0, y: 3), CGPoint(x: 0, y: -7), CGPoint(x: 5, y: 2), CGPoint(x: -2.5, y: 40)].enumerated() {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x + delta.x, y: scrollView.contentOffset.y + delta.y)
            let partial = try window.render(scale: scale)
            let region = try #require(window.lastRenderedRegion, "step \(step) redrew a region")
            let area = region.reduce(0) { $0 + $1.width * $1.height }
            // The strips (and the badge's old and new place) are far less than the scroll view;
            // half a point at 1x is not a whole pixel, and the scroll view is drawn again.
            if (delta.x * scale).rounded() == delta.x * scale {
                #expect(area < 200 * 150 / 2, "step \(step): \(region)")
            } else {
                #expect(area >= 200 * 150, "step \(step): \(region)")
            }
            let full = try fullRender(window, scale: scale)
            let difference = partial.difference(from: full, tolerance: 0)
            var pictures = ""
            if difference.differingPixelCount > 0 {
                // Both renders kept to look at, in a directory of their own that the message names.
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "BarKitScrollRendering-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try partial.pngData()?.write(to: directory.appendingPathComponent("partial-\(step).png"))
                try full.pngData()?.write(to: directory.appendingPathComponent("full-\(step).png"))
                pictures = "; the partial and full renders are in \(directory.path)"
            }
            #expect(difference.differingPixelCount == 0, "step \(step) at \(scale)x\(pictures)")
        }
    }

    /// After `change` and a scroll of `delta`, the whole scroll view is drawn again (its pixels
    /// cannot be moved), and the result still equals a full redraw.
    func expectRedrawnWhole(after change: (ScrollView) -> Void, scrolling delta: CGFloat) throws {
        let (window, scrollView) = makeWindow()
        change(scrollView)
        _ = window.render()
        scrollView.contentOffset.y += delta
        let partial = window.render()
        let region = try #require(window.lastRenderedRegion)
        #expect(region.contains { $0.contains(CGRect(x: 20, y: 20, width: 200, height: 150)) }, "\(region)")
        #expect(partial.difference(from: try fullRender(window, scale: 1), tolerance: 0).differingPixelCount == 0)
    }

    @Test func aTranslucentScrollViewIsDrawnAgainInstead() throws {
        try expectRedrawnWhole(after: { $0.backgroundColor = Color(white: 1, alpha: 0.5) }, scrolling: 3)
    }

    @Test func aScrollOfPartOfAPixelIsDrawnAgainInstead() throws {
        try expectRedrawnWhole(after: { _ in }, scrolling: 0.5)
    }

    @Test func aDragFrameByFrameEqualsAFullRedrawAtTheEnd() throws {
        let (window, scrollView) = makeWindow()
        let application = Application()
        window.application = application
        let simulator = EventSimulator(window: window)
        _ = try window.render(scale: 2)
        let touch = simulator.touchDown(at: CGPoint(x: 100, y: 150))
        for i in 1...12 {
            simulator.move(touch, to: CGPoint(x: 100, y: 150 - CGFloat(i) * 7))
            _ = try window.render(scale: 2)
        }
        simulator.touchUp(touch)
        for _ in 0..<30 {
            simulator.advance(by: 1.0 / 60)
            _ = try window.render(scale: 2)
        }
        #expect(scrollView.contentOffset.y > 60)
        let partial = try window.render(scale: 2)
        #expect(partial.difference(from: try fullRender(window, scale: 2), tolerance: 0).differingPixelCount == 0)
    }

    @Test func theRenderedScrollViewLooksRight() throws {
        let (window, scrollView) = makeWindow()
        scrollView.contentOffset = CGPoint(x: 0, y: 95)
        scrollView.flashScrollIndicators()
        let image = try window.render(scale: 2)
        // Row 3 starts 95 − 90 = 5 pt above the scroll view's top; the indicator is at the right edge.
        let indicatorX = Int(CGFloat(20 + 200 - 3) * 2 - 3)
        let travel: CGFloat = (150 - 6 - 36) * 95 / (1800 - 150)
        let indicatorY = Int((CGFloat(20 + 3 + 10) + travel) * 2)
        let pixel = image.pixel(x: indicatorX, y: indicatorY)
        #expect(pixel.red < 200 && pixel.red == pixel.blue, "a dark grey indicator: \(pixel)")
    }
}

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
@Suite struct WindowRenderingTests {
    func makeWindow() -> (Window, [View]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.backgroundColor = .white
        var views: [View] = []
        for i in 0..<6 {
            let v = View(frame: CGRect(x: CGFloat(i % 3) * 40 + 2, y: CGFloat(i / 3) * 40 + 2, width: 30, height: 30))
            v.backgroundColor = Color(white: CGFloat(i) / 8)
            let inner = LineView(frame: CGRect(x: 3, y: 3, width: 24, height: 24))
            inner.lineY = CGFloat(i * 3)
            inner.color = .red
            v.addSubview(inner)
            window.addSubview(v)
            views.append(v)
        }
        return (window, views)
    }

    @Test func aPartialRedrawIsPixelIdenticalToAFullRedraw() throws {
        let (window, views) = makeWindow()
        _ = try window.render(scale: 2)
        // Change a colour, move one view half a point, hide another, and alpha a third.
        views[1].backgroundColor = .blue
        views[4].frame.origin.x += 0.5
        views[2].isHidden = true
        views[5].alpha = 0.5
        let partial = try window.render(scale: 2)
        let region = window.lastRenderedRegion
        #expect(region != nil, "the second render redrew only a region")
        #expect(!(region ?? []).isEmpty)

        window.setNeedsFullRender()
        let full = try window.render(scale: 2)
        #expect(window.lastRenderedRegion == nil)
        let difference = partial.difference(from: full, tolerance: 0)
        #expect(difference.differingPixelCount == 0)
    }

    @Test func nothingChangedRedrawsNothing() {
        let (window, _) = makeWindow()
        let first = window.render()
        let second = window.render()
        #expect(window.lastRenderedRegion == [])
        #expect(first.difference(from: second, tolerance: 0).differingPixelCount == 0)
    }

    @Test func theDirtyRegionCoversOnlyWhatChanged() {
        let (window, views) = makeWindow()
        _ = window.render()
        views[0].subviews[0].setNeedsDisplay()
        _ = window.render()
        #expect(window.lastRenderedRegion == [CGRect(x: 5, y: 5, width: 24, height: 24)])
    }

    @Test func marksFarApartInOneViewRedrawOnlyThemselves() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.backgroundColor = .white
        let container = View(frame: window.bounds)
        let top = View(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        let bottom = View(frame: CGRect(x: 190, y: 150, width: 6, height: 40))
        let corner = View(frame: CGRect(x: 0, y: 280, width: 20, height: 20))
        for view in [top, bottom, corner] {
            view.backgroundColor = .blue
            container.addSubview(view)
        }
        window.addSubview(container)
        _ = try window.render(scale: 1)
        // A floating header, a scroll indicator and a badge change in one container in one frame.
        top.backgroundColor = .red
        bottom.frame.origin.y += 10
        corner.alpha = 0.5
        let partial = try window.render(scale: 1)
        #expect(
            window.lastRenderedRegion == [
                CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 190, y: 150, width: 6, height: 50),
                CGRect(x: 0, y: 280, width: 20, height: 20),
            ])
        window.setNeedsFullRender()
        let full = try window.render(scale: 1)
        #expect(partial.difference(from: full, tolerance: 0).differingPixelCount == 0)
    }

    @Test func removingAViewRedrawsWhereItWas() {
        let (window, views) = makeWindow()
        _ = window.render()
        views[3].removeFromSuperview()
        let partial = window.render()
        #expect(window.lastRenderedRegion == [CGRect(x: 2, y: 42, width: 30, height: 30)])
        #expect(partial.pixel(x: 10, y: 50) == window.snapshot().pixel(x: 10, y: 50))
        #expect(partial.pixel(x: 10, y: 50).red == 255, "the window's white shows again")
    }

    @Test func renderLaysOutFirst() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let row = RowView(frame: window.bounds)
        let leaf = SizedView()
        leaf.backgroundColor = .black
        leaf.size = CGSize(width: 10, height: 10)
        row.addSubview(SizedView())
        row.addSubview(leaf)
        window.addSubview(row)
        let bitmap = window.render()
        #expect(leaf.frame.minX == 14)
        #expect(bitmap.pixel(x: 16, y: 5).alpha == 255)
        #expect(bitmap.pixel(x: 12, y: 5).alpha == 0)
    }

    @Test func aFullRenderIntoTheKeptFrameMatchesANewWindow() throws {
        let (window, views) = makeWindow()
        _ = try window.render(scale: 2)
        views[2].backgroundColor = .green
        views[5].frame.origin.y += 3
        window.setNeedsFullRender()
        let again = try window.render(scale: 2)
        #expect(window.lastRenderedRegion == nil)
        let (fresh, freshViews) = makeWindow()
        freshViews[2].backgroundColor = .green
        freshViews[5].frame.origin.y += 3
        #expect(try again.difference(from: fresh.render(scale: 2)).isIdentical)
    }

    @Test func aViewMarkedManyTimesIsRedrawnOnce() {
        let (window, views) = makeWindow()
        _ = window.render()
        for _ in 0..<5 { views[0].setNeedsDisplay() }
        views[0].setNeedsDisplay(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(window.viewsNeedingDisplay.count == 1)
        _ = window.render()
        #expect(window.lastRenderedRegion == [CGRect(x: 2, y: 2, width: 30, height: 30)])
        #expect(window.viewsNeedingDisplay.isEmpty)
        // Marked again after the render, it is listed again.
        views[0].setNeedsDisplay()
        #expect(window.viewsNeedingDisplay.count == 1)
    }

    @Test func marksBeforeTheFirstRenderAreNotKept() {
        let (window, views) = makeWindow()
        views[3].setNeedsDisplay()
        #expect(window.viewsNeedingDisplay.isEmpty)  // the first render draws everything anyway
        _ = window.render()
        #expect(window.lastRenderedRegion == nil)
        _ = window.render()
        #expect(window.lastRenderedRegion == [])
    }

    /// Over an opaque window background the redrawn pixels are not cleared first (the fill replaces
    /// them); under a translucent one, or one not covering whole pixels, they must be, and a partial
    /// redraw still matches a full one.
    @Test(arguments: [(CGFloat(120), CGFloat(1)), (120, 0.5), (120.5, 1)])
    func aPartialRedrawMatchesAFullOneWhateverTheBackground(width: CGFloat, backgroundAlpha: CGFloat) throws {
        let (window, views) = makeWindow()
        window.frame.size.width = width
        window.backgroundColor = Color(white: 1, alpha: backgroundAlpha)
        _ = try window.render(scale: 1)
        views[1].backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        views[4].frame.origin.x += 7
        let partial = try window.render(scale: 1)
        #expect(window.lastRenderedRegion?.isEmpty == false, "a partial redraw")
        window.setNeedsFullRender()
        let full = try window.render(scale: 1)
        #expect(partial.difference(from: full, tolerance: 0).differingPixelCount == 0)
    }

    /// A change covering over half the window redraws all of it, and leaves no mark behind.
    @Test func aChangeOverHalfTheWindowRedrawsAllOfIt() {
        let (window, views) = makeWindow()
        _ = window.render()
        views[0].subviews[0].setNeedsDisplay()
        let cover = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.addSubview(cover)
        views[5].setNeedsDisplay()
        _ = window.render()
        #expect(window.lastRenderedRegion == [window.bounds])
        #expect(views[5].dirtyRect.isNull && views[0].subviews[0].dirtyRect.isNull)
        _ = window.render()
        #expect(window.lastRenderedRegion == [])
    }

    /// Once the window has marked over half of itself, views stop marking until the render, which
    /// redraws the whole window: the same pixels as a full render, and marking starts again after it.
    @Test func aNewScreenOverHalfTheWindowStopsTheMarksUntilTheRender() throws {
        let (window, views) = makeWindow()
        _ = try window.render(scale: 1)
        let screen = View(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        let child = View(frame: CGRect(x: 4, y: 4, width: 10, height: 10))
        child.backgroundColor = .green
        screen.addSubview(child)
        window.addSubview(screen)
        child.frame.origin.x += 30
        views[5].backgroundColor = .blue
        #expect(child.dirtyRect.isNull && views[5].dirtyRect.isNull, "no marks once the window is marked whole")
        let partial = try window.render(scale: 1)
        #expect(window.lastRenderedRegion == [window.bounds])
        window.setNeedsFullRender()
        let full = try window.render(scale: 1)
        #expect(partial.difference(from: full, tolerance: 0).differingPixelCount == 0)
        // After the render a change is marked and redrawn alone again.
        views[5].backgroundColor = .red
        #expect(!views[5].dirtyRect.isNull)
        _ = try window.render(scale: 1)
        #expect(window.lastRenderedRegion != [window.bounds] && window.lastRenderedRegion?.isEmpty == false)
    }

    /// A window mark under half of it leaves the views marking.
    @Test func aSmallMarkOfTheWindowLeavesTheViewsMarking() {
        let (window, views) = makeWindow()
        _ = window.render()
        window.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 20))
        views[5].backgroundColor = .blue
        #expect(!views[5].dirtyRect.isNull)
        _ = window.render()
        #expect(window.lastRenderedRegion != [window.bounds])
    }
}

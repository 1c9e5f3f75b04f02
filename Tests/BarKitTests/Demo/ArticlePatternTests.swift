import BarKitTesting
import Foundation
import Testing

@testable import BarDemo
import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

@MainActor
@Suite struct ArticlePatternTests {
    /// The rows of `bitmap` (within `columns`) that hold the title colour #717880, give or take blending.
    func titleRows(_ bitmap: Bitmap, columns: Range<Int>) -> [Int] {
        (0..<bitmap.height).filter { y in
            columns.contains { x in
                let p = bitmap.pixel(x: x, y: y)
                return abs(Int(p.red) - 0x71) < 12 && abs(Int(p.green) - 0x78) < 12 && abs(Int(p.blue) - 0x80) < 12
            }
        }
    }

    // MARK: Pattern 1

    @Test func toolbarTitleSitsWhereANavigationBarPutsItsTitleAndTheBareLabelOnePixelLower() throws {
        let width: CGFloat = 600
        func toolbar(title: BarItem) -> Bar {
            let bar = Bar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
            bar.items = [
                BarItem(systemItem: .edit), BarItem(systemItem: .refresh), .flexibleSpace(), title, .flexibleSpace(),
                BarItem(systemItem: .add), BarItem(systemItem: .trash),
            ]
            return bar
        }
        let item = BarItem(title: "Documents", width: 160)
        let withContainer = toolbar(title: item)
        let bare = toolbar(title: BarItem(customView: BarItem.makeToolbarTitleLabel("Documents", width: 160)))
        let navigation = NavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        navigation.title = "Documents"
        navigation.leadingItem = BarItem(title: "Back")
        navigation.trailingItem = BarItem(systemItem: .add)

        withContainer.layoutIfNeeded()
        #expect(item.customView?.frame == CGRect(x: 220, y: 10, width: 160, height: 24))
        #expect(item.titleLabel?.frame.size == CGSize(width: 160, height: 23))
        for scale: CGFloat in [1, 2] {
            let expected = titleRows(try navigation.snapshot(scale: scale), columns: Int(220 * scale)..<Int(380 * scale))
            let rows = titleRows(try withContainer.snapshot(scale: scale), columns: Int(220 * scale)..<Int(380 * scale))
            let lower = titleRows(try bare.snapshot(scale: scale), columns: Int(220 * scale)..<Int(380 * scale))
            #expect(!expected.isEmpty)
            #expect(rows == expected, "the container recipe matches the navigation bar at scale \(scale)")
            #expect(lower == expected.map { $0 + Int(scale) }, "the bare label sits one point lower")
        }
        item.titleLabel?.text = "Renamed"
        #expect(item.titleLabel?.text == "Renamed")
    }

    // MARK: Pattern 2

    @Test func symbolItemsAreThirtyTwoPointButtonsAndInvertedOnesAreRotated() throws {
        let upright = BarItem.symbolItem("◀", target: nil, action: "previous")
        let inverted = BarItem.symbolItem("◀", inverted: true, target: nil, action: "next")
        let a = try #require(upright.customView as? Button)
        let b = try #require(inverted.customView as? Button)
        #expect(a.frame.size == CGSize(width: 32, height: 32))
        #expect(a.buttonType == .custom && a.showsTouchWhenHighlighted)
        #expect(a.titleLabel?.font == Font.systemFont(ofSize: 20))
        #expect(a.titleLabel?.shadowColor == .black && a.titleLabel?.shadowOffset == CGSize(width: 0, height: -1))
        #expect(a.titleLabel?.transform.isIdentity == true)
        #expect(b.titleLabel?.transform == CGAffineTransform(rotationAngle: .pi))
        // The inverted button's pixels are the upright one's turned by π.
        a.backgroundColor = .gray
        b.backgroundColor = .gray
        let up = try a.snapshot(scale: 2)
        let down = try b.snapshot(scale: 2)
        var mismatches = 0
        for y in 0..<up.height {
            for x in 0..<up.width {
                let p = up.pixel(x: x, y: y)
                let q = down.pixel(x: up.width - 1 - x, y: up.height - 1 - y)
                if abs(Int(p.red) - Int(q.red)) > 40 { mismatches += 1 }
            }
        }
        // The shadow is offset upwards in both (it belongs to the label, which rotates), so only the
        // glyph body must match; allow the shadow's rim.
        #expect(mismatches < up.width * up.height / 20)

        // Both glyphs' ink (the white pixels, not the black shadow) is centred on the button to within
        // the half point that rounding the title's frame to whole points leaves, so the pair lines up
        // although a triangle's ink sits low in its line box (by 1.7 points at 20 points).
        let upInk = try #require(brightBox(up))
        let downInk = try #require(brightBox(down))
        for ink in [upInk, downInk] {
            #expect(abs(ink.midX - CGFloat(up.width) / 2) <= 1, "ink \(ink) in \(up.width) px")
            #expect(abs(ink.midY - CGFloat(up.height) / 2) <= 1, "ink \(ink) in \(up.height) px")
        }
        #expect(abs(upInk.midY - downInk.midY) <= 2, "upright \(upInk), inverted \(downInk)")
    }

    /// The box around the pixels brighter than mid grey, in pixels.
    func brightBox(_ bitmap: Bitmap) -> CGRect? {
        var box = CGRect.null
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).red > 200 {
                box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box.isNull ? nil : box
    }

    @Test func tappingEachSymbolButtonFiresItsAction() {
        let scene = DemoScenes.unicodeButtons()
        let simulator = EventSimulator(window: scene.window)
        var fired: [String] = []
        for (_, view) in scene.taps {
            simulator.tap(view)
            fired.append(contentsOf: scene.takeFired())
        }
        let once = ["previous", "next", "up", "down", "favourite", "done", "settings", "menu"]
        #expect(fired == once + once)
    }

    @Test func aSymbolButtonGlowsWhileTouched() throws {
        let scene = DemoScenes.unicodeButtons()
        let window = scene.window
        let button = try #require(scene.taps.first?.view as? Button)
        let before = window.render()
        let simulator = EventSimulator(window: window)
        let touch = simulator.touchDown(at: simulator.center(of: button))
        #expect(button.isHighlighted)
        let during = window.render()
        let centre = button.convert(CGPoint(x: 16, y: 4), to: window)
        let x = Int(centre.x)
        let y = Int(centre.y)
        #expect(during.pixel(x: x, y: y).red > before.pixel(x: x, y: y).red, "the glow lightens the bar")
        simulator.touchUp(touch)
        #expect(!button.isHighlighted)
    }

    // MARK: Pattern 3

    @Test func iconToolbarLoadsFromItsDocumentAndTapsReachTheController() throws {
        let scene = DemoScenes.iconToolbar(resources: try demoResources())
        let toolbar = try #require(scene.bars.first as? Bar)
        scene.window.layoutIfNeeded()
        let buttons = (toolbar.items ?? []).compactMap { $0.customView as? IconAboveTitleButton }
        #expect(buttons.count == 5)
        for button in buttons {
            let content = button.contentRect(forBounds: button.bounds)
            let image = try #require(button.imageView)
            let title = try #require(button.titleLabel)
            #expect(abs(image.frame.midX - content.midX) <= 0.5, "the image is centred")
            #expect(image.frame.maxY + IconAboveTitleButton.spacing <= title.frame.minY + 0.5, "above the title")
            #expect(title.frame.maxY == content.maxY)
            #expect(button.frame.height <= 44)
        }
        let simulator = EventSimulator(window: scene.window)
        var fired: [String] = []
        for (_, view) in scene.taps {
            simulator.tap(view)
            fired.append(contentsOf: scene.takeFired())
        }
        #expect(fired == ["showInbox", "showFavourites", "showContacts", "showSettings", "emptyBin"])
    }

    func demoResources() throws -> URL {
        let url = try #require(DemoResources.url)
        return url
    }

    // MARK: Scenes

    @Test(arguments: DemoScenes.names)
    func sceneSnapshots(name: String) throws {
        let scene = DemoScenes.make(name, resources: try demoResources())
        assertSnapshot(of: scene.window, named: "\(name)@1x", scale: 1, tolerance: 8, maxDifferingPixels: 40)
        scene.window.setNeedsFullRender()
        assertSnapshot(of: scene.window, named: "\(name)@2x", scale: 2, tolerance: 8, maxDifferingPixels: 160)
    }
}

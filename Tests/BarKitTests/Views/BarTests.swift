import BarKitTesting
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

/// A view that counts its layout passes, to prove relayout stays in one bar.
@MainActor
final class CountingBar: Bar {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
    }
}

@MainActor
@Suite struct BarTests {
    func bar(_ items: [BarItem], width: CGFloat = 320) -> Bar {
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        bar.items = items
        bar.layoutIfNeeded()
        return bar
    }

    func box(_ w: CGFloat, _ h: CGFloat) -> View { View(frame: CGRect(x: 0, y: 0, width: w, height: h)) }

    @Test func flexibleSpacesShareTheFreeWidthAndCustomViewsKeepTheirWidth() {
        let a = box(30, 30)
        let b = box(50, 20)
        let c = box(40, 44)
        _ = bar([BarItem(customView: a), .flexibleSpace(), BarItem(customView: b), .flexibleSpace(), BarItem(customView: c)])
        #expect(a.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
        #expect(c.frame == CGRect(x: 264, y: 0, width: 40, height: 44))
        #expect(b.frame.width == 50)
        #expect(b.frame.midX == 160, "an item between the two flexible spaces is centred on the bar")
        #expect(b.frame.minY == 12)
    }

    @Test func fixedSpaceAndWidthOverride() {
        let a = box(30, 30)
        let b = box(30, 30)
        let item = BarItem(customView: b)
        item.width = 60
        _ = bar([BarItem(customView: a), .fixedSpace(25), item])
        #expect(b.frame.minX == CGFloat(16 + 30 + 25))
        #expect(b.frame.width == 60)
    }

    @Test func titleItemsBecomeButtonsSizedToFitWithSpacingBetween() {
        let edit = BarItem(title: "Edit", style: .plain, target: nil, action: "edit")
        let done = BarItem(systemItem: .done)
        let b = bar([edit, done])
        guard let editButton = edit.view as? Button, let doneButton = done.view as? Button else {
            Issue.record("title items must be shown by buttons")
            return
        }
        #expect(editButton.superview === b)
        #expect(editButton.frame.size == editButton.intrinsicContentSize)
        #expect(doneButton.frame.minX == editButton.frame.maxX + 8)
        #expect(doneButton.currentTitle == "Done")
        #expect(doneButton.titleLabel?.font.fontName.contains("Bold") == true, "done style is bold")
        #expect(editButton.frame.minY == ((44 - editButton.frame.height) / 2).roundedToPixel())
    }

    @Test func aTitleBetweenFlexibleSpacesMovesOnlyAsFarAsNeeded() {
        let title = box(160, 24)
        let right = (0..<4).map { _ in BarItem(customView: box(30, 30)) }
        _ = bar([BarItem(customView: box(30, 30)), .flexibleSpace(), BarItem(customView: title), .flexibleSpace()] + right)
        // The right group starts at 320 − 16 − 4·30 − 3·8 = 160: the title cannot be centred (80…240).
        #expect(title.frame.maxX == 160)
        #expect(title.frame.width == CGFloat(160 - 46), "narrowed to the gap when it does not fit")
    }

    @Test func sizeThatFitsGivesTheBarHeight() {
        let b = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(b.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 44))
        b.sizeToFit()
        #expect(b.frame.size == CGSize(width: 200, height: 44))
        #expect(b.intrinsicContentSize.height == 44)
        let n = NavigationBar(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(n.sizeThatFits(CGSize(width: 0, height: 0)) == CGSize(width: 200, height: 44))
    }

    @Test func changingAnItemRelaysOutOnlyThatBar() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let first = CountingBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let second = CountingBar(frame: CGRect(x: 0, y: 50, width: 320, height: 44))
        let item = BarItem(title: "Short", style: .plain, target: nil, action: "x")
        let other = BarItem(title: "Other", style: .plain, target: nil, action: "y")
        first.items = [item]
        second.items = [other]
        root.addSubview(first)
        root.addSubview(second)
        root.layoutIfNeeded()
        let passes = (first.passes, second.passes)
        let before = item.view?.frame.width ?? 0
        item.title = "A much longer title"
        root.layoutIfNeeded()
        #expect(first.passes == passes.0 + 1)
        #expect(second.passes == passes.1, "the other bar was not laid out")
        #expect((item.view?.frame.width ?? 0) > before)
        let custom = box(70, 30)
        item.customView = custom
        root.layoutIfNeeded()
        #expect(custom.superview === first && custom.frame.width == 70)
        #expect(first.subviews.count == 1, "the old button left the bar")
        item.width = 100
        root.layoutIfNeeded()
        #expect(custom.frame.width == 100)
        #expect(second.passes == passes.1)
    }

    @Test func setItemsKeepsViewsOfItemsThatStayAndMovesItemsBetweenBars() {
        let keep = BarItem(title: "Keep", style: .plain, target: nil, action: "k")
        let drop = BarItem(title: "Drop", style: .plain, target: nil, action: "d")
        let b = bar([keep, drop])
        let keptView = keep.view
        b.setItems([BarItem.flexibleSpace(), keep], animated: true)
        #expect(keep.view === keptView)
        #expect(drop.view == nil)
        #expect(b.subviews.count == 1)
        let other = bar([keep])
        #expect(b.items?.contains { $0 === keep } == false, "an item lives in one bar")
        #expect(keep.view?.superview === other)
    }

    @Test func everySystemItemShowsSomething() {
        for system in BarItem.SystemItem.allCases where system != .flexibleSpace && system != .fixedSpace {
            let item = BarItem(systemItem: system)
            let b = bar([item], width: 120)
            b.backgroundColor = .white
            guard let view = item.view else {
                Issue.record("\(system) has no view")
                continue
            }
            let bitmap = view.snapshot()
            var ink = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > 128 { ink += 1 }
            }
            #expect(ink > 20, "\(system) draws \(ink) pixels")
            if let title = (view as? Button)?.currentTitle, let font = (view as? Button)?.titleLabel?.font {
                let layout = TextLayout(string: title, font: font)
                #expect(layout.glyphRuns.allSatisfy { !$0.glyphs.contains(0) }, "\(system) shows no .notdef glyph")
            }
        }
    }

    @Test func itemActionsInTheirThreeForms() {
        @MainActor final class Target {
            var calls: [String] = []
            func plain() { calls.append("plain") }
            func withItem(_ item: BarItem) { calls.append("item \(item.tag)") }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let controller = ActionLogController()
        window.rootViewController = controller
        let target = Target()
        let closure = BarItem(title: "C", image: nil, primaryAction: Action(title: "c") { _ in target.calls.append("closure") })
        let typed = BarItem(title: "T")
        typed.tag = 7
        typed.setTarget(target, action: Target.withItem)
        let named = BarItem(title: "N", style: .plain, target: nil, action: "named")
        let disabled = BarItem(title: "D", style: .plain, target: nil, action: "never")
        disabled.isEnabled = false
        let b = Bar(frame: window.bounds)
        b.items = [closure, typed, named, disabled]
        controller.view.addSubview(b)
        let simulator = EventSimulator(window: window)
        for item in [closure, typed, named, disabled] {
            if let view = item.view { simulator.tap(view) }
        }
        #expect(target.calls == ["closure", "item 7"])
        #expect(controller.log == ["named"], "a nil-targeted item action travels the chain to the controller")
        weak var released: Target?
        do {
            let temporary = Target()
            released = temporary
            typed.setTarget(temporary, action: Target.plain)
        }
        #expect(released == nil, "the typed target is held weakly")
        #expect(typed.sendAction() == false)
    }

    @Test func decodesItsKeysAndItems() throws {
        let json = """
            {"class": "Bar", "frame": [0, 0, 320, 44], "barStyle": "black", "isTranslucent": true,
             "edgeMargin": 10, "itemSpacing": 4,
             "items": [{"title": "Edit", "action": "edit", "tag": 3}, {"systemItem": "flexibleSpace"},
                       {"systemItem": "fixedSpace", "width": 12}, {"systemItem": "add", "style": "done"},
                       {"customView": {"class": "View", "frame": [0, 0, 20, 20]}}]}
            """
        let b = try #require(try ViewDocument(jsonString: json).rootView as? Bar)
        #expect(b.barStyle == .black && b.isTranslucent)
        #expect(b.edgeMargin == 10 && b.itemSpacing == 4)
        let items = try #require(b.items)
        #expect(items.count == 5)
        #expect(items[0].title == "Edit" && items[0].action == "edit" && items[0].tag == 3)
        #expect(items[1].systemItem == .flexibleSpace)
        #expect(items[2].width == 12)
        #expect(items[3].systemItem == .add && items[3].style == .done)
        #expect(items[4].customView?.frame.size == CGSize(width: 20, height: 20))
        b.layoutIfNeeded()
        #expect(items[0].view?.frame.minX == 10)
        do {
            _ = try ViewDocument(jsonString: #"{"class": "Bar", "items": [{"systemItem": "teleport"}]}"#)
            Issue.record("an unknown system item must fail")
        } catch let error as DocumentError {
            guard case .invalidValue(_, "$.items[0]", "systemItem", _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }

    @Test func barsAreFreedWithTheirItemsAndTargets() {
        final class Target {
            func go() {}
        }
        weak var weakBar: Bar?
        weak var weakItem: BarItem?
        weak var weakButton: View?
        let target = Target()
        do {
            let b = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            let item = BarItem(title: "Go")
            item.setTarget(target, action: Target.go)
            b.items = [item]
            b.layoutIfNeeded()
            weakBar = b
            weakItem = item
            weakButton = item.view
        }
        #expect(weakBar == nil && weakItem == nil && weakButton == nil)
    }

    @Test func stylesDrawTheirBackgroundAndHairline() {
        let silver = Bar(frame: CGRect(x: 0, y: 0, width: 40, height: 44))
        let top = silver.snapshot().pixel(x: 20, y: 0)
        let middle = silver.snapshot().pixel(x: 20, y: 22)
        #expect(top.red < middle.red, "the hairline along the top is darker than the gradient")
        #expect(middle.red > 200, "the silver style is light")
        let black = NavigationBar(frame: CGRect(x: 0, y: 0, width: 40, height: 44))
        black.barStyle = .black
        let bitmap = black.snapshot()
        #expect(bitmap.pixel(x: 20, y: 22).red < 60, "the black style is dark")
        #expect(bitmap.pixel(x: 20, y: 43) == PixelRGBA(red: 0, green: 0, blue: 0, alpha: 255), "hairline at the bottom")
        black.isTranslucent = true
        #expect(black.snapshot().pixel(x: 20, y: 22).alpha < 255)
    }
}

/// A view controller that performs every named action by logging it.
@MainActor
final class ActionLogController: ViewController {
    var log: [String] = []
    override func loadView() { view = View(frame: .zero) }
    override func canPerformAction(_ action: ActionName, withSender sender: Any?) -> Bool { true }
    override func perform(_ action: ActionName, sender: Any?, event: BarKit.Event?) -> Bool {
        log.append(action.rawValue)
        return true
    }

    @Test func anItemThatOutlivesItsBarShowsNowhere() {
        let item = BarItem(title: "Kept")
        let custom = BarItem(customView: Label(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        do {
            let bar = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            bar.items = [item, custom]
            bar.layoutIfNeeded()
            #expect(item.view != nil && custom.view != nil)
        }
        #expect(item.view == nil)
        #expect(custom.view == nil)
        // Another bar can show it.
        let other = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        other.items = [item]
        #expect(item.view?.superview === other)
        let navigation = NavigationBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        navigation.leadingItem = item
        #expect(item.view?.superview === navigation)
        #expect(other.items == nil)
    }

    @Test func anItemOfANavigationBarThatGoesAwayShowsNowhere() {
        let item = BarItem(title: "Back")
        do {
            let navigation = NavigationBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            navigation.leadingItem = item
            #expect(item.view != nil)
        }
        #expect(item.view == nil)
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        bar.items = [item]
        #expect(item.view?.superview === bar)
    }
}

/// System items drawn from symbols look even: equal ink heights, ink centred on the button.
@MainActor
@Suite struct SystemSymbolItemTests {
    @Test(arguments: [BarItem.SystemItem.play, .pause, .rewind, .fastForward, .compose, .add, .refresh, .stop])
    func aSymbolItemsInkIsSixteenPointsTallAndCentredOnItsButton(item: BarItem.SystemItem) throws {
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        bar.barStyle = .black
        bar.items = [BarItem(systemItem: item)]
        bar.layoutIfNeeded()
        let button = try #require(bar.items?.first?.view as? Button)
        button.titleLabel?.shadowColor = nil
        let bitmap = try button.snapshot(scale: 2)
        var ink = CGRect.null
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > 128 {
                ink = ink.union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        // 16 points tall (32 pixels) for all but the wide pairs, which fit 16 points per symbol and
        // may be a pixel or two shorter; centred to within the point that frame rounding leaves.
        #expect(ink.height >= 30 && ink.height <= 34, "\(item): ink \(ink)")
        #expect(abs(ink.midY - CGFloat(bitmap.height) / 2) <= 2, "\(item): ink \(ink) in \(bitmap.height) px")
        #expect(abs(ink.midX - CGFloat(bitmap.width) / 2) <= 2, "\(item): ink \(ink) in \(bitmap.width) px")
    }
}

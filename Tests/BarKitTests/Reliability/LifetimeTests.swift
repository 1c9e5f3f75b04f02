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

/// Views, controls, bar items, windows and applications are freed when the tree lets them go: no
/// cycle through targets, action closures, superviews, windows, touches or caches. Each test builds
/// something in a scope, keeps only weak references, and checks they are nil after the scope.
@MainActor
@Suite struct LifetimeTests {
    /// An object that receives actions and is referred to by what it configures.
    final class Controller: Responder {
        var taps = 0
        func tapped() { taps += 1 }
        func itemTapped(_ item: BarItem) { taps += 1 }
    }

    final class Weak<T: AnyObject> {
        weak var value: T?
        init(_ value: T?) { self.value = value }
    }

    @Test func aTreeWithSubviewsWindowAndLabelIsFreed() {
        var refs: [Weak<View>] = []
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: Application())
            let container = View(frame: window.bounds)
            let label = Label(text: "Freed ★", font: .systemFont(ofSize: 14))
            let image = ImageView(image: Image(size: CGSize(width: 4, height: 4)) { _ in })
            window.addSubview(container)
            container.addSubview(label)
            container.addSubview(image)
            label.sizeToFit()
            _ = window.render()
            _ = window.recursiveDescription()
            refs = [window, container, label, image].map(Weak.init)
        }
        #expect(refs.allSatisfy { $0.value == nil })
    }

    /// Removing a subview marks the window for redrawing; the window used to keep that mark as a
    /// strong reference to itself, so a window rendered once and then changed was never freed
    /// unless it was rendered again (found by fuzzing).
    @Test func aWindowChangedAfterItsLastRenderIsFreed() {
        weak var weakWindow: Window?
        weak var weakRemoved: View?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: Application())
            let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            child.backgroundColor = .red
            window.addSubview(child)
            _ = window.render()
            child.removeFromSuperview()
            weakWindow = window
            weakRemoved = child
        }
        #expect(weakWindow == nil)
        #expect(weakRemoved == nil)
    }

    @Test func aWindowStillRedrawsWhatChangedAfterARemoval() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 40), application: Application())
        window.backgroundColor = .white
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .red
        window.addSubview(child)
        #expect(window.render().color(x: 15, y: 15) == .red)
        child.removeFromSuperview()
        #expect(window.render().color(x: 15, y: 15) == .white)
        #expect(window.lastRenderedRegion?.isEmpty == false)
    }

    @Test func aViewMarkedForRedrawThenRemovedIsFreedAndTheWindowStillRenders() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 40), application: Application())
        window.backgroundColor = .white
        weak var weakChild: View?
        do {
            let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            child.backgroundColor = .red
            window.addSubview(child)
            #expect(window.render().color(x: 15, y: 15) == .red)
            child.backgroundColor = .blue  // listed in the window's views to redraw
            child.removeFromSuperview()
            weakChild = child
        }
        #expect(weakChild == nil, "the window's list of views to redraw does not keep a view alive")
        #expect(window.render().color(x: 15, y: 15) == .white)
    }

    @Test func aViewMarkedInOneWindowAndMovedToAnotherIsDrawnThereOnly() {
        let first = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 40), application: Application())
        let second = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 40), application: Application())
        first.backgroundColor = .white
        second.backgroundColor = .white
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .red
        first.addSubview(child)
        _ = first.render()
        _ = second.render()
        child.backgroundColor = .blue
        second.addSubview(child)
        child.backgroundColor = .green
        #expect(first.render().color(x: 15, y: 15) == .white)
        #expect(second.render().color(x: 15, y: 15) == .green)
        child.backgroundColor = .red
        #expect(second.render().color(x: 15, y: 15) == .red, "marked again in its new window")
    }

    @Test func aControlWhoseActionsReferToItsTargetIsFreedWithIt() {
        weak var weakButton: Button?
        weak var weakController: Controller?
        do {
            let scene = Scene()
            let controller = Controller()
            let button = Button(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            button.setTitle("Tap", for: .normal)
            button.addTarget(controller, action: Controller.tapped, for: .touchUpInside)
            button.addAction(Action { [unowned controller] _ in controller.tapped() }, for: .touchUpInside)
            button.addTarget(controller, action: "tapped", for: .touchDown)
            scene.window.addSubview(button)
            scene.simulator.tap(button)
            #expect(controller.taps == 2)
            weakButton = button
            weakController = controller
        }
        #expect(weakButton == nil)
        #expect(weakController == nil)
    }

    /// A touch holds the view it began on; a control tracking that touch must not hold it back, or a
    /// touch that never ends (a backend that drops it, a window closed mid-touch) keeps both alive.
    @Test func aControlWithATouchThatNeverEndsIsFreed() {
        weak var weakButton: Button?
        weak var weakDisabled: Button?
        weak var weakTouch: Touch?
        do {
            let scene = Scene()
            let button = Button(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            let disabled = Button(type: .system)
            disabled.frame = CGRect(x: 0, y: 50, width: 100, height: 44)
            disabled.isEnabled = false
            scene.window.addSubview(button)
            scene.window.addSubview(disabled)
            let touch = scene.simulator.touchDown(at: CGPoint(x: 10, y: 10))
            let forwarded = scene.simulator.touchDown(at: CGPoint(x: 10, y: 60))
            #expect(button.isTracking || button.isHighlighted)
            #expect(touch.view === button && forwarded.view === disabled)
            weakButton = button
            weakDisabled = disabled
            weakTouch = touch
        }
        #expect(weakTouch == nil)
        #expect(weakButton == nil)
        #expect(weakDisabled == nil)
    }

    @Test func aControlTracksAgainAfterItsTouchIsDropped() {
        let scene = Scene()
        let button = Button(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        scene.window.addSubview(button)
        var ups = 0
        button.addAction(Action { _ in ups += 1 }, for: .touchUpInside)
        do {
            // A touch the backend loses: it begins and is never heard of again.
            let lost = Touch(location: CGPoint(x: 10, y: 10), window: scene.window, timestamp: 1)
            scene.application.sendEvent(Event(touches: [lost], timestamp: 1))
            #expect(button.isHighlighted)
        }
        scene.simulator.tap(button)
        #expect(ups == 1, "a new touch is tracked once the lost one is gone")
    }

    @Test func aBarWithItemsOfEveryKindIsFreed() {
        var refs: [Weak<AnyObject>] = []
        do {
            let scene = Scene(size: CGSize(width: 640, height: 44))
            let controller = Controller()
            let bar = Bar(frame: CGRect(x: 0, y: 0, width: 640, height: 44))
            let titled = BarItem(title: "Edit", style: .plain, target: controller, action: "tapped")
            let typed = BarItem(title: "Typed")
            typed.setTarget(controller, action: Controller.itemTapped)
            let closure = BarItem(
                title: "Closure", primaryAction: Action { [unowned controller] _ in controller.tapped() })
            let custom = Button(type: .system)
            custom.setTitle("Custom", for: .normal)
            custom.sizeToFit()
            custom.addTarget(controller, action: Controller.tapped, for: .touchUpInside)
            let customItem = BarItem(customView: custom)
            let system = BarItem(systemItem: .add, target: controller, action: "tapped")
            bar.items = [titled, .flexibleSpace(), typed, closure, customItem, .fixedSpace(8), system]
            scene.window.addSubview(bar)
            scene.window.layoutIfNeeded()
            for item in [typed, closure, customItem] {
                let before = controller.taps
                if let view = item.view { scene.simulator.tap(view) }
                #expect(controller.taps == before + 1, "tapping \(item.title ?? "the custom view")")
            }
            _ = scene.window.render()
            let objects: [AnyObject] = [
                bar, titled, typed, closure, custom, customItem, system, controller, scene.window, scene.application,
            ]
            refs = objects.map { Weak($0) }
        }
        #expect(refs.allSatisfy { $0.value == nil })
    }

    @Test func itemsMovedBetweenBarsAndRemovedAreFreed() {
        weak var weakItem: BarItem?
        weak var weakFirst: Bar?
        var second: Bar? = Bar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        do {
            let first = Bar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let item = BarItem(title: "Moves")
            first.items = [item]
            second?.items = [item]
            #expect(first.items == nil)
            weakItem = item
            weakFirst = first
        }
        #expect(weakFirst == nil)
        #expect(weakItem != nil, "the second bar still shows it")
        second?.items = nil
        #expect(weakItem == nil)
        second = nil
    }

    @Test func aNavigationBarWithATitleViewAndItemsIsFreed() {
        var refs: [Weak<AnyObject>] = []
        do {
            let controller = Controller()
            let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            bar.title = "Settings"
            bar.leadingItem = BarItem(title: "Back", style: .plain, target: controller, action: "tapped")
            bar.trailingItem = BarItem(systemItem: .done, target: controller, action: "tapped")
            let titleView = Label(text: "Custom")
            bar.titleView = titleView
            bar.layoutIfNeeded()
            _ = bar.snapshot()
            let objects: [AnyObject] = [bar, titleView, bar.leadingItem!, bar.trailingItem!, controller]
            refs = objects.map { Weak($0) }
        }
        #expect(refs.allSatisfy { $0.value == nil })
    }

    @Test func aViewControllerAndItsViewAreFreedWithTheWindow() {
        weak var weakController: ViewController?
        weak var weakView: View?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: Application())
            let controller = ViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            weakController = controller
            weakView = controller.view
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
    }

    @Test func aWindowOfTheSharedApplicationIsFreedAndForgotten() {
        weak var weakWindow: Window?
        let before = Application.shared.windows.count
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.makeKey()
            #expect(Application.shared.windows.contains { $0 === window })
            weakWindow = window
        }
        #expect(weakWindow == nil)
        #expect(Application.shared.windows.count == before)
    }

    @Test func aKeyWindowThatGoesIsNoLongerKeyNorListed() {
        let application = Application()
        let stays = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: application)
        do {
            let key = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: application)
            key.makeKey()
            #expect(application.keyWindow === key)
            #expect(application.windows.count == 2)
        }
        #expect(application.keyWindow === stays)
        #expect(application.windows.count == 1)
        // A window given to another application leaves the first one's list.
        let other = Application()
        stays.application = other
        #expect(application.windows.isEmpty && application.keyWindow == nil)
        #expect(other.windows.count == 1 && other.keyWindow === stays)
    }

    @Test func aDocumentTreeIsFreed() throws {
        weak var weakRoot: View?
        weak var weakLabel: View?
        do {
            let document = try ViewDocument(
                jsonString: #"{"class": "Window", "subviews": [{"class": "Label", "id": "l", "text": "x"}]}"#)
            weakRoot = document.rootView
            weakLabel = document.view(withID: "l")
        }
        #expect(weakRoot == nil)
        #expect(weakLabel == nil)
    }
}

import Foundation
import Testing

import BarKit
@testable import BarDemo
@testable import BarNavigation
@testable import BarViews

/// The demo's app scene headless: taps and drags through the event simulator, the navigation
/// events it reports, and where its screens end up.
@MainActor
@Suite struct DemoAppTests {
    let scene: DemoScene
    let app: DemoApp
    let simulator: EventSimulator

    init() throws {
        scene = DemoScenes.make("app", resources: try #require(DemoResources.url))
        app = try #require(scene.keptAlive.first { $0 is DemoApp } as? DemoApp)
        scene.window.layoutIfNeeded()
        simulator = EventSimulator(window: scene.window)
    }

    /// Taps the first message's row and lets the push run.
    func openFirstMessage() {
        let table = app.inboxScreen.table
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        simulator.tap(at: table.convert(CGPoint(x: 120, y: row.midY), to: scene.window))
        simulator.advance(by: 1)
    }

    /// A drag from x = 5 by `dx` in `steps` moves `interval` apart, then 1 s for the rest.
    func drag(by dx: CGFloat, steps: Int, interval: TimeInterval) {
        let saved = simulator.stepInterval
        simulator.stepInterval = interval
        let touch = simulator.touchDown(at: CGPoint(x: 5, y: 300))
        for i in 1...steps { simulator.move(touch, to: CGPoint(x: 5 + dx * CGFloat(i) / CGFloat(steps), y: 300)) }
        simulator.touchUp(touch)
        simulator.stepInterval = saved
        simulator.advance(by: 1)
    }

    @Test func aTapOnARowPushesTheMessageUnderABackButtonNamedInbox() {
        openFirstMessage()
        #expect(app.events.lines == ["push Detail"])
        #expect(app.inbox.viewControllers.count == 2)
        let message = app.inbox.topViewController as? MessageScreen
        #expect(message?.message.number == 1)
        #expect(message?.view.frame == CGRect(x: 0, y: 44, width: 390, height: 547))
        #expect(app.inbox.navigationBar.backItem?.title == "Inbox")
    }

    @Test func aSwipePastHalfTheWidthPopsAndAShortSlowOneIsCancelled() {
        openFirstMessage()
        drag(by: 97, steps: 10, interval: 0.1)
        #expect(app.events.lines == ["push Detail", "cancel pop Detail"])
        #expect(app.inbox.viewControllers.count == 2)
        drag(by: 295, steps: 12, interval: 0.03)
        #expect(app.events.lines == ["push Detail", "cancel pop Detail", "pop Inbox"])
        #expect(app.inbox.viewControllers.count == 1)
        #expect(app.inboxScreen.table.indexPathForSelectedRow == nil)
    }

    @Test func theComposeItemPresentsTheFormAndCancelDismissesIt() throws {
        let compose = try #require(app.inboxScreen.navigationItem.rightBarButtonItem?.view)
        simulator.tap(compose)
        simulator.advance(by: 1)
        #expect(app.events.lines == ["present Compose"])
        let screen = try #require(app.composeScreen)
        scene.window.layoutIfNeeded()
        #expect(screen.navigationController?.view.frame == scene.window.bounds)
        #expect(screen.form.name.frame == CGRect(x: 16, y: 70, width: 358, height: 40))
        let cancel = try #require(screen.navigationItem.leftBarButtonItem?.view)
        simulator.tap(cancel)
        simulator.advance(by: 1)
        #expect(app.events.lines == ["present Compose", "dismiss Compose"])
        #expect(app.composeScreen == nil && app.tabs.presentedViewController == nil)
    }

    @Test func theSettingsTabPushesASubScreenPerRow() throws {
        let buttons = app.tabs.tabBar.subviews.filter { $0 is Control }
        try #require(buttons.count == 2)
        simulator.tap(buttons[1])
        #expect(app.events.lines == ["tab Settings"])
        scene.window.layoutIfNeeded()
        let table = app.settingsScreen.table
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        simulator.tap(at: table.convert(CGPoint(x: 100, y: row.midY), to: scene.window))
        simulator.advance(by: 1)
        #expect(app.events.lines == ["tab Settings", "push Notifications"])
        #expect(app.settings.topViewController?.title == "Notifications")
    }
}

import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarRendering
@testable import BarViews
@testable import BarWidgets

/// What a navigation controller mid-push and a tab bar with a badge look like (written to the
/// temporary directory to look at; the pixels checked here are the ones the layout decides).
@MainActor
@Suite struct NavigationRenderingTests {
    private func coloured(_ name: String, _ color: Color, log: AppearanceLog) -> LoggedController {
        let controller = LoggedController(name, log: log)
        controller.view.backgroundColor = color
        let label = Label(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Screen \(name)"
        label.font = .boldSystemFont(ofSize: 22)
        controller.view.addSubview(label)
        return controller
    }

    @Test func aNavigationControllerMidPushShowsBothScreens() throws {
        let scene = Scene(size: CGSize(width: 320, height: 240))
        let log = AppearanceLog()
        let navigation = NavigationController(rootViewController: coloured("A", Color(hex: 0xD0E4FF), log: log))
        scene.window.rootViewController = navigation
        scene.window.makeKeyAndVisible()
        scene.window.layoutIfNeeded()
        _ = scene.window.render()
        navigation.pushViewController(coloured("B", Color(hex: 0xFFE0C0), log: log), animated: true)
        scene.simulator.advance(by: 0.175)
        let bitmap = try scene.window.render(scale: 2)
        try? bitmap.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "barkit-navigation-mid-push.png"))
        // Left of x = 160 the old screen (blue), right of it the new one (orange), under the bar.
        let old = bitmap.pixel(x: 2 * 100, y: 2 * 200)
        let new = bitmap.pixel(x: 2 * 250, y: 2 * 200)
        #expect(old.blue > old.red && new.red > new.blue)
    }

    @Test func aTabBarWithABadge() throws {
        let scene = Scene(size: CGSize(width: 320, height: 120))
        let log = AppearanceLog()
        let tabs = TabBarController()
        let star = Image(size: CGSize(width: 24, height: 24), scale: 2) { context in
            context.setFillColor(.black)
            context.fillRoundedRect(CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 4)
        }
        let controllers = ["Inbox", "Sent", "Settings"].map { coloured($0, .white, log: log) }
        for controller in controllers { controller.tabBarItem.image = star }
        controllers[0].tabBarItem.badgeValue = "3"
        controllers[1].tabBarItem.badgeValue = "12"
        tabs.viewControllers = controllers
        scene.window.rootViewController = tabs
        scene.window.makeKeyAndVisible()
        scene.window.layoutIfNeeded()
        let bitmap = try scene.window.render(scale: 2)
        try? bitmap.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "barkit-tab-bar-badge.png"))
        let badge = tabs.tabBar.buttons[0].badge.convert(tabs.tabBar.buttons[0].badge.bounds, to: scene.window)
        let red = bitmap.pixel(x: Int(2 * badge.midX) - 7, y: Int(2 * badge.midY))
        #expect(red.red > 200 && red.green < 100)
    }
}

import BarKit
import Foundation

// The app (Docs/Navigation.md): a tab bar controller with two tabs. Inbox is a navigation controller
// over the list scene's messages; a row pushes the message, the compose item presents the form
// scene's fields full screen (Cancel dismisses it). Settings is a navigation controller over an
// inset grouped table whose rows push sub-screens. The back button and a swipe from the leading
// 20 points pop.
//
// The scene `app` starts on the inbox; `app-detail`, `app-compose`, `app-settings` and
// `app-settings-general` are the same app taken to another screen, so the PNG mode renders each.
// In `--window` mode each navigation event prints a line once its animation ends: `push Detail`,
// `pop Inbox`, `cancel pop Detail` (a back swipe let go short of half the width), `tab Settings`,
// `present Compose`, `dismiss Compose`.

extension DemoScenes {
    /// The app's size: an iPhone's width.
    static let appSize = CGSize(width: 390, height: 640)
    /// The app scene and the app taken to each of its other screens.
    nonisolated static let appScreens = ["app", "app-detail", "app-compose", "app-settings", "app-settings-general"]

    /// The app scene `name` (one of `appScreens`).
    static func app(_ name: String, resources: URL) -> DemoScene {
        let summaries = [
            "app": "an app: tabs, a navigation stack over the inbox, a pushed message, a presented form",
            "app-detail": "the app with a message pushed",
            "app-compose": "the app with the compose form presented",
            "app-settings": "the app on its Settings tab",
            "app-settings-general": "the app with Settings › General pushed",
        ]
        let scene = DemoScene(name: name, summary: summaries[name] ?? "the app", size: appSize)
        let app = DemoApp(scene: scene, resources: resources)
        scene.keptAlive.append(app)
        switch name {
        case "app-detail":
            app.open(app.inboxScreen.inbox.days[0].messages[0], animated: false)
        case "app-compose":
            app.compose(animated: false)
        case "app-settings":
            app.tabs.selectedIndex = 1
        case "app-settings-general":
            app.tabs.selectedIndex = 1
            app.openSetting("General", animated: false)
        default:
            break
        }
        app.events.onLine = { [weak scene] line in scene?.onLine?(line) }
        scene.window.layoutIfNeeded()
        return scene
    }
}

/// The app's controllers and the rules between them; reports each navigation event.
@MainActor
final class DemoApp: NavigationControllerDelegate, TabBarControllerDelegate {
    let events = AppEvents()
    let tabs = TabBarController()
    let inboxScreen: InboxScreen
    let inbox: NavigationController
    let settingsScreen: SettingsScreen
    let settings: NavigationController
    /// The compose screen while it is presented.
    private(set) var composeScreen: ComposeScreen?
    /// Each navigation controller's screens shown so far, bottom to top (`didShow`).
    private var shownChains: [ObjectIdentifier: [ObjectIdentifier]] = [:]

    init(scene: DemoScene, resources: URL) {
        inboxScreen = InboxScreen(events: events, recorder: scene.recorder)
        inbox = NavigationController(rootViewController: inboxScreen)
        inbox.tabBarItem = TabBarItem(title: "Inbox", image: Image(named: "inbox", in: resources, scale: 2), tag: 0)
        settingsScreen = SettingsScreen(
            name: "Settings", title: "Settings", sections: SettingsScreen.root, events: events)
        settings = NavigationController(rootViewController: settingsScreen)
        settings.tabBarItem = TabBarItem(
            title: "Settings", image: Image(named: "gear", in: resources, scale: 2), tag: 1)
        tabs.viewControllers = [inbox, settings]
        tabs.delegate = self
        inbox.delegate = self
        settings.delegate = self
        shownChains = [ObjectIdentifier(inbox): [ObjectIdentifier(inboxScreen)], ObjectIdentifier(settings): [ObjectIdentifier(settingsScreen)]]

        let compose = BarItem(systemItem: .compose)
        compose.primaryAction = Action(title: "compose") { [weak self] _ in self?.compose(animated: true) }
        inboxScreen.navigationItem.rightBarButtonItem = compose
        inboxScreen.onOpen = { [weak self] message in self?.open(message, animated: true) }
        settingsScreen.onSelect = { [weak self] title in self?.openSetting(title, animated: true) }

        // The tab bar controller is a child of the scene's recorder, so named actions still reach it.
        let recorder = scene.recorder
        let root: View = recorder.view
        root.frame = scene.window.bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        recorder.addChild(tabs)
        let tabsView: View = tabs.view
        tabsView.frame = root.bounds
        tabsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(tabsView)
        tabs.didMove(toParent: recorder)
        // The scenes' windows are never made key (the demo shows them through its host), so the root
        // controller appears by hand: the app's controllers then hear their appearance callbacks.
        recorder.beginAppearanceTransition(true, animated: false)
        recorder.endAppearanceTransition()
        scene.scrollView = inboxScreen.table
        inboxScreen.inbox.scrollReporter = scene.scrollReporter
    }

    /// Pushes the message screen for `message`.
    func open(_ message: DemoMessage, animated: Bool) {
        inbox.pushViewController(MessageScreen(message: message, events: events), animated: animated)
    }

    /// Pushes the settings sub-screen titled `title`.
    func openSetting(_ title: String, animated: Bool) {
        guard let sections = SettingsScreen.screens[title] else { return }
        settings.pushViewController(
            SettingsScreen(name: title, title: title, sections: sections, events: events), animated: animated)
    }

    /// Presents the compose form full screen, in a navigation controller with Cancel.
    func compose(animated: Bool) {
        guard composeScreen == nil else { return }
        let screen = ComposeScreen(events: events)
        let navigation = NavigationController(rootViewController: screen)
        screen.onCancel = { [weak self, weak navigation] in
            guard let self, let navigation else { return }
            navigation.dismiss(animated: true) { [weak self] in
                self?.composeScreen = nil
                self?.events.report("dismiss Compose")
            }
        }
        composeScreen = screen
        tabs.present(navigation, animated: animated) { [weak self] in self?.events.report("present Compose") }
    }

    // MARK: - Events

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        // The screens shown so far, bottom to top: a controller already among them was popped back
        // to; any other was pushed. (The stack itself changes at once, before its transitions run.)
        let key = ObjectIdentifier(navigationController)
        let shown = ObjectIdentifier(viewController)
        var chain = shownChains[key] ?? navigationController.viewControllers.first.map { [ObjectIdentifier($0)] } ?? []
        defer { shownChains[key] = chain }
        if let index = chain.firstIndex(of: shown) {
            guard index < chain.count - 1 else { return }
            chain.removeSubrange((index + 1)...)
            if let screen = viewController as? AppScreen { events.report("pop \(screen.screenName)") }
        } else {
            chain.append(shown)
            if let screen = viewController as? AppScreen { events.report("push \(screen.screenName)") }
        }
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        events.report("tab \(viewController.tabBarItem.title ?? "")")
    }
}

import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViews
@testable import BarWidgets

/// The appearance callbacks of several controllers, in the order they came.
@MainActor
final class AppearanceLog {
    var entries: [String] = []
    func clear() { entries = [] }
}

/// A controller that logs its appearance callbacks as `name.willAppear`, … into a shared log.
@MainActor
final class LoggedController: ViewController {
    let name: String
    let log: AppearanceLog
    var logsContainment = false

    init(_ name: String, log: AppearanceLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(name).willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(name).didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("\(name).willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("\(name).didDisappear")
    }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        if logsContainment { log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        if logsContainment { log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
    }
}

/// A 320 × 480 window of its own application showing a navigation controller whose root is "A".
@MainActor
struct NavigationScene {
    let scene = Scene(size: CGSize(width: 320, height: 480))
    let log = AppearanceLog()
    let root: LoggedController
    let navigation: NavigationController
    var window: Window { scene.window }
    var simulator: EventSimulator { scene.simulator }

    init(rightToLeft: Bool = false) {
        root = LoggedController("A", log: log)
        navigation = NavigationController(rootViewController: root)
        if rightToLeft { navigation.view.semanticContentAttribute = .forceRightToLeft }
        scene.window.rootViewController = navigation
        scene.window.makeKeyAndVisible()
        scene.window.layoutIfNeeded()
    }

    func controller(_ name: String) -> LoggedController { LoggedController(name, log: log) }

    /// Pushes a controller named `name` without animation and forgets the log so far.
    @discardableResult
    func pushed(_ name: String) -> LoggedController {
        let controller = self.controller(name)
        navigation.pushViewController(controller, animated: false)
        log.clear()
        return controller
    }

    /// Lets `seconds` of simulated time pass (transitions run their frames).
    func wait(_ seconds: TimeInterval = 1) { simulator.advance(by: seconds) }

    /// A one-finger drag from `start` by `dx`, in `steps` moves `interval` seconds apart, lifted at once
    /// or after resting `pause` seconds.
    func drag(from start: CGPoint, by dx: CGFloat, steps: Int = 10, interval: TimeInterval = 0.02, pause: TimeInterval? = nil) {
        let saved = simulator.stepInterval
        simulator.stepInterval = interval
        defer { simulator.stepInterval = saved }
        let touch = simulator.touchDown(at: start)
        for i in 1...steps {
            simulator.move(touch, to: CGPoint(x: start.x + dx * CGFloat(i) / CGFloat(steps), y: start.y))
        }
        if let pause { simulator.stepInterval = pause }
        simulator.touchUp(touch)
    }
}

/// Captures the errors reported through a static handler for the duration of `body`.
@MainActor
func capturingNavigationErrors(_ body: () -> Void) -> [NavigationError] {
    var errors: [NavigationError] = []
    let saved = NavigationController.errorHandler
    NavigationController.errorHandler = { errors.append($0) }
    body()
    NavigationController.errorHandler = saved
    return errors
}

import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViews
@testable import BarWidgets

/// A navigation controller in a window of its own application driven by seeded random pushes, pops,
/// sets, back swipes (completed and cancelled), presentations and dismissals, animated or not, with
/// time advancing by random amounts; checked after every step against a stack model and the grammar
/// of the appearance callbacks (Behaviors §14). `BARKIT_MODEL_STEPS` runs longer.
@MainActor
@Suite struct NavigationModelBasedTests {
    nonisolated static let seeds: [UInt64] = Array(1...8)

    @Test(arguments: seeds) func randomNavigationKeepsTheStackAndTheAppearanceGrammar(seed: UInt64) {
        let failures = Self.play(seed: seed, presenting: false)
        #expect(failures.isEmpty, "seed \(seed): \(failures)")
    }

    /// The same with modal presentations and dismissals mixed in, overlapping the stack's transitions
    /// (Behaviors §14: a presentation over a push or pop).
    @Test(arguments: seeds) func randomNavigationWithPresentationsKeepsTheStackAndTheAppearanceGrammar(seed: UInt64) {
        let failures = Self.play(seed: seed, presenting: true)
        #expect(failures.isEmpty, "seed \(seed): \(failures)")
    }

    /// Plays one seeded run and returns what went wrong (nothing, when all is well).
    static func play(seed: UInt64, presenting: Bool) -> [String] {
        var run = NavigationModelRun(seed: seed)
        run.presents = presenting
        let steps = ModelSteps.count(default: 300)
        var navigationErrors: [NavigationError] = []
        var presentationErrors: [PresentationError] = []
        let savedPresentation = ViewController.presentationErrorHandler
        ViewController.presentationErrorHandler = { presentationErrors.append($0) }
        navigationErrors = capturingNavigationErrors {
            for step in 0..<steps {
                run.step(step)
                if !run.failures.isEmpty { break }
            }
            if run.failures.isEmpty { run.settleAndCheck(step: steps) }
        }
        ViewController.presentationErrorHandler = savedPresentation
        var failures = run.failures.isEmpty ? [] : ["\(run.failures.prefix(3)) after \(run.trace.suffix(12))"]
        if !navigationErrors.isEmpty { failures.append("navigation errors \(navigationErrors)") }
        if !presentationErrors.isEmpty { failures.append("presentation errors \(presentationErrors)") }
        return failures
    }
}

/// Where each controller is in the appearance grammar, read from the log alone.
enum LoggedAppearance: Equatable {
    case disappeared, appearing, appeared, disappearing
}

/// One seeded run: the scene, the model and the failures found.
@MainActor
struct NavigationModelRun {
    let scene = NavigationScene()
    var random: SeededRandom
    /// The stack `viewControllers` must equal.
    var stack: [LoggedController]
    /// The controller presented over the navigation controller, if any.
    var presented: LoggedController?
    /// Every controller made, and where each is in the grammar.
    var everyController: [LoggedController]
    var states: [String: LoggedAppearance] = [:]
    var logged = 0
    var made = 0
    var failures: [String] = []
    var trace: [String] = []
    /// Whether presentations and dismissals are among the steps.
    var presents = true

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        stack = [scene.root]
        everyController = [scene.root]
        readLog()
    }

    var navigation: NavigationController { scene.navigation }

    mutating func makeController() -> LoggedController {
        made += 1
        let controller = scene.controller("C\(made)")
        everyController.append(controller)
        return controller
    }

    mutating func step(_ index: Int) {
        let animated = Bool.random(using: &random)
        let pick = Int.random(in: 0..<100, using: &random)
        switch pick {
        case 0..<22:
            let controller = makeController()
            trace.append("push \(controller.name) \(animated)")
            navigation.pushViewController(controller, animated: animated)
            stack.append(controller)
        case 22..<34:
            trace.append("pop \(animated)")
            let popped = navigation.popViewController(animated: animated)
            let expected = stack.count > 1 ? stack.removeLast() : nil
            if popped !== expected { fail(index, "pop returned \(name(popped)), expected \(name(expected))") }
        case 34..<38:
            trace.append("popToRoot \(animated)")
            let popped = navigation.popToRootViewController(animated: animated) ?? []
            let expected = Array(stack.dropFirst())
            stack = [stack[0]]
            if !same(popped, expected) { fail(index, "popToRoot returned \(popped.map(name))") }
        case 38..<42 where stack.count > 2:
            let target = stack[Int.random(in: 0..<(stack.count - 1), using: &random)]
            trace.append("popTo \(target.name) \(animated)")
            let popped = navigation.popToViewController(target, animated: animated) ?? []
            let cut = stack.firstIndex { $0 === target }! + 1
            let expected = Array(stack[cut...])
            stack.removeSubrange(cut...)
            if !same(popped, expected) { fail(index, "popTo returned \(popped.map(name))") }
        case 42..<48:
            var next = stack.filter { _ in Bool.random(using: &random) }
            if Bool.random(using: &random) { next.shuffle(using: &random) }
            for _ in 0..<Int.random(in: 0...2, using: &random) { next.append(makeController()) }
            if next.isEmpty { next.append(makeController()) }
            trace.append("set \(next.map(\.name)) \(animated)")
            navigation.setViewControllers(next, animated: animated)
            stack = next
        case 48..<54:
            swipe(index, completing: true)
        case 54..<59:
            swipe(index, completing: false)
        case 59..<65 where presents && navigation.presentedViewController == nil:
            let controller = makeController()
            trace.append("present \(controller.name) \(animated)")
            navigation.present(controller, animated: animated)
            presented = controller
        case 65..<70 where presented != nil:
            trace.append("dismiss \(animated)")
            navigation.dismiss(animated: animated)
            presented = nil
        case 70..<74:
            trace.append("settle")
            settleAndCheck(step: index)
            return
        default:
            let seconds = [0.0, 0.005, 0.016, 0.1, 0.2, 0.3, 0.5][Int.random(in: 0..<7, using: &random)]
            trace.append("wait \(seconds)")
            scene.wait(seconds)
        }
        checkAlways(index)
    }

    /// Settles first, then swipes from the leading edge: far and slowly to complete, a short slow
    /// drag to cancel.
    mutating func swipe(_ index: Int, completing: Bool) {
        settle(index)
        trace.append(completing ? "swipe" : "cancelled swipe")
        if completing {
            scene.drag(from: CGPoint(x: 5, y: 200), by: 200, pause: 0.2)
        } else {
            scene.drag(from: CGPoint(x: 5, y: 200), by: 100, steps: 10, interval: 0.05)
        }
        if completing && stack.count > 1 && presented == nil { stack.removeLast() }
        // While the finger is down and the views slide on, `viewControllers` already lacks the top
        // one (as UIKit's); a cancelled swipe puts it back when it ends, so compare once settled.
        settle(index)
    }

    /// Advances until nothing moves, then checks what is on screen.
    mutating func settleAndCheck(step index: Int) {
        settle(index)
        checkAlways(index)
        checkAtRest(index)
    }

    mutating func settle(_ index: Int) {
        for _ in 0..<80 {
            scene.wait(0.25)
            readLog()
            let appearancesAtRest = everyController.allSatisfy { $0.appearance == .appeared || $0.appearance == .disappeared }
            if navigation.transition == nil && navigation.shown === navigation.topViewController && appearancesAtRest
                && navigation.presentedViewController === presented
            {
                return
            }
        }
        let moving = everyController.filter { $0.appearance != .appeared && $0.appearance != .disappeared }
        fail(index, "still moving after 20 s: transition \(navigation.transition != nil), shown \(name(navigation.shown)), "
            + "presented \(name(navigation.presentedViewController)), midway \(moving.map(\.name)), log \(scene.log.entries.suffix(14))")
    }

    /// What holds after every step: the stack, and each callback following the grammar.
    mutating func checkAlways(_ index: Int) {
        if !same(navigation.viewControllers, stack) {
            fail(index, "viewControllers \(navigation.viewControllers.map(name)) != model \(stack.map(\.name))")
        }
        readLog()
    }

    /// Once everything ends: the visible controller alone has appeared, its view is in the window and
    /// no other controller's view of the stack is.
    mutating func checkAtRest(_ index: Int) {
        let top = stack.last!
        let visible = presented ?? top
        for controller in everyController {
            let state = states[controller.name] ?? .disappeared
            let expected: LoggedAppearance = controller === visible ? .appeared : .disappeared
            if state != expected {
                fail(index, "\(controller.name) is \(state) at rest, expected \(expected); log \(scene.log.entries.suffix(14))")
            }
            let inWindow = controller.viewIfLoaded?.window === scene.window
            let shouldBe = controller === top || controller === presented
            if inWindow != shouldBe { fail(index, "\(controller.name)'s view in window: \(inWindow), expected \(shouldBe)") }
        }
        if let presented, presented.view.frame != scene.window.bounds {
            fail(index, "presented view at \(presented.view.frame)")
        }
        if top.view.frame != navigation.contentRect { fail(index, "top view at \(top.view.frame)") }
    }

    /// Follows the log from where it was last read, checking each callback is allowed.
    mutating func readLog() {
        let entries = scene.log.entries
        while logged < entries.count {
            let entry = entries[logged]
            logged += 1
            let parts = entry.split(separator: ".")
            let name = String(parts[0])
            let event = String(parts[1])
            let state = states[name] ?? .disappeared
            let next: LoggedAppearance? =
                switch (state, event) {
                case (.disappeared, "willAppear"), (.disappearing, "willAppear"): .appearing
                case (.appearing, "didAppear"): .appeared
                case (.appeared, "willDisappear"), (.appearing, "willDisappear"): .disappearing
                case (.disappearing, "didDisappear"): .disappeared
                default: nil
                }
            guard let next else {
                fail(-1, "\(entry) while \(state) (log \(entries.suffix(8)))")
                continue
            }
            states[name] = next
        }
    }

    mutating func fail(_ index: Int, _ message: String) {
        if failures.count < 10 { failures.append("step \(index): \(message)") }
    }

    func same(_ a: [ViewController], _ b: [ViewController]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    func name(_ controller: ViewController?) -> String { (controller as? LoggedController)?.name ?? "nil" }
}

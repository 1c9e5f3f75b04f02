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

/// A view that can become first responder and logs the key presses that reach it.
@MainActor
final class KeyView: View {
    var log: [String] = []
    var refusesToResign = false
    var handlesPresses = true
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        log.append("began " + presses.compactMap { $0.key?.characters }.joined())
        if !handlesPresses { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        log.append("ended")
        if !handlesPresses { super.pressesEnded(presses, with: event) }
    }
}

/// A responder that performs actions by name without registering them.
@MainActor
final class DynamicResponder: Responder {
    var performed: [String] = []
    override func canPerformAction(_ action: ActionName, withSender sender: Any?) -> Bool {
        action.rawValue.hasPrefix("dyn.") || super.canPerformAction(action, withSender: sender)
    }
    override func perform(_ action: ActionName, sender: Any?, event: Event?) -> Bool {
        guard action.rawValue.hasPrefix("dyn.") else { return super.perform(action, sender: sender, event: event) }
        performed.append(action.rawValue)
        return true
    }
}

@MainActor
@Suite struct ResponderTests {
    // MARK: - next (Docs/Behaviors.md §2)

    @Test func nextFollowsViewsControllersWindowApplicationAndDelegate() {
        let scene = Scene()
        let controller = RecordingController()
        let root: View = controller.view
        let child = View(frame: .zero)
        root.addSubview(child)
        scene.window.rootViewController = controller

        #expect(child.next === root)
        #expect(root.next === controller)
        #expect(controller.next === scene.window)
        #expect(scene.window.next === scene.application)
        #expect(scene.application.next == nil)

        let delegate = LoggingResponder()
        scene.application.delegate = delegate
        #expect(scene.application.next === delegate)
    }

    @Test func theDelegateJoinsTheChainOnlyAsAPlainResponder() {
        let application = Application()
        let view = View(frame: .zero)
        application.delegate = view
        #expect(application.next == nil)
        let controller = ViewController()
        application.delegate = controller
        #expect(application.next == nil)
        let other = Application()
        application.delegate = other
        #expect(application.next == nil)
        final class PlainDelegate {}
        let plain = PlainDelegate()
        application.delegate = plain
        #expect(application.next == nil)
    }

    @Test func aViewThatIsNoLongerTheRootViewGoesToItsSuperview() {
        let controller = ViewController()
        let first = View(frame: .zero)
        let container = View(frame: .zero)
        container.addSubview(first)
        controller.view = first
        #expect(first.next === controller)
        controller.view = View(frame: .zero)
        #expect(first.next === container)
        // A view taken over by another controller belongs to that one.
        let other = ViewController()
        other.view = controller.view
        #expect(controller.isViewLoaded == false)
        #expect(other.view.next === other)
    }

    @Test func aWindowWithoutAnApplicationOfItsOwnUsesTheSharedOne() {
        let window = Window(frame: .zero)
        #expect(window.next === Application.shared)
        window.makeKey()
        #expect(Application.shared.windows.contains { $0 === window })
        #expect(window.isKeyWindow)
        let own = Application()
        window.application = own
        #expect(!Application.shared.windows.contains { $0 === window })
        #expect(own.windows.count == 1 && own.keyWindow === window)
    }

    // MARK: - The first responder

    @Test func becomingAndResigningFirstResponder() {
        let scene = Scene()
        let a = KeyView(frame: .zero)
        let b = KeyView(frame: .zero)
        let plain = View(frame: .zero)
        scene.window.addSubview(a)
        scene.window.addSubview(b)
        scene.window.addSubview(plain)

        #expect(plain.becomeFirstResponder() == false)
        #expect(a.becomeFirstResponder())
        #expect(a.isFirstResponder && scene.application.firstResponder === a)
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder && b.isFirstResponder)
        #expect(b.resignFirstResponder())
        #expect(scene.application.firstResponder == nil && !b.isFirstResponder)
    }

    @Test func aViewOutsideAWindowCannotBecomeFirstResponder() {
        let view = KeyView(frame: .zero)
        #expect(view.becomeFirstResponder() == false)
        #expect(!view.isFirstResponder)
    }

    @Test func aFirstResponderThatWillNotResignKeepsItsPlace() {
        let scene = Scene()
        let a = KeyView(frame: .zero)
        let b = KeyView(frame: .zero)
        scene.window.addSubview(a)
        scene.window.addSubview(b)
        a.refusesToResign = true
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder() == false)
        #expect(a.isFirstResponder)
        #expect(a.resignFirstResponder() == false)
    }

    @Test func leavingTheWindowEndsFirstResponderStatus() {
        let scene = Scene()
        let a = KeyView(frame: .zero)
        scene.window.addSubview(a)
        #expect(a.becomeFirstResponder())
        a.removeFromSuperview()
        #expect(!a.isFirstResponder)
        #expect(scene.application.firstResponder == nil)
    }

    @Test func eachApplicationHasItsOwnFirstResponder() {
        let one = Scene()
        let two = Scene()
        let a = KeyView(frame: .zero)
        let b = KeyView(frame: .zero)
        one.window.addSubview(a)
        two.window.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)
        #expect(one.application.firstResponder === a && two.application.firstResponder === b)
        #expect(Application.shared.firstResponder !== a && Application.shared.firstResponder !== b)
    }

    // MARK: - Named actions

    @Test func registeredActionsAreListedAndPerformed() {
        let controller = RecordingController()
        #expect(controller.registeredActions == ["close", "save"])
        #expect(controller.canPerformAction("save", withSender: nil))
        #expect(!controller.canPerformAction("open", withSender: nil))
        #expect(controller.perform("close", sender: "x", event: nil))
        #expect(controller.log == ["close from String"])
        controller.unregisterAction("close")
        #expect(!controller.perform("close", sender: nil, event: nil))
    }

    @Test func registeringDoesNotRetainTheResponder() {
        weak var released: RecordingController?
        do {
            let controller = RecordingController()
            released = controller
            #expect(controller.canPerformAction("save", withSender: nil))
        }
        #expect(released == nil)
    }

    @Test func targetForActionWalksTheChain() {
        let scene = Scene()
        let controller = RecordingController()
        let leaf = View(frame: .zero)
        controller.view.addSubview(leaf)
        scene.window.rootViewController = controller
        #expect(leaf.target(forAction: "save", withSender: nil) === controller)
        #expect(leaf.target(forAction: "open", withSender: nil) == nil)
        let delegate = DynamicResponder()
        scene.application.delegate = delegate
        #expect(leaf.target(forAction: "dyn.open", withSender: nil) === delegate)
    }
}

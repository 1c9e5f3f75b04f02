import BarKit
import Foundation
import Testing

/// A controller whose actions take their sender typed, as UIKit action methods do.
@MainActor
private final class TypedActions: ViewController {
    var log: [String] = []

    override init() {
        super.init()
        registerAction("tapped", TypedActions.tapped)
        registerAction("anything", TypedActions.anything)
        registerAction("maybe", TypedActions.maybe)
        registerAction("withEvent", TypedActions.withEvent)
    }

    func tapped(_ sender: Button) { log.append("tapped \(sender.title(for: .normal) ?? "?")") }
    func anything(_ sender: Any) { log.append("anything \(type(of: sender))") }
    func maybe(_ sender: Button?) { log.append("maybe \(sender == nil ? "nil" : "button")") }
    func withEvent(_ sender: Control, _ event: BarKit.Event?) { log.append("withEvent \(event == nil)") }
}

@MainActor
@Suite struct TypedSenderActionTests {
    @Test func aMethodTakingTheControlGetsTheControl() {
        let application = Application()
        let controller = TypedActions()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        window.rootViewController = controller
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        controller.view.addSubview(button)
        button.addTarget(nil, action: "tapped", for: .touchUpInside)
        application.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(controller.log == ["tapped Go"])
    }

    @Test func anAnyMethodGetsTheSenderItselfNotAnOptional() {
        let controller = TypedActions()
        let button = Button(type: .custom)
        #expect(controller.perform("anything", sender: button, event: nil))
        #expect(controller.log == ["anything Button"])
    }

    @Test func aSenderOfAnotherTypeIsNotPerformedAndPassesOn() {
        let controller = TypedActions()
        let label = Label()
        #expect(controller.canPerformAction("tapped", withSender: label) == false)
        #expect(controller.perform("tapped", sender: label, event: nil) == false)
        #expect(controller.canPerformAction("tapped", withSender: Button()))
        #expect(controller.log.isEmpty)
    }

    @Test func aNilSenderReachesOnlyAnOptionalParameter() {
        let controller = TypedActions()
        #expect(controller.perform("maybe", sender: nil, event: nil))
        #expect(controller.perform("tapped", sender: nil, event: nil) == false)
        #expect(controller.perform("anything", sender: nil, event: nil) == false)
        #expect(controller.perform("withEvent", sender: Button(), event: nil))
        #expect(controller.log == ["maybe nil", "withEvent true"])
    }
}

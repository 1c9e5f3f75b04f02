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

/// A window of its own application, so no test shares first-responder or key-window state.
@MainActor
struct Scene {
    let application = Application()
    let window: Window
    let simulator: EventSimulator

    init(size: CGSize = CGSize(width: 320, height: 480)) {
        window = Window(frame: CGRect(origin: .zero, size: size), application: application)
        simulator = EventSimulator(window: window)
    }
}

/// Records every touch control event a control sends, in order, with `+h` when the control was
/// highlighted as the event was sent.
@MainActor
final class ControlEventLog {
    private(set) var entries: [String] = []

    init(_ control: Control) {
        let events = Control.Event.names.filter {
            Control.Event.allTouchEvents.contains($0.1) || $0.1 == .primaryActionTriggered
        }
        for (name, event) in events {
            control.addAction(
                Action { [weak self] action in
                    let highlighted = (action.sender as? Control)?.isHighlighted == true
                    self?.entries.append(name + (highlighted ? "+h" : ""))
                }, for: event)
        }
    }

    func clear() { entries.removeAll() }
}

/// A responder that logs the touches and presses that reach it.
@MainActor
final class LoggingResponder: Responder {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("touchesBegan") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append("touchesMoved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("touchesEnded") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("touchesCancelled") }
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        log.append("pressesBegan " + presses.compactMap { $0.key?.characters }.joined())
    }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        log.append("pressesEnded " + presses.compactMap { $0.key?.characters }.joined())
    }
}

/// A view that logs the touches that reach it, and optionally passes them on.
@MainActor
final class LoggingView: View {
    var log: [String] = []
    var passesOn = false
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.append("began \(touches.count)")
        if passesOn { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        log.append("moved")
        if passesOn { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.append("ended")
        if passesOn { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.append("cancelled")
        if passesOn { super.touchesCancelled(touches, with: event) }
    }
}

/// A view controller that performs "save" (and "close" with its sender) and logs touches that reach it.
@MainActor
final class RecordingController: ViewController {
    var log: [String] = []
    var onSave: () -> Void = {}

    override init() {
        super.init()
        registerAction("save", RecordingController.save)
        registerAction("close", RecordingController.close)
    }

    func save() {
        log.append("save")
        onSave()
    }

    func close(_ sender: Any?) {
        log.append("close from \(sender.map { "\(type(of: $0))" } ?? "nil")")
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("touchesBegan") }
}

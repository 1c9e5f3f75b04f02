import BarKit
import Foundation

// One input of the events fuzzer (`Fuzz/Sources/FuzzEvents`), also replayed by the test suite: touch
// sequences against a toolbar whose actions change the toolbar while events are delivered.
//
// Each input builds a window (with its own `Application`) holding a `Bar` of items (titled, image,
// system, flexible and fixed spaces, a custom `Button`) and a plain `Button` below it, then plays the
// input as a script: touches begin, move, end and are cancelled in any order (moved before began,
// ended twice, touches of another window, several in one event, the same touch twice), and every
// action the items and buttons send reads the next bytes to add, remove, reorder or replace items,
// remove the bar or the button from the window, disable or hide them — in the middle of dispatch.
// After each event the tree must be consistent; at the end everything must be freed (weak
// references to the window, bar, items and buttons must be nil: no cycles through targets, actions,
// touches or the application).

/// The script: the input's bytes, read by the event loop and by the actions it triggers.
@MainActor
final class EventsFuzzScript {
    var input: FuzzInput
    init(_ input: FuzzInput) { self.input = input }
}

private let eventPoints: [CGPoint] = [
    CGPoint(x: 20, y: 22), CGPoint(x: 60, y: 22), CGPoint(x: 160, y: 22), CGPoint(x: 300, y: 22),
    CGPoint(x: 40, y: 66), CGPoint(x: 200, y: 66), CGPoint(x: -5, y: 10), CGPoint(x: 319.9, y: 87.9),
    CGPoint(x: 1e9, y: -1e9), CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 160, y: 44), CGPoint(x: 0, y: 0),
]

private let eventIcon = Image(size: CGSize(width: 8, height: 8)) { context in
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
}

@MainActor
final class EventsFuzzScene {
    let script: EventsFuzzScript
    let application = Application()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
    let otherWindow = Window(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let bar = Bar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let button = Button(type: .system)
    var made = 0

    init(script: EventsFuzzScript) {
        self.script = script
        window.application = application
        otherWindow.application = application
        window.addSubview(bar)
        button.setTitle("Button", for: .normal)
        button.frame = CGRect(x: 0, y: 44, width: 320, height: 44)
        window.addSubview(button)
        wire(button)
        bar.items = (0..<4).map { _ in makeItem() }
    }

    /// A new item of a kind chosen by the script, whose tap runs a mutation.
    func makeItem() -> BarItem {
        made += 1
        let item: BarItem
        switch script.input.int(in: 0...6) {
        case 0: item = BarItem(image: eventIcon)
        case 1: item = BarItem(systemItem: .add)
        case 2: item = .flexibleSpace()
        case 3: item = .fixedSpace(CGFloat(script.input.int(in: 0...40)))
        case 4:
            let custom = Button(type: .custom)
            custom.setTitle("C\(made)", for: .normal)
            wire(custom)
            item = BarItem(customView: custom)
        default: item = BarItem(title: "Item \(made)")
        }
        switch script.input.int(in: 0...2) {
        case 0:
            item.primaryAction = Action { [weak self] _ in self?.mutate() }
        case 1:
            item.setTarget(self, action: EventsFuzzScene.itemTapped)
        default:
            item.action = "fuzzAction"
        }
        return item
    }

    func itemTapped(_ item: BarItem) { mutate() }

    /// Sends a mutation when the control does anything a touch can make it do.
    func wire(_ control: Control) {
        control.addAction(Action { [weak self] _ in self?.mutate() }, for: .allTouchEvents)
        control.addAction(Action { [weak self] _ in self?.mutate() }, for: .primaryActionTriggered)
    }

    /// Changes the tree in the middle of dispatch, as the next bytes of the script say.
    func mutate() {
        var items = bar.items ?? []
        switch script.input.int(in: 0...11) {
        case 0: items.append(makeItem())
        case 1: if !items.isEmpty { items.remove(at: script.input.int(in: 0...items.count - 1)) }
        case 2: items.reverse()
        case 3:
            // Rotate, then swap two: a reordering that keeps every item.
            if items.count > 1 {
                let k = script.input.int(in: 0...items.count - 1)
                items = Array(items[k...] + items[..<k])
                items.swapAt(0, script.input.int(in: 0...items.count - 1))
            }
        case 4: items = []
        case 5:
            if bar.superview == nil { window.insertSubview(bar, at: 0) } else { bar.removeFromSuperview() }
            return
        case 6:
            if button.superview == nil { window.addSubview(button) } else { button.removeFromSuperview() }
            return
        case 7:
            button.isEnabled.toggle()
            return
        case 8:
            bar.isHidden.toggle()
            return
        case 9:
            if let item = items.first { item.isEnabled.toggle() }
            return
        case 10:
            if let item = items.last { item.customView = item.customView == nil ? Button(type: .system) : nil }
            return
        default:
            bar.frame.size.width = CGFloat(script.input.int(in: 0...400))
            return
        }
        bar.setItems(items, animated: script.input.bool())
    }

    /// Plays the rest of the script as touch events.
    func play() {
        var touches: [Touch] = []
        var time: TimeInterval = 0
        var steps = 0
        while !script.input.isEmpty, steps < 64 {
            steps += 1
            time += 0.05
            let point = eventPoints[script.input.int(in: 0...eventPoints.count - 1)]
            func pick() -> Touch? { touches.isEmpty ? nil : touches[script.input.int(in: 0...touches.count - 1)] }
            var event: [Touch] = []
            switch script.input.int(in: 0...10) {
            case 0:
                let touch = Touch(
                    location: point, window: window, tapCount: script.input.int(in: 0...3), timestamp: time)
                touches.append(touch)
                event = [touch]
            case 1:
                guard let touch = pick() else { continue }
                touch.update(phase: .moved, location: point, timestamp: time)
                event = [touch]
            case 2:
                guard let touch = pick() else { continue }
                touch.update(phase: .ended, location: point, timestamp: time)
                event = [touch]
            case 3:
                guard let touch = pick() else { continue }
                touch.update(phase: .cancelled, timestamp: time)
                event = [touch]
            case 4:
                // A touch of another window, delivered with this one's.
                let stranger = Touch(location: point, window: otherWindow, timestamp: time)
                event = [stranger] + (pick().map { [$0] } ?? [])
            case 5:
                // Two fingers down at once, and the same touch twice.
                let a = Touch(location: point, window: window, timestamp: time)
                let b = Touch(
                    location: eventPoints[script.input.int(in: 0...eventPoints.count - 1)], window: window,
                    timestamp: time)
                touches += [a, b]
                event = [a, b, a]
            case 6:
                // Out of order: "began" again, stationary, after whatever phase the touch is in.
                guard let touch = pick() else { continue }
                touch.update(phase: script.input.bool() ? .began : .stationary, location: point, timestamp: time)
                event = [touch]
            case 7:
                // Everything at once.
                for touch in touches { touch.update(phase: .moved, location: point, timestamp: time) }
                event = touches
            case 8:
                _ = window.render()
                continue
            case 9:
                EventSimulator(window: window, startTime: time).tap(at: point)
                continue
            default:
                // An event with no touches, and a touch that was never delivered as began.
                let late = Touch(location: point, window: window, timestamp: time)
                late.update(phase: .ended, timestamp: time)
                event = script.input.bool() ? [] : [late]
            }
            application.sendEvent(Event(touches: event, timestamp: time))
            check()
        }
    }

    /// What was wrong after an event, in order.
    var failures: [String] = []

    func expect(_ condition: Bool, _ message: String) {
        if !condition { failures.append(message) }
    }

    func check() {
        if let hit = window.hitTest(CGPoint(x: 160, y: 22), with: nil) {
            expect(hit === window || hit.isDescendant(of: window), "hit test left the window")
        }
        for item in bar.items ?? [] {
            if let view = item.view { expect(view.isDescendant(of: bar), "an item's view is not in its bar") }
        }
        expect(bar.subviews.count <= (bar.items?.count ?? 0) + 8, "item views pile up in the bar")
    }
}

/// Plays one input of the events fuzzer; returns what was wrong (empty when the tree stayed
/// consistent after every event and the window, bar, button, items and application were all freed
/// with the scene).
@MainActor
public func playEventsFuzzCase(_ input: FuzzInput) -> [String] {
    weak var weakWindow: Window?
    weak var weakBar: Bar?
    weak var weakButton: Button?
    weak var weakApplication: Application?
    var weakItems: [WeakBarItem] = []
    var failures: [String] = []
    do {
        let scene = EventsFuzzScene(script: EventsFuzzScript(input))
        weakWindow = scene.window
        weakBar = scene.bar
        weakButton = scene.button
        weakApplication = scene.application
        scene.play()
        weakItems = (scene.bar.items ?? []).map(WeakBarItem.init)
        failures = scene.failures
    }
    if weakWindow != nil { failures.append("the window outlived its scene") }
    if weakBar != nil { failures.append("the bar outlived its scene") }
    if weakButton != nil { failures.append("the button outlived its scene") }
    if weakApplication != nil { failures.append("the application outlived its scene") }
    if weakItems.contains(where: { $0.item != nil }) { failures.append("a bar item outlived its scene") }
    return failures
}

private final class WeakBarItem {
    weak var item: BarItem?
    init(_ item: BarItem) { self.item = item }
}

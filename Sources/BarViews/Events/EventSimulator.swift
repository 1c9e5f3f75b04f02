import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// Makes touch and key events in code and sends them through the window's application, as a window
/// backend would: for tests, the demo, and anything that drives BarKit without a window system.
///
/// ```swift
/// let simulator = EventSimulator(window: window)
/// simulator.tap(button)                                  // touch down and up on the button's centre
/// let touch = simulator.touchDown(at: CGPoint(x: 10, y: 10))
/// simulator.move(touch, to: CGPoint(x: 200, y: 10))      // drag out
/// simulator.touchUp(touch)
/// simulator.press(Key(characters: "s", modifierFlags: .command, keyCode: KeyboardHIDUsage(rawValue: 0x16)))
/// ```
///
/// Points are in the window's coordinates. Every event advances the simulator's clock by
/// `stepInterval`, so timestamps are deterministic. A touch that begins within `multipleTapInterval`
/// seconds and `multipleTapDistance` points of the previous tap continues its count (`tapCount` 2
/// for the second tap of a double tap, and so on).
@MainActor
public final class EventSimulator {
    /// The window touches happen in.
    public let window: Window
    /// The clock and the touches down, in one value (see `SimulatorState`). Release builds skip its
    /// exclusivity checks (`Docs/Performance.md`); debug builds keep them.
    #if DEBUG
        private var state: SimulatorState
    #else
        @exclusivity(unchecked) private var state: SimulatorState
    #endif

    /// The current time of the simulated clock, in seconds.
    public private(set) var time: TimeInterval {
        _read { yield state.time }
        _modify { yield &state.time }
    }
    /// How much the clock advances for each event (default 0.05 s).
    public var stepInterval: TimeInterval {
        _read { yield state.stepInterval }
        _modify { yield &state.stepInterval }
    }
    /// The longest pause between one tap's end and the next tap's start for the taps to count as
    /// repeated (default 0.35 s).
    public var multipleTapInterval: TimeInterval {
        _read { yield state.multipleTapInterval }
        _modify { yield &state.multipleTapInterval }
    }
    /// The farthest a repeated tap may be from the previous one (default 44 points).
    public var multipleTapDistance: CGFloat {
        _read { yield state.multipleTapDistance }
        _modify { yield &state.multipleTapDistance }
    }

    /// The touches that are down, in the order they began.
    public private(set) var activeTouches: [Touch] {
        _read { yield state.activeTouches }
        _modify { yield &state.activeTouches }
    }
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)? {
        _read { yield state.lastTap }
        _modify { yield &state.lastTap }
    }
    /// Where each of `activeTouches` began, in the same order.
    private var touchStarts: [CGPoint] {
        _read { yield state.touchStarts }
        _modify { yield &state.touchStarts }
    }

    /// A simulator's clock, settings and touches, in one stored property so one attribute covers
    /// them. Sound because a simulator is used on the main actor only and no callout (an event sent
    /// to the application) runs inside a write to its state.
    private struct SimulatorState {
        var time: TimeInterval
        var stepInterval: TimeInterval = 0.05
        var multipleTapInterval: TimeInterval = 0.35
        var multipleTapDistance: CGFloat = 44
        var activeTouches: [Touch] = []
        var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
        var touchStarts: [CGPoint] = []
    }

    private let explicitApplication: Application?

    /// A simulator for touches in `window`, sending to `application` (nil: the window's), whose clock
    /// starts at `startTime`.
    public init(window: Window, application: Application? = nil, startTime: TimeInterval = 0) {
        self.window = window
        self.explicitApplication = application
        self.state = SimulatorState(time: startTime)
        self.application.clock.simulate(startingAt: startTime)
    }

    /// The application events are sent to.
    public var application: Application { explicitApplication ?? window.application }

    /// Moves the clock on by `seconds` without sending anything (to separate taps, or to hold a long
    /// press): every scheduled item and display-link frame that falls due fires, in time order.
    public func advance(by seconds: TimeInterval) {
        catchUpWithClock()
        if seconds > 0 && seconds.isFinite { time += seconds }
        application.clock.advance(to: time)
    }

    // MARK: - Touches

    /// Puts a finger down at `point` and sends the `.began` event. Returns the touch, to move and lift.
    @discardableResult
    public func touchDown(at point: CGPoint) -> Touch {
        step()
        var count = 1
        if let last = lastTap, time - last.time <= multipleTapInterval,
            Self.distance(last.location, point) <= multipleTapDistance
        {
            count = last.count + 1
        }
        let touch = Touch(location: point, window: window, tapCount: count, timestamp: time)
        activeTouches.append(touch)
        touchStarts.append(point)
        send(changing: touch)
        return touch
    }

    /// Moves `touch` to `point` and sends the `.moved` event.
    public func move(_ touch: Touch, to point: CGPoint) {
        guard isActive(touch) else { return }
        step()
        touch.update(phase: .moved, location: point, timestamp: time)
        send(changing: touch)
    }

    /// Moves `touch` to `point` in `steps` equal moves, sending a `.moved` event for each.
    public func drag(_ touch: Touch, to point: CGPoint, steps: Int = 4) {
        let start = touch.location(in: nil)
        let n = max(1, steps)
        for i in 1...n {
            let f = CGFloat(i) / CGFloat(n)
            move(touch, to: CGPoint(x: start.x + (point.x - start.x) * f, y: start.y + (point.y - start.y) * f))
        }
    }

    /// Lifts `touch` (at `point` when given, else where it is) and sends the `.ended` event.
    public func touchUp(_ touch: Touch, at point: CGPoint? = nil) {
        guard isActive(touch) else { return }
        step()
        touch.update(phase: .ended, location: point, timestamp: time)
        let location = touch.location(in: nil)
        if let index = activeIndex(touch), Self.distance(touchStarts[index], location) <= multipleTapDistance {
            lastTap = (location, time, touch.tapCount)
        } else {
            lastTap = nil
        }
        send(changing: touch)
        finish(touch)
    }

    /// Cancels `touch` and sends the `.cancelled` event.
    public func cancel(_ touch: Touch) {
        guard isActive(touch) else { return }
        step()
        touch.update(phase: .cancelled, timestamp: time)
        lastTap = nil
        send(changing: touch)
        finish(touch)
    }

    /// Touches down and up at `point` (window coordinates).
    public func tap(at point: CGPoint) {
        let touch = touchDown(at: point)
        touchUp(touch)
    }

    /// Taps the centre of `view` (which must be in the window).
    public func tap(_ view: View) {
        tap(at: center(of: view))
    }

    /// Two taps at `point`, close enough in time to count as a double tap.
    public func doubleTap(at point: CGPoint) {
        tap(at: point)
        tap(at: point)
    }

    /// The centre of `view`'s bounds in window coordinates, after laying the window out (so a view
    /// placed by a pending layout is tapped where it will be).
    public func center(of view: View) -> CGPoint {
        window.layoutIfNeeded()
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    // MARK: - Several fingers

    /// Puts a finger down at each of `points` in one `.began` event. Returns the touches, in order.
    @discardableResult
    public func touchDown(at points: [CGPoint]) -> [Touch] {
        step()
        let touches = points.map { Touch(location: $0, window: window, tapCount: 1, timestamp: time) }
        activeTouches.append(contentsOf: touches)
        touchStarts.append(contentsOf: points)
        lastTap = nil
        send(changing: touches)
        return touches
    }

    /// Moves each of `touches` to the point at the same index in one `.moved` event.
    public func move(_ touches: [Touch], to points: [CGPoint]) {
        let moving = zip(touches, points).filter { isActive($0.0) }
        guard !moving.isEmpty else { return }
        step()
        for (touch, point) in moving { touch.update(phase: .moved, location: point, timestamp: time) }
        send(changing: moving.map(\.0))
    }

    /// Lifts `touches` in one `.ended` event.
    public func touchUp(_ touches: [Touch]) {
        let lifting = touches.filter { isActive($0) }
        guard !lifting.isEmpty else { return }
        step()
        for touch in lifting { touch.update(phase: .ended, timestamp: time) }
        lastTap = nil
        send(changing: lifting)
        for touch in lifting { finish(touch) }
    }

    /// Two fingers about `center`, `startDistance` apart, moved in `steps` to `endDistance` apart
    /// (a pinch in or out), then lifted.
    public func pinch(at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, steps: Int = 5) {
        func points(_ distance: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y)]
        }
        let touches = touchDown(at: points(startDistance))
        let n = max(1, steps)
        for i in 1...n {
            move(touches, to: points(startDistance + (endDistance - startDistance) * CGFloat(i) / CGFloat(n)))
        }
        touchUp(touches)
    }

    /// Two fingers on a circle of `radius` about `center`, turned by `angle` radians (clockwise on
    /// screen) in `steps`, then lifted.
    public func rotate(at center: CGPoint, radius: CGFloat, by angle: CGFloat, steps: Int = 5) {
        func points(_ a: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x - radius * cos(a), y: center.y - radius * sin(a)),
             CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))]
        }
        let touches = touchDown(at: points(0))
        let n = max(1, steps)
        for i in 1...n { move(touches, to: points(angle * CGFloat(i) / CGFloat(n))) }
        touchUp(touches)
    }

    /// A finger down at `point`, held for `duration` seconds (what falls due meanwhile fires), then lifted.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
        let touch = touchDown(at: point)
        advance(by: duration)
        touchUp(touch)
    }

    /// A finger from `start` to `end` in `steps` moves over `duration` seconds, then lifted.
    public func swipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.15, steps: Int = 5) {
        let saved = stepInterval
        stepInterval = max(0.001, duration / Double(max(1, steps) + 1))
        defer { stepInterval = saved }
        let touch = touchDown(at: start)
        drag(touch, to: end, steps: steps)
        touchUp(touch)
    }

    // MARK: - Keys

    /// Presses `key` and sends the `.began` event. Returns the press, to release.
    @discardableResult
    public func keyDown(_ key: Key) -> Press {
        step()
        let press = Press(key: key, timestamp: time)
        application.sendEvent(PressesEvent(presses: [press], timestamp: time))
        return press
    }

    /// Releases `press` and sends the `.ended` event.
    public func keyUp(_ press: Press) {
        step()
        press.update(phase: .ended, timestamp: time)
        application.sendEvent(PressesEvent(presses: [press], timestamp: time))
    }

    /// Presses and releases `key`.
    public func press(_ key: Key) {
        keyUp(keyDown(key))
    }

    /// Types `text` as a keyboard would: each grapheme cluster a text-input event to the first
    /// responder (`Application.sendText(_:)`), one `stepInterval` apart. Text goes to a responder
    /// that adopts `KeyInput`; with none, nothing happens.
    public func type(_ text: String) {
        for character in text {
            step()
            application.latestEventTimestamp = max(application.latestEventTimestamp, time)
            application.sendText(String(character))
        }
    }

    /// Sends an input method's marked text (`Application.sendMarkedText(_:selectedRange:)`) after one
    /// `stepInterval`; nil ends the composition.
    public func setMarkedText(_ text: String?, selectedRange: NSRange) {
        step()
        application.sendMarkedText(text, selectedRange: selectedRange)
    }

    // MARK: - Internals

    /// Moves the clock on by one step, firing what falls due before the next event.
    private func step() {
        catchUpWithClock()
        time += stepInterval
        application.clock.advance(to: time)
    }

    /// Another simulator of the same application may have moved its clock on: this one's time
    /// follows, so the clock never goes back.
    private func catchUpWithClock() {
        let clock = application.clock
        if clock.isSimulated && clock.now > time { time = clock.now }
    }

    private func send(changing touch: Touch) {
        for other in activeTouches where other !== touch {
            other.update(phase: .stationary, timestamp: time)
        }
        application.sendEvent(Event(touches: activeTouches, timestamp: time))
    }

    private func send(changing touches: [Touch]) {
        for other in activeTouches where !touches.contains(where: { $0 === other }) {
            other.update(phase: .stationary, timestamp: time)
        }
        application.sendEvent(Event(touches: activeTouches, timestamp: time))
    }

    private func finish(_ touch: Touch) {
        // Plain loops: closures handed to the standard library would check their actor on each call.
        if let index = activeIndex(touch) {
            activeTouches.remove(at: index)
            touchStarts.remove(at: index)
        }
    }

    private func isActive(_ touch: Touch) -> Bool {
        activeIndex(touch) != nil
    }

    private func activeIndex(_ touch: Touch) -> Int? {
        for index in activeTouches.indices where activeTouches[index] === touch { return index }
        return nil
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}

extension Application {
    /// Taps once at `point` in `window` (which should belong to this application): a `.began` event
    /// then an `.ended` event, 0.05 s apart, after the latest event the application was sent. For
    /// double taps and drags, use `EventSimulator`.
    public func tap(at point: CGPoint, in window: Window) {
        EventSimulator(window: window, application: self, startTime: latestEventTimestamp).tap(at: point)
    }
}

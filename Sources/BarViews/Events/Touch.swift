import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// One finger on the screen, as UIKit's `UITouch`: the same object from the moment it touches down
/// until it lifts or is cancelled, so code can compare touches by identity across phases.
///
/// A touch belongs to the view it began on for its whole life (`view` is set by the window's hit test
/// when the touch begins), even when it moves outside that view.
///
/// Touches are made by a window backend or by `EventSimulator`: create one with
/// `init(location:window:tapCount:timestamp:)` (phase `.began`) and move it through its life with
/// `update(phase:location:timestamp:)`, sending an `Event` carrying it after each change.
@MainActor
public final class Touch {
    /// The gesture recognizers that receive this touch: those of its view and its ancestors, found
    /// when it began (Docs/Events.md). In the touch's state, as every event reads it.
    var gestureRecognizers: [GestureRecognizer] {
        _read { yield state.gestureRecognizers }
        _modify { yield &state.gestureRecognizers }
    }
    /// Set once a recognizer cancelled the touch for its view: the view gets no more of it.
    package var isCancelledForView: Bool {
        _read { yield state.isCancelledForView }
        _modify { yield &state.isCancelledForView }
    }
    /// Whether the finger is still down (not ended or cancelled).
    package var isDown: Bool { phase != .ended && phase != .cancelled }

    /// Phases of the touch held back from its view by recognizers that delay them, with their event.
    package var heldForView: [(phase: Phase, event: Event)] = []

    /// Where a touch is in its life.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The finger touched the screen.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but has not moved since the last event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch (it will not end normally).
        case cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// What delivery reads of the touch for every event, in one value (see `TouchState`). Release
    /// builds skip its exclusivity checks (`Docs/Performance.md`); debug builds keep them.
    #if DEBUG
        private var state: TouchState
    #else
        @exclusivity(unchecked) private var state: TouchState
    #endif

    /// The touch's phase.
    public private(set) var phase: Phase {
        _read { yield state.phase }
        _modify { yield &state.phase }
    }
    /// The number of taps in quick succession at about the same place this touch is part of (1 for a
    /// single tap, 2 for the second touch of a double tap, …).
    public let tapCount: Int
    /// When the touch last changed, in seconds since an arbitrary start.
    public private(set) var timestamp: TimeInterval {
        _read { yield state.timestamp }
        _modify { yield &state.timestamp }
    }
    /// The window the touch happens in; nil once that window is gone. Found by its number
    /// (`Window.live(numbered:)`), not held weakly: a weak reference would give the window a side table.
    public var window: Window? { Window.live(numbered: windowNumber) }
    private let windowNumber: Int
    /// The view the touch began on, found by the window's hit test; nil before the touch is delivered
    /// or when it began outside every view.
    public internal(set) var view: View? {
        _read { yield state.view }
        _modify { yield &state.view }
    }

    /// The location in the window's coordinates.
    var windowLocation: CGPoint {
        _read { yield state.windowLocation }
        _modify { yield &state.windowLocation }
    }
    /// The location before the last move, in the window's coordinates.
    var previousWindowLocation: CGPoint {
        _read { yield state.previousWindowLocation }
        _modify { yield &state.previousWindowLocation }
    }
    /// Set once the window has hit-tested the touch (so a touch that hit nothing is not tested again).
    var hasBeenHitTested: Bool {
        _read { yield state.hasBeenHitTested }
        _modify { yield &state.hasBeenHitTested }
    }

    /// A touch's changing state, in one stored property so one attribute covers it. Sound because a
    /// touch is touched only on the main actor and no access to it overlaps a write to it.
    private struct TouchState {
        var phase: Phase = .began
        var timestamp: TimeInterval
        var view: View?
        var windowLocation: CGPoint
        var previousWindowLocation: CGPoint
        var hasBeenHitTested = false
        var gestureRecognizers: [GestureRecognizer] = []
        var isCancelledForView = false
    }
    /// Order of creation, so touches are delivered in the order they began; never given twice.
    package let serial: Int
    private static var nextSerial = 0
    /// Each live touch by its serial, unretained: a touch takes itself out in its `deinit`. A control
    /// finds the touch it tracks here (`TouchLink`) rather than holding it weakly, which would give
    /// every touch a side table and make each retain of it during delivery take the slower path.
    private static var live = UnretainedRegistry<Touch>()

    /// The live touch with `serial`; nil once it is gone.
    package static func live(serial: Int) -> Touch? {
        live[serial]
    }

    /// A touch that has just begun at `location` (in `window`'s coordinates).
    ///
    /// Non-finite coordinates become zero. `tapCount` below 1 becomes 1.
    public init(location: CGPoint, window: Window, tapCount: Int = 1, timestamp: TimeInterval) {
        let point = location.isFinite ? location : .zero
        self.state = TouchState(timestamp: timestamp, windowLocation: point, previousWindowLocation: point)
        self.tapCount = max(1, tapCount)
        self.windowNumber = window.liveNumber
        Touch.nextSerial += 1
        self.serial = Touch.nextSerial
        Touch.live.insert(self, as: serial)
    }

    isolated deinit {
        Touch.live.remove(serial)
    }

    // MARK: - Locating the touch

    /// The location in `view`'s coordinates (nil: the window's).
    public func location(in view: View?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The location before the last move, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: View?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    // MARK: - Driving the touch (window backends and simulators)

    /// Moves the touch to its next phase. `location` (window coordinates; ignored when nil or not
    /// finite) becomes the current location and the old one `previousLocation(in:)`.
    ///
    /// A touch that has ended or been cancelled does not change any more.
    public func update(phase: Phase, location: CGPoint? = nil, timestamp: TimeInterval) {
        guard self.phase != .ended && self.phase != .cancelled else { return }
        self.phase = phase == .began ? .moved : phase
        self.timestamp = timestamp
        if let location, location.isFinite {
            previousWindowLocation = windowLocation
            windowLocation = location
        } else {
            previousWindowLocation = windowLocation
        }
    }

    private func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return point }
        if let window, view.isIn(window) { return window.convert(point, to: view) }
        return view.convert(point, from: nil)
    }
}

extension Touch: Hashable {
    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Touch: @MainActor CustomStringConvertible {
    public var description: String {
        let p = windowLocation
        return "<Touch: phase = \(phase); location = (\(View.format(p.x)) \(View.format(p.y))); tapCount = \(tapCount)>"
    }
}

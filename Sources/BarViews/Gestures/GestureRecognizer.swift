import BarGeometry
import Foundation

/// What a gesture recognizer's delegate may decide, as UIKit's `UIGestureRecognizerDelegate`. Every
/// method has a default (the UIKit one), so a delegate implements only what it needs.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `recognizer` may leave `.possible` (default true).
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Whether the two may recognize at the same time (default false).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether `recognizer` must wait for `other` to fail (default false).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `other` must wait for `recognizer` to fail (default false).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
    /// Whether `recognizer` sees `touch` at all (default true).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}

/// Recognizes a gesture from touches, as UIKit's `UIGestureRecognizer` (Docs/Events.md, "Gesture
/// recognizers"; the rules in Docs/Behaviors.md §2).
///
/// Attach one to a view with `View.addGestureRecognizer(_:)`. Touches that begin in the view or its
/// subviews go to its recognizers before the view; when one recognizes, its targets are called once
/// the event is delivered. Subclasses are the gestures: they watch the touch methods and move
/// `state` through UIKit's transitions.
@MainActor
open class GestureRecognizer {
    /// Where a recognizer is in its life.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not recognized yet (the start, and the state after `reset()`).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete one was recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches were not this gesture.
        case failed

        /// A discrete gesture was recognized: the same value as `ended`.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// UIKit's transitions: from possible to began, ended (recognized) or failed; from began or
        /// changed to changed, ended or cancelled.
        func allows(_ next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }

        /// Whether the recognizer is done with its touches until it is reset.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// Where the gesture is. Subclasses set it as the touches come; a transition UIKit does not
    /// allow (from `.possible` to `.changed`, out of `.failed`, …) is reported through
    /// `GestureRecognizer.problemHandler` and not made.
    public var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }
    package var storedState: State = .possible

    /// Whether the recognizer takes touches (default true). Turning it off while it recognizes
    /// cancels the gesture.
    public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState == .began || storedState == .changed {
                state = .cancelled
            } else if storedState == .possible && !trackedTouches.isEmpty {
                state = .failed
            }
            settleOutsideDelivery()
        }
    }

    /// The view the recognizer is attached to.
    public internal(set) var view: View? {
        get { viewLink.target }
        set { viewLink = Unretained(newValue) }
    }
    /// `view`, unretained: the view holds the recognizer and clears the link when it lets the
    /// recognizer go or is deallocated (`View.deinit`). A weak reference would give every view with a
    /// recognizer (each scroll view) a side table, making each retain of it take the slower path.
    var viewLink = Unretained<View>(nil)
    /// Whether recognizing cancels the touches in the view (`touchesCancelled`), default true.
    public var cancelsTouchesInView = true
    /// Whether the view gets a touch's `touchesBegan` only once this recognizer has failed (default false).
    public var delaysTouchesBegan = false
    /// Whether the view gets a touch's `touchesEnded` only once this recognizer has failed or
    /// recognized (default true).
    public var delaysTouchesEnded = true
    /// Decides what the recognizer may do; held weakly.
    public weak var delegate: GestureRecognizerDelegate?
    /// A name for descriptions and debugging.
    public var name: String?

    /// Called for each transition UIKit does not allow; by default prints it. Tests capture it.
    public static var problemHandler: @MainActor (String) -> Void = { problem in
        FileHandle.standardError.write(Data("BarKit: \(problem)\n".utf8))
    }

    /// The touches the recognizer received since it was last reset, in the order they began (those
    /// that ended included: a double tap's first touch counts while the second is awaited).
    package var trackedTouches: [Touch] = []
    /// The recognizers this one waits for to fail.
    var failureRequirements: [WeakGestureRecognizer] = []
    /// A state held back while a required recognizer may still recognize.
    var deferredState: State?
    /// Whether the state changed since the targets were last told.
    var needsActionDispatch = false
    private var targets: [(target: () -> AnyObject?, call: (GestureRecognizer) -> Void)] = []

    // MARK: - Creating

    /// A recognizer with no target.
    public init() {}

    /// A recognizer that calls `action(recognizer)` on `target` (held weakly) at each change:
    /// `TapGestureRecognizer(target: self, action: Controller.tapped)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (GestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls `handler` at each change.
    public convenience init(handler: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Calls `action(recognizer)` on `target` (held weakly) at each change of state that tells:
    /// began, changed, ended (recognized) and cancelled.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (GestureRecognizer) -> Void) {
        targets.append(({ [weak target] in target }, { [weak target] recognizer in
            if let target { action(target)(recognizer) }
        }))
    }

    /// Calls `action()` on `target` (held weakly) at each change of state that tells.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append(({ [weak target] in target }, { [weak target] _ in
            if let target { action(target)() }
        }))
    }

    /// Calls `handler` at each change of state that tells (held strongly).
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) {
        targets.append(({ nil }, handler))
    }

    /// Stops calling `target`.
    public func removeTarget(_ target: AnyObject) {
        targets.removeAll { $0.target() === target }
    }

    /// Makes this recognizer wait for `other` to fail before it recognizes; when `other`
    /// recognizes, this one fails.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: other))
    }

    // MARK: - Touches

    /// How many of the recognizer's touches are down now.
    public var numberOfTouches: Int {
        var count = 0
        for touch in trackedTouches where touch.isDown { count += 1 }
        return count
    }

    /// The recognizer's touches that are down, in the order they began.
    var activeTouches: [Touch] {
        var touches: [Touch] = []
        for touch in trackedTouches where touch.isDown { touches.append(touch) }
        return touches
    }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> CGPoint {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var n: CGFloat = 0
        for touch in trackedTouches where touch.isDown {
            let p = touch.location(in: view)
            x += p.x
            y += p.y
            n += 1
        }
        if n == 0, let last = trackedTouches.last { return last.location(in: view) }
        return n == 0 ? .zero : CGPoint(x: x / n, y: y / n)
    }

    /// The location of the down touch at `touchIndex` (in the order they began) in `view`'s coordinates.
    public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }

    // MARK: - Override points (as UIKit's UIGestureRecognizerSubclass)

    /// Called by the window with the touches that began in the view (or its subviews), before the view
    /// gets them, while the recognizer is `.possible` or recognizing.
    ///
    /// The default does nothing. Overrides set `state` and must call `super`, as UIKit asks of every
    /// subclass override point: a built-in recognizer's override does its recognizing there.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}

    /// Called by the window with the recognizer's touches that moved, before their view gets them.
    ///
    /// The default does nothing. Overrides set `state` and must call `super` (see
    /// `touchesBegan(_:with:)`).
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}

    /// Called by the window with the recognizer's touches that lifted, before their view gets them.
    ///
    /// The default does nothing. Overrides set `state` and must call `super` (see
    /// `touchesBegan(_:with:)`).
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}

    /// Called by the window with the recognizer's touches that were cancelled (by the system, or because
    /// their view left the window).
    ///
    /// The default cancels a recognizing gesture and fails a possible one. Overrides must call `super`,
    /// unless they set `state` themselves.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if storedState == .began || storedState == .changed {
            state = .cancelled
        } else if storedState == .possible {
            state = .failed
        }
    }

    /// Called after the recognizer ended, was cancelled or failed, once its touches are done (and when it
    /// is removed from its view), before it returns to `.possible`.
    ///
    /// The default does nothing. Overrides clear what they measured and must call `super`.
    open func reset() {}

    /// Whether this recognizer, recognizing, makes `other` fail.
    ///
    /// Asked by the window when this recognizer begins or recognizes, for each other recognizer on its
    /// touches, unless a delegate lets the two recognize together; `other.canBePrevented(by:)` must
    /// agree. The default is true. Overrides need not call `super`.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, recognizing, makes this one fail.
    ///
    /// Asked by the window when `other` begins or recognizes on touches this recognizer follows, after
    /// `other.canPrevent(_:)` agreed. The default is true. Overrides need not call `super`.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    // MARK: - State

    private func transition(to next: State) {
        let current = storedState
        guard current.allows(next) else {
            if current != next || next != .changed {
                GestureRecognizer.problemHandler(
                    "\(type(of: self)): a gesture recognizer cannot go from \(current) to \(next)")
            }
            return
        }
        if current == .possible && (next == .began || next == .ended) {
            guard shouldBegin() else {
                storedState = .failed
                view?.window?.recognizerChangedState(self, from: current)
                return
            }
            let required = requiredToFail()
            if !required.isEmpty {
                guard !required.contains(where: \.hasRecognized) else {
                    storedState = .failed
                    view?.window?.recognizerChangedState(self, from: current)
                    return
                }
                if required.contains(where: \.mayStillRecognize) {
                    deferredState = next
                    return
                }
            }
        }
        storedState = next
        if next != .failed { needsActionDispatch = true }
        if let window = view?.window ?? trackedTouches.first?.window {
            window.recognizerChangedState(self, from: current)
        }
    }

    /// A built-in recognizer's own condition for leaving `.possible` (a scroll view's pan checks the
    /// drag's direction and the content's touches).
    ///
    /// Asked when the recognizer is about to begin or recognize, before its delegate's
    /// `gestureRecognizerShouldBegin(_:)` and the touched views'. The default allows. Overrides need not
    /// call `super`.
    @_spi(CoreHooks) open func permitsBeginning() -> Bool { true }

    /// The recognizer's own, the delegate's and the touched views' say on leaving `.possible`.
    private func shouldBegin() -> Bool {
        guard permitsBeginning() else { return false }
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        for touch in trackedTouches {
            if let touched = touch.view, touched.gestureRecognizerShouldBegin(self) == false { return false }
        }
        return true
    }

    /// Whether the recognizer began, changed or ended: it recognized its gesture.
    var hasRecognized: Bool { storedState == .began || storedState == .changed || storedState == .ended }
    /// Whether the recognizer is possible and following touches: it may still recognize.
    var mayStillRecognize: Bool { storedState == .possible && !trackedTouches.isEmpty }

    /// The recognizers this one must wait for: its own requirements and the delegates' answers.
    func requiredToFail() -> [GestureRecognizer] {
        var required = failureRequirements.compactMap(\.recognizer)
        guard delegate != nil || trackedTouches.contains(where: { touch in
            touch.gestureRecognizers.contains { $0 !== self && $0.delegate != nil }
        }) else { return required }
        for touch in trackedTouches {
            for other in touch.gestureRecognizers where other !== self && !required.contains(where: { $0 === other }) {
                if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
                {
                    required.append(other)
                }
            }
        }
        return required
    }

    /// A required recognizer finished: a held state is applied (it failed) or dropped (it recognized).
    func requiredRecognizerFinished() {
        guard let held = deferredState, storedState == .possible else { return }
        let required = requiredToFail()
        if required.contains(where: \.hasRecognized) {
            deferredState = nil
            storedState = .failed
            view?.window?.recognizerChangedState(self, from: .possible)
            return
        }
        guard !required.contains(where: \.mayStillRecognize) else { return }
        deferredState = nil
        storedState = held
        needsActionDispatch = true
        view?.window?.recognizerChangedState(self, from: .possible)
    }

    /// Calls the targets for the state now (after the event is delivered).
    func dispatchActions() {
        guard needsActionDispatch else { return }
        needsActionDispatch = false
        for target in targets { target.call(self) }
    }

    /// A change made outside event delivery (a timer, `isEnabled`): settle it now.
    package func settleOutsideDelivery() {
        (view?.window ?? trackedTouches.first?.window)?.settleGestureRecognizers()
    }

    /// Back to `.possible`, its touches forgotten.
    func resetToPossible() {
        reset()
        storedState = .possible
        deferredState = nil
        needsActionDispatch = false
        // Every touch forgets the recognizer, those already up too: a touch kept by code must not
        // keep the recognizer (and what its targets hold) alive.
        for touch in trackedTouches {
            for index in touch.gestureRecognizers.indices where touch.gestureRecognizers[index] === self {
                touch.gestureRecognizers.remove(at: index)
                break
            }
        }
        trackedTouches = []
    }
}

extension GestureRecognizer {
    /// The fingers of a continuous gesture lifted: it ends, or fails if it never began.
    package func endContinuousGesture() {
        switch storedState {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// A continuous gesture's fingers moved: it begins once `reachedThreshold` (applying `update`
    /// first), then changes with each move.
    package func continueContinuousGesture(reachedThreshold: Bool, update: () -> Void) {
        switch storedState {
        case .possible:
            guard reachedThreshold else { return }
            update()
            state = .began
        case .began, .changed:
            update()
            state = .changed
        default:
            break
        }
    }
}

/// A weak link to a recognizer.
struct WeakGestureRecognizer {
    weak var recognizer: GestureRecognizer?
}

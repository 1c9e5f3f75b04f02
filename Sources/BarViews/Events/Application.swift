import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// The one place events enter, the keeper of the first responder and the dispatcher of actions, as
/// UIKit's `UIApplication`.
///
/// `Application.shared` is the application windows belong to unless told otherwise. Tests make their
/// own (`let app = Application()`, then `Window(frame:application:)` or `window.application = app`) so
/// first-responder and key-window state never leaks from one test to the next.
///
/// BarKit knows no window system: a backend, a test or the demo makes `Touch`es and `Event`s (most
/// easily with `EventSimulator`) and passes them to `sendEvent(_:)`.
@MainActor
open class Application: Responder {
    /// The application windows use when none is set.
    public static let shared = Application()

    /// The first responder as last set; read through `firstResponder`, which drops one that left
    /// the application's windows.
    weak var storedFirstResponder: Responder?
    /// The attached windows and the key window, held weakly. Not unretained: a window whose last
    /// release happens off the main actor runs its `isolated deinit` later, on the main actor, and
    /// until then main-actor code could read a link to an object already being destroyed. A weak
    /// load is atomic with the last release, so such a window reads as nil at once; its `deinit`
    /// then detaches it. The cost is a side table a window (Docs/Performance.md).
    private var windowRefs: [WeakWindow] = []
    private weak var storedKeyWindow: Window?
    /// The timestamp of the latest event `sendEvent(_:)` delivered (0 before the first).
    var latestEventTimestamp: TimeInterval = 0

    /// The application's time: what events, gesture recognizers, display links and scheduled work
    /// share (see `EventClock`).
    public let clock = EventClock()
    /// The running animations (`Animation/Animator.swift`), made by the first animation.
    var storedAnimator: Animator?

    /// A new application with no windows and no first responder.
    public override init() { super.init() }

    /// The object told about the application's life. When it is a `Responder` (and not a view, a view
    /// controller or an application) it is also the last link of the responder chain, so it can
    /// perform nil-targeted actions nobody else did. Held weakly.
    public weak var delegate: AnyObject?

    // MARK: - Windows

    /// The live windows attached to this application, in the order they were attached.
    public var windows: [Window] {
        windowRefs.removeAll { $0.window?.application !== self }
        return windowRefs.compactMap(\.window)
    }

    /// The window that receives key presses when there is no first responder: the last one made key
    /// with `Window.makeKey()`, else the first window.
    public var keyWindow: Window? {
        if let window = storedKeyWindow, window.application === self { return window }
        return windows.first
    }

    func attach(_ window: Window) {
        if !windowRefs.contains(where: { $0.window === window }) { windowRefs.append(WeakWindow(window: window)) }
    }

    /// Forgets `window` (it belongs to another application now) and every window already gone; called
    /// by a window's `deinit`, when the weak links to it already read nil.
    func detach(_ window: Window) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        if storedKeyWindow === window { storedKeyWindow = nil }
    }

    func makeKey(_ window: Window) {
        attach(window)
        storedKeyWindow = window
    }

    /// The number of window links kept, live or not yet cleared (for tests).
    var windowLinkCount: Int { windowRefs.count }

    // MARK: - The first responder

    /// The responder that key presses and nil-targeted actions reach first; nil when none.
    ///
    /// Set by `Responder.becomeFirstResponder()`. A view (or a view controller's view) that left this
    /// application's windows stops being the first responder.
    public var firstResponder: Responder? {
        guard let responder = storedFirstResponder else { return nil }
        if isAttached(responder) { return responder }
        storedFirstResponder = nil
        responder.firstResponderApplication = nil
        return nil
    }

    private func isAttached(_ responder: Responder) -> Bool {
        if let view = responder as? View { return view.window?.application === self }
        if let controller = responder as? ViewController {
            return controller.viewIfLoaded?.window?.application === self
        }
        return true
    }

    // MARK: - The responder chain

    /// The delegate when it is a `Responder` that is not a view, view controller or application; else nil
    /// (Docs/Behaviors.md §2).
    ///
    /// Read as the last link of the responder chain, by touch and press forwarding and by nil-targeted
    /// actions. Overrides need not call `super`.
    open override var next: Responder? {
        guard let responder = delegate as? Responder else { return nil }
        if responder is View || responder is ViewController || responder is Application { return nil }
        return responder
    }

    // MARK: - Dispatching events

    /// Delivers an event: touches to the windows they happen in (each window hit-tests a touch when it
    /// begins and sends it to that view for its whole life), presses to the first responder's window
    /// (else the key window, else to the first responder or the application itself).
    ///
    /// Called by window backends, `EventSimulator` and tests. The default records the event's time and
    /// hands it to each window's `sendEvent(_:)`, in the order of the windows' first touches. Overrides
    /// may observe or filter events and must call `super` to deliver them.
    open func sendEvent(_ event: Event) {
        latestEventTimestamp = max(latestEventTimestamp, event.timestamp)
        if let presses = event as? PressesEvent {
            let responderWindow =
                (firstResponder as? View)?.window
                ?? (firstResponder as? ViewController)?.viewIfLoaded?.window
            if let window = responderWindow ?? keyWindow {
                window.sendEvent(presses)
            } else {
                deliverPresses(presses, defaultResponder: self)
            }
            return
        }
        guard event.type == .touches else { return }
        // Each window once, in the order of its first touch (without a list when one window has them all).
        var first: Window?
        var others: [Window] = []
        for touch in event.orderedTouches {
            guard let window = touch.window, window !== first else { continue }
            if first == nil {
                first = window
            } else if !others.contains(where: { $0 === window }) {
                others.append(window)
            }
        }
        first?.sendEvent(event)
        for window in others { window.sendEvent(event) }
    }

    /// Hands each press to its responder (the first responder when the press began, else
    /// `defaultResponder`), grouped by phase.
    func deliverPresses(_ event: PressesEvent, defaultResponder: Responder) {
        for press in event.orderedPresses where press.responder == nil {
            press.responder = firstResponder ?? defaultResponder
        }
        let phases: [(Press.Phase, (Responder, Set<Press>) -> Void)] = [
            (.began, { $0.pressesBegan($1, with: event) }),
            (.changed, { $0.pressesChanged($1, with: event) }),
            (.ended, { $0.pressesEnded($1, with: event) }),
            (.cancelled, { $0.pressesCancelled($1, with: event) }),
        ]
        for (phase, deliver) in phases {
            for (responder, presses) in Self.group(event.orderedPresses.filter { $0.phase == phase }, by: \.responder) {
                deliver(responder, presses)
            }
        }
    }

    /// Calls `body` with each group of `group(_:by:)`, in its order; for one item (the usual event)
    /// without making the list of groups.
    static func forEachGroup<Item: Hashable, Owner: AnyObject>(
        _ items: [Item], by owner: (Item) -> Owner?, _ body: (Owner, Set<Item>) -> Void
    ) {
        if items.count == 1 {
            if let o = owner(items[0]) { body(o, [items[0]]) }
            return
        }
        for (o, set) in group(items, by: owner) { body(o, set) }
    }

    /// Groups `items` by a responder, keeping the order in which each responder first appears.
    static func group<Item: Hashable, Owner: AnyObject>(_ items: [Item], by owner: (Item) -> Owner?) -> [(
        Owner, Set<Item>
    )] {
        // Plain loops, not `firstIndex(where:)`: a closure handed to the standard library would check
        // its actor on every call, and events carry a few items.
        var groups: [(Owner, Set<Item>)] = []
        for item in items {
            guard let o = owner(item) else { continue }
            var found = false
            for index in groups.indices where groups[index].0 === o {
                groups[index].1.insert(item)
                found = true
                break
            }
            if !found { groups.append((o, [item])) }
        }
        return groups
    }

    // MARK: - Sending actions

    /// Sends the named action and returns whether a responder performed it.
    ///
    /// - With a `target`: a `Responder` target performs `action` if it registered it; else nothing
    ///   happens. (Methods a control bound to a target are called by the control itself, in
    ///   `Control.sendAction(_:to:for:)`, and do not come here.)
    /// - With a nil target: the walk starts at the first responder if there is one, else at `sender`
    ///   (when it is a responder), and asks `target(forAction:withSender:)`, which follows `next`
    ///   until a responder can perform the action.
    ///
    /// Called by `Control.sendAction(_:to:for:)` and by your code. Overrides may redirect actions and
    /// call `super` to send them.
    @discardableResult
    open func sendAction(_ action: ActionName, to target: AnyObject?, from sender: Any?, for event: Event?) -> Bool {
        if let target {
            guard let responder = target as? Responder else { return false }
            return responder.perform(action, sender: sender, event: event)
        }
        guard let start = firstResponder ?? (sender as? Responder),
            let responder = start.target(forAction: action, withSender: sender)
        else { return false }
        return responder.perform(action, sender: sender, event: event)
    }
}

extension Application {
    /// `sendAction(_:to:from:for:)` for a sender that is not a responder (a bar item): a nil-targeted
    /// action starts at the first responder, else at `start` (the sender's view).
    package func sendAction(
        _ action: ActionName, to target: AnyObject?, from sender: Any?, for event: Event?, startingAt start: Responder?
    ) -> Bool {
        guard target == nil, firstResponder == nil, let start else {
            return sendAction(action, to: target, from: sender, for: event)
        }
        guard let responder = start.target(forAction: action, withSender: sender) else { return false }
        return responder.perform(action, sender: sender, event: event)
    }
}

/// A weak link to an attached window (see `Application.windowRefs`).
private struct WeakWindow {
    weak var window: Window?
}

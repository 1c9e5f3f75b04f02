import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

// Target-action (Docs/Behaviors.md §3), in three forms:
//
// 1. Closures: `addAction(_:for:)` with an `Action`, held strongly, identified by `Action.identifier`.
// 2. A typed target and a method reference: `addTarget(editor, action: Editor.save, for: .touchUpInside)`,
//    the target held weakly. Swift cannot compare functions, so such a registration is identified by
//    its target and an `ActionName`: the `name:` you pass, or else the call site (file, line, column),
//    so running the same line again stores nothing new.
// 3. A named action: `addTarget(nil, action: "save", for:)` travels the responder chain to a responder
//    that registered "save"; `addTarget(editor, action: "save", for:)` goes to that responder.
//
// Each registration is stored per single event: one (target, name, event) or (identifier, event)
// triple is stored once, a later identical registration replacing the earlier one in place.
//
// Dispatch is safe against changes made by the actions themselves: the registrations for an event
// are snapshotted before any is called; one removed during the dispatch is not called if its turn has
// not come; one added during the dispatch is first called for the next event. A control removed from
// its window by an action keeps sending the remaining actions of that dispatch.

/// One registration: a closure, a method or a name, for one control event.
struct TargetActionRegistration {
    enum Kind {
        case closure(Action)
        case method(ActionName, invoke: @MainActor (AnyObject, Control, Event?) -> Void)
        case named(ActionName)
    }

    /// A method registration as it is being sent: its name, target and the bound call.
    struct BoundMethod {
        let name: ActionName
        let target: AnyObject
        let invoke: @MainActor (AnyObject, Control, Event?) -> Void
    }

    let serial: Int
    /// A single event bit.
    let event: Control.Event
    var kind: Kind
    /// Whether the registration was made with a target (as opposed to a nil target or a closure).
    let hasTarget: Bool
    /// The target, held weakly; nil once released.
    var target: AnyObject? { controlTarget.target ?? otherTarget }
    private weak var otherTarget: AnyObject?
    /// A control that is its own target (as subclasses often are) is kept unretained rather than weakly:
    /// the registration lives in that control, so it cannot outlive it, and a weak reference would give
    /// the control a side table, making every retain and release of it several times dearer.
    private var controlTarget = Unretained<AnyObject>(nil)

    init(serial: Int, event: Control.Event, kind: Kind, hasTarget: Bool, target: AnyObject?, control: Control) {
        self.serial = serial
        self.event = event
        self.kind = kind
        self.hasTarget = hasTarget
        if let target, target === control {
            controlTarget = Unretained(target)
        } else {
            otherTarget = target
        }
    }

    var name: ActionName? {
        switch kind {
        case .closure: nil
        case .method(let name, _), .named(let name): name
        }
    }

    var actionIdentifier: Action.Identifier? {
        if case .closure(let action) = kind { return action.identifier }
        return nil
    }

    /// True when the registration was made with a target that has since been released.
    var targetReleased: Bool { hasTarget && target == nil }

    /// Whether the registration was made for `target` (nil: a nil target) and is still valid.
    func isFor(target other: AnyObject?) -> Bool {
        guard let other else { return !hasTarget && actionIdentifier == nil }
        return hasTarget && target === other
    }
}

extension Control {
    // MARK: - Closures

    /// Runs `action` when any of `controlEvents` happens. An action with the same identifier already
    /// registered for one of the events is replaced (keeping its place in the order).
    public func addAction(_ action: Action, for controlEvents: Event) {
        register(.closure(action), target: nil, hasTarget: false, for: controlEvents) {
            $0.actionIdentifier == action.identifier
        }
    }

    /// Removes the action with `action`'s identifier from `controlEvents`.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `identifier` from `controlEvents`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
        registrations.removeAll { $0.actionIdentifier == identifier && controlEvents.contains($0.event) }
    }

    // MARK: - Named actions

    /// Sends the action named `action` to `target` when any of `controlEvents` happens.
    ///
    /// With a nil target the action travels the responder chain (from the first responder, else from
    /// this control) to the first responder that performs it; with a target, it goes to that target,
    /// which must be a `Responder` that registered `action` (see `Responder.registerAction(_:_:)`).
    /// The target is held weakly; a released target is skipped and forgotten.
    public func addTarget(_ target: AnyObject?, action: ActionName, for controlEvents: Event) {
        register(.named(action), target: target, hasTarget: target != nil, for: controlEvents) {
            $0.isFor(target: target) && $0.name == action
        }
    }

    /// Removes target registrations (methods and named actions; not closures) for `controlEvents`.
    ///
    /// A nil `target` matches every target (nil included); a nil `action` matches every name.
    public func removeTarget(_ target: AnyObject?, action: ActionName?, for controlEvents: Event) {
        registrations.removeAll { registration in
            guard registration.actionIdentifier == nil, controlEvents.contains(registration.event) else { return false }
            if registration.targetReleased { return true }
            if let target, !(registration.hasTarget && registration.target === target) { return false }
            if let action, registration.name != action { return false }
            return true
        }
    }

    // MARK: - Inspecting the registrations

    /// The distinct live targets of method and named-action registrations, in registration order.
    /// Nil targets and closures are not listed.
    public var allTargets: [AnyObject] {
        pruneReleasedTargets()
        var targets: [AnyObject] = []
        for registration in registrations {
            guard let target = registration.target, !targets.contains(where: { $0 === target }) else { continue }
            targets.append(target)
        }
        return targets
    }

    /// The union of the events something is registered for.
    public var allControlEvents: Event {
        pruneReleasedTargets()
        return registrations.reduce(into: Event()) { $0.insert($1.event) }
    }

    /// The names registered for `target` (nil: the nil-targeted ones) and `controlEvent`, in
    /// registration order; nil when there are none. Method registrations list their name.
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [ActionName]? {
        pruneReleasedTargets()
        var names: [ActionName] = []
        for registration in registrations
        where controlEvent.contains(registration.event) && registration.isFor(target: target) {
            if let name = registration.name, !names.contains(name) { names.append(name) }
        }
        return names.isEmpty ? nil : names
    }

    /// Calls `body` for every registration, in order: with the `Action` for closures, with the target
    /// (nil for nil-targeted) and name for the others, and the event. Set the last argument to true to
    /// stop.
    public func enumerateEventHandlers(
        _ body: (Action?, (target: AnyObject?, action: ActionName)?, Event, inout Bool) -> Void
    ) {
        pruneReleasedTargets()
        var stop = false
        for registration in registrations {
            switch registration.kind {
            case .closure(let action):
                body(action, nil, registration.event, &stop)
            case .method(let name, _), .named(let name):
                body(nil, (registration.target, name), registration.event, &stop)
            }
            if stop { return }
        }
    }

    // MARK: - Sending actions

    /// Sends the actions registered for `controlEvents` now, as if they happened (with no event).
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Sends the actions for each event of `controlEvents`, lowest bit first, each registration in the
    /// order it was made.
    func sendActions(for controlEvents: Event, with event: BarViews.Event?) {
        var remaining = controlEvents.rawValue
        while remaining != 0 {
            let bit = Event(rawValue: remaining & (~remaining &+ 1))
            remaining &= ~bit.rawValue
            // The registrations due are those for `bit` made by now (serials up to `last`), called
            // in serial order, each found again before its call: an earlier action may have removed
            // or replaced it. They are read in place: a copy of a registration copies its weak
            // reference, which costs more than the scan.
            let last = nextRegistrationSerial
            var previous = 0
            while let index = nextDueRegistration(for: bit, after: previous, through: last) {
                previous = registrations[index].serial
                switch registrations[index].kind {
                case .closure(let action):
                    sendAction(action)
                case .method(let name, let invoke):
                    guard let target = registrations[index].target else {
                        pruneReleasedTargets()
                        continue
                    }
                    // Through the override point, which calls `invoke` directly unless an override
                    // redirects the action.
                    let outer = dispatchingMethod
                    dispatchingMethod = TargetActionRegistration.BoundMethod(name: name, target: target, invoke: invoke)
                    sendAction(name, to: target, for: event)
                    dispatchingMethod = outer
                case .named(let name):
                    if !registrations[index].hasTarget {
                        sendAction(name, to: nil, for: event)
                        continue
                    }
                    guard let target = registrations[index].target else {
                        pruneReleasedTargets()
                        continue
                    }
                    sendAction(name, to: target, for: event)
                }
            }
        }
    }

    /// The index of the registration for `bit` with the smallest serial in `serial + 1 ... last`.
    private func nextDueRegistration(for bit: Event, after serial: Int, through last: Int) -> Int? {
        var found: Int?
        var foundSerial = Int.max
        var index = 0
        let count = registrations.count
        while index < count {
            let candidate = registrations[index].serial
            if candidate > serial && candidate <= last && candidate < foundSerial && registrations[index].event == bit {
                found = index
                foundSerial = candidate
            }
            index += 1
        }
        return found
    }

    /// The method this control registered for (`target`, `name`): the one being dispatched when it
    /// matches (no search), else the first registration found; nil when there is none. Every
    /// registration for one target and name holds the same method (registering replaces it under
    /// every event).
    func boundMethod(named name: ActionName, target: AnyObject) -> TargetActionRegistration.BoundMethod? {
        if let method = dispatchingMethod, method.target === target, method.name == name { return method }
        for registration in registrations where registration.hasTarget {
            guard case .method(let n, let invoke) = registration.kind, n == name, registration.target === target
            else { continue }
            return TargetActionRegistration.BoundMethod(name: name, target: target, invoke: invoke)
        }
        return nil
    }

    // MARK: - Internals

    /// Adds or replaces, for each event bit, the registration `sameKey` identifies.
    func register(
        _ kind: TargetActionRegistration.Kind, target: AnyObject?, hasTarget: Bool, for controlEvents: Event,
        sameKey: (TargetActionRegistration) -> Bool
    ) {
        pruneReleasedTargets()
        // A name stands for one method per target: replace it under every event it is registered for.
        if hasTarget, case .method = kind {
            for index in registrations.indices where sameKey(registrations[index]) { registrations[index].kind = kind }
        }
        for bit in controlEvents.components {
            if let index = registrations.firstIndex(where: { $0.event == bit && sameKey($0) }) {
                registrations[index].kind = kind
            } else {
                nextRegistrationSerial += 1
                registrations.append(
                    TargetActionRegistration(
                        serial: nextRegistrationSerial, event: bit, kind: kind, hasTarget: hasTarget, target: target,
                        control: self))
            }
        }
    }

    func pruneReleasedTargets() {
        if registrations.contains(where: \.targetReleased) { registrations.removeAll(where: \.targetReleased) }
    }
}

extension ActionRegistering where Self: Control {
    // MARK: - Typed targets with method references

    /// Calls `action` on `target` (held weakly) when any of `controlEvents` happens:
    /// `button.addTarget(editor, action: Editor.save, for: .touchUpInside)`.
    ///
    /// The registration is identified by the target and `name`; without a name, by the call site, so
    /// the same line run twice registers once. Pass a `name` to make registrations from several places
    /// identical, or to remove this one later with `removeTarget(_:action:for:)`. (Registering
    /// different methods for one target from one line — in a loop — needs names.)
    @MainActor
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, name: ActionName? = nil,
        for controlEvents: Control.Event, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let key = name ?? .callSite(fileID: fileID, line: line, column: column)
        addMethod(target, key, for: controlEvents) { target, _, _ in
            action(unsafeDowncast(target, to: Target.self))()
        }
    }

    /// Calls `action(sender)` on `target` (held weakly) when any of `controlEvents` happens; `sender` is
    /// this control, typed as the receiver (`func save(_ sender: Button)`, or any supertype).
    /// Identified as `addTarget(_:action:name:for:)` with a method taking no arguments.
    @MainActor
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self) -> Void, name: ActionName? = nil,
        for controlEvents: Control.Event, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let key = name ?? .callSite(fileID: fileID, line: line, column: column)
        addMethod(target, key, for: controlEvents) { target, control, _ in
            action(unsafeDowncast(target, to: Target.self))(unsafeDowncast(control, to: Self.self))
        }
    }

    /// Calls `action(sender, event)` on `target` (held weakly) when any of `controlEvents` happens; the
    /// event is the touch event that caused it (nil for `sendActions(for:)`).
    /// Identified as `addTarget(_:action:name:for:)` with a method taking no arguments.
    @MainActor
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self, BarViews.Event?) -> Void, name: ActionName? = nil,
        for controlEvents: Control.Event, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let key = name ?? .callSite(fileID: fileID, line: line, column: column)
        addMethod(target, key, for: controlEvents) { target, control, event in
            action(unsafeDowncast(target, to: Target.self))(unsafeDowncast(control, to: Self.self), event)
        }
    }
}

extension Control {
    /// Registers a method bound to `target`. `invoke` is only ever called with that target (the one
    /// registered, found by identity) and this control, so it may convert them back to their static
    /// types without a dynamic cast.
    func addMethod(
        _ target: AnyObject, _ name: ActionName, for controlEvents: Event,
        invoke: @escaping @MainActor (AnyObject, Control, BarViews.Event?) -> Void
    ) {
        register(.method(name, invoke: invoke), target: target, hasTarget: true, for: controlEvents) {
            $0.isFor(target: target) && $0.name == name
        }
    }
}

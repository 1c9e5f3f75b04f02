import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

// Named actions: how a responder declares the actions it performs, so nil-targeted actions
// (`control.addTarget(nil, action: "save", for: .touchUpInside)`) and named actions with a typed target
// can reach it. The override points `canPerformAction(_:withSender:)`, `target(forAction:withSender:)`
// and `perform(_:sender:event:)` are declared in Responder.swift.

/// Gives responders and controls the registration methods that mention the receiver's own type, so a
/// method reference such as `Editor.save` is checked by the compiler against the receiver.
/// `Responder` conforms; there is no need to conform anything else.
public protocol ActionRegistering: AnyObject {}

extension Responder: ActionRegistering {}

extension ActionRegistering where Self: Responder {
    // MARK: - Declaring the actions a responder performs

    /// Declares that this responder performs `name` by calling `method` on itself:
    /// `registerAction("save", Editor.save)` in the initialiser.
    ///
    /// The method is held unapplied, so registering does not retain the responder. Registering a name
    /// again replaces the method. (The table belongs to this responder and is only ever called with
    /// it, so the responder is converted back to `Self` without a dynamic cast.)
    @MainActor
    public func registerAction(_ name: ActionName, _ method: @escaping (Self) -> () -> Void) {
        setActionMethod(name) { responder, _, _ in
            method(unsafeDowncast(responder, to: Self.self))()
        }
    }

    /// Declares that this responder performs `name` by calling `method(sender)` on itself.
    @MainActor
    public func registerAction(_ name: ActionName, _ method: @escaping (Self) -> (Any?) -> Void) {
        setActionMethod(name) { responder, sender, _ in
            method(unsafeDowncast(responder, to: Self.self))(sender)
        }
    }

    /// Declares that this responder performs `name` by calling `method(sender, event)` on itself.
    @MainActor
    public func registerAction(_ name: ActionName, _ method: @escaping (Self) -> (Any?, Event?) -> Void) {
        setActionMethod(name) { responder, sender, event in
            method(unsafeDowncast(responder, to: Self.self))(sender, event)
        }
    }
    /// Declares that this responder performs `name` by calling `method(sender)` on itself with the
    /// sender typed as the method takes it: `registerAction("save", Editor.save)` for
    /// `func save(_ sender: Button)`. The responder performs the action only for senders of that
    /// type (`canPerformAction(_:withSender:)` says so, so a nil-targeted action passes on to the
    /// next responder). A method taking `Any` receives the sender itself; a nil sender reaches only
    /// a method whose parameter is optional.
    @MainActor
    public func registerAction<Sender>(_ name: ActionName, _ method: @escaping (Self) -> (Sender) -> Void) {
        setActionMethod(name, accepts: { RegisteredAction.cast($0, to: Sender.self) != nil }) { responder, sender, _ in
            guard let sender = RegisteredAction.cast(sender, to: Sender.self) else { return }
            method(unsafeDowncast(responder, to: Self.self))(sender)
        }
    }

    /// `registerAction(_:_:)` with a typed sender, for a method that also takes the event.
    @MainActor
    public func registerAction<Sender>(_ name: ActionName, _ method: @escaping (Self) -> (Sender, Event?) -> Void) {
        setActionMethod(name, accepts: { RegisteredAction.cast($0, to: Sender.self) != nil }) {
            responder, sender, event in
            guard let sender = RegisteredAction.cast(sender, to: Sender.self) else { return }
            method(unsafeDowncast(responder, to: Self.self))(sender, event)
        }
    }
}

extension Responder {
    /// Forgets the method registered under `name`.
    public func unregisterAction(_ name: ActionName) {
        actionTable?[name] = nil
    }

    /// The names registered with `registerAction(_:_:)`, sorted.
    public var registeredActions: [ActionName] {
        (actionTable?.keys.map { $0 } ?? []).sorted { $0.rawValue < $1.rawValue }
    }

    func setActionMethod(
        _ name: ActionName, accepts: @escaping (Any?) -> Bool = { _ in true },
        _ method: @escaping (Responder, Any?, Event?) -> Void
    ) {
        if actionTable == nil { actionTable = [:] }
        actionTable?[name] = RegisteredAction(accepts: accepts, call: method)
    }
}

/// A method registered under a name: which senders it takes, and the call.
struct RegisteredAction {
    let accepts: (Any?) -> Bool
    let call: (Responder, Any?, Event?) -> Void

    /// `sender` as a `Sender`: the value itself (never an optional boxed in `Any`); nil when it is
    /// not one. A nil sender is a `Sender` only when `Sender` is optional.
    static func cast<Sender>(_ sender: Any?, to type: Sender.Type) -> Sender? {
        guard let sender else {
            guard let optional = Sender.self as? ExpressibleByNilLiteral.Type else { return nil }
            return optional.init(nilLiteral: ()) as? Sender
        }
        return sender as? Sender
    }
}

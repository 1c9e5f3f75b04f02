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

    func setActionMethod(_ name: ActionName, _ method: @escaping (Responder, Any?, Event?) -> Void) {
        if actionTable == nil { actionTable = [:] }
        actionTable?[name] = method
    }
}

import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// An object that can respond to and handle events: the base class of views, view controllers,
/// windows and the application, as UIKit's `UIResponder`.
///
/// Responders form a chain through `next` (Docs/Behaviors.md §2): a view → its view controller when it
/// is that controller's root view, else its superview; a view controller → its view's superview; a
/// window → its application; the application → its delegate when that is a plain responder. Touches a
/// view does not handle, key presses and nil-targeted actions travel along it.
///
/// The override points are declared here; their default behaviour lives in `Responder+Chain.swift`
/// (first responder) and `Responder+Actions.swift` (named actions).
@MainActor
open class Responder {
    /// The named actions registered with `registerAction(_:_:)`, by name (nil until the first).
    var actionTable: [ActionName: RegisteredAction]?
    /// The application whose first responder this is, while it is.
    weak var firstResponderApplication: Application?

    public init() {}

    // MARK: - The responder chain

    /// The next responder in the chain, or nil at its end.
    ///
    /// Read by event delivery and by nil-targeted actions walking the chain. The default returns nil;
    /// `View`, `ViewController`, `Window` and `Application` override it as Docs/Behaviors.md §2 says.
    /// Overrides need not call `super`.
    open var next: Responder? { nil }

    // MARK: - Managing the first responder

    /// Whether this responder can become the first responder. The default is false; a subclass that
    /// takes key presses (a text field, a focusable control) returns true.
    /// Read by `becomeFirstResponder()`.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the application's first responder, the responder key presses and nil-targeted
    /// actions reach first. Returns whether it is the first responder afterwards.
    ///
    /// The default fails when `canBecomeFirstResponder` is false or when the responder is not connected
    /// to an application through `next` (a view must be in a window); otherwise it asks the current
    /// first responder to `resignFirstResponder()` and fails if that refuses. Overrides must call
    /// `super` and may do work when it returns true.
    @discardableResult
    open func becomeFirstResponder() -> Bool { defaultBecomeFirstResponder() }

    /// Whether this responder will give up first-responder status when asked. The default is true.
    /// Read by `resignFirstResponder()`.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status. Returns false (and stays first responder) when
    /// `canResignFirstResponder` is false.
    ///
    /// Called by `becomeFirstResponder()` on the current first responder, and by your code. Overrides
    /// must call `super` and may do work when it returns true.
    @discardableResult
    open func resignFirstResponder() -> Bool { defaultResignFirstResponder() }

    // MARK: - Responding to touches

    /// One or more touches began on this responder (a view, or a responder a view forwarded them to).
    ///
    /// Called by the window for the view each touch began on. The default forwards to `next`; an
    /// override that handles the touches does not call `super`, one that only observes them does.
    /// Do not call this directly; events enter through `Application.sendEvent(_:)`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches that began on this responder moved. The default forwards to `next`;
    /// overrides follow the same rule as `touchesBegan(_:with:)`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more touches that began on this responder lifted. The default forwards to `next`;
    /// overrides follow the same rule as `touchesBegan(_:with:)`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// One or more touches that began on this responder were cancelled (by the system, or because the
    /// view left its window). The default forwards to `next`; overrides follow the same rule as
    /// `touchesBegan(_:with:)` and must undo whatever the touches started.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Responding to key presses

    /// Keys were pressed. Delivered to the first responder (else the key window); the default forwards
    /// to `next`. An override that handles the keys does not call `super`; one that does not, does.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Pressed keys changed. The default forwards to `next`; overrides as `pressesBegan(_:with:)`.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys were released. The default forwards to `next`; overrides as `pressesBegan(_:with:)`.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Key presses were cancelled. The default forwards to `next`; overrides as `pressesBegan(_:with:)`.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: - Named actions

    /// Whether this responder performs the named action. Asked by `target(forAction:withSender:)`
    /// while a nil-targeted action walks the chain.
    ///
    /// The default is true when a method is registered under `action` with `registerAction(_:_:)`.
    /// Override to enable or disable actions by state (call `super` for the registered ones), and
    /// override `perform(_:sender:event:)` too when answering true for names you handle yourself.
    open func canPerformAction(_ action: ActionName, withSender sender: Any?) -> Bool {
        actionTable?[action]?.accepts(sender) ?? false
    }

    /// The responder that will perform `action`: self when `canPerformAction(_:withSender:)` is true,
    /// else the answer of `next`, else nil.
    ///
    /// Called by `Application.sendAction(_:to:from:for:)` on the responder a nil-targeted action
    /// starts at (the first responder, else the sender). Overrides may return another responder to
    /// redirect the action, and call `super` for the default.
    open func target(forAction action: ActionName, withSender sender: Any?) -> Responder? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Performs the named action: runs the method registered under `action`. Returns false when there
    /// is none.
    ///
    /// Called by `Application.sendAction(_:to:from:for:)` on the responder that was found (or given as
    /// the target). Overrides handling names themselves return true for those and call `super` for
    /// the rest. Do not call this to send an action; call `Application.sendAction(_:to:from:for:)`.
    @discardableResult
    open func perform(_ action: ActionName, sender: Any?, event: Event?) -> Bool {
        guard let method = actionTable?[action], method.accepts(sender) else { return false }
        method.call(self, sender, event)
        return true
    }
}

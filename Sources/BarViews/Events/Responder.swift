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
    /// Read by the default touch and press methods forwarding events and by nil-targeted actions walking
    /// the chain. The default returns nil; `View`, `ViewController`, `Window` and `Application` override
    /// it as Docs/Behaviors.md §2 says. Overrides need not call `super`.
    open var next: Responder? { nil }

    // MARK: - Managing the first responder

    /// Whether this responder can become the first responder.
    ///
    /// Read by `becomeFirstResponder()` each time it is called. The default is false; a subclass that
    /// takes key presses (a text field, a focusable control) returns true. Overrides need not call
    /// `super`.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the application's first responder, the responder key presses and nil-targeted
    /// actions reach first. Returns whether it is the first responder afterwards.
    ///
    /// Called by your code; BarKit makes no responder first by itself. The default fails when
    /// `canBecomeFirstResponder` is false or when the responder is not connected to an application
    /// through `next` (a view must be in a window); otherwise it asks the current first responder to
    /// `resignFirstResponder()` and fails if that refuses. Overrides must call `super` and may do work
    /// when it returns true.
    @discardableResult
    open func becomeFirstResponder() -> Bool { defaultBecomeFirstResponder() }

    /// Whether this responder will give up first-responder status when asked.
    ///
    /// Read by `resignFirstResponder()`, and so whenever another responder asks to become first. The
    /// default is true. Overrides need not call `super`.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status. Returns false (and stays first responder) when
    /// `canResignFirstResponder` is false.
    ///
    /// Called by `becomeFirstResponder()` on the current first responder, and by your code. The default
    /// clears the application's first responder when it is this one. Overrides must call `super` and may
    /// do work when it returns true.
    @discardableResult
    open func resignFirstResponder() -> Bool { defaultResignFirstResponder() }

    // MARK: - Responding to touches

    /// One or more touches began on this responder (a view, or a responder a view forwarded them to).
    ///
    /// Called by the window for the view each touch began on, after its gesture recognizers saw the
    /// touches. The default forwards to `next`. An override that handles the touches does not call
    /// `super`, and then must override the other three touch methods too, as UIKit asks; one that only
    /// observes them calls `super`. Do not call this directly; events enter through
    /// `Application.sendEvent(_:)`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches that began on this responder moved.
    ///
    /// Called by the window for the view the touches began on. The default forwards to `next`. Overrides
    /// follow the rule of `touchesBegan(_:with:)`: call `super` for touches you do not handle.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more touches that began on this responder lifted.
    ///
    /// Called by the window for the view the touches began on. The default forwards to `next`. Overrides
    /// follow the rule of `touchesBegan(_:with:)`: call `super` for touches you do not handle.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// One or more touches that began on this responder were cancelled: by the system, by a gesture
    /// recognizer that recognized them, or because the view left its window while they were down.
    ///
    /// Called by the window for the view the touches began on. The default forwards to `next`. Overrides
    /// follow the rule of `touchesBegan(_:with:)` (call `super` for touches you do not handle) and must
    /// undo whatever the touches started.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Responding to key presses

    /// Keys were pressed.
    ///
    /// Called by the application's delivery on the first responder when the press began, else on the
    /// window (the key window when there is no first responder). The default forwards to `next`. An
    /// override that handles the keys does not call `super`, and then must override the other press
    /// methods too; one that does not handle them calls `super` to pass them on.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Pressed keys changed.
    ///
    /// Called on the responder the presses began on. The default forwards to `next`. Overrides follow the
    /// rule of `pressesBegan(_:with:)`: call `super` for presses you do not handle.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys were released.
    ///
    /// Called on the responder the presses began on. The default forwards to `next`. Overrides follow the
    /// rule of `pressesBegan(_:with:)`: call `super` for presses you do not handle.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Key presses were cancelled.
    ///
    /// Called on the responder the presses began on. The default forwards to `next`. Overrides follow the
    /// rule of `pressesBegan(_:with:)`: call `super` for presses you do not handle.
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

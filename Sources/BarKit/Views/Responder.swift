import Foundation

/// An object that can respond to and handle events: the base class of views, view controllers,
/// windows and the application, as UIKit's `UIResponder`.
@MainActor
open class Responder {
    public init() {}

    /// The next responder in the chain, or nil at its end.
    ///
    /// Read by event delivery and by nil-targeted actions walking the chain. The default returns nil;
    /// `View`, `ViewController`, `Window` and `Application` override it as UIKIT-BEHAVIORS §2 says.
    /// Overrides need not call `super`.
    open var next: Responder? { nil }
}

import Foundation

/// The name of an action, the role Objective-C selectors play in UIKit's target-action:
/// `control.addTarget(nil, action: "showMenu", for: .touchUpInside)` sends "showMenu" up the responder
/// chain to the first responder that performs it (see `Responder.registerAction(_:_:)`).
///
/// Also the identity of a typed method registration (`Control.addTarget(_:action:name:for:)`),
/// since Swift cannot compare functions.
public struct ActionName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { self.rawValue = name }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// The name a method registration gets when none is given: its call site, so running the same
    /// line again registers nothing new.
    static func callSite(fileID: String, line: Int, column: Int) -> ActionName {
        ActionName("\(fileID):\(line):\(column)")
    }
}

import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// The name of an action, the role Objective-C selectors play in UIKit's target-action:
/// `control.addTarget(nil, action: "showMenu", for: .touchUpInside)` sends "showMenu" up the responder
/// chain to the first responder that performs it (see `Responder.registerAction(_:_:)`).
///
/// Also the identity of a typed method registration (`Control.addTarget(_:action:name:for:)`),
/// since Swift cannot compare functions.
public struct ActionName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    /// The name's hash, computed once: names are looked up in responders' action tables on every
    /// action sent, and hashing a string each time would cost more than the rest of the lookup.
    private let nameHash: Int

    public init(rawValue: String) {
        self.rawValue = rawValue
        self.nameHash = rawValue.hashValue
    }
    public init(_ name: String) { self.init(rawValue: name) }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public static func == (a: ActionName, b: ActionName) -> Bool {
        a.nameHash == b.nameHash && a.rawValue == b.rawValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(nameHash)
    }

    public var description: String { rawValue }

    /// The name a method registration gets when none is given: its call site, so running the same
    /// line again registers nothing new.
    package static func callSite(fileID: String, line: Int, column: Int) -> ActionName {
        ActionName("\(fileID):\(line):\(column)")
    }
}

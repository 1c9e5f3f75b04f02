import BarViews
import Foundation

/// The key presses a text widget handled, so that their releases and cancellations are not passed up
/// the responder chain either; the others go up as UIKit's responders pass them.
@MainActor
struct HandledPresses {
    private var handled = Set<ObjectIdentifier>()

    /// Handles each press whose key `handle` accepts; returns the presses it did not handle.
    mutating func began(_ presses: Set<Press>, handle: (Key) -> Bool) -> Set<Press> {
        var unhandled = Set<Press>()
        for press in presses {
            if let key = press.key, handle(key) {
                handled.insert(ObjectIdentifier(press))
            } else {
                unhandled.insert(press)
            }
        }
        return unhandled
    }

    /// The presses among `presses` that were not handled; the handled ones are forgotten.
    mutating func ended(_ presses: Set<Press>) -> Set<Press> {
        presses.filter { handled.remove(ObjectIdentifier($0)) == nil }
    }
}

import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

// The first responder (Docs/Behaviors.md §2). The override points `becomeFirstResponder()`,
// `resignFirstResponder()` and friends are declared in Responder.swift; their defaults live here.

extension Responder {
    // MARK: - Managing the first responder

    /// Whether this responder is its application's first responder.
    public var isFirstResponder: Bool {
        guard let application = firstResponderApplication else { return false }
        return application.firstResponder === self
    }

    /// The application this responder is connected to through `next` (itself for an application),
    /// or nil when the chain does not reach one (a view outside any window).
    package var owningApplication: Application? {
        var responder: Responder? = self
        var steps = 0
        while let r = responder {
            if let application = r as? Application { return application }
            responder = r.next
            steps += 1
            if steps > 1_000_000 { return nil }  // a chain with a cycle
        }
        return nil
    }

    func defaultBecomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let application = owningApplication else { return false }
        if application.firstResponder === self { return true }
        if let current = application.firstResponder {
            guard current.resignFirstResponder() else { return false }
            // The old first responder's resign may have made another responder first; leave it.
            if application.firstResponder != nil && application.firstResponder !== self { return false }
        }
        application.storedFirstResponder = self
        firstResponderApplication = application
        return true
    }

    func defaultResignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let application = firstResponderApplication, application.storedFirstResponder === self {
            application.storedFirstResponder = nil
        }
        firstResponderApplication = nil
        return true
    }
}

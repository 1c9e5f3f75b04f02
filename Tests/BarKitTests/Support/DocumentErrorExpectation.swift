import Foundation
import Testing

import BarKit

/// Expects `json` to fail as a document with `.invalidValue` at a path from the root, for `key`,
/// with a reason containing `reason`.
@MainActor
func expectInvalidDocumentValue(_ json: String, key: String, reason: String) {
    let error = #expect(throws: DocumentError.self) { try ViewDocument(jsonString: json) }
    guard case .invalidValue(_, let path, let badKey, let why)? = error else {
        Issue.record("expected .invalidValue, got \(String(describing: error))")
        return
    }
    #expect(path.hasPrefix("$"))
    #expect(badKey == key)
    #expect(why.contains(reason), "\(why)")
}

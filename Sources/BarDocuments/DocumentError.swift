import Foundation

/// What went wrong loading a view document. Each case names the document (`source`: a file path or
/// "string") and, where it applies, the node's path (`$.subviews[1].subviews[0]`) and key.
public enum DocumentError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(source: String, reason: String)
    /// The bytes are not valid JSON.
    case malformedJSON(source: String, reason: String)
    /// A node that must be an object is something else.
    case notAnObject(source: String, path: String, found: String)
    /// A node has no `"class"` string.
    case missingClass(source: String, path: String)
    /// A node names a class that nobody registered with `ViewDocument.register(_:)`.
    case unknownClass(source: String, path: String, name: String)
    /// A key holds a value of the wrong type.
    case typeMismatch(source: String, path: String, key: String, expected: String, found: String)
    /// A key holds a value of the right type that cannot be used (NaN, out of range, unknown name).
    case invalidValue(source: String, path: String, key: String, reason: String)
    /// The class's `init?(coder:)` returned nil.
    case initializerFailed(source: String, path: String, className: String)
    /// Two nodes share an `"id"`.
    case duplicateID(source: String, path: String, id: String)
    /// Views nest more than `limit` deep through keys other than `"subviews"` (which may nest
    /// without limit).
    case tooDeep(source: String, path: String, limit: Int)
    /// The node at `path` holds `key`, which its class does not read (a misspelt key, or one meant
    /// for another class). A warning unless the document is loaded strictly.
    case unknownKey(source: String, path: String, key: String)

    public var description: String {
        switch self {
        case .unreadable(let source, let reason):
            return "view document \(source): cannot read: \(reason)"
        case .malformedJSON(let source, let reason):
            return "view document \(source): not valid JSON: \(reason)"
        case .notAnObject(let source, let path, let found):
            return "view document \(source) at \(path): expected a view node (an object), found \(found)"
        case .missingClass(let source, let path):
            return "view document \(source) at \(path): the node has no \"class\" string"
        case .unknownClass(let source, let path, let name):
            return
                "view document \(source) at \(path): unknown class \"\(name)\" (register it with ViewDocument.register(_:))"
        case .typeMismatch(let source, let path, let key, let expected, let found):
            return "view document \(source) at \(path), key \"\(key)\": expected \(expected), found \(found)"
        case .invalidValue(let source, let path, let key, let reason):
            return "view document \(source) at \(path), key \"\(key)\": \(reason)"
        case .initializerFailed(let source, let path, let className):
            return "view document \(source) at \(path): \(className).init(coder:) returned nil"
        case .duplicateID(let source, let path, let id):
            return "view document \(source) at \(path): the id \"\(id)\" is used twice"
        case .tooDeep(let source, let path, let limit):
            return
                "view document \(source) at \(path): views nest more than \(limit) deep through keys other than \"subviews\""
        case .unknownKey(let source, let path, let key):
            return "view document \(source) at \(path): unknown key \"\(key)\" (its class does not read it)"
        }
    }
}

import Foundation

/// A JSON value of a view document.
public enum DocumentValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DocumentValue])
    case object([String: DocumentValue])

    /// A short name of the value's kind, used in error messages ("a string", "an array of 2", …).
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number(let n): return "the number \(n)"
        case .string: return "a string"
        case .array(let a): return "an array of \(a.count)"
        case .object: return "an object"
        }
    }
}

extension DocumentValue {
    /// Sets the value to null, releasing what it held without recursion: arrays and objects are
    /// taken apart one at a time from an explicit stack, so dropping a document nested 20,000
    /// levels deep cannot overflow the stack. Parts shared with other values are only released.
    package mutating func releaseWithoutRecursion() {
        var pending = [self]
        self = .null
        while let value = pending.popLast() {
            switch value {
            case .array(let items): pending.append(contentsOf: items)
            case .object(let fields): pending.append(contentsOf: fields.values)
            default: break
            }
        }
    }
}

extension DocumentValue: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? container.decode(Double.self) {
            self = .number(n)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([DocumentValue].self) {
            self = .array(a)
        } else {
            self = .object(try container.decode([String: DocumentValue].self))
        }
    }
}

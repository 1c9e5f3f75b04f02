import BarDocuments
import BarGeometry
import BarGraphics
import Foundation

// Decoding a key straight into a property: the key is read only when the node holds it, by the
// `decode…(forKey:)` method of the property's type, so the type check and the error message are
// that method's. Initialisers list their keys as `coder.decode("alpha", into: \.alpha, on: self)`.

extension Coder {
    /// The value at `key` read by `Value`'s `decode…(forKey:)` method, or nil when the node does not
    /// hold the key (or holds null). A value of the wrong type records that method's error and gives
    /// what it gives (the zero value, or nil for an optional type).
    package func decodeIfPresent<Value: CoderDecodable>(_ type: Value.Type, forKey key: String) -> Value? {
        guard containsValue(forKey: key) else { return nil }
        return Value.decode(from: self, forKey: key)
    }

    /// Sets `object`'s property at `keyPath` to the value at `key` when the node holds the key, as
    /// `decodeIfPresent(_:forKey:)` reads it; leaves the property alone otherwise.
    ///
    /// The write goes through the property's setter (observers included), so a designated
    /// initialiser uses this only for properties without observers of its own class.
    package func decode<Root: AnyObject, Value: CoderDecodable>(
        _ key: String, into keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root
    ) {
        if let value = decodeIfPresent(Value.self, forKey: key) { object[keyPath: keyPath] = value }
    }
}

/// A type a `Coder` reads with one of its `decode…(forKey:)` methods, named here once per type.
@MainActor
package protocol CoderDecodable {
    /// The value at `key`, as the type's `decode…(forKey:)` method reads it.
    static func decode(from coder: Coder, forKey key: String) -> Self
}

/// A type a `Coder` reads as an optional: nil when the value at the key cannot be used.
@MainActor
package protocol CoderOptionalDecodable {
    /// The value at `key`, as the type's `decode…(forKey:)` method reads it.
    static func decodeIfUsable(from coder: Coder, forKey key: String) -> Self?
}

extension Optional: CoderDecodable where Wrapped: CoderOptionalDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> Wrapped? {
        Wrapped.decodeIfUsable(from: coder, forKey: key)
    }
}

extension Bool: CoderDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> Bool { coder.decodeBool(forKey: key) }
}

extension Int: CoderDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> Int { coder.decodeInteger(forKey: key) }
}

extension Double: CoderDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> Double { coder.decodeDouble(forKey: key) }
}

extension CGFloat: CoderDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> CGFloat {
        CGFloat(coder.decodeDouble(forKey: key))
    }
}

extension CGRect: CoderDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> CGRect { coder.decodeRect(forKey: key) }
}

extension CGPoint: CoderDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> CGPoint { coder.decodePoint(forKey: key) }
}

extension CGSize: CoderDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> CGSize { coder.decodeSize(forKey: key) }
}

extension EdgeInsets: CoderDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> EdgeInsets {
        coder.decodeEdgeInsets(forKey: key)
    }
}

extension AutoresizingMask: CoderDecodable {
    package static func decode(from coder: Coder, forKey key: String) -> AutoresizingMask {
        coder.decodeAutoresizingMask(forKey: key)
    }
}

extension String: CoderOptionalDecodable {
    package static func decodeIfUsable(from coder: Coder, forKey key: String) -> String? {
        coder.decodeString(forKey: key)
    }
}

extension Color: CoderOptionalDecodable {
    package static func decodeIfUsable(from coder: Coder, forKey key: String) -> Color? {
        coder.decodeColor(forKey: key)
    }
}

extension Image: CoderOptionalDecodable {
    package static func decodeIfUsable(from coder: Coder, forKey key: String) -> Image? {
        coder.decodeImage(forKey: key)
    }
}

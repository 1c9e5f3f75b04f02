import BarDocuments
import BarGeometry
import BarText
import Foundation

// Decoding values whose names a document gives: enums by name (or UIKit's raw number) and fonts.

extension Coder {
    /// The value at `key` named by one of `names`, or, for an integer raw type, given by its raw
    /// number (UIKit's value); nil when absent or unknown (recorded, naming the choices).
    public func decodeNamed<T: RawRepresentable>(forKey key: String, names: [String: T]) -> T?
    where T.RawValue == Int {
        guard let value = presentValue(forKey: key) else { return nil }
        if case .number = value {
            let raw = decodeInteger(forKey: key)
            if let value = T(rawValue: raw) { return value }
            failInvalidValue(forKey: key, reason: "\(raw) is not a \(T.self)")
            return nil
        }
        return decodeName(forKey: key, value: value, names: names)
    }

    /// The value at `key` as one of `T`'s raw string values; nil when absent or unknown (recorded).
    public func decodeEnum<T: RawRepresentable>(_ type: T.Type, forKey key: String) -> T? where T.RawValue == String {
        guard let value = presentValue(forKey: key) else { return nil }
        guard case .string(let name) = value else { return decodeName(forKey: key, value: value, names: [String: T]()) }
        if let named = T(rawValue: name) { return named }
        failInvalidValue(forKey: key, reason: "\"\(name)\" is not a valid \(T.self)")
        return nil
    }

    /// `decodeEnum(_:forKey:)` for a type whose cases can be listed: an unknown name's error lists
    /// the valid ones.
    public func decodeEnum<T: RawRepresentable & CaseIterable>(_ type: T.Type, forKey key: String) -> T?
    where T.RawValue == String {
        guard let value = presentValue(forKey: key) else { return nil }
        let names = Dictionary(T.allCases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        return decodeName(forKey: key, value: value, names: names)
    }

    /// `value` (at `key`) looked up in `names`; nil and an error naming the choices when it is not
    /// one of them.
    func decodeName<T>(forKey key: String, value: DocumentValue, names: [String: T]) -> T? {
        let choices = names.keys.sorted().joined(separator: ", ")
        guard case .string(let name) = value else {
            failInvalidValue(forKey: key, reason: "a \(T.self) is a name\(choices.isEmpty ? "" : " (\(choices))")")
            return nil
        }
        if let named = names[name] { return named }
        failInvalidValue(forKey: key, reason: "\"\(name)\" is not a \(T.self)\(choices.isEmpty ? "" : "; one of \(choices)")")
        return nil
    }

    /// A font from a document: a number (system font size) or an object with `name`, `size`
    /// and `weight`. Records an error and returns nil for a bad value.
    public func decodeFont(forKey key: String) -> Font? {
        let coder = self
        guard let value = coder.presentValue(forKey: key) else { return nil }
        if case .number = value {
            let size = CGFloat(coder.decodeDouble(forKey: key))
            guard Coder.isFontSize(size) else {
                coder.failInvalidValue(forKey: key, reason: Coder.fontSizeReason(size))
                return nil
            }
            return Font.systemFont(ofSize: size)
        }
        guard let fields = coder.nestedCoder(forKey: key) else { return nil }
        let size = fields.decodeIfPresent(CGFloat.self, forKey: "size") ?? 17
        guard Coder.isFontSize(size) else {
            coder.failInvalidValue(forKey: key, reason: Coder.fontSizeReason(size))
            return nil
        }
        if let name = fields.decodeString(forKey: "name") {
            guard let font = Font(name: name, size: size) else {
                coder.failInvalidValue(forKey: key, reason: "no installed font is named \"\(name)\"")
                return nil
            }
            return font
        }
        var weight = Font.Weight.regular
        if let value = fields.decodeValue(forKey: "weight") {
            switch value {
            case .string(let name):
                guard let named = Coder.fontWeightNames[name] else {
                    coder.failInvalidValue(forKey: key, reason: "\"\(name)\" is not a font weight")
                    return nil
                }
                weight = named
            case .number:
                weight = Font.Weight(rawValue: CGFloat(fields.decodeDouble(forKey: "weight")))
            default:
                coder.failInvalidValue(forKey: key, reason: "a font weight is a name or a number")
                return nil
            }
        }
        return Font.systemFont(ofSize: size, weight: weight)
    }

    // MARK: - Names

    static let textAlignmentNames: [String: TextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    static let lineBreakModeNames: [String: LineBreakMode] = [
        "byWordWrapping": .byWordWrapping, "byCharWrapping": .byCharWrapping, "byClipping": .byClipping,
        "byTruncatingHead": .byTruncatingHead, "byTruncatingTail": .byTruncatingTail,
        "byTruncatingMiddle": .byTruncatingMiddle,
    ]

    static let fontWeightNames: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
}

extension Coder {
    /// Whether a document's font size can be used: positive and finite.
    fileprivate static func isFontSize(_ size: CGFloat) -> Bool { size.isFinite && size > 0 }

    fileprivate static func fontSizeReason(_ size: CGFloat) -> String {
        "a font size must be a positive, finite number of points, not \(size.descriptionText)"
    }
}

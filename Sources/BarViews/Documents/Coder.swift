import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// A keyed decoder over one node of a view document, handed to `init?(coder:)` as UIKit hands an
/// `NSCoder`.
///
/// Reading a missing key gives the type's zero value (as `NSCoder` does); check with
/// `containsValue(forKey:)` first when absence matters. Reading a key of the wrong type records a
/// `DocumentError` naming the node's path and key and gives the zero value; the document then fails
/// with the first recorded error once the node is made, so a subclass never has to throw.
@MainActor
public final class Coder {
    /// The node's path in the document, as `$.subviews[2]`.
    public let path: String
    package let values: [String: DocumentValue]
    package let context: DocumentContext
    /// How deep the node lies in the document: 0 for the root, 1 for its subviews, …
    let depth: Int

    /// The keys read so far (by any `decode…`, `containsValue` or `nested…` call), and the coders
    /// made for nested objects: what the document checks for keys nobody read.
    private(set) var readKeys: Set<String> = []
    private(set) var nestedCoderList: [Coder] = []

    init(values: [String: DocumentValue], path: String, depth: Int, context: DocumentContext) {
        self.values = values
        self.path = path
        self.depth = depth
        self.context = context
    }

    /// The keys the node holds.
    public var allKeys: [String] { values.keys.sorted() }

    /// Whether the node holds `key` (with any value but null).
    public func containsValue(forKey key: String) -> Bool {
        presentValue(forKey: key) != nil
    }

    /// The raw value for `key`, or nil.
    public func decodeValue(forKey key: String) -> DocumentValue? {
        readKeys.insert(key)
        return values[key]
    }

    /// Records an error for this node; the document fails with the first one recorded.
    public func failWithError(_ error: DocumentError) { context.record(error) }

    /// Records that `key` holds a value that cannot be used, with `reason` for the message.
    public func failInvalidValue(forKey key: String, reason: String) {
        context.record(.invalidValue(source: context.source, path: path, key: key, reason: reason))
    }

    // MARK: - Scalars

    /// The string at `key`, or nil when absent.
    public func decodeString(forKey key: String) -> String? {
        guard let value = presentValue(forKey: key) else { return nil }
        if case .string(let s) = value { return s }
        mismatch(key, expected: "a string", found: value)
        return nil
    }

    /// The finite number at `key`, or 0.
    public func decodeDouble(forKey key: String) -> Double {
        guard let n = number(forKey: key, expected: "a number") else { return 0 }
        guard n.isFinite else {
            failInvalidValue(forKey: key, reason: "the number is not finite")
            return 0
        }
        return n
    }

    /// The whole number at `key`, or 0. Fractions and numbers beyond ±2^53 are errors.
    public func decodeInteger(forKey key: String) -> Int {
        guard let n = number(forKey: key, expected: "an integer") else { return 0 }
        guard n.isFinite, n == n.rounded(), abs(n) <= 9_007_199_254_740_992 else {
            failInvalidValue(forKey: key, reason: "\(n) is not an integer in range")
            return 0
        }
        return Int(n)
    }

    /// The boolean at `key`, or false.
    public func decodeBool(forKey key: String) -> Bool {
        guard let value = presentValue(forKey: key) else { return false }
        if case .bool(let b) = value { return b }
        mismatch(key, expected: "true or false", found: value)
        return false
    }

    // MARK: - Geometry and colour

    /// The rect at `key`: `[x, y, width, height]` or `{"x":…, "y":…, "width":…, "height":…}`; `.zero` when absent.
    public func decodeRect(forKey key: String) -> CGRect {
        guard let n = numbers(key, names: ["x", "y", "width", "height"], what: "a rect [x, y, width, height]") else {
            return .zero
        }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The point at `key`: `[x, y]` or `{"x":…, "y":…}`; `.zero` when absent.
    public func decodePoint(forKey key: String) -> CGPoint {
        guard let n = numbers(key, names: ["x", "y"], what: "a point [x, y]") else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }

    /// The size at `key`: `[width, height]` or `{"width":…, "height":…}`; `.zero` when absent.
    public func decodeSize(forKey key: String) -> CGSize {
        guard let n = numbers(key, names: ["width", "height"], what: "a size [width, height]") else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }

    /// The insets at `key`: `[top, left, bottom, right]` or an object with those names; `.zero` when absent.
    public func decodeEdgeInsets(forKey key: String) -> EdgeInsets {
        guard
            let n = numbers(key, names: ["top", "left", "bottom", "right"], what: "insets [top, left, bottom, right]")
        else { return .zero }
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// The colour at `key`: `"#RRGGBB"`, `"#RRGGBBAA"`, a named colour (`"white"`, `"clear"`, …),
    /// `[r, g, b]` / `[r, g, b, a]` in 0…1, or `{"white": w, "alpha": a}`; nil when absent or null.
    public func decodeColor(forKey key: String) -> Color? {
        guard let value = presentValue(forKey: key) else { return nil }
        switch value {
        case .string(let s):
            if let named = Coder.namedColors[s] { return named }
            if let color = Color(hexString: s) { return color }
            failInvalidValue(forKey: key, reason: "\"\(s)\" is not a colour (#RRGGBB, #RRGGBBAA or a colour name)")
            return nil
        case .array(let items) where items.count == 3 || items.count == 4:
            let n = items.compactMap { item -> CGFloat? in
                if case .number(let d) = item, d.isFinite { return CGFloat(d) }
                return nil
            }
            guard n.count == items.count else {
                failInvalidValue(forKey: key, reason: "colour components must be finite numbers")
                return nil
            }
            return Color(red: n[0], green: n[1], blue: n[2], alpha: n.count == 4 ? n[3] : 1)
        case .object(let fields):
            guard case .number(let white)? = fields["white"], white.isFinite else {
                mismatch(key, expected: "a colour", found: value)
                return nil
            }
            var alpha = 1.0
            if case .number(let a)? = fields["alpha"], a.isFinite { alpha = a }
            return Color(white: CGFloat(white), alpha: CGFloat(alpha))
        default:
            mismatch(key, expected: "a colour", found: value)
            return nil
        }
    }

    static let namedColors: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white, "gray": .gray, "lightGray": .lightGray,
        "darkGray": .darkGray, "red": .red, "green": .green, "blue": .blue, "cyan": .cyan,
        "yellow": .yellow, "magenta": .magenta, "orange": .orange, "purple": .purple, "brown": .brown,
        "systemBlue": .systemBlue,
    ]

    /// The autoresizing mask at `key`: an array of names (`"flexibleWidth"`, …) or the raw integer.
    public func decodeAutoresizingMask(forKey key: String) -> AutoresizingMask {
        guard let value = presentValue(forKey: key) else { return [] }
        switch value {
        case .number:
            return AutoresizingMask(rawValue: UInt(max(0, decodeInteger(forKey: key))) & 0x3F)
        case .array(let items):
            var mask: AutoresizingMask = []
            for item in items {
                guard case .string(let name) = item, let bit = AutoresizingMask.names.first(where: { $0.0 == name })
                else {
                    failInvalidValue(forKey: key, reason: "\(item.kindDescription) is not an autoresizing flag name")
                    return []
                }
                mask.insert(bit.1)
            }
            return mask
        default:
            mismatch(key, expected: "an array of autoresizing flag names", found: value)
            return []
        }
    }

    /// The image named by the string at `key`, looked up in the document's resource directory (the
    /// document file's folder, or `ViewDocument`'s `resourceDirectory`) with `@2x` variants; nil when
    /// absent. A name that finds no image records an error.
    public func decodeImage(forKey key: String) -> Image? {
        guard let name = decodeString(forKey: key) else { return nil }
        guard let directory = context.resourceDirectory else {
            failInvalidValue(
                forKey: key, reason: "image \"\(name)\" cannot be looked up: the document has no resource directory")
            return nil
        }
        if let image = Image(named: name, in: directory, scale: context.imageScale) { return image }
        failInvalidValue(forKey: key, reason: "no readable image \"\(name)\" in \(directory.path)")
        return nil
    }

    // MARK: - Views

    /// The view described by the node at `key`, made by its registered class; nil when absent or on error.
    public func decodeView(forKey key: String) -> View? {
        guard let value = presentValue(forKey: key) else { return nil }
        return context.makeView(from: value, path: path + "." + key, depth: depth + 1)
    }

    /// The views described by the array at `key` (typically `"subviews"`); empty when absent.
    public func decodeSubviews(forKey key: String) -> [View] {
        guard let items = array(forKey: key, expected: "an array of view nodes") else { return [] }
        var views: [View] = []
        for (index, item) in items.enumerated() {
            if let view = context.makeView(from: item, path: "\(path).\(key)[\(index)]", depth: depth + 1) {
                views.append(view)
            }
        }
        return views
    }

    /// Adds the views described by the array at `key` to `view`, in order, as `View.init?(coder:)`
    /// does for `"subviews"`. Below `DocumentContext.eagerDepth` levels the views are made and added
    /// after `view`'s initialiser returns, so that nesting in the document does not grow the stack.
    func addSubviews(forKey key: String, to view: View) {
        guard depth >= DocumentContext.eagerDepth else {
            for subview in decodeSubviews(forKey: key) { view.addSubview(subview) }
            return
        }
        guard let items = array(forKey: key, expected: "an array of view nodes") else { return }
        context.deferSubviews(items, path: "\(path).\(key)", depth: depth + 1, of: view)
    }

    /// Coders over each object of the array at `key` (bar items, say); empty when absent.
    public func nestedCoders(forKey key: String) -> [Coder] {
        guard let items = array(forKey: key, expected: "an array of objects") else { return [] }
        var coders: [Coder] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path).\(key)[\(index)]"
            guard case .object(let fields) = item else {
                context.record(.notAnObject(source: context.source, path: itemPath, found: item.kindDescription))
                return []
            }
            let coder = Coder(values: fields, path: itemPath, depth: depth, context: context)
            nestedCoderList.append(coder)
            coders.append(coder)
        }
        return coders
    }

    /// A coder over the object at `key` (for nested configuration such as per-state values), or nil.
    public func nestedCoder(forKey key: String) -> Coder? {
        guard let value = presentValue(forKey: key) else { return nil }
        guard case .object(let fields) = value else {
            mismatch(key, expected: "an object", found: value)
            return nil
        }
        let coder = Coder(values: fields, path: path + "." + key, depth: depth, context: context)
        nestedCoderList.append(coder)
        return coder
    }

    // MARK: - Internals

    /// Records a warning for each key of this node, and of the nested objects read from it, that
    /// nothing read (`ignoring` names keys the document itself reads, such as "class" and "id").
    func reportUnreadKeys(ignoring known: Set<String>) {
        var pending: [(Coder, Set<String>)] = [(self, known)]
        while let (coder, ignored) = pending.popLast() {
            for key in coder.values.keys.sorted() where !coder.readKeys.contains(key) && !ignored.contains(key) {
                context.warn(.unknownKey(source: context.source, path: coder.path, key: key))
            }
            for nested in coder.nestedCoderList { pending.append((nested, [])) }
        }
    }

    /// The value at `key` when the node holds one that is not null (as `containsValue(forKey:)`
    /// says), else nil.
    package func presentValue(forKey key: String) -> DocumentValue? {
        readKeys.insert(key)
        guard let value = values[key], value != .null else { return nil }
        return value
    }

    /// The number at `key`; nil when absent, or (recording a mismatch that names `expected`) when
    /// the value is not a number.
    private func number(forKey key: String, expected: String) -> Double? {
        guard let value = presentValue(forKey: key) else { return nil }
        guard case .number(let n) = value else {
            mismatch(key, expected: expected, found: value)
            return nil
        }
        return n
    }

    /// The array at `key`; nil when absent, or (recording a mismatch that names `expected`) when
    /// the value is not an array.
    private func array(forKey key: String, expected: String) -> [DocumentValue]? {
        guard let value = presentValue(forKey: key) else { return nil }
        guard case .array(let items) = value else {
            mismatch(key, expected: expected, found: value)
            return nil
        }
        return items
    }

    private func mismatch(_ key: String, expected: String, found: DocumentValue) {
        context.record(
            .typeMismatch(
                source: context.source, path: path, key: key, expected: expected, found: found.kindDescription))
    }

    private func numbers(_ key: String, names: [String], what: String) -> [CGFloat]? {
        guard let value = presentValue(forKey: key) else { return nil }
        var raw: [DocumentValue?]
        switch value {
        case .array(let items) where items.count == names.count: raw = items
        case .object(let fields): raw = names.map { fields[$0] }
        default:
            mismatch(key, expected: what, found: value)
            return nil
        }
        var result: [CGFloat] = []
        for item in raw {
            guard case .number(let n)? = item else {
                mismatch(key, expected: what, found: value)
                return nil
            }
            guard n.isFinite, abs(n) < 1e9 else {
                failInvalidValue(forKey: key, reason: "\(n) is not a usable coordinate (must be finite and below 1e9)")
                return nil
            }
            result.append(CGFloat(n))
        }
        return result
    }
}

import Foundation

/// A view tree loaded from a JSON document, each node made by its class's `init?(coder:)`.
///
/// A node is an object with a `"class"` (a registered class name), an optional `"id"` (to find the
/// view with `view(withID:)`), the keys its class decodes, and `"subviews"`. Errors are thrown as
/// `DocumentError`, naming the document, the node's path and the key.
///
/// ```json
/// {"class": "View", "frame": [0, 0, 320, 44], "backgroundColor": "#F0F0F0",
///  "subviews": [{"class": "Label", "id": "title", "frame": [10, 10, 100, 24], "text": "Hi"}]}
/// ```
@MainActor
public final class ViewDocument {
    /// The view made from the document's root node.
    public let rootView: View
    /// The views that carried an `"id"`, by id.
    public let viewsByID: [String: View]
    /// Where the document came from: a file path, or "string"/"data".
    public let source: String

    /// Loads the document at `url`; images it names are looked up beside it at `imageScale`.
    public convenience init(contentsOf url: URL, imageScale: CGFloat = 1) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DocumentError.unreadable(source: url.path, reason: "\(error.localizedDescription)")
        }
        try self.init(
            data: data, source: url.path, resourceDirectory: url.deletingLastPathComponent(), imageScale: imageScale)
    }

    /// Loads a document from a JSON string.
    public convenience init(jsonString: String) throws {
        try self.init(data: Data(jsonString.utf8), source: "string")
    }

    /// Loads a document from JSON bytes; `source` names it in errors. Images named by the document are
    /// looked up in `resourceDirectory` at `imageScale` (with `@2x` variants).
    public init(data: Data, source: String = "data", resourceDirectory: URL? = nil, imageScale: CGFloat = 1) throws {
        let root: DocumentValue
        do {
            root = try JSONDecoder().decode(DocumentValue.self, from: data)
        } catch {
            throw DocumentError.malformedJSON(source: source, reason: ViewDocument.describe(error))
        }
        let context = DocumentContext(source: source, resourceDirectory: resourceDirectory, imageScale: imageScale)
        let view = context.makeView(from: root, path: "$")
        if let error = context.firstError { throw error }
        guard let view else {
            throw DocumentError.initializerFailed(source: source, path: "$", className: "?")
        }
        self.rootView = view
        self.viewsByID = context.viewsByID
        self.source = source
    }

    /// The view whose node had `"id": id`.
    public func view(withID id: String) -> View? { viewsByID[id] }

    // MARK: - The class registry

    /// The classes a document can name, by name. BarKit's own classes are there from the start.
    static var registry: [String: View.Type] = {
        var classes: [String: View.Type] = [:]
        for type in builtInClasses { classes[String(describing: type)] = type }
        return classes
    }()

    /// Lets documents create `type` by its name (`String(describing: type)`, or `name` when given).
    /// Registering a name again replaces the earlier class.
    public static func register(_ type: View.Type, as name: String? = nil) {
        registry[name ?? String(describing: type)] = type
    }

    /// The class registered under `name`, if any.
    public static func registeredClass(named name: String) -> View.Type? { registry[name] }

    private static func describe(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        }
        return "\(error)"
    }
}

/// The state shared by every `Coder` of one document load: its source, the errors, the ids.
@MainActor
final class DocumentContext {
    let source: String
    let resourceDirectory: URL?
    let imageScale: CGFloat
    private(set) var firstError: DocumentError?
    private(set) var viewsByID: [String: View] = [:]

    init(source: String, resourceDirectory: URL?, imageScale: CGFloat) {
        self.source = source
        self.resourceDirectory = resourceDirectory
        self.imageScale = imageScale
    }

    func record(_ error: DocumentError) {
        if firstError == nil { firstError = error }
    }

    /// Makes the view a node describes, or records why it cannot and returns nil.
    func makeView(from value: DocumentValue, path: String) -> View? {
        guard firstError == nil else { return nil }
        guard case .object(let fields) = value else {
            record(.notAnObject(source: source, path: path, found: value.kindDescription))
            return nil
        }
        guard case .string(let className)? = fields["class"] else {
            record(.missingClass(source: source, path: path))
            return nil
        }
        guard let type = ViewDocument.registry[className] else {
            record(.unknownClass(source: source, path: path, name: className))
            return nil
        }
        let coder = Coder(values: fields, path: path, context: self)
        guard let view = type.init(coder: coder) else {
            record(.initializerFailed(source: source, path: path, className: className))
            return nil
        }
        if let idValue = fields["id"] {
            guard case .string(let id) = idValue else {
                record(
                    .typeMismatch(source: source, path: path, key: "id", expected: "a string", found: idValue.kindDescription))
                return nil
            }
            if viewsByID[id] != nil {
                record(.duplicateID(source: source, path: path, id: id))
                return nil
            }
            viewsByID[id] = view
        }
        return firstError == nil ? view : nil
    }
}

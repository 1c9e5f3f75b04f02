import BarDocuments
import BarGeometry
import BarGraphics
import BarText
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
    /// Keys the document holds that no class read (`DocumentError.unknownKey`), in node order: a
    /// misspelt `"txet"`, or `"fontSize"` on a label. Loading with `strict: true` throws the first
    /// of them instead.
    public let warnings: [DocumentError]

    /// Loads the document at `url`; images it names are looked up beside it at `imageScale`.
    public convenience init(contentsOf url: URL, imageScale: CGFloat = 1, strict: Bool = false) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DocumentError.unreadable(source: url.path, reason: "\(error.localizedDescription)")
        }
        try self.init(
            data: data, source: url.path, resourceDirectory: url.deletingLastPathComponent(), imageScale: imageScale,
            strict: strict)
    }

    /// Loads a document from a JSON string.
    public convenience init(jsonString: String, strict: Bool = false) throws {
        try self.init(data: Data(jsonString.utf8), source: "string", strict: strict)
    }

    /// Loads a document from JSON bytes; `source` names it in errors. Images named by the document are
    /// looked up in `resourceDirectory` at `imageScale` (with `@2x` variants).
    public init(
        data: Data, source: String = "data", resourceDirectory: URL? = nil, imageScale: CGFloat = 1, strict: Bool = false
    ) throws {
        var root: DocumentValue
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw DocumentError.malformedJSON(source: source, reason: error.description)
        }
        defer { root.releaseWithoutRecursion() }
        let context = DocumentContext(source: source, resourceDirectory: resourceDirectory, imageScale: imageScale)
        let view = context.makeView(from: root, path: "$", depth: 0)
        context.makeDeferredSubviews()
        context.makeConstraints()
        if let error = context.firstError { throw error }
        if strict, let warning = context.warnings.first { throw warning }
        guard let view else {
            throw DocumentError.initializerFailed(source: source, path: "$", className: "?")
        }
        self.rootView = view
        self.viewsByID = context.viewsByID
        self.source = source
        self.warnings = context.warnings
    }

    /// The view whose node had `"id": id`.
    public func view(withID id: String) -> View? { viewsByID[id] }

    // MARK: - The class registry

    /// The classes a document can name, by name. BarKit's own classes are there from the start.
    static var registry: [String: View.Type] {
        get {
            if storedRegistry == nil {
                storedRegistry = [:]
                for type in builtInClasses { register(type) }
            }
            return storedRegistry ?? [:]
        }
        set { storedRegistry = newValue }
    }
    private static var storedRegistry: [String: View.Type]?

    /// Lets documents create `type` by its name (`String(describing: type)`, or `name` when given).
    /// Registering a name again replaces the earlier class.
    public static func register(_ type: View.Type, as name: String? = nil) {
        registry[name ?? String(describing: type)] = type
    }

    /// The class registered under `name`, if any.
    public static func registeredClass(named name: String) -> View.Type? { registry[name] }
}

/// The state shared by every `Coder` of one document load: its source, the errors, the ids, and the
/// subviews whose making was put off because their parents lie deep in the tree.
///
/// Views are made by calling their class's `init?(coder:)`, which makes its subviews by calling
/// theirs (`View.init?(coder:)` decodes `"subviews"`), so nesting in the document is nesting on the
/// stack. To keep a tree thousands of views deep from overflowing the stack, a view `eagerDepth` or
/// more levels below the root does not make its subviews inside its initialiser: they are made (in
/// document order, parents before children) and added after it returns, from a loop. Only views that
/// deep see an empty `subviews` in their own `init?(coder:)`.
@MainActor
final class DocumentContext {
    let source: String
    let resourceDirectory: URL?
    let imageScale: CGFloat
    private(set) var firstError: DocumentError?
    /// Keys nothing read, in document order of the nodes (see `ViewDocument.warnings`).
    private(set) var warnings: [DocumentError] = []
    private(set) var viewsByID: [String: View] = [:]

    /// The depth below the root (0) from which views get their `"subviews"` after their initialiser.
    static let eagerDepth = 64
    /// How deep initialisers may nest through keys other than `"subviews"` (a subclass's
    /// `decodeView(forKey:)` or `decodeSubviews(forKey:)`), which cannot be put off; deeper nodes fail
    /// the document with `DocumentError.tooDeep`.
    static let maximumNestedDepth = 1_000

    /// The `init?(coder:)` calls now on the stack.
    private var nesting = 0
    /// Subviews still to make: the parent, the node's items, the path of the array and their depth.
    private var deferred: [(parent: View, items: [DocumentValue], path: String, depth: Int)] = []
    /// Constraints to make once every view exists: the view declaring them, the array, its path.
    var deferredConstraints: [(view: View, value: DocumentValue, path: String)] = []
    /// The views whose node set `translatesAutoresizingMaskIntoConstraints` itself.
    var explicitTranslation: Set<ObjectIdentifier> = []

    init(source: String, resourceDirectory: URL?, imageScale: CGFloat) {
        self.source = source
        self.resourceDirectory = resourceDirectory
        self.imageScale = imageScale
    }

    func record(_ error: DocumentError) {
        if firstError == nil { firstError = error }
    }

    func warn(_ warning: DocumentError) {
        warnings.append(warning)
    }

    /// Makes the view a node describes, or records why it cannot and returns nil.
    func makeView(from value: DocumentValue, path: String, depth: Int) -> View? {
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
        guard nesting < DocumentContext.maximumNestedDepth else {
            record(.tooDeep(source: source, path: path, limit: DocumentContext.maximumNestedDepth))
            return nil
        }
        let coder = Coder(values: fields, path: path, depth: depth, context: self)
        nesting += 1
        let made = type.init(coder: coder)
        nesting -= 1
        guard let view = made else {
            record(.initializerFailed(source: source, path: path, className: className))
            return nil
        }
        coder.reportUnreadKeys(ignoring: ["class", "id"])
        if let idValue = fields["id"] {
            guard case .string(let id) = idValue else {
                record(
                    .typeMismatch(
                        source: source, path: path, key: "id", expected: "a string", found: idValue.kindDescription))
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

    /// Puts off making the views of `items` (the array at `path`, nodes at `depth`) and adding them
    /// to `parent`.
    func deferSubviews(_ items: [DocumentValue], path: String, depth: Int, of parent: View) {
        deferred.append((parent, items, path, depth))
    }

    /// Makes and adds the subviews put off so far, and those their views put off in turn, in
    /// document order; stops at the first error.
    func makeDeferredSubviews() {
        while firstError == nil, let work = deferred.popLast() {
            let mark = deferred.count
            var views: [View] = []
            for (index, item) in work.items.enumerated() {
                if let view = makeView(from: item, path: "\(work.path)[\(index)]", depth: work.depth) {
                    views.append(view)
                }
            }
            guard firstError == nil else { break }
            for view in views { work.parent.addSubview(view) }
            // What these views put off was appended in document order; the last is taken first.
            deferred[mark...].reverse()
        }
        deferred.removeAll()
    }
}

import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

/// A view tree loaded from a JSON document, each node made by its class's `init?(coder:)`.
///
/// A node is an object with a `"class"` (a registered class name), an optional `"id"` (to find the
/// view with `view(withID:)`), the keys its class decodes, and `"subviews"`. Errors are thrown as
/// `DocumentError`, naming the document, the node's path and the key. The root may instead be a
/// controller node (`rootViewController`; ViewDocument+Controllers.swift).
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
    /// The controllers whose node carried an `"id"`, by id.
    public let viewControllersByID: [String: ViewController]
    let storedRootViewController: ViewController?
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
        let context = DocumentContext(
            source: source, classes: Self.loaderClasses, resourceDirectory: resourceDirectory, imageScale: imageScale)
        let made = try context.makeTree(from: root, strict: strict)
        if let node = made as? ControllerNode, let controller = node.controller {
            node.finishLoading()
            storedRootViewController = controller
            rootView = controller.view
        } else {
            storedRootViewController = nil
            rootView = made
        }
        viewsByID = context.viewsByID.filter { !($0.value is ControllerNode) }
        viewControllersByID = context.viewsByID.compactMapValues { ($0 as? ControllerNode)?.controller }
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

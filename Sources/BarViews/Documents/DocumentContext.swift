import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

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
package final class DocumentContext {
    let source: String
    /// The classes the document may name, by name (`ViewDocument`'s registry).
    let classes: [String: View.Type]
    let resourceDirectory: URL?
    let imageScale: CGFloat
    private(set) var firstError: DocumentError?
    /// Keys nothing read, in document order of the nodes (see `ViewDocument.warnings`).
    package private(set) var warnings: [DocumentError] = []
    package private(set) var viewsByID: [String: View] = [:]

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

    package init(source: String, classes: [String: View.Type], resourceDirectory: URL?, imageScale: CGFloat) {
        self.source = source
        self.classes = classes
        self.resourceDirectory = resourceDirectory
        self.imageScale = imageScale
    }

    /// Makes the tree the document's root node describes, its put-off subviews and its constraints;
    /// throws the first error, or with `strict` the first warning.
    package func makeTree(from root: DocumentValue, strict: Bool) throws -> View {
        let view = makeView(from: root, path: "$", depth: 0)
        makeDeferredSubviews()
        makeConstraints()
        if let error = firstError { throw error }
        if strict, let warning = warnings.first { throw warning }
        guard let view else {
            throw DocumentError.initializerFailed(source: source, path: "$", className: "?")
        }
        return view
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
        guard let type = classes[className] else {
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

extension View {
    /// The core's classes a view document may name without registering them (`ViewDocument` adds
    /// the widgets' to these).
    package static let documentClasses: [View.Type] = [View.self, Window.self, Label.self]
}

import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

// Readable dumps of a view and of its tree, used by the demo, tests and debugging.

extension View {
    /// A dump of this view and every descendant, one per line, indented by depth with `   | `.
    /// Built without recursion; past depth 32 the indentation stops growing and the line starts with
    /// its depth (`(40) `), so very deep trees give a dump linear in their size.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        var stack: [(View, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            let indent = String(repeating: "   | ", count: min(depth, Self.maxDescriptionIndent))
            let marker = depth > Self.maxDescriptionIndent ? "(\(depth)) " : ""
            lines.append(indent + marker + view.description)
            for subview in view.storedSubviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    static let maxDescriptionIndent = 32

    func describeSelf() -> String {
        let f = frame
        var parts = ["frame = (\(Self.format(f.minX)) \(Self.format(f.minY)); \(Self.format(f.width)) \(Self.format(f.height)))"]
        parts.append(contentsOf: descriptionAttributes)
        return "<\(type(of: self)): " + parts.joined(separator: "; ") + ">"
    }

    var defaultDescriptionAttributes: [String] {
        var attributes: [String] = []
        if storedBounds.origin != .zero {
            attributes.append("bounds.origin = (\(Self.format(storedBounds.minX)) \(Self.format(storedBounds.minY)))")
        }
        if !storedTransform.isIdentity {
            let t = storedTransform
            attributes.append(
                "transform = [\(Self.format(t.a)), \(Self.format(t.b)), \(Self.format(t.c)), \(Self.format(t.d)), \(Self.format(t.tx)), \(Self.format(t.ty))]"
            )
        }
        if isHidden { attributes.append("hidden = YES") }
        if alpha != 1 { attributes.append("alpha = \(Self.format(alpha))") }
        if tag != 0 { attributes.append("tag = \(tag)") }
        if let color = backgroundColor { attributes.append("backgroundColor = \(color.hexString)") }
        if clipsToBounds { attributes.append("clipsToBounds = YES") }
        if !autoresizingMask.isEmpty { attributes.append("autoresize = \(autoresizingMask)") }
        return attributes
    }

    /// A number as UIKit prints it in descriptions (see `CGFloat.descriptionText`).
    package static func format(_ value: CGFloat) -> String { value.descriptionText }
}

import BarDocuments
import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

// Tables in view documents (Docs/Documents.md): the style and the row settings by name. Rows come
// from a data source set in code; a document gives the table's look and its place.

extension Coder {
    /// The `style` of a table node (default `.plain`).
    func decodeTableStyle() -> TableView.Style {
        decodeNamed(
            forKey: "style", names: ["plain": TableView.Style.plain, "grouped": .grouped, "insetGrouped": .insetGrouped])
            ?? .plain
    }
}

extension TableView {
    /// Reads the table's own keys (called by `init?(coder:)` after `ScrollView`'s).
    func decodeTable(from coder: Coder) {
        let heights: [(String, ReferenceWritableKeyPath<TableView, CGFloat>)] = [
            ("rowHeight", \.rowHeight), ("estimatedRowHeight", \.estimatedRowHeight),
            ("sectionHeaderHeight", \.sectionHeaderHeight), ("sectionFooterHeight", \.sectionFooterHeight),
            ("estimatedSectionHeaderHeight", \.estimatedSectionHeaderHeight),
            ("estimatedSectionFooterHeight", \.estimatedSectionFooterHeight),
        ]
        for (key, path) in heights {
            guard let value = coder.decodeIfPresent(CGFloat.self, forKey: key) else { continue }
            if value.isFinite && (value >= 0 || value == TableView.automaticDimension) {
                self[keyPath: path] = value
            } else {
                coder.failInvalidValue(forKey: key, reason: "a height must be finite and not negative, or -1 (automatic)")
            }
        }
        if let separators = coder.decodeNamed(
            forKey: "separatorStyle", names: ["none": SeparatorStyle.none, "singleLine": .singleLine])
        {
            separatorStyle = separators
        }
        if coder.containsValue(forKey: "separatorColor"), let color = coder.decodeColor(forKey: "separatorColor") {
            separatorColor = color
        }
        coder.decode("allowsSelection", into: \.allowsSelection, on: self)
        coder.decode("allowsMultipleSelection", into: \.allowsMultipleSelection, on: self)
    }
}

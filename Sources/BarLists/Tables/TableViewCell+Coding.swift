import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Cells in view documents (Docs/Documents.md): the style and reuse identifier are read by
// `init?(coder:)` before the cell is made; the other keys here, after the content is in place.

extension TableViewCell {
    /// Reads `accessoryType`, `selectionStyle` (names or UIKit's numbers) and `separatorInset`.
    func decodeCellKeys(from coder: Coder) {
        if let type = coder.decodeNamed(forKey: "accessoryType", names: TableViewCell.accessoryTypeNames) {
            accessoryType = type
        }
        if let style = coder.decodeNamed(forKey: "selectionStyle", names: TableViewCell.selectionStyleNames) {
            selectionStyle = style
        }
        coder.decode("separatorInset", into: \.separatorInset, on: self)
    }
}

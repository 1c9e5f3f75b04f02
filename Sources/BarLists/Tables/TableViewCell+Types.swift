import BarViews
import BarWidgets
import Foundation

// The kinds a cell is made of: its style, its standard accessories and its selection styles, with
// UIKit's raw values (documents may give either the name or the number).

extension TableViewCell {
    /// Where a cell puts its labels and image, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A text label (black, left-aligned) and an optional image; no detail label.
        case `default` = 0
        /// A text label on the left and a gray, right-aligned detail label on the right (Settings).
        case value1 = 1
        /// A blue, right-aligned text label in a column on the left, then a black detail label
        /// (Contacts).
        case value2 = 2
        /// A text label with a smaller gray detail label under it.
        case subtitle = 3
    }

    /// The standard accessories, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A gray chevron: the row leads to more content.
        case disclosureIndicator = 1
        /// An info button followed by a chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button in the tint colour.
        case detailButton = 4
    }

    /// How a cell shows that it is selected, as UIKit's `UITableViewCell.SelectionStyle`. Since iOS 7
    /// every style but `.none` shows the same light gray background (as UIKit documents for `.blue`).
    public enum SelectionStyle: Int, Sendable {
        /// No change when selected.
        case none = 0
        /// The default background (no longer blue).
        case blue = 1
        /// A gray background.
        case gray = 2
        /// The default background.
        case `default` = 3
    }

    static let styleNames: [String: CellStyle] = [
        "default": .default, "value1": .value1, "value2": .value2, "subtitle": .subtitle,
    ]
    static let accessoryTypeNames: [String: AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
    static let selectionStyleNames: [String: SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]
}

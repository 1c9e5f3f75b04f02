import BarWidgets
import Foundation

/// The row or item and its section, as UIKit's `IndexPath` additions: a two-index path whose first
/// index is the section.
extension IndexPath {
    /// The path of `row` in `section`.
    public init(row: Int, section: Int) { self = IndexPath(index: section).appending(row) }
    /// The path of `item` in `section`.
    public init(item: Int, section: Int) { self = IndexPath(index: section).appending(item) }

    /// The section: the first index. The path must have two indexes (it traps otherwise, as UIKit's).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row in `section`: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item in `section`: the second index (a collection view's name for `row`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

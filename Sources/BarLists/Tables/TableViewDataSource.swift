import BarViews
import BarWidgets
import Foundation

/// What a table shows, as UIKit's `UITableViewDataSource`. Only the row count and the cells are
/// required; the rest have UIKit's defaults.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, normally from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header, or nil for none (default nil).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, or nil for none (default nil).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// What a table tells of its rows and asks about their heights and selection, as UIKit's
/// `UITableViewDelegate`. Set it as the table's `delegate` (which it refines, so the same object
/// hears the scrolling). Every method has UIKit's default.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The row's height; `TableView.automaticDimension` sizes it from its cell (default: the
    /// table's `rowHeight`).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height to assume for a row not yet shown (default: `TableView.automaticDimension`,
    /// which uses the table's `estimatedRowHeight`).
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header (default: the table's `sectionHeaderHeight`).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer (default: the table's `sectionFooterHeight`).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for `section`'s header, or nil for the title's (default nil).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view for `section`'s footer, or nil for the title's (default nil).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// Whether a touch on the row highlights it (default true).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row to select instead of `indexPath`, or nil to select none (default `indexPath`).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by a tap.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect instead of `indexPath`, or nil to keep it (default `indexPath`).
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was deselected by a tap.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The cell is about to show the row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The cell stopped showing the row (it left the screen, or the row was deleted or reloaded).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The buttons a left swipe on the row reveals, or nil for none (default nil).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.delegateAnsweredByDefault = true
        return tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.delegateAnsweredByDefault = true
        return TableView.automaticDimension
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
}

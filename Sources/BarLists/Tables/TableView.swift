import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

/// A vertical list of rows in sections, as UIKit's `UITableView`: a scroll view that makes cells only
/// for the rows in sight and reuses them as they scroll out (Docs/Tables.md; the rules in
/// Docs/Behaviors.md §11).
///
/// Give it a `dataSource` (the counts and the cells) and, optionally, a `delegate` (heights,
/// selection, display). Register cell classes by identifier and dequeue them in
/// `tableView(_:cellForRowAt:)`.
@MainActor
open class TableView: ScrollView {
    /// How sections look.
    public enum Style: Int, Sendable, CaseIterable {
        /// Rows edge to edge; section headers float at the top while their section is in sight.
        case plain
        /// Sections apart on a gray background; headers scroll with their rows.
        case grouped
        /// As `.grouped`, with each section inset from the sides and its corners rounded.
        case insetGrouped
    }

    /// How rows come in and go when they are inserted, deleted or reloaded (rows that stay move
    /// to their new places whatever it is). `.automatic` and `.middle` fade; `.none` shows and
    /// removes the rows at once.
    public enum RowAnimation: Int, Sendable, CaseIterable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable, CaseIterable {
        /// The least scroll that shows the row (none when it is in sight).
        case none
        case top, middle, bottom
    }

    /// Whether lines separate the rows.
    public enum SeparatorStyle: Int, Sendable, CaseIterable {
        case none
        case singleLine
    }

    /// A height that asks the table to size the row (or header) from its content.
    public static let automaticDimension: CGFloat = -1

    /// The style, fixed at creation.
    public let style: Style

    /// Gives the counts and the cells; held weakly.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate as a table delegate, when the scroll view's `delegate` is one.
    weak var tableDelegate: TableViewDelegate?

    /// Hears the scrolling and, when it is a `TableViewDelegate`, gives heights and hears selection;
    /// held weakly.
    public override var delegate: ScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? TableViewDelegate
            if dataSource != nil { reloadData() }
        }
    }

    /// Every row's height when the delegate gives none (default `automaticDimension`: each row is
    /// sized from its cell). Negative or non-finite values other than `automaticDimension` are
    /// ignored.
    public var rowHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingChanged(&rowHeight, oldValue) }
    }
    /// The height to assume for rows not yet shown (default `automaticDimension`: 44, or `rowHeight`
    /// when that is a number). Zero turns estimates off: every row's height is asked up front.
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingChanged(&estimatedRowHeight, oldValue) }
    }
    /// Every section header's height when the delegate gives none (default `automaticDimension`:
    /// see Docs/Behaviors.md §11 for each style's figure).
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingChanged(&sectionHeaderHeight, oldValue) }
    }
    /// Every section footer's height when the delegate gives none (default `automaticDimension`).
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingChanged(&sectionFooterHeight, oldValue) }
    }
    /// The height to assume for section headers not yet shown (default `automaticDimension`:
    /// `sectionHeaderHeight`, or the style's title header). Zero asks every header up front.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingChanged(&estimatedSectionHeaderHeight, oldValue) }
    }
    /// The height to assume for section footers not yet shown, as `estimatedSectionHeaderHeight`.
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { heightSettingChanged(&estimatedSectionFooterHeight, oldValue) }
    }

    /// Whether lines separate the rows (default `.singleLine`).
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' color (default UIKit's separator gray).
    public var separatorColor: Color = TableView.defaultSeparatorColor { didSet { setNeedsLayout() } }
    /// The separators' insets from the row's edges, given to cells that show rows (default left 16).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

    /// Whether a tap selects a row (default true).
    public var allowsSelection = true {
        didSet { if !allowsSelection { deselectAllRows() } }
    }
    /// Whether taps select several rows, each tap toggling its row (default false).
    public var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection && oldValue { deselectAllRows() } }
    }

    // MARK: - State

    /// Cells by identifier, set aside as their rows leave sight.
    var cellPool = ReusePool<TableViewCell>()
    /// Each section's rows and every header, row and footer's height and place.
    var model = TableModel()
    /// Whether the data source must be asked again before the next layout.
    var needsReload = true
    /// The width the rows were measured at; a new width measures them again.
    var measuredWidth: CGFloat = -1
    /// The cells on screen, by slot.
    var cellsOnScreen: [Int: TableViewCell] = [:]
    /// Section header and footer views on screen, by slot.
    var visibleSupplements: [Int: View] = [:]
    /// Title header and footer views set aside.
    var titleViewPool: [TableViewHeaderFooterView] = []
    /// The selected rows.
    var selectedRows = Set<IndexPath>()
    /// The row a touch is holding highlighted.
    var touchedRow: IndexPath?
    /// Set by the delegate protocol's default row-height methods, to learn that the delegate
    /// leaves the heights to the table (`makeModel`).
    var delegateAnsweredByDefault = false
    /// The batch being gathered by `performBatchUpdates(_:completion:)`.
    var batch: TableBatch?
    /// The animated update whose layout is running (inside its animation block only).
    var rowUpdate: TableRowUpdate?
    /// Cells and header views leaving with an animated update, each with what sets it aside.
    var leavingViews: [ObjectIdentifier: () -> Void] = [:]
    /// The row whose swipe buttons are open, and its buttons.
    var swipe: TableSwipe?

    // MARK: - Creating

    /// A table of `style` in `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A plain table in `frame`.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// A table from a view document: `ScrollView`'s keys, then `style` ("plain", "grouped",
    /// "insetGrouped"), `rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight`,
    /// `sectionFooterHeight`, `estimatedSectionHeaderHeight`, `estimatedSectionFooterHeight`,
    /// `separatorStyle` ("none", "singleLine"), `separatorColor`,
    /// `allowsSelection`, `allowsMultipleSelection`.
    public required init?(coder: Coder) {
        style = coder.decodeTableStyle()
        super.init(coder: coder)
        setUpTable()
        decodeTable(from: coder)
    }

    private func setUpTable() {
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        if backgroundColor == nil {
            backgroundColor = style == .plain ? .white : TableView.groupedBackgroundColor
        }
        setUpSwipeRecognizer()
    }

    /// UIKit's opaque separator color.
    static let defaultSeparatorColor = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255)
    /// UIKit's grouped background (system grouped background, light).
    static let groupedBackgroundColor = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

    private func heightSettingChanged(_ value: inout CGFloat, _ oldValue: CGFloat) {
        if !(value.isFinite && (value >= 0 || value == TableView.automaticDimension)) { value = oldValue }
        if value != oldValue { reloadData() }
    }

    // MARK: - Cells

    /// Makes `cellClass` the class of new cells for `identifier` (a later registration replaces it).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellPool.register(identifier) { cellClass.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A cell for `identifier`: one set aside (after its `prepareForReuse()`) or a new one of the
    /// registered class. The identifier must be registered: an unregistered one stops the program
    /// with its name, as UIKit's exception does.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a class for the identifier")
        }
        return cell
    }

    /// A cell set aside for `identifier` (after its `prepareForReuse()`), else a new one of the
    /// registered class, else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = cellPool.dequeueIdle(identifier) {
            cell.prepareForReuse()
            return cell
        }
        return cellPool.dequeue(identifier)
    }

    // MARK: - Layout

    /// Asks the data source again when needed, measures rows that come into sight, and places the
    /// cells, headers and footers in sight (and a little beyond: `overscan`).
    ///
    /// Called by the layout pass, also after each scroll; do not call it directly. Overrides must
    /// call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    // MARK: - Touches

    /// Highlights the row a touch reaches (a touch on a cell comes up the responder chain to the
    /// table), unless selection is off or the delegate says not to.
    ///
    /// Called by the window; do not call it directly. Overrides must call `super` for the table to
    /// track its rows.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        rowTouchesBegan(touches, with: event)
    }

    /// Nothing: a touch that moves either becomes a drag (which cancels it) or stays on its row.
    ///
    /// Called by the window; do not call it directly. Overrides must call `super`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    /// Selects the highlighted row if the touch lifted on it.
    ///
    /// Called by the window; do not call it directly. Overrides must call `super`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        rowTouchesEnded(touches, with: event)
    }

    /// Takes the highlight off the row (a drag took the touch).
    ///
    /// Called by the window; do not call it directly. Overrides must call `super`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        rowTouchesCancelled(touches, with: event)
    }
}

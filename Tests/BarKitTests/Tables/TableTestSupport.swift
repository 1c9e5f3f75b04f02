import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarGraphics
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// A cell that counts how often it was prepared for reuse, and sizes itself to `fittingHeight`
/// when that is set.
@MainActor
final class CountingTableCell: TableViewCell {
    var reuses = 0
    var fittingHeight: CGFloat?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: Coder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        if let fittingHeight { return CGSize(width: targetSize.width, height: fittingHeight) }
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }
}

/// Sections of titled rows, as a user's data source keeps them, with a log of what the table asked
/// and told.
@MainActor
final class RowSource: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    /// Heights by row for `heightForRowAt`, when set; `fitted` gives cells their own height.
    var heights: ((IndexPath) -> CGFloat)?
    var fitted: ((IndexPath) -> CGFloat)?
    var trailingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    var willSelect: ((IndexPath) -> IndexPath?)?
    private(set) var log: [String] = []
    private(set) var cellRequests = 0
    /// Every cell the table handed out, so the number made is `cellsSeen.count`.
    private(set) var cellsSeen = Set<ObjectIdentifier>()
    private(set) var displayed = 0
    private(set) var ended = 0

    init(_ sections: [[String]]) { self.sections = sections }

    convenience init(rows: Int, sections: Int = 1) {
        self.init((0..<sections).map { s in (0..<rows).map { "S\(s) R\($0)" } })
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cellsSeen.insert(ObjectIdentifier(cell))
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        (cell as? CountingTableCell)?.fittingHeight = fitted?(indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        willSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("deselect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed += 1
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        ended += 1
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        trailingActions?(indexPath)
    }
}

/// A window of 320 × 480 showing one table that fills it, fed by a `RowSource`.
@MainActor
struct TableScene {
    let scene: Scene
    let table: TableView
    let source: RowSource
    var window: Window { scene.window }
    var simulator: EventSimulator { scene.simulator }

    init(_ source: RowSource, style: TableView.Style = .plain, rowHeight: CGFloat? = 44,
         size: CGSize = CGSize(width: 320, height: 480), configure: (TableView) -> Void = { _ in })
    {
        scene = Scene(size: size)
        table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
        self.source = source
        table.register(CountingTableCell.self, forCellReuseIdentifier: "row")
        if let rowHeight { table.rowHeight = rowHeight }
        configure(table)
        table.delegate = source
        table.dataSource = source
        scene.window.addSubview(table)
        scene.window.layoutIfNeeded()
    }

    /// The texts of the rows with cells on screen, top to bottom.
    var visibleTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    func scroll(to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        window.layoutIfNeeded()
    }
}

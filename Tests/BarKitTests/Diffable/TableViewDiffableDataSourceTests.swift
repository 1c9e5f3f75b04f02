import BarKit
import Foundation
import Testing

@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// A 320 × 480 window showing a table of 44-point rows fed by a diffable data source whose cells
/// read "Item N" (or what `titles` says for N), counting the cell provider's calls.
@MainActor
final class DiffableTableScene {
    let scene = Scene(size: CGSize(width: 320, height: 480))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var dataSource: TableViewDiffableDataSource<String, Int>!
    var titles: [Int: String] = [:]
    var providerCalls = 0
    var returnsNilFor: Set<Int> = []
    var window: Window { scene.window }

    init(inWindow: Bool = true) {
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = TableViewDiffableDataSource(tableView: table) { [unowned self] table, path, item in
            self.providerCalls += 1
            if self.returnsNilFor.contains(item) { return nil }
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            cell.textLabel?.text = self.titles[item] ?? "Item \(item)"
            return cell
        }
        if inWindow { scene.window.addSubview(table) }
        scene.window.layoutIfNeeded()
    }

    func apply(_ snapshot: DiffSnapshot, animating: Bool = true) {
        dataSource.apply(snapshot, animatingDifferences: animating)
        window.layoutIfNeeded()
    }

    /// The text of each cell on screen, top to bottom.
    var visibleTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    /// Whether each cell on screen shows the item its index path maps to, and the rows on screen
    /// are the snapshot's from the top.
    func cellsShowTheirItems(_ snapshot: DiffSnapshot) -> Bool {
        guard let paths = table.indexPathsForVisibleRows else { return snapshot.numberOfItems == 0 }
        for path in paths {
            guard let item = dataSource.itemIdentifier(for: path), dataSource.indexPath(for: item) == path,
                table.cellForRow(at: path)?.textLabel?.text == titles[item] ?? "Item \(item)"
            else { return false }
        }
        let shown = paths.compactMap { dataSource.itemIdentifier(for: $0) }
        return Array(snapshot.itemIdentifiers.prefix(shown.count)) == shown
    }
}

@MainActor
@Suite struct TableViewDiffableDataSourceTests {
    @Test func theFirstSnapshotFillsTheTable() {
        let s = DiffableTableScene()
        #expect(s.table.dataSource === s.dataSource)
        #expect(s.table.numberOfSections == 0)
        s.apply(makeSnapshot([("a", Array(0..<30))]))
        #expect(s.table.numberOfSections == 1)
        #expect(s.table.numberOfRows(inSection: 0) == 30)
        #expect(s.visibleTexts.prefix(3) == ["Item 0", "Item 1", "Item 2"])
        #expect(s.table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame.minY == 440)
        #expect(s.cellsShowTheirItems(s.dataSource.snapshot()))
    }

    @Test func insertsDeletesAndMovesShowTheNewOrderAndKeepTheOtherCells() {
        let s = DiffableTableScene()
        let first = makeSnapshot([("a", Array(0..<30))])
        s.apply(first)
        let cellOf9 = s.table.cellForRow(at: IndexPath(row: 9, section: 0))
        let calls = s.providerCalls
        var next = first
        next.deleteItems([1, 2])
        next.insertItems([100], beforeItem: 4)
        next.moveItem(8, beforeItem: 0)
        s.apply(next)
        #expect(s.visibleTexts.prefix(6) == ["Item 8", "Item 0", "Item 3", "Item 100", "Item 4", "Item 5"])
        // Item 9's row moved up one place with its cell; only rows new to the screen got cells.
        #expect(s.table.cellForRow(at: IndexPath(row: 8, section: 0)) === cellOf9)
        #expect(cellOf9?.frame.minY == 352)
        #expect(s.providerCalls - calls <= 3)
        #expect(s.cellsShowTheirItems(next))
        #expect(s.dataSource.snapshot().itemIdentifiers == next.itemIdentifiers)
    }

    @Test func indexPathsAndIdentifiersMapBothWays() {
        let s = DiffableTableScene()
        s.apply(makeSnapshot([("a", [1, 2]), ("b", [3, 4, 5])]))
        #expect(s.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == 4)
        #expect(s.dataSource.indexPath(for: 5) == IndexPath(row: 2, section: 1))
        #expect(s.dataSource.indexPath(for: 99) == nil)
        #expect(s.dataSource.itemIdentifier(for: IndexPath(row: 7, section: 0)) == nil)
        #expect(s.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 9)) == nil)
        #expect(s.dataSource.sectionIdentifier(for: 1) == "b")
        #expect(s.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(s.dataSource.index(for: "a") == 0)
        #expect(s.table.numberOfRows(inSection: 1) == 3)
    }

    @Test func sectionsAreInsertedDeletedAndMoved() {
        let s = DiffableTableScene()
        let first = makeSnapshot([("a", [1, 2]), ("b", [3]), ("c", [4, 5])])
        s.apply(first)
        var next = first
        next.deleteSections(["b"])
        next.insertSections(["new"], beforeSection: "a")
        next.appendItems([9], toSection: "new")
        next.moveSection("c", beforeSection: "a")
        s.apply(next)
        #expect(s.table.numberOfSections == 3)
        #expect((0..<3).map { s.table.numberOfRows(inSection: $0) } == [1, 2, 2])
        #expect(s.visibleTexts == ["Item 9", "Item 4", "Item 5", "Item 1", "Item 2"])
        #expect(s.cellsShowTheirItems(next))
    }

    @Test func reconfiguringRunsTheProviderOnTheSameCellAndReloadingReplacesIt() {
        let s = DiffableTableScene()
        let first = makeSnapshot([("a", Array(0..<5))])
        s.apply(first)
        let cell = s.table.cellForRow(at: IndexPath(row: 2, section: 0))
        s.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        s.titles[2] = "Renamed"
        var next = first
        next.reconfigureItems([2])
        let calls = s.providerCalls
        s.apply(next)
        #expect(s.providerCalls == calls + 1)
        #expect(s.table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(cell?.textLabel?.text == "Renamed")
        #expect(cell?.isSelected == true)
        #expect(s.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        // A reload asks for a new cell, from the reuse pool.
        s.titles[3] = "Reloaded"
        next = s.dataSource.snapshot()
        next.reloadItems([3])
        s.apply(next)
        #expect(s.table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Reloaded")
        #expect(s.cellsShowTheirItems(next))
    }

    @Test func aTableInNoWindowIsReloaded() {
        let s = DiffableTableScene(inWindow: false)
        s.dataSource.apply(makeSnapshot([("a", [1, 2, 3])]))
        var next = s.dataSource.snapshot()
        next.deleteItems([2])
        let errors = collectingTableErrors { s.dataSource.apply(next) }
        #expect(errors.isEmpty)
        #expect(s.table.numberOfRows(inSection: 0) == 2)
    }

    @Test func applyingAgainBeforeTheTableLoadedUpdatesFromTheFirstSnapshot() {
        let s = DiffableTableScene()
        var next = makeSnapshot([("a", [1, 2, 3])])
        let errors = collectingTableErrors {
            // The first apply reloads, which the table does at its next layout: the second must
            // update from the first snapshot, not from what the data source holds by then.
            s.dataSource.apply(next)
            next.appendItems([4])
            next.deleteItems([1])
            s.dataSource.apply(next)
            s.window.layoutIfNeeded()
        }
        #expect(errors.isEmpty)
        #expect(s.visibleTexts == ["Item 2", "Item 3", "Item 4"])
    }

    @Test func theCompletionRunsOnceTheTableShowsTheSnapshot() {
        let s = DiffableTableScene()
        s.apply(makeSnapshot([("a", [1, 2])]))
        var rows = -1
        var next = s.dataSource.snapshot()
        next.appendItems([3])
        s.dataSource.apply(next, animatingDifferences: false) { rows = s.table.numberOfRows(inSection: 0) }
        #expect(rows == 3)
    }

    @Test func aNilCellFromTheProviderIsReportedAndAnEmptyCellShown() {
        let s = DiffableTableScene()
        s.returnsNilFor = [2]
        let errors = collectingDiffableErrors { s.apply(makeSnapshot([("a", [1, 2, 3])])) }
        #expect(
            errors == [
                .cellProviderReturnedNil(
                    item: "2", indexPath: IndexPath(row: 1, section: 0),
                    operation: "TableViewDiffableDataSource.tableView(_:cellForRowAt:)")
            ])
        #expect(
            errors.first?.description
                == "TableViewDiffableDataSource.tableView(_:cellForRowAt:): the cell provider returned nil for item 2 "
                + "at [0, 1]; an empty cell is shown")
        #expect(s.visibleTexts == ["Item 1", "", "Item 3"])
    }

    @Test func theTableHoldsTheDataSourceWeakly() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        weak var weakSource: TableViewDiffableDataSource<String, Int>?
        do {
            let source = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
            weakSource = source
            #expect(table.dataSource === source)
        }
        #expect(weakSource == nil)
        #expect(table.dataSource == nil)
    }

    @Test func randomSnapshotsAppliedInTurnAlwaysShowTheirItems() {
        let s = DiffableTableScene()
        let first = makeSnapshot([("s0", Array(0..<20)), ("s1", Array(20..<25))])
        s.apply(first)
        let errors = collectingTableErrors {
            applyRandomEdits(to: first, seed: 11, mirrored: true, itemsPerNewSection: 2) { snapshot, round in
                s.apply(snapshot, animating: round % 2 == 0)
                return s.dataSource.snapshot()
            } showsItems: { snapshot in
                s.cellsShowTheirItems(snapshot)
            }
        }
        #expect(errors.isEmpty, "\(errors)")
    }
}

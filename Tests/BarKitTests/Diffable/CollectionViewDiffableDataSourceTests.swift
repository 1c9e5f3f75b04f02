import BarKit
import Foundation
import Testing

@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// A cell that keeps the text it was configured with.
@MainActor
final class TextCell: CollectionViewCell {
    var text = ""
}

/// A 320 × 480 window showing a collection view of 100 × 100 items (three to a line) fed by a
/// diffable data source whose cells read "Item N" (or what `titles` says for N).
@MainActor
final class DiffableGridScene {
    let scene = Scene(size: CGSize(width: 320, height: 480))
    let layout = CollectionViewFlowLayout()
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<String, Int>!
    var titles: [Int: String] = [:]
    var providerCalls = 0
    var window: Window { scene.window }

    init() {
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            [unowned self] view, path, item in
            self.providerCalls += 1
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path) as! TextCell
            cell.text = self.titles[item] ?? "Item \(item)"
            return cell
        }
        scene.window.addSubview(collectionView)
        scene.window.layoutIfNeeded()
    }

    func apply(_ snapshot: DiffSnapshot) {
        dataSource.apply(snapshot)
        window.layoutIfNeeded()
    }

    /// The text of each cell on screen, in index path order.
    var visibleTexts: [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap {
            (collectionView.cellForItem(at: $0) as? TextCell)?.text
        }
    }

    /// Whether each cell on screen shows the item its index path maps to, and the items on screen
    /// are the snapshot's first ones.
    func cellsShowTheirItems() -> Bool {
        let paths = collectionView.indexPathsForVisibleItems.sorted()
        let snapshot = dataSource.snapshot()
        guard !paths.isEmpty || snapshot.numberOfItems == 0 else { return false }
        let shown = paths.compactMap { dataSource.itemIdentifier(for: $0) }
        guard shown == Array(snapshot.itemIdentifiers.prefix(shown.count)) else { return false }
        return paths.allSatisfy { path in
            guard let item = dataSource.itemIdentifier(for: path), dataSource.indexPath(for: item) == path else {
                return false
            }
            return (collectionView.cellForItem(at: path) as? TextCell)?.text == titles[item] ?? "Item \(item)"
        }
    }
}

@MainActor
@Suite struct CollectionViewDiffableDataSourceTests {
    @Test func theFirstSnapshotFillsTheCollectionView() {
        let s = DiffableGridScene()
        #expect(s.collectionView.dataSource === s.dataSource)
        s.apply(makeSnapshot([("a", Array(0..<20))]))
        #expect(s.collectionView.numberOfSections == 1)
        #expect(s.collectionView.numberOfItems(inSection: 0) == 20)
        #expect(s.visibleTexts.prefix(4) == ["Item 0", "Item 1", "Item 2", "Item 3"])
        #expect(
            s.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == CGPoint(x: 110, y: 110))
        #expect(s.cellsShowTheirItems())
    }

    @Test func insertsDeletesAndMovesShowTheNewOrderAndKeepTheOtherCells() {
        let s = DiffableGridScene()
        let first = makeSnapshot([("a", Array(0..<12))])
        s.apply(first)
        let cellOf10 = s.collectionView.cellForItem(at: IndexPath(item: 10, section: 0))
        var next = first
        next.deleteItems([0, 1])
        next.insertItems([50], afterItem: 3)
        next.moveItem(9, beforeItem: 2)
        let calls = s.providerCalls
        s.apply(next)
        #expect(s.visibleTexts.prefix(6) == ["Item 9", "Item 2", "Item 3", "Item 50", "Item 4", "Item 5"])
        // Item 10 keeps its cell, one place back: the first of its line.
        #expect(s.collectionView.cellForItem(at: IndexPath(item: 9, section: 0)) === cellOf10)
        #expect(cellOf10?.frame.origin == CGPoint(x: 0, y: 330))
        #expect(s.providerCalls - calls == 1, "only the inserted item needs a new cell")
        #expect(s.cellsShowTheirItems())
    }

    @Test func sectionsThatMoveAreDeletedAndInserted() {
        let s = DiffableGridScene()
        let first = makeSnapshot([("a", [1, 2]), ("b", [3]), ("c", [4])])
        s.apply(first)
        var next = first
        next.moveSection("c", beforeSection: "a")
        next.deleteSections(["b"])
        next.appendItems([7], toSection: "a")
        let problems = collectingCollectionProblems { s.apply(next) }
        #expect(problems.isEmpty, "\(problems)")
        #expect(s.collectionView.numberOfSections == 2)
        #expect(s.visibleTexts == ["Item 4", "Item 1", "Item 2", "Item 7"])
        #expect(s.dataSource.sectionIdentifier(for: 0) == "c")
        #expect(s.dataSource.index(for: "a") == 1)
        #expect(s.cellsShowTheirItems())
    }

    @Test func reconfiguringRunsTheProviderOnTheSameCell() {
        let s = DiffableGridScene()
        let first = makeSnapshot([("a", Array(0..<6))])
        s.apply(first)
        let cell = s.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        s.titles[4] = "Renamed"
        var next = first
        next.reconfigureItems([4])
        s.apply(next)
        #expect(s.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cell)
        #expect((cell as? TextCell)?.text == "Renamed")
    }

    @Test func randomSnapshotsAppliedInTurnAlwaysShowTheirItems() {
        let s = DiffableGridScene()
        let first = makeSnapshot([("s0", Array(0..<10)), ("s1", Array(10..<14))])
        s.apply(first)
        let problems = collectingCollectionProblems {
            applyRandomEdits(to: first, seed: 5, mirrored: false, itemsPerNewSection: 1) { snapshot, _ in
                s.apply(snapshot)
                return s.dataSource.snapshot()
            } showsItems: { _ in
                s.cellsShowTheirItems()
            }
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}

import BarKit
import Foundation
import Testing

@testable import BarLists
@testable import BarWidgets

@MainActor
@Suite struct SnapshotDifferenceTests {
    func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    func difference(_ old: DiffSnapshot, _ new: DiffSnapshot) -> SnapshotDifference {
        let difference = SnapshotDifference(from: old, to: new)
        #expect(problemApplying(difference, to: old, toReach: new) == nil)
        return difference
    }

    @Test func equalSnapshotsDifferInNothing() {
        let snapshot = makeSnapshot([("a", [1, 2]), ("b", [3])])
        #expect(difference(snapshot, snapshot).isEmpty)
        #expect(difference(snapshot, makeSnapshot([("a", [1, 2]), ("b", [3])])).isEmpty)
    }

    @Test func deletionsAreAtOldIndexPathsAndInsertionsAtNewOnes() {
        let old = makeSnapshot([("a", [1, 2, 3, 4]), ("b", [5])])
        let new = makeSnapshot([("a", [1, 9, 3]), ("b", [5, 8])])
        let d = difference(old, new)
        #expect(d.deletedItems == [path(1, 0), path(3, 0)])
        #expect(d.insertedItems == [path(1, 0), path(1, 1)])
        #expect(d.movedItems.isEmpty)
        #expect(d.deletedSections.isEmpty && d.insertedSections.isEmpty)
    }

    @Test func movingOneItemAmongTenThousandIsOneMove() {
        let items = Array(0..<10_000)
        let old = makeSnapshot([("a", items)])
        for (item, anchor, after) in [(0, 9_999, true), (9_999, 0, false), (5_000, 17, false), (17, 8_000, true)] {
            var new = old
            if after { new.moveItem(item, afterItem: anchor) } else { new.moveItem(item, beforeItem: anchor) }
            let d = difference(old, new)
            let from = path(old.indexOfItem(item)!, 0)
            let to = path(new.indexOfItem(item)!, 0)
            #expect(d.movedItems == [SnapshotDifference.ItemMove(from: from, to: to)])
            #expect(d.deletedItems.isEmpty && d.insertedItems.isEmpty)
        }
    }

    @Test func anItemChangingSectionMovesAcrossSections() {
        let old = makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
        var new = old
        new.moveItem(2, afterItem: 4)
        let d = difference(old, new)
        #expect(d.movedItems == [SnapshotDifference.ItemMove(from: path(1, 0), to: path(1, 1))])
    }

    @Test func sectionsAreDeletedInsertedAndMovedWithTheirItems() {
        let old = makeSnapshot([("a", [1]), ("b", [2, 3]), ("c", [4]), ("d", [5])])
        var new = old
        new.deleteSections(["b"])
        new.appendSections(["e"])
        new.appendItems([6, 3])
        new.moveSection("a", afterSection: "d")
        let d = difference(old, new)
        #expect(d.deletedSections == IndexSet([1]))
        #expect(d.insertedSections == IndexSet([3]))
        #expect(d.movedSections == [SnapshotDifference.SectionMove(from: 0, to: 2)])
        // Item 3's section goes; in the new section it is simply there (inserted with it).
        #expect(d.deletedItems.isEmpty && d.insertedItems.isEmpty && d.movedItems.isEmpty)
    }

    @Test func anItemLeavingForANewSectionIsDeletedThenInserted() {
        let old = makeSnapshot([("a", [1, 2])])
        var new = old
        new.appendSections(["b"])
        new.moveItem(2, beforeItem: 1)
        new.deleteItems([1])
        new.appendItems([1])
        let d = difference(old, new)
        #expect(d.insertedSections == IndexSet([1]))
        #expect(d.deletedItems == [path(0, 0)])
        #expect(d.movedItems.isEmpty)
    }

    @Test func reloadedItemsReloadInPlaceOrAreReplacedWhenTheyMove() {
        let old = makeSnapshot([("a", [1, 2, 3, 4])])
        var new = old
        new.moveItem(4, beforeItem: 1)
        new.reloadItems([2, 4])
        let d = difference(old, new)
        #expect(d.reloadedItems == [path(1, 0)])
        #expect(d.movedItems.isEmpty)
        #expect(d.deletedItems == [path(3, 0)])
        #expect(d.insertedItems == [path(0, 0)])
    }

    @Test func reloadedSectionsReloadInPlace() {
        let old = makeSnapshot([("a", [1]), ("b", [2, 3])])
        var new = old
        new.deleteItems([3])
        new.appendItems([7], toSection: "b")
        new.reloadSections(["b"])
        let d = difference(old, new)
        #expect(d.reloadedSections == IndexSet([1]))
        #expect(d.deletedItems.isEmpty && d.insertedItems.isEmpty)
    }

    @Test func reconfiguredItemsAreNamedAtTheirNewIndexPathsAndChangeNoRows() {
        let old = makeSnapshot([("a", [1, 2, 3])])
        var new = old
        new.reconfigureItems([3, 1])
        var d = difference(old, new)
        #expect(d.reconfiguredItems == [path(0, 0), path(2, 0)])
        #expect(!d.changesRows && !d.isEmpty)
        new.deleteItems([1])
        d = difference(old, new)
        #expect(d.reconfiguredItems == [path(1, 0)])
        #expect(d.changesRows)
    }

    @Test func onlyItemsWhoseRelativeOrderChangedMove() {
        // Reversing three of eight: the longest run kept in order is five, so three move.
        let old = makeSnapshot([("a", [0, 1, 2, 3, 4, 5, 6, 7])])
        let new = makeSnapshot([("a", [0, 5, 4, 3, 1, 2, 6, 7])])
        #expect(difference(old, new).movedItems.count == 3)
        #expect(SnapshotDifference.longestIncreasingSubsequence([3, 1, 2, 0, 4]) == [false, true, true, false, true])
    }

    /// The length of a longest increasing subsequence by the quadratic method, to check against.
    func longestRun(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    @Test func randomEditsGiveADifferenceThatTakesTheOldSnapshotToTheNew() {
        var random = SeededRandom(seed: 2024)
        for round in 0..<400 {
            var old = DiffSnapshot()
            var next = 0
            for s in 0..<Int.random(in: 0...4, using: &random) {
                old.appendSections(["s\(s)"])
                let count = Int.random(in: 0...12, using: &random)
                old.appendItems(Array(next..<(next + count)))
                next += count
            }
            var new = old
            var sectionNumber = 10
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let items = new.itemIdentifiers
                let sections = new.sectionIdentifiers
                switch Int.random(in: 0..<10, using: &random) {
                case 0 where !items.isEmpty: new.deleteItems([items.randomElement(using: &random)!])
                case 1 where !items.isEmpty:
                    new.insertItems([next], beforeItem: items.randomElement(using: &random)!)
                    next += 1
                case 2 where !sections.isEmpty:
                    new.appendItems([next, next + 1], toSection: sections.randomElement(using: &random)!)
                    next += 2
                case 3, 4:
                    let (a, b) = (items.randomElement(using: &random), items.randomElement(using: &random))
                    if let a, let b, a != b { new.moveItem(a, afterItem: b) }
                case 5 where sections.count > 1:
                    let (a, b) = (sections.randomElement(using: &random)!, sections.randomElement(using: &random)!)
                    if a != b { new.moveSection(a, beforeSection: b) }
                case 6 where !sections.isEmpty: new.deleteSections([sections.randomElement(using: &random)!])
                case 7:
                    new.appendSections(["s\(sectionNumber)"])
                    sectionNumber += 1
                case 8 where !items.isEmpty:
                    new.reloadItems([items.randomElement(using: &random)!])
                case 9 where !sections.isEmpty:
                    if Bool.random(using: &random) {
                        new.reloadSections([sections.randomElement(using: &random)!])
                    } else if let item = items.randomElement(using: &random) {
                        new.reconfigureItems([item])
                    }
                default: break
                }
            }
            let d = SnapshotDifference(from: old, to: new)
            // For a view that cannot move or reload sections (a collection view), those are deleted
            // and inserted instead.
            let plain = SnapshotDifference(from: old, to: new, movingSections: false, reloadingSections: false)
            #expect(plain.movedSections.isEmpty && plain.reloadedSections.isEmpty)
            for (name, difference) in [("", d), ("without section moves: ", plain)] {
                if let problem = problemApplying(difference, to: old, toReach: new) {
                    Issue.record(
                        "round \(round): \(name)\(problem)\nold \(sectionsAndItems(old))\nnew \(sectionsAndItems(new))")
                    return
                }
            }
            // In one section kept throughout, the moves are exactly the items out of the longest run.
            if old.numberOfSections == 1, new.sectionIdentifiers == old.sectionIdentifiers,
                new.reloadedItemIdentifiers.isEmpty, new.reloadedSectionIdentifiers.isEmpty
            {
                let common = new.itemIdentifiers.compactMap { old.indexOfItem($0) }
                #expect(d.movedItems.count == common.count - longestRun(common), "round \(round)")
            }
        }
    }

    @Test func aLargeRandomShuffleStillApplies() {
        var random = SeededRandom(seed: 99)
        let old = makeSnapshot([("a", Array(0..<3_000)), ("b", Array(3_000..<5_000))])
        var new = old
        for _ in 0..<200 {
            let a = Int.random(in: 0..<5_000, using: &random)
            let b = Int.random(in: 0..<5_000, using: &random)
            if a != b { new.moveItem(a, beforeItem: b) }
        }
        new.deleteItems(Array(stride(from: 0, to: 5_000, by: 97)))
        new.appendItems(Array(6_000..<6_050), toSection: "a")
        let d = difference(old, new)
        #expect(d.movedItems.count <= 200)
        #expect(d.deletedItems.count == 52)
        #expect(d.insertedItems.count == 50)
    }
}

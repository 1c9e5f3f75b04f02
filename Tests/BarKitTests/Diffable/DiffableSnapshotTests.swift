import BarKit
import Foundation
import Testing

@testable import BarLists
@testable import BarWidgets

@MainActor
@Suite struct DiffableSnapshotTests {
    @Test func anEmptySnapshotHasNoSectionsAndNoItems() {
        let snapshot = DiffSnapshot()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.indexOfSection("a") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    }

    @Test func appendedItemsGoToTheLastSectionUnlessOneIsNamed() {
        var snapshot = DiffSnapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2])
        snapshot.appendItems([3], toSection: "a")
        snapshot.appendItems([4])
        #expect(
            sectionsAndItems(snapshot) == [
                DiffSection(name: "a", items: [3]), DiffSection(name: "b", items: [1, 2, 4]),
            ])
        #expect(snapshot.itemIdentifiers == [3, 1, 2, 4])
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "b") == 3)
        // Positions count through all sections, as UIKit's indexOfItem does.
        #expect(snapshot.indexOfItem(3) == 0)
        #expect(snapshot.indexOfItem(2) == 2)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
        #expect(indexesAgree(snapshot))
    }

    @Test func itemsGoInBeforeOrAfterAnItemInItsSection() {
        var snapshot = makeSnapshot([("a", [1, 2]), ("b", [3, 4])])
        snapshot.insertItems([10, 11], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 4)
        snapshot.insertItems([13], afterItem: 1)
        snapshot.insertItems([14], beforeItem: 4)
        #expect(
            sectionsAndItems(snapshot) == [
                DiffSection(name: "a", items: [10, 11, 1, 13, 2]), DiffSection(name: "b", items: [3, 14, 4, 12]),
            ])
        #expect(indexesAgree(snapshot))
    }

    @Test func sectionsGoInBeforeOrAfterASection() {
        var snapshot = makeSnapshot([("a", [1]), ("b", [2])])
        snapshot.insertSections(["x", "y"], beforeSection: "a")
        snapshot.insertSections(["z"], afterSection: "a")
        snapshot.insertSections(["w"], afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["x", "y", "a", "z", "b", "w"])
        #expect(snapshot.indexOfItem(2) == 1)
        #expect(snapshot.numberOfItems(inSection: "z") == 0)
        #expect(indexesAgree(snapshot))
    }

    @Test func anItemMovesBeforeOrAfterAnotherWithinAndAcrossSections() {
        var snapshot = makeSnapshot([("a", [1, 2, 3, 4]), ("b", [5, 6])])
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3, 1, 4])
        snapshot.moveItem(4, beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 2, 3, 1])
        snapshot.moveItem(2, beforeItem: 3)  // already there
        #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 2, 3, 1])
        snapshot.moveItem(3, afterItem: 6)
        snapshot.moveItem(5, beforeItem: 4)
        #expect(
            sectionsAndItems(snapshot) == [
                DiffSection(name: "a", items: [5, 4, 2, 1]), DiffSection(name: "b", items: [6, 3]),
            ])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        #expect(snapshot.indexOfItem(3) == 5)
        #expect(indexesAgree(snapshot))
    }

    @Test func aSectionMovesWithItsItems() {
        var snapshot = makeSnapshot([("a", [1]), ("b", [2, 3]), ("c", [4])])
        snapshot.moveSection("a", afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["b", "c", "a"])
        snapshot.moveSection("c", beforeSection: "b")
        #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
        #expect(snapshot.itemIdentifiers == [4, 2, 3, 1])
        #expect(snapshot.indexOfItem(1) == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        #expect(indexesAgree(snapshot))
    }

    @Test func deletingRemovesItemsOrSectionsWithTheirItems() {
        var snapshot = makeSnapshot([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6])])
        snapshot.deleteItems([2, 5, 2])
        #expect(
            sectionsAndItems(snapshot) == [
                DiffSection(name: "a", items: [1, 3]), DiffSection(name: "b", items: [4]),
                DiffSection(name: "c", items: [6]),
            ])
        snapshot.deleteSections(["b"])
        #expect(snapshot.sectionIdentifiers == ["a", "c"])
        #expect(snapshot.indexOfItem(4) == nil)
        #expect(snapshot.indexOfItem(6) == 2)
        #expect(indexesAgree(snapshot))
        // A deleted identifier can come back.
        snapshot.appendItems([4, 2], toSection: "a")
        #expect(snapshot.itemIdentifiers == [1, 3, 4, 2, 6])
        #expect(indexesAgree(snapshot))
    }

    @Test func deletingAllItemsRemovesTheSectionsToo() {
        var snapshot = makeSnapshot([("a", [1, 2]), ("b", [3])])
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        snapshot.appendSections(["a"])
        snapshot.appendItems([1])
        #expect(snapshot.itemIdentifiers == [1])
    }

    @Test func reloadAndReconfigureMarksKeepTheirOrderOnceEach() {
        var snapshot = makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
        snapshot.reloadItems([3, 1])
        snapshot.reloadItems([1, 4])
        snapshot.reconfigureItems([2, 2])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        // A deleted item or section loses its mark.
        snapshot.deleteItems([1])
        snapshot.deleteSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func aSnapshotIsAValueACopyDoesNotChangeWithIt() {
        let original = makeSnapshot([("a", [1, 2, 3])])
        var copy = original
        copy.deleteItems([2])
        copy.appendItems([9])
        copy.moveItem(1, afterItem: 9)
        #expect(original.itemIdentifiers == [1, 2, 3])
        #expect(original.indexOfItem(3) == 2)
        #expect(copy.itemIdentifiers == [3, 9, 1])
        #expect(indexesAgree(original) && indexesAgree(copy))
    }

    @Test func lookUpsStayRightThroughAThousandRandomEdits() {
        var random = SeededRandom(seed: 7)
        var snapshot = makeSnapshot([("s0", Array(0..<50)), ("s1", Array(50..<100))])
        var nextItem = 100
        var nextSection = 2
        for step in 0..<1000 {
            let items = snapshot.itemIdentifiers
            let sections = snapshot.sectionIdentifiers
            switch Int.random(in: 0..<9, using: &random) {
            case 0 where !sections.isEmpty:
                snapshot.appendItems(
                    Array(nextItem..<(nextItem + 3)), toSection: sections.randomElement(using: &random)!)
                nextItem += 3
            case 1 where !items.isEmpty:
                snapshot.insertItems([nextItem], beforeItem: items.randomElement(using: &random)!)
                nextItem += 1
            case 2 where !items.isEmpty:
                snapshot.insertItems([nextItem], afterItem: items.randomElement(using: &random)!)
                nextItem += 1
            case 3 where items.count > 2:
                snapshot.deleteItems([items.randomElement(using: &random)!, items.randomElement(using: &random)!])
            case 4 where items.count > 2:
                let (a, b) = (items.randomElement(using: &random)!, items.randomElement(using: &random)!)
                if a != b { snapshot.moveItem(a, beforeItem: b) }
            case 5 where items.count > 2:
                let (a, b) = (items.randomElement(using: &random)!, items.randomElement(using: &random)!)
                if a != b { snapshot.moveItem(a, afterItem: b) }
            case 6 where sections.count > 1:
                let (a, b) = (sections.randomElement(using: &random)!, sections.randomElement(using: &random)!)
                if a != b { snapshot.moveSection(a, afterSection: b) }
            case 7 where sections.count > 3:
                snapshot.deleteSections([sections.randomElement(using: &random)!])
            default:
                if let anchor = sections.randomElement(using: &random) {
                    snapshot.insertSections(["s\(nextSection)"], beforeSection: anchor)
                } else {
                    snapshot.appendSections(["s\(nextSection)"])
                }
                nextSection += 1
            }
            guard indexesAgree(snapshot) else {
                Issue.record("indexes out of step after step \(step)")
                return
            }
        }
        #expect(snapshot.numberOfItems > 0)
    }
}

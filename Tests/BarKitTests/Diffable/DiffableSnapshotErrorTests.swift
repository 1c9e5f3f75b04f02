import BarKit
import Foundation
import Testing

@testable import BarLists
@testable import BarWidgets

/// Where UIKit stops the program, a snapshot ignores the call, stays as it was, and reports a
/// typed error naming the call and the identifiers.
@MainActor
@Suite struct DiffableSnapshotErrorTests {
    /// Runs `edit` on a copy of `snapshot`; the copy must come out unchanged. The errors reported.
    func refused(_ snapshot: DiffSnapshot, _ edit: (inout DiffSnapshot) -> Void) -> [DiffableDataSourceError] {
        var copy = snapshot
        let errors = collectingDiffableErrors { edit(&copy) }
        #expect(sectionsAndItems(copy) == sectionsAndItems(snapshot), "the snapshot is unchanged")
        #expect(copy.reloadedItemIdentifiers == snapshot.reloadedItemIdentifiers)
        #expect(indexesAgree(copy))
        return errors
    }

    let snapshot = makeSnapshot([("main", [1, 2, 3]), ("other", [4])])

    @Test func itemsGivenTwiceOrAlreadyPresentAreRefusedWithTheirNamesAndSection() {
        let twice = refused(snapshot) { $0.appendItems([7, 8, 7], toSection: "main") }
        #expect(
            twice == [
                .duplicateItemIdentifiers(
                    ["7"], section: "\"main\"", operation: "DiffableDataSourceSnapshot.appendItems(_:toSection:)")
            ])
        #expect(
            twice.first?.description
                == "DiffableDataSourceSnapshot.appendItems(_:toSection:): supplied item identifiers are not unique "
                + "(given twice, or already in the snapshot): 7 for section \"main\"; the call was ignored")
        let present = refused(snapshot) { $0.insertItems([9, 4, 2], afterItem: 1) }
        #expect(
            present == [
                .duplicateItemIdentifiers(
                    ["4", "2"], section: "\"main\"", operation: "DiffableDataSourceSnapshot.insertItems(_:afterItem:)")
            ])
        let before = refused(snapshot) { $0.insertItems([4], beforeItem: 1) }
        #expect(before.map(\.operation) == ["DiffableDataSourceSnapshot.insertItems(_:beforeItem:)"])
    }

    @Test func sectionsGivenTwiceOrAlreadyPresentAreRefused() {
        let errors = refused(snapshot) {
            $0.appendSections(["x", "x"])
            $0.insertSections(["main"], beforeSection: "other")
            $0.insertSections(["y", "other"], afterSection: "main")
        }
        #expect(
            errors == [
                .duplicateSectionIdentifiers(["\"x\""], operation: "DiffableDataSourceSnapshot.appendSections(_:)"),
                .duplicateSectionIdentifiers(
                    ["\"main\""], operation: "DiffableDataSourceSnapshot.insertSections(_:beforeSection:)"),
                .duplicateSectionIdentifiers(
                    ["\"other\""], operation: "DiffableDataSourceSnapshot.insertSections(_:afterSection:)"),
            ])
        #expect(
            errors.first?.description
                == "DiffableDataSourceSnapshot.appendSections(_:): supplied section identifiers are not unique "
                + "(given twice, or already in the snapshot): \"x\"; the call was ignored")
    }

    @Test func appendingItemsWithNoSectionIsRefused() {
        let errors = refused(DiffSnapshot()) { $0.appendItems([1]) }
        #expect(errors == [.noSections(operation: "DiffableDataSourceSnapshot.appendItems(_:toSection:)")])
        #expect(
            errors.first?.description
                == "DiffableDataSourceSnapshot.appendItems(_:toSection:): the snapshot has no sections; "
                + "append a section first; the call was ignored")
    }

    @Test func unknownItemsAreRefusedAndNothingIsDeletedOrMarked() {
        let errors = refused(snapshot) {
            $0.deleteItems([1, 99, 98, 99])
            $0.insertItems([5], beforeItem: 42)
            $0.moveItem(1, afterItem: 42)
            $0.reloadItems([2, 77])
            $0.reconfigureItems([66])
        }
        #expect(
            errors == [
                .itemNotFound(["99", "98"], operation: "DiffableDataSourceSnapshot.deleteItems(_:)"),
                .itemNotFound(["42"], operation: "DiffableDataSourceSnapshot.insertItems(_:beforeItem:)"),
                .itemNotFound(["42"], operation: "DiffableDataSourceSnapshot.moveItem(_:afterItem:)"),
                .itemNotFound(["77"], operation: "DiffableDataSourceSnapshot.reloadItems(_:)"),
                .itemNotFound(["66"], operation: "DiffableDataSourceSnapshot.reconfigureItems(_:)"),
            ])
        #expect(
            errors.first?.description
                == "DiffableDataSourceSnapshot.deleteItems(_:): item identifiers not in the snapshot: 99, 98; "
                + "the call was ignored")
    }

    @Test func unknownSectionsAreRefused() {
        let errors = refused(snapshot) {
            $0.appendItems([5], toSection: "nope")
            $0.deleteSections(["main", "gone"])
            $0.moveSection("main", beforeSection: "gone")
            $0.reloadSections(["gone"])
            $0.insertSections(["new"], afterSection: "gone")
        }
        #expect(
            errors.map(\.operation) == [
                "DiffableDataSourceSnapshot.appendItems(_:toSection:)", "DiffableDataSourceSnapshot.deleteSections(_:)",
                "DiffableDataSourceSnapshot.moveSection(_:beforeSection:)",
                "DiffableDataSourceSnapshot.reloadSections(_:)",
                "DiffableDataSourceSnapshot.insertSections(_:afterSection:)",
            ])
        #expect(errors[1] == .sectionNotFound(["\"gone\""], operation: "DiffableDataSourceSnapshot.deleteSections(_:)"))
        #expect(
            errors[0].description
                == "DiffableDataSourceSnapshot.appendItems(_:toSection:): section identifiers not in the snapshot: "
                + "\"nope\"; the call was ignored")
    }

    @Test func readingAnUnknownSectionGivesNothingAndReportsIt() {
        var items: [Int] = [0]
        var count = -1
        let errors = collectingDiffableErrors {
            items = snapshot.itemIdentifiers(inSection: "nope")
            count = snapshot.numberOfItems(inSection: "nope")
        }
        #expect(items.isEmpty)
        #expect(count == 0)
        #expect(
            errors == [
                .sectionNotFound(["\"nope\""], operation: "DiffableDataSourceSnapshot.itemIdentifiers(inSection:)"),
                .sectionNotFound(["\"nope\""], operation: "DiffableDataSourceSnapshot.numberOfItems(inSection:)"),
            ])
        // Asking where an unknown item is is not an error: the answer is nil, as in UIKit.
        #expect(collectingDiffableErrors { _ = snapshot.indexOfItem(99) }.isEmpty)
    }

    @Test func movingRelativeToItselfIsRefused() {
        let errors = refused(snapshot) {
            $0.moveItem(2, beforeItem: 2)
            $0.moveSection("main", afterSection: "main")
        }
        #expect(
            errors == [
                .movedRelativeToItself("2", operation: "DiffableDataSourceSnapshot.moveItem(_:beforeItem:)"),
                .movedRelativeToItself(
                    "\"main\"", operation: "DiffableDataSourceSnapshot.moveSection(_:afterSection:)"),
            ])
        #expect(
            errors.first?.description
                == "DiffableDataSourceSnapshot.moveItem(_:beforeItem:): 2 cannot move relative to itself; "
                + "the call was ignored")
    }

    @Test func aLongListOfIdentifiersIsShortenedInTheText() {
        let errors = refused(snapshot) { $0.deleteItems(Array(100..<130)) }
        #expect(
            errors.first?.description
                == "DiffableDataSourceSnapshot.deleteItems(_:): item identifiers not in the snapshot: "
                + "100, 101, 102, 103, 104, 105, 106, 107, 108, 109 and 20 more; the call was ignored")
    }
}

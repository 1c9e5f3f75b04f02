import BarKit
import Foundation
import Synchronization
import Testing

@testable import BarLists
@testable import BarWidgets

typealias DiffSnapshot = DiffableDataSourceSnapshot<String, Int>

/// Collects the diffable errors reported while `body` runs, instead of printing them.
@MainActor
func collectingDiffableErrors(_ body: () throws -> Void) rethrows -> [DiffableDataSourceError] {
    let box = ErrorBox()
    let previous = DiffableDataSourceError.problemHandler
    DiffableDataSourceError.problemHandler = { error in box.append(error) }
    defer { DiffableDataSourceError.problemHandler = previous }
    try body()
    return box.errors
}

/// A place a `@Sendable` handler can append to.
final class ErrorBox: Sendable {
    private let log = Mutex<[DiffableDataSourceError]>([])
    func append(_ error: DiffableDataSourceError) { log.withLock { $0.append(error) } }
    var errors: [DiffableDataSourceError] { log.withLock { $0 } }
}

/// Collects, as text, what a static problem handler receives while `body` runs: `get` and `set`
/// read and replace the handler, which is put back afterwards.
@MainActor
func collectingReports<Report>(
    get: () -> ((Report) -> Void)?, set: (((Report) -> Void)?) -> Void, _ body: () -> Void
) -> [String] {
    var reports: [String] = []
    let previous = get()
    set({ reports.append("\($0)") })
    defer { set(previous) }
    body()
    return reports
}

/// Collects the table update errors reported while `body` runs.
@MainActor
func collectingTableErrors(_ body: () -> Void) -> [String] {
    collectingReports(get: { TableView.updateErrorHandler }, set: { TableView.updateErrorHandler = $0 }, body)
}

/// Collects the collection view problems reported while `body` runs.
@MainActor
func collectingCollectionProblems(_ body: () -> Void) -> [String] {
    collectingReports(get: { CollectionView.problemHandler }, set: { CollectionView.problemHandler = $0 }, body)
}

/// A snapshot of `sections`, each a name and its items.
func makeSnapshot(_ sections: [(String, [Int])]) -> DiffSnapshot {
    var snapshot = DiffSnapshot()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The snapshot as sections with their items, for comparing.
func sectionsAndItems(_ snapshot: DiffSnapshot) -> [DiffSection] {
    snapshot.sectionIdentifiers.map { DiffSection(name: $0, items: snapshot.itemIdentifiers(inSection: $0)) }
}

struct DiffSection: Equatable, CustomStringConvertible {
    var name: String
    var items: [Int]
    var description: String { "\(name): \(items)" }
}

/// Whether every look-up index of `snapshot` agrees with its sections and items.
func indexesAgree(_ snapshot: DiffSnapshot) -> Bool {
    var flat = 0
    for (ordinal, section) in snapshot.sectionIdentifiers.enumerated() {
        guard snapshot.indexOfSection(section) == ordinal else { return false }
        for item in snapshot.itemIdentifiers(inSection: section) {
            guard snapshot.indexOfItem(item) == flat, snapshot.sectionIdentifier(containingItem: item) == section else {
                return false
            }
            flat += 1
        }
    }
    return flat == snapshot.numberOfItems && snapshot.itemIdentifiers.count == flat
}

/// Why `difference` is not a valid batch update taking `old` to `new`, or nil when it is. The
/// update is applied as a table view applies one: deletions at old index paths, insertions at new
/// ones (their items named by `new`, as the data source would), moves carrying the old item to its
/// new place, every other row kept in order; sections likewise, a reloaded one made afresh.
func problemApplying(_ difference: SnapshotDifference, to old: DiffSnapshot, toReach new: DiffSnapshot) -> String? {
    let oldSections = sectionsAndItems(old)
    let newSections = sectionsAndItems(new)
    let d = difference
    let expectedCount = oldSections.count - d.deletedSections.count + d.insertedSections.count
    guard expectedCount == newSections.count else { return "section count \(expectedCount) ≠ \(newSections.count)" }
    // Where each new section comes from.
    var source = [Int?](repeating: nil, count: newSections.count)  // nil = made afresh
    var taken = Set<Int>()
    for n in d.insertedSections {
        guard n < newSections.count, !taken.contains(n) else { return "bad inserted section \(n)" }
        taken.insert(n)
    }
    var movedFrom = Set<Int>()
    for move in d.movedSections {
        guard move.to < newSections.count, !taken.contains(move.to), !d.deletedSections.contains(move.from),
            movedFrom.insert(move.from).inserted
        else { return "bad section move \(move)" }
        taken.insert(move.to)
        source[move.to] = move.from
    }
    let staying = oldSections.indices.filter { !d.deletedSections.contains($0) && !movedFrom.contains($0) }
    var next = 0
    for n in newSections.indices where !taken.contains(n) {
        source[n] = staying[next]
        next += 1
    }
    // Rows leaving each old section.
    var leaving = Set<IndexPath>()
    for path in d.deletedItems + d.movedItems.map(\.from) {
        guard path.section < oldSections.count, path.item < oldSections[path.section].items.count,
            !d.deletedSections.contains(path.section), !d.reloadedSections.contains(path.section),
            leaving.insert(path).inserted
        else { return "bad old index path \(path)" }
    }
    for path in d.reloadedItems where leaving.contains(path) { return "reloaded row \(path) also leaves" }
    var arriving: [IndexPath: Int] = [:]
    for path in d.insertedItems {
        guard arriving[path] == nil else { return "two rows arrive at \(path)" }
        arriving[path] = -1
    }
    for move in d.movedItems {
        guard arriving[move.to] == nil else { return "two rows arrive at \(move.to)" }
        arriving[move.to] = oldSections[move.from.section].items[move.from.item]
    }
    for (n, section) in newSections.enumerated() {
        guard let o = source[n], !d.reloadedSections.contains(o) else {
            if arriving.keys.contains(where: { $0.section == n }) { return "rows arrive in new section \(n)" }
            continue
        }
        guard oldSections[o].name == section.name else { return "section \(n) is \(oldSections[o].name)" }
        var kept = oldSections[o].items.indices.filter { !leaving.contains(IndexPath(item: $0, section: o)) }
            .map { oldSections[o].items[$0] }
        kept.reverse()
        var result: [Int] = []
        var j = 0
        while !kept.isEmpty || arriving[IndexPath(item: j, section: n)] != nil {
            if let item = arriving[IndexPath(item: j, section: n)] {
                result.append(item == -1 ? (j < section.items.count ? section.items[j] : -1) : item)
            } else {
                result.append(kept.removeLast())
            }
            j += 1
        }
        guard result == section.items else {
            let k =
                zip(result, section.items).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(result.count, section.items.count)
            return "section \(section.name) becomes \(result.count) items, not \(section.items.count); "
                + "first difference at \(k): \(result.dropFirst(k).prefix(5)) for \(section.items.dropFirst(k).prefix(5))"
        }
    }
    return nil
}

/// Applies 60 rounds of random edits (`editRandomly`) to `first`, the snapshot shown, numbering new
/// items from 100: `apply` shows each edited snapshot (given the round) and returns the data
/// source's snapshot, which the next round edits; `showsItems` checks the view after each round.
/// The first round after which it fails is recorded as an issue, and the rounds stop there.
@MainActor
func applyRandomEdits(
    to first: DiffSnapshot, seed: UInt64, mirrored: Bool, itemsPerNewSection: Int,
    apply: (DiffSnapshot, _ round: Int) -> DiffSnapshot, showsItems: (DiffSnapshot) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var random = SeededRandom(seed: seed)
    var snapshot = first
    var next = 100
    for round in 0..<60 {
        editRandomly(
            &snapshot, next: &next, mirrored: mirrored, itemsPerNewSection: itemsPerNewSection, using: &random)
        snapshot = apply(snapshot, round)
        guard showsItems(snapshot) else {
            Issue.record("round \(round): the cells on screen do not show their items", sourceLocation: sourceLocation)
            return
        }
    }
}

/// One to six random edits of `snapshot`: deleting, inserting, moving or reloading an item, moving
/// or deleting a section, or appending a section of `itemsPerNewSection` new items, new items
/// numbered from `next` on. Inserting puts the item after its anchor, moving an item puts it before
/// its anchor and moving a section after its anchor; `mirrored` swaps each of those (the collection
/// view's random test edits one way, the table's the other, so both are covered).
func editRandomly(
    _ snapshot: inout DiffSnapshot, next: inout Int, mirrored: Bool, itemsPerNewSection: Int,
    using random: inout SeededRandom
) {
    for _ in 0..<Int.random(in: 1...6, using: &random) {
        let items = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where !items.isEmpty: snapshot.deleteItems([items.randomElement(using: &random)!])
        case 1 where !items.isEmpty:
            let anchor = items.randomElement(using: &random)!
            if mirrored {
                snapshot.insertItems([next], beforeItem: anchor)
            } else {
                snapshot.insertItems([next], afterItem: anchor)
            }
            next += 1
        case 2 where items.count > 1:
            let (a, b) = (items.randomElement(using: &random)!, items.randomElement(using: &random)!)
            guard a != b else { break }
            if mirrored { snapshot.moveItem(a, afterItem: b) } else { snapshot.moveItem(a, beforeItem: b) }
        case 3 where sections.count > 1:
            let (a, b) = (sections.randomElement(using: &random)!, sections.randomElement(using: &random)!)
            guard a != b else { break }
            if mirrored { snapshot.moveSection(a, beforeSection: b) } else { snapshot.moveSection(a, afterSection: b) }
        case 4 where sections.count > 2: snapshot.deleteSections([sections.randomElement(using: &random)!])
        case 5 where !items.isEmpty: snapshot.reloadItems([items.randomElement(using: &random)!])
        default:
            snapshot.appendSections(["s\(next)"])
            snapshot.appendItems(Array((next + 1)...(next + itemsPerNewSection)))
            next += itemsPerNewSection + 1
        }
    }
}

import BarKit
import Foundation
import Synchronization

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

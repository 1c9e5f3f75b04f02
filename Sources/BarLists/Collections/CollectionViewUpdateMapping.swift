import BarWidgets
import Foundation

/// The changes of one batch of updates, as the collection view records them: UIKit's rules for
/// which index paths each kind refers to.
///
/// Deleted and reloaded items and sections are index paths before the update; inserted ones after
/// it; a move goes from a path before to a path after. The order the calls came in does not matter.
struct CollectionViewUpdates {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var insertedItems: Set<IndexPath> = []
    var deletedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && insertedItems.isEmpty && deletedItems.isEmpty
            && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

/// A mapping, or the problem that kept one from being made.
@MainActor
enum CollectionViewUpdateOutcome {
    case success(CollectionViewUpdateMapping)
    case failure(CollectionViewProblem)
}

/// Where each item before a batch of updates is after it (nil: deleted), and which items after it
/// are new (inserted, or reloaded in place). Made by `CollectionViewUpdateMapping.make`, which also
/// checks the data source's new counts against the old ones and the changes.
@MainActor
struct CollectionViewUpdateMapping {
    /// For each old section, its new index (nil: deleted).
    let newSection: [Int?]
    /// For each old section, each old item's new item index in `newSection` (nil: deleted); a moved
    /// item's entry is its new index path.
    private let newItem: [[IndexPath?]]
    /// The items after the update whose cells must be asked for again: reloaded ones (at their new
    /// paths).
    let reloaded: Set<IndexPath>

    /// Where the item at `old` went, or nil when it was deleted (or never existed).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.count == 2, old.section >= 0, old.section < newItem.count else { return nil }
        let items = newItem[old.section]
        guard old.item >= 0, old.item < items.count else { return nil }
        return items[old.item]
    }

    /// Works out the mapping from the counts before (`old`), the counts the data source gives now
    /// (`new`), and `updates`; or the problem that makes them disagree.
    static func make(old: [Int], new: [Int], updates: CollectionViewUpdates) -> CollectionViewUpdateOutcome {
        // Sections first: the survivors keep their order; inserted ones take their new places.
        for section in updates.deletedSections where section >= old.count {
            return .failure(.invalidUpdate("attempt to delete section \(section), but there are only \(old.count) sections before the update"))
        }
        let expectedSections = old.count - updates.deletedSections.count + updates.insertedSections.count
        guard new.count == expectedSections else {
            return .failure(.inconsistentUpdate(InconsistentCollectionUpdate(
                section: nil, countBefore: old.count, countAfter: new.count,
                inserted: updates.insertedSections.count, deleted: updates.deletedSections.count, movedIn: 0, movedOut: 0)))
        }
        for section in updates.insertedSections where section >= new.count {
            return .failure(.invalidUpdate("attempt to insert section \(section), but there are only \(new.count) sections after the update"))
        }
        var newSection = [Int?](repeating: nil, count: old.count)
        var oldSectionOf = [Int?](repeating: nil, count: new.count)
        var next = 0
        for section in 0..<old.count where !updates.deletedSections.contains(section) {
            while updates.insertedSections.contains(next) { next += 1 }
            newSection[section] = next
            oldSectionOf[next] = section
            next += 1
        }

        // Every item path named must exist on its side of the update, in a section that survives.
        func check(_ path: IndexPath, before: Bool, _ verb: String) -> CollectionViewProblem? {
            let counts = before ? old : new
            let when = before ? "before" : "after"
            guard path.count == 2, path.section >= 0, path.section < counts.count, path.item >= 0 else {
                return .invalidUpdate("attempt to \(verb) an item at an invalid index path \(describe(path))")
            }
            guard path.item < counts[path.section] else {
                return .invalidUpdate(
                    "attempt to \(verb) item \(path.item) \(verb == "insert" ? "into" : "from") section \(path.section), "
                        + "which only contains \(counts[path.section]) items \(when) the update")
            }
            return nil
        }
        for path in updates.deletedItems { if let problem = check(path, before: true, "delete") { return .failure(problem) } }
        for path in updates.reloadedItems { if let problem = check(path, before: true, "reload") { return .failure(problem) } }
        for path in updates.insertedItems { if let problem = check(path, before: false, "insert") { return .failure(problem) } }
        for move in updates.movedItems {
            if let problem = check(move.from, before: true, "move") ?? check(move.to, before: false, "move") {
                return .failure(problem)
            }
            if newSection[move.from.section] == nil || oldSectionOf[move.to.section] == nil {
                return .failure(.invalidUpdate(
                    "attempt to move item \(describe(move.from)) to \(describe(move.to)) across a deleted or inserted section"))
            }
        }

        // The items leaving each old section, and the fixed places taken in each new one.
        var leaving = [IndexSet](repeating: IndexSet(), count: old.count)
        var deleted = [Int](repeating: 0, count: old.count)
        var movedOut = [Int](repeating: 0, count: old.count)
        for path in updates.deletedItems where newSection[path.section] != nil {
            leaving[path.section].insert(path.item)
            deleted[path.section] += 1
        }
        var fixed = [IndexSet](repeating: IndexSet(), count: new.count)
        var inserted = [Int](repeating: 0, count: new.count)
        var movedIn = [Int](repeating: 0, count: new.count)
        for path in updates.insertedItems {
            fixed[path.section].insert(path.item)
            inserted[path.section] += 1
        }
        var moveTarget: [IndexPath: IndexPath] = [:]
        for move in updates.movedItems {
            leaving[move.from.section].insert(move.from.item)
            movedOut[move.from.section] += 1
            fixed[move.to.section].insert(move.to.item)
            movedIn[move.to.section] += 1
            moveTarget[move.from] = move.to
        }
        for section in 0..<new.count {
            guard let before = oldSectionOf[section] else { continue }  // inserted: nothing to check
            let expected = old[before] - deleted[before] - movedOut[before] + inserted[section] + movedIn[section]
            if new[section] != expected {
                return .failure(.inconsistentUpdate(InconsistentCollectionUpdate(
                    section: section, countBefore: old[before], countAfter: new[section], inserted: inserted[section],
                    deleted: deleted[before], movedIn: movedIn[section], movedOut: movedOut[before])))
            }
        }

        // Each survivor takes the next place not fixed by an insert or a move.
        var newItem: [[IndexPath?]] = []
        newItem.reserveCapacity(old.count)
        for section in 0..<old.count {
            var items = [IndexPath?](repeating: nil, count: old[section])
            if let target = newSection[section] {
                var place = 0
                for item in 0..<old[section] {
                    if let to = moveTarget[IndexPath(item: item, section: section)] {
                        items[item] = to
                        continue
                    }
                    guard !leaving[section].contains(item) else { continue }
                    while fixed[target].contains(place) { place += 1 }
                    items[item] = IndexPath(item: place, section: target)
                    place += 1
                }
            }
            newItem.append(items)
        }
        var reloaded: Set<IndexPath> = []
        for path in updates.reloadedItems {
            if let to = newItem[path.section][path.item] { reloaded.insert(to) }
        }
        return .success(CollectionViewUpdateMapping(newSection: newSection, newItem: newItem, reloaded: reloaded))
    }

    /// `[section, item]`, as the messages print index paths.
    static func describe(_ path: IndexPath) -> String { "[\(path.map(String.init).joined(separator: ", "))]" }
}

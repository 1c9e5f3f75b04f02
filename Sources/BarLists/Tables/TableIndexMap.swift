import BarWidgets
import Foundation

/// Where each row and section of a table goes in one batch of updates, as UIKit resolves a batch:
/// deletions, reloads and move sources name the rows before; insertions and move destinations name
/// the rows after; every other row keeps its order and fills the places left. Building it checks
/// the batch against the counts before and after, throwing the first disagreement. O(rows).
struct TableIndexMap {
    /// For each new section and row, the old row it was (nil: inserted or reloaded).
    private var oldRows: [[IndexPath?]]
    /// For each old section and row, the new row it became (nil: deleted or reloaded).
    private var newRows: [[IndexPath?]]
    /// For each new section, the old section it was (nil: inserted or reloaded).
    private var oldSections: [Int?]

    func oldSection(for newSection: Int) -> Int? {
        oldSections.indices.contains(newSection) ? oldSections[newSection] : nil
    }

    func oldRow(for newPath: IndexPath) -> IndexPath? {
        guard newPath.count == 2, oldRows.indices.contains(newPath.section),
            oldRows[newPath.section].indices.contains(newPath.row)
        else { return nil }
        return oldRows[newPath.section][newPath.row]
    }

    func newRow(for oldPath: IndexPath) -> IndexPath? {
        guard oldPath.count == 2, newRows.indices.contains(oldPath.section),
            newRows[oldPath.section].indices.contains(oldPath.row)
        else { return nil }
        return newRows[oldPath.section][oldPath.row]
    }

    init(_ batch: TableBatch, oldCounts: [Int], newCounts: [Int]) throws {
        let oldSections = oldCounts.count
        let newSections = newCounts.count
        func check(_ sections: IndexSet, in count: Int, _ change: String) throws {
            if let bad = sections.first(where: { $0 < 0 || $0 >= count }) {
                throw TableUpdateError(.noSuchSection(bad, change: change))
            }
        }
        try check(batch.deletedSections, in: oldSections, "delete")
        try check(batch.reloadedSections, in: oldSections, "reload")
        try check(batch.insertedSections, in: newSections, "insert")
        try check(IndexSet(batch.movedSections.map(\.from)), in: oldSections, "move")
        try check(IndexSet(batch.movedSections.map(\.to)), in: newSections, "move to")
        let movedFrom = IndexSet(batch.movedSections.map(\.from))
        let movedTo = IndexSet(batch.movedSections.map(\.to))
        guard movedFrom.count == batch.movedSections.count, movedTo.count == batch.movedSections.count,
            movedFrom.intersection(batch.deletedSections).isEmpty, movedTo.intersection(batch.insertedSections).isEmpty
        else { throw TableUpdateError(.conflictingChanges("a section is moved twice, or moved and deleted or inserted")) }
        let expected = oldSections - batch.deletedSections.count + batch.insertedSections.count
        guard expected == newSections else {
            throw TableUpdateError(
                .numberOfSections(
                    before: oldSections, after: newSections, inserted: batch.insertedSections.count,
                    deleted: batch.deletedSections.count))
        }

        // Sections: inserted and move destinations are fixed; the rest keep their order.
        var newSectionOf = [Int?](repeating: nil, count: oldSections)
        var oldSectionOf = [Int?](repeating: nil, count: newSections)
        for move in batch.movedSections {
            newSectionOf[move.from] = move.to
            oldSectionOf[move.to] = move.from
        }
        var free = (0..<newSections).lazy.filter { !batch.insertedSections.contains($0) && !movedTo.contains($0) }
            .makeIterator()
        for old in 0..<oldSections where !batch.deletedSections.contains(old) && !movedFrom.contains(old) {
            guard let new = free.next() else { break }
            newSectionOf[old] = new
            oldSectionOf[new] = old
        }

        // Rows: check each change's rows, then count each surviving section.
        func inOld(_ path: IndexPath) -> Bool {
            path.count == 2 && oldCounts.indices.contains(path.section) && (0..<oldCounts[path.section]).contains(path.row)
        }
        func inNew(_ path: IndexPath) -> Bool {
            path.count == 2 && newCounts.indices.contains(path.section) && (0..<newCounts[path.section]).contains(path.row)
        }
        for path in batch.deletedRows where !inOld(path) { throw TableUpdateError(.noSuchRow(path, change: "delete")) }
        for path in batch.reloadedRows where !inOld(path) { throw TableUpdateError(.noSuchRow(path, change: "reload")) }
        for path in batch.insertedRows where !inNew(path) { throw TableUpdateError(.noSuchRow(path, change: "insert")) }
        for move in batch.movedRows {
            if !inOld(move.from) { throw TableUpdateError(.noSuchRow(move.from, change: "move")) }
            if !inNew(move.to) { throw TableUpdateError(.noSuchRow(move.to, change: "move to")) }
        }
        let moveSources = Set(batch.movedRows.map(\.from))
        let moveDestinations = Set(batch.movedRows.map(\.to))
        guard moveSources.count == batch.movedRows.count, moveDestinations.count == batch.movedRows.count,
            moveSources.isDisjoint(with: batch.deletedRows), moveDestinations.isDisjoint(with: batch.insertedRows)
        else { throw TableUpdateError(.conflictingChanges("a row is moved twice, or moved and deleted or inserted")) }

        var oldRows = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var newRows = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var fixed = newCounts.map { [Bool](repeating: false, count: $0) }
        for path in batch.insertedRows { fixed[path.section][path.row] = true }
        for move in batch.movedRows {
            fixed[move.to.section][move.to.row] = true
            if !batch.reloadedRows.contains(move.from) {
                oldRows[move.to.section][move.to.row] = move.from
                newRows[move.from.section][move.from.row] = move.to
            }
        }
        var deletedBySection = [Int](repeating: 0, count: oldSections)
        var movedOutBySection = [Int](repeating: 0, count: oldSections)
        var insertedBySection = [Int](repeating: 0, count: newSections)
        var movedInBySection = [Int](repeating: 0, count: newSections)
        for path in batch.deletedRows { deletedBySection[path.section] += 1 }
        for path in batch.insertedRows { insertedBySection[path.section] += 1 }
        for move in batch.movedRows {
            movedOutBySection[move.from.section] += 1
            movedInBySection[move.to.section] += 1
        }
        for old in 0..<oldSections {
            guard let new = newSectionOf[old] else { continue }
            let reloaded = batch.reloadedSections.contains(old)
            if !reloaded {
                let expected = oldCounts[old] - deletedBySection[old] - movedOutBySection[old] + insertedBySection[new]
                    + movedInBySection[new]
                guard expected == newCounts[new] else {
                    throw TableUpdateError(
                        .numberOfRows(
                            section: old, before: oldCounts[old], after: newCounts[new],
                            inserted: insertedBySection[new], deleted: deletedBySection[old],
                            movedIn: movedInBySection[new], movedOut: movedOutBySection[old]))
                }
            }
            // The rows that stay fill the free places in order.
            var place = 0
            for row in 0..<oldCounts[old] {
                let path = IndexPath(row: row, section: old)
                if batch.deletedRows.contains(path) || moveSources.contains(path) { continue }
                while place < newCounts[new] && fixed[new][place] { place += 1 }
                guard place < newCounts[new] else { break }
                if !reloaded && !batch.reloadedRows.contains(path) {
                    let target = IndexPath(row: place, section: new)
                    oldRows[new][place] = path
                    newRows[old][row] = target
                }
                place += 1
            }
        }
        self.oldRows = oldRows
        self.newRows = newRows
        self.oldSections = oldSectionOf.map { old in old.flatMap { batch.reloadedSections.contains($0) ? nil : $0 } }
    }
}

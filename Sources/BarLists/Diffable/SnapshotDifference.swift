import BarWidgets
import Foundation

/// What changed from one snapshot to the next, in the terms a table or collection view's batch
/// update takes: deletions and reloads at old index paths, insertions at new ones, moves from old
/// to new. The view keeps every row not named here and fills in around it.
///
/// Made in time proportional to the items (one hash look-up per item each way) plus a longest
/// increasing subsequence per section (n log n): the items that keep their section and their order
/// relative to one another stay put, and only the rest move, so moving one item among 10,000 is one
/// move. An item that changes section moves; one whose old or new section is inserted, deleted or
/// reloaded is deleted and inserted instead, as UIKit's batch updates require.
@usableFromInline
struct SnapshotDifference: Equatable {
    /// A section or item that moves: its old place and its new one.
    @usableFromInline
    struct Move<Place: Equatable>: Equatable {
        @usableFromInline var from: Place
        @usableFromInline var to: Place

        @inlinable init(from: Place, to: Place) {
            self.from = from
            self.to = to
        }
    }
    /// A section that moves: its old ordinal and its new one.
    @usableFromInline typealias SectionMove = Move<Int>
    /// An item that moves: its old index path and its new one.
    @usableFromInline typealias ItemMove = Move<IndexPath>

    /// Old ordinals.
    @usableFromInline var deletedSections = IndexSet()
    /// New ordinals.
    @usableFromInline var insertedSections = IndexSet()
    @usableFromInline var movedSections: [SectionMove] = []
    /// Old ordinals of sections marked by `reloadSections` that keep their place.
    @usableFromInline var reloadedSections = IndexSet()
    /// Old index paths, ascending.
    @usableFromInline var deletedItems: [IndexPath] = []
    /// New index paths, ascending.
    @usableFromInline var insertedItems: [IndexPath] = []
    /// Ascending by the new index path.
    @usableFromInline var movedItems: [ItemMove] = []
    /// Old index paths of items marked by `reloadItems` that keep their place (a marked item that
    /// moves is deleted and inserted instead).
    @usableFromInline var reloadedItems: [IndexPath] = []
    /// New index paths of items marked by `reconfigureItems` that were there before and are not
    /// reloaded: their cells are configured again in place after the update.
    @usableFromInline var reconfiguredItems: [IndexPath] = []

    /// Whether the update changes nothing the view shows.
    @inlinable var isEmpty: Bool { rowsUnchanged && reconfiguredItems.isEmpty }

    /// Whether the update needs a batch update: anything but reconfiguring.
    @inlinable var changesRows: Bool { !rowsUnchanged }

    @inlinable var rowsUnchanged: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    @inlinable init() {}

    /// The difference from `old` to `new`; `new`'s reload and reconfigure marks say which kept
    /// items to reload or reconfigure. For a view that cannot move or reload a section
    /// (`movingSections`, `reloadingSections` false), such a section is deleted and inserted instead.
    @inlinable init<S, I>(
        from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>,
        movingSections: Bool = true, reloadingSections: Bool = true
    ) {
        let before = old.storage
        let after = new.storage

        // Sections: which survive, and where they go.
        var newOfOld = [Int](repeating: -1, count: before.sections.count)
        var oldOfNew = [Int](repeating: -1, count: after.sections.count)
        for (o, section) in before.sections.enumerated() {
            if let n = after.ordinal(of: section) {
                newOfOld[o] = n
                oldOfNew[n] = o
            }
        }
        let reloadMarks = new.reloadedSectionList
        // Old ordinals kept in order among the common sections: the rest move.
        let commonOld = oldOfNew.filter { $0 >= 0 }
        let keptOld = Self.longestIncreasingSubsequence(commonOld)
        // Whether each section's items are compared item by item (kept and not reloaded).
        var paired = [Bool](repeating: false, count: before.sections.count)
        var commonIndex = 0
        for (n, o) in oldOfNew.enumerated() {
            guard o >= 0 else {
                insertedSections.insert(n)
                continue
            }
            let stays = keptOld[commonIndex]
            commonIndex += 1
            if reloadMarks.contains(before.sections[o]) {
                if stays && reloadingSections {
                    reloadedSections.insert(o)
                } else {
                    deletedSections.insert(o)
                    insertedSections.insert(n)
                }
            } else if stays || movingSections {
                paired[o] = true
                if !stays { movedSections.append(SectionMove(from: o, to: n)) }
            } else {
                deletedSections.insert(o)
                insertedSections.insert(n)
            }
        }
        for (o, n) in newOfOld.enumerated() where n < 0 { deletedSections.insert(o) }

        // Items arriving: inserted, moved from another section, or candidates to stay. Runs that
        // kept their order are recognised by comparing the next old item, without a look-up.
        let reloadItemMarks = new.reloadedItemList
        let reconfigureMarks = new.reconfiguredItemList
        var replaced: [(from: IndexPath, to: IndexPath)] = []
        // Whether each old item (at `before.starts[o] + i`) stays in its section.
        var staysInSection = [Bool](repeating: false, count: before.itemCount)
        for n in after.items.indices {
            let o = oldOfNew[n]
            guard o >= 0, paired[o] else { continue }
            let list = after.items[n]
            let oldList = before.items[o]
            let oldStart = before.starts[o]
            var stayingOld: [Int] = []
            var stayingNew: [Int] = []
            stayingOld.reserveCapacity(list.count)
            stayingNew.reserveCapacity(list.count)
            var next = 0
            for j in list.indices {
                let item = list[j]
                if next < oldList.count, oldList[next] == item {
                    stayingOld.append(next)
                    stayingNew.append(j)
                    staysInSection[oldStart + next] = true
                    next += 1
                    continue
                }
                guard let place = before.locate(item), paired[place.section] else {
                    insertedItems.append(IndexPath(item: j, section: n))
                    continue
                }
                if place.section == o {
                    stayingOld.append(place.index)
                    stayingNew.append(j)
                    staysInSection[oldStart + place.index] = true
                    next = place.index + 1
                } else {
                    let from = IndexPath(item: place.index, section: place.section)
                    let to = IndexPath(item: j, section: n)
                    if reloadItemMarks.contains(item) {
                        replaced.append((from, to))
                    } else {
                        movedItems.append(ItemMove(from: from, to: to))
                    }
                }
            }
            let kept = Self.longestIncreasingSubsequence(stayingOld)
            let reloads = !reloadItemMarks.isEmpty
            for k in stayingOld.indices where !kept[k] || reloads {
                let reload = reloads && reloadItemMarks.contains(list[stayingNew[k]])
                let from = IndexPath(item: stayingOld[k], section: o)
                if kept[k] {
                    if reload { reloadedItems.append(from) }
                } else if reload {
                    replaced.append((from, IndexPath(item: stayingNew[k], section: n)))
                } else {
                    movedItems.append(ItemMove(from: from, to: IndexPath(item: stayingNew[k], section: n)))
                }
            }
        }

        // Items leaving a compared section for nowhere, or for a section made afresh (those moving
        // to another compared section were found above).
        for o in before.items.indices where paired[o] {
            let list = before.items[o]
            let oldStart = before.starts[o]
            for i in list.indices where !staysInSection[oldStart + i] {
                if let n = after.sectionOrdinal(of: list[i]), oldOfNew[n] >= 0, paired[oldOfNew[n]] { continue }
                deletedItems.append(IndexPath(item: i, section: o))
            }
        }
        for (from, to) in replaced {
            deletedItems.append(from)
            insertedItems.append(to)
        }

        // Reconfigured items that were there before and are not made afresh.
        for item in reconfigureMarks.order where !reloadItemMarks.contains(item) {
            guard let place = after.locate(item), let was = before.locate(item), paired[was.section],
                oldOfNew[place.section] >= 0, paired[oldOfNew[place.section]]
            else { continue }
            reconfiguredItems.append(IndexPath(item: place.index, section: place.section))
        }
        reconfiguredItems.sort()
        if !replaced.isEmpty {
            deletedItems.sort()
            insertedItems.sort()
        }
        movedItems.sort { $0.to < $1.to }
        reloadedItems.sort()
    }

    /// For each element of `sequence` (distinct numbers), whether it belongs to one longest
    /// increasing subsequence: patience sorting, O(n log n).
    @usableFromInline static func longestIncreasingSubsequence(_ sequence: [Int]) -> [Bool] {
        var inSubsequence = [Bool](repeating: false, count: sequence.count)
        guard !sequence.isEmpty else { return inSubsequence }
        // Fast path: already in order (nothing moved), the common case.
        var ordered = true
        for k in 1..<sequence.count where sequence[k - 1] > sequence[k] {
            ordered = false
            break
        }
        if ordered { return [Bool](repeating: true, count: sequence.count) }
        // tails[l]: the index of the smallest last element of an increasing run of length l + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: sequence.count)
        tails.reserveCapacity(64)
        for k in sequence.indices {
            let value = sequence[k]
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[k] = tails[low - 1] }
            if low == tails.count { tails.append(k) } else { tails[low] = k }
        }
        var k = tails[tails.count - 1]
        while k >= 0 {
            inSubsequence[k] = true
            k = previous[k]
        }
        return inSubsequence
    }
}

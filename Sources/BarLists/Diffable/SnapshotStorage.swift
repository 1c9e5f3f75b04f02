import BarWidgets
/// A snapshot's sections and items with the indexes that find them in O(1): each section's ordinal
/// by identifier, and each item's section and position by identifier. Every edit leaves the
/// indexes exact, renumbering only what moved (a move renumbers the items between its two ends;
/// an insertion or removal the items after it), so reading never searches.
///
/// Callers check their input first (`DiffableDataSourceSnapshot` does): the storage assumes the
/// identifiers it is given are new, or present, as each method says.
@usableFromInline
struct SnapshotStorage<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    /// Where an item is: the slot of its section (a number that stays with the section while it
    /// lives, so reordering sections renumbers no item) and its position in that section.
    @usableFromInline
    struct Place: Sendable {
        @usableFromInline var slot: Int
        @usableFromInline var index: Int

        @inlinable init(slot: Int, index: Int) {
            self.slot = slot
            self.index = index
        }
    }

    /// The section identifiers, in order.
    @usableFromInline var sections: [Section] = []
    /// Each section's items, in order (parallel to `sections`).
    @usableFromInline var items: [[Item]] = []
    /// Each section's slot (parallel to `sections`).
    @usableFromInline var slots: [Int] = []
    /// The ordinal of the section in each slot; -1 once the section is gone.
    @usableFromInline var ordinalOfSlot: [Int] = []
    @usableFromInline var ordinalOfSection: [Section: Int] = [:]
    @usableFromInline var places: [Item: Place] = [:]
    /// `starts[k]` is how many items the sections before `k` hold; the last entry is the total.
    @usableFromInline var starts: [Int] = [0]

    @inlinable init() {}

    @inlinable var itemCount: Int { starts[starts.count - 1] }

    // MARK: - Reading

    @inlinable func ordinal(of section: Section) -> Int? { ordinalOfSection[section] }

    @inlinable func contains(_ item: Item) -> Bool { places[item] != nil }

    /// The ordinal of the section holding `item` and the item's position in it.
    @inlinable func locate(_ item: Item) -> (section: Int, index: Int)? {
        guard let place = places[item] else { return nil }
        return (ordinalOfSlot[place.slot], place.index)
    }

    /// The ordinal of the section holding `item`.
    @inlinable func sectionOrdinal(of item: Item) -> Int? {
        guard let place = places[item] else { return nil }
        return ordinalOfSlot[place.slot]
    }

    // MARK: - Sections

    /// Inserts `new` (identifiers not in the storage) before the section at `ordinal`.
    @inlinable mutating func insertSections(_ new: [Section], at ordinal: Int) {
        guard !new.isEmpty else { return }
        let firstSlot = ordinalOfSlot.count
        sections.insert(contentsOf: new, at: ordinal)
        items.insert(contentsOf: repeatElement([], count: new.count), at: ordinal)
        slots.insert(contentsOf: firstSlot..<(firstSlot + new.count), at: ordinal)
        ordinalOfSlot.append(contentsOf: repeatElement(-1, count: new.count))
        starts.insert(contentsOf: repeatElement(starts[ordinal], count: new.count), at: ordinal)
        renumberSections(from: ordinal)
    }

    /// Removes the sections at `ordinals` (ascending, distinct) and their items.
    @inlinable mutating func removeSections(at ordinals: [Int]) {
        guard let first = ordinals.first else { return }
        for ordinal in ordinals {
            for item in items[ordinal] { places[item] = nil }
            ordinalOfSection[sections[ordinal]] = nil
            ordinalOfSlot[slots[ordinal]] = -1
        }
        let doomed = Set(ordinals)
        sections = sections.indices.filter { !doomed.contains($0) }.map { sections[$0] }
        items = items.indices.filter { !doomed.contains($0) }.map { items[$0] }
        slots = slots.indices.filter { !doomed.contains($0) }.map { slots[$0] }
        starts.removeLast(ordinals.count)
        renumberSections(from: first)
        recount(from: first)
    }

    /// Moves the section at `source` so that it ends at `destination` (an ordinal after the move).
    @inlinable mutating func moveSection(from source: Int, to destination: Int) {
        guard source != destination else { return }
        sections.insert(sections.remove(at: source), at: destination)
        items.insert(items.remove(at: source), at: destination)
        slots.insert(slots.remove(at: source), at: destination)
        renumberSections(from: min(source, destination))
        recount(from: min(source, destination))
    }

    /// Removes every section and item.
    @inlinable mutating func removeAll() { self = SnapshotStorage() }

    // MARK: - Items

    /// Inserts `new` (identifiers not in the storage, distinct) into the section at `section`,
    /// before the item at `index` (`index` == the count appends).
    @inlinable mutating func insertItems(_ new: [Item], section: Int, at index: Int) {
        guard !new.isEmpty else { return }
        places.reserveCapacity(places.count + new.count)
        let slot = slots[section]
        if index == items[section].count {
            items[section].append(contentsOf: new)
        } else {
            items[section].insert(contentsOf: new, at: index)
        }
        renumberItems(section: section, slot: slot, in: index..<items[section].count)
        recount(from: section + 1)
    }

    /// Removes the items at `located` (each present once), section by section.
    @inlinable mutating func removeItems(_ located: [(section: Int, index: Int)]) {
        guard !located.isEmpty else { return }
        var bySection: [Int: [Int]] = [:]
        for (section, index) in located { bySection[section, default: []].append(index) }
        for (section, indexes) in bySection {
            let doomed = indexes.sorted()
            for index in doomed { places[items[section][index]] = nil }
            var kept: [Item] = []
            kept.reserveCapacity(items[section].count - doomed.count)
            var next = 0
            for (index, item) in items[section].enumerated() {
                if next < doomed.count, doomed[next] == index {
                    next += 1
                } else {
                    kept.append(item)
                }
            }
            items[section] = kept
            renumberItems(section: section, slot: slots[section], in: doomed[0]..<kept.count)
        }
        recount(from: bySection.keys.min()! + 1)
    }

    /// Moves the item at `source` to `destination` (a section ordinal and a position counted after
    /// the item left its place).
    @inlinable mutating func moveItem(
        from source: (section: Int, index: Int), to destination: (section: Int, index: Int)
    ) {
        let item = items[source.section].remove(at: source.index)
        items[destination.section].insert(item, at: destination.index)
        if source.section == destination.section {
            let low = min(source.index, destination.index)
            let high = max(source.index, destination.index)
            renumberItems(section: source.section, slot: slots[source.section], in: low..<(high + 1))
        } else {
            renumberItems(
                section: source.section, slot: slots[source.section],
                in: source.index..<items[source.section].count)
            renumberItems(
                section: destination.section, slot: slots[destination.section],
                in: destination.index..<items[destination.section].count)
            recount(from: min(source.section, destination.section) + 1)
        }
    }

    // MARK: - Keeping the indexes exact

    @inlinable mutating func renumberSections(from ordinal: Int) {
        for k in ordinal..<sections.count {
            ordinalOfSection[sections[k]] = k
            ordinalOfSlot[slots[k]] = k
        }
    }

    @inlinable mutating func renumberItems(section: Int, slot: Int, in range: Range<Int>) {
        guard !range.isEmpty else { return }
        for index in range { places[items[section][index]] = Place(slot: slot, index: index) }
    }

    /// Recomputes `starts` from section `ordinal` on.
    @inlinable mutating func recount(from ordinal: Int) {
        guard ordinal <= sections.count else { return }
        var k = max(ordinal, 1)
        while k <= sections.count {
            starts[k] = starts[k - 1] + items[k - 1].count
            k += 1
        }
    }
}

import BarWidgets
import Foundation

/// The state of a table or collection view's data at one moment: sections and the items in them,
/// each named by a unique identifier, in order (UIKit's `NSDiffableDataSourceSnapshot`). Build one,
/// hand it to a diffable data source's `apply(_:animatingDifferences:completion:)`, and the view
/// shows it, animating from what it showed before.
///
/// Looking an identifier up (`indexOfItem`, `sectionIdentifier(containingItem:)`, the checks each
/// edit makes) takes constant time. An edit costs what it moves: appending is proportional to the
/// items appended, a move to the items between its ends, an insertion or deletion to the items
/// after it in its section.
///
/// Where UIKit stops the program (an identifier given twice or already present, an identifier the
/// snapshot lacks, items appended with no section), the call changes nothing and reports a
/// `DiffableDataSourceError` (see `DiffableDataSourceError.problemHandler`).
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    @usableFromInline typealias Storage = SnapshotStorage<SectionIdentifierType, ItemIdentifierType>

    @usableFromInline var storage = Storage()
    @usableFromInline var reloadedSections = IdentifierList<SectionIdentifierType>()
    @usableFromInline var reloadedItems = IdentifierList<ItemIdentifierType>()
    @usableFromInline var reconfiguredItems = IdentifierList<ItemIdentifierType>()

    /// An empty snapshot: no sections, no items.
    @inlinable public init() {}

    // MARK: - Reading

    /// How many items all sections hold together.
    @inlinable public var numberOfItems: Int { storage.itemCount }

    /// How many sections there are.
    @inlinable public var numberOfSections: Int { storage.sections.count }

    /// The section identifiers, in order.
    @inlinable public var sectionIdentifiers: [SectionIdentifierType] { storage.sections }

    /// Every item identifier, section after section.
    @inlinable public var itemIdentifiers: [ItemIdentifierType] { Array(storage.items.joined()) }

    /// The sections marked by `reloadSections(_:)`, in the order they were marked.
    @inlinable public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.order }

    /// The items marked by `reloadItems(_:)`, in the order they were marked.
    @inlinable public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.order }

    /// The items marked by `reconfigureItems(_:)`, in the order they were marked.
    @inlinable public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.order }

    /// How many items the section holds; 0, with an error reported, for a section the snapshot lacks.
    @inlinable public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let ordinal = sectionOrdinal(identifier, "DiffableDataSourceSnapshot.numberOfItems(inSection:)") else {
            return 0
        }
        return storage.items[ordinal].count
    }

    /// The section's items, in order; empty, with an error reported, for a section the snapshot lacks.
    @inlinable public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let ordinal = sectionOrdinal(identifier, "DiffableDataSourceSnapshot.itemIdentifiers(inSection:)") else {
            return []
        }
        return storage.items[ordinal]
    }

    /// The section holding the item, or nil when the snapshot lacks it.
    @inlinable public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        storage.sectionOrdinal(of: identifier).map { storage.sections[$0] }
    }

    /// The item's position in `itemIdentifiers` (counting through all sections), or nil.
    @inlinable public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        storage.locate(identifier).map { storage.starts[$0.section] + $0.index }
    }

    /// The section's position in `sectionIdentifiers`, or nil.
    @inlinable public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        storage.ordinal(of: identifier)
    }

    // MARK: - Sections

    /// Adds sections after the last one.
    @inlinable public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSections(identifiers, "DiffableDataSourceSnapshot.appendSections(_:)") else { return }
        storage.insertSections(identifiers, at: storage.sections.count)
    }

    /// Adds sections before the section `toIdentifier`.
    @inlinable public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        let operation = "DiffableDataSourceSnapshot.insertSections(_:beforeSection:)"
        guard let anchor = sectionOrdinal(toIdentifier, operation), newSections(identifiers, operation) else { return }
        storage.insertSections(identifiers, at: anchor)
    }

    /// Adds sections after the section `toIdentifier`.
    @inlinable public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        let operation = "DiffableDataSourceSnapshot.insertSections(_:afterSection:)"
        guard let anchor = sectionOrdinal(toIdentifier, operation), newSections(identifiers, operation) else { return }
        storage.insertSections(identifiers, at: anchor + 1)
    }

    /// Removes sections and the items in them.
    @inlinable public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard let ordinals = sectionOrdinals(identifiers, "DiffableDataSourceSnapshot.deleteSections(_:)") else {
            return
        }
        if !reloadedItems.isEmpty || !reconfiguredItems.isEmpty {
            let doomed = Set(ordinals.flatMap { storage.items[$0] })
            reloadedItems.remove(doomed)
            reconfiguredItems.remove(doomed)
        }
        reloadedSections.remove(Set(identifiers))
        storage.removeSections(at: Array(Set(ordinals)).sorted())
    }

    /// Moves the section `identifier` to just before the section `toIdentifier`, with its items.
    @inlinable public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(
            identifier, relativeTo: toIdentifier, after: false,
            "DiffableDataSourceSnapshot.moveSection(_:beforeSection:)")
    }

    /// Moves the section `identifier` to just after the section `toIdentifier`, with its items.
    @inlinable public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(
            identifier, relativeTo: toIdentifier, after: true, "DiffableDataSourceSnapshot.moveSection(_:afterSection:)"
        )
    }

    /// Marks sections to be reloaded: applying the snapshot makes their cells afresh.
    @inlinable public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard sectionOrdinals(identifiers, "DiffableDataSourceSnapshot.reloadSections(_:)") != nil else { return }
        reloadedSections.add(identifiers)
    }

    // MARK: - Items

    /// Adds items at the end of the section `sectionIdentifier`, or of the last section when it is nil.
    @inlinable public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let operation = "DiffableDataSourceSnapshot.appendItems(_:toSection:)"
        let ordinal: Int
        if let sectionIdentifier {
            guard let found = sectionOrdinal(sectionIdentifier, operation) else { return }
            ordinal = found
        } else {
            guard !storage.sections.isEmpty else {
                DiffableDataSourceError.report(.noSections(operation: operation))
                return
            }
            ordinal = storage.sections.count - 1
        }
        guard newItems(identifiers, section: ordinal, operation) else { return }
        storage.insertItems(identifiers, section: ordinal, at: storage.items[ordinal].count)
    }

    /// Adds items just before the item `beforeIdentifier`, in its section.
    @inlinable public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(
            identifiers, relativeTo: beforeIdentifier, after: false,
            "DiffableDataSourceSnapshot.insertItems(_:beforeItem:)")
    }

    /// Adds items just after the item `afterIdentifier`, in its section.
    @inlinable public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        insertItems(
            identifiers, relativeTo: afterIdentifier, after: true,
            "DiffableDataSourceSnapshot.insertItems(_:afterItem:)")
    }

    /// Removes items (an identifier given twice is removed once).
    @inlinable public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var located: [(section: Int, index: Int)] = []
        located.reserveCapacity(identifiers.count)
        var missing: [ItemIdentifierType] = []
        for identifier in identifiers {
            if let place = storage.locate(identifier) { located.append(place) } else { missing.append(identifier) }
        }
        guard missing.isEmpty else {
            DiffableDataSourceError.report(
                .itemNotFound(Self.unique(missing), operation: "DiffableDataSourceSnapshot.deleteItems(_:)"))
            return
        }
        if identifiers.count > 1 {
            var seen = Set<Int>()
            located = located.filter { seen.insert(storage.starts[$0.section] + $0.index).inserted }
        }
        if !reloadedItems.isEmpty || !reconfiguredItems.isEmpty {
            let doomed = Set(identifiers)
            reloadedItems.remove(doomed)
            reconfiguredItems.remove(doomed)
        }
        storage.removeItems(located)
    }

    /// Removes every section and item.
    @inlinable public mutating func deleteAllItems() { self = DiffableDataSourceSnapshot() }

    /// Moves the item `identifier` to just before the item `toIdentifier` (into its section).
    @inlinable public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) {
        moveItem(
            identifier, relativeTo: toIdentifier, after: false, "DiffableDataSourceSnapshot.moveItem(_:beforeItem:)")
    }

    /// Moves the item `identifier` to just after the item `toIdentifier` (into its section).
    @inlinable public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, "DiffableDataSourceSnapshot.moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded: applying the snapshot replaces their cells with new ones from
    /// the cell provider.
    @inlinable public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard knownItems(identifiers, "DiffableDataSourceSnapshot.reloadItems(_:)") else { return }
        reloadedItems.add(identifiers)
    }

    /// Marks items to be reconfigured: applying the snapshot runs the cell provider again on their
    /// cells in place, without replacing them (cheaper than a reload, and the cell keeps its state).
    @inlinable public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard knownItems(identifiers, "DiffableDataSourceSnapshot.reconfigureItems(_:)") else { return }
        reconfiguredItems.add(identifiers)
    }

    // MARK: - Checking the input

    @inlinable func sectionOrdinal(_ identifier: SectionIdentifierType, _ operation: String) -> Int? {
        if let ordinal = storage.ordinal(of: identifier) { return ordinal }
        DiffableDataSourceError.report(
            .sectionNotFound([DiffableDataSourceError.describe(identifier)], operation: operation))
        return nil
    }

    /// The ordinals of all `identifiers`, or nil (and an error) when any is missing.
    @inlinable func sectionOrdinals(_ identifiers: [SectionIdentifierType], _ operation: String) -> [Int]? {
        var ordinals: [Int] = []
        var missing: [SectionIdentifierType] = []
        for identifier in identifiers {
            if let ordinal = storage.ordinal(of: identifier) {
                ordinals.append(ordinal)
            } else {
                missing.append(identifier)
            }
        }
        guard missing.isEmpty else {
            DiffableDataSourceError.report(.sectionNotFound(Self.unique(missing), operation: operation))
            return nil
        }
        return ordinals
    }

    @inlinable func location(_ identifier: ItemIdentifierType, _ operation: String) -> (section: Int, index: Int)? {
        if let place = storage.locate(identifier) { return place }
        DiffableDataSourceError.report(
            .itemNotFound([DiffableDataSourceError.describe(identifier)], operation: operation))
        return nil
    }

    @inlinable func knownItems(_ identifiers: [ItemIdentifierType], _ operation: String) -> Bool {
        let missing = identifiers.filter { !storage.contains($0) }
        guard missing.isEmpty else {
            DiffableDataSourceError.report(.itemNotFound(Self.unique(missing), operation: operation))
            return false
        }
        return true
    }

    /// Whether `identifiers` are distinct and new to the snapshot (else reports them).
    @inlinable func newSections(_ identifiers: [SectionIdentifierType], _ operation: String) -> Bool {
        let repeated = Self.repeated(identifiers) { storage.ordinal(of: $0) != nil }
        guard repeated.isEmpty else {
            DiffableDataSourceError.report(.duplicateSectionIdentifiers(repeated, operation: operation))
            return false
        }
        return true
    }

    /// Whether `identifiers` are distinct and new to the snapshot (else reports them, with the
    /// section at `section` they were to go into).
    @inlinable func newItems(_ identifiers: [ItemIdentifierType], section: Int, _ operation: String) -> Bool {
        let repeated = Self.repeated(identifiers) { storage.contains($0) }
        guard repeated.isEmpty else {
            let name = DiffableDataSourceError.describe(storage.sections[section])
            DiffableDataSourceError.report(.duplicateItemIdentifiers(repeated, section: name, operation: operation))
            return false
        }
        return true
    }

    /// The identifiers present already or given more than once, each described once, in order.
    @inlinable static func repeated<T: Hashable>(_ identifiers: [T], present: (T) -> Bool) -> [String] {
        if identifiers.count == 1 {
            return present(identifiers[0]) ? [DiffableDataSourceError.describe(identifiers[0])] : []
        }
        var seen = Set<T>(minimumCapacity: identifiers.count)
        var repeated: [T] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || present(identifier) {
            repeated.append(identifier)
        }
        return unique(repeated)
    }

    @inlinable static func unique<T: Hashable>(_ identifiers: [T]) -> [String] {
        var seen = Set<T>()
        return identifiers.filter { seen.insert($0).inserted }.map { DiffableDataSourceError.describe($0) }
    }

    // MARK: - Inserting and moving next to an anchor

    @inlinable mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, _ operation: String
    ) {
        guard let place = location(anchor, operation), newItems(identifiers, section: place.section, operation)
        else { return }
        storage.insertItems(identifiers, section: place.section, at: after ? place.index + 1 : place.index)
    }

    @inlinable mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool, _ operation: String
    ) {
        guard let source = sectionOrdinal(identifier, operation), let target = sectionOrdinal(anchor, operation) else {
            return
        }
        guard source != target else {
            DiffableDataSourceError.report(
                .movedRelativeToItself(DiffableDataSourceError.describe(identifier), operation: operation))
            return
        }
        let shifted = target > source ? target - 1 : target
        storage.moveSection(from: source, to: after ? shifted + 1 : shifted)
    }

    @inlinable mutating func moveItem(
        _ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool, _ operation: String
    ) {
        guard let source = location(identifier, operation), let target = location(anchor, operation) else { return }
        guard identifier != anchor else {
            DiffableDataSourceError.report(
                .movedRelativeToItself(DiffableDataSourceError.describe(identifier), operation: operation))
            return
        }
        var index = target.index
        if target.section == source.section, target.index > source.index { index -= 1 }
        storage.moveItem(from: source, to: (target.section, after ? index + 1 : index))
    }
}

/// Identifiers in the order they were first added, each once.
@usableFromInline
struct IdentifierList<Identifier: Hashable & Sendable>: Sendable {
    @usableFromInline var order: [Identifier] = []
    @usableFromInline var members = Set<Identifier>()

    @inlinable init() {}

    @inlinable var isEmpty: Bool { order.isEmpty }

    @inlinable func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }

    @inlinable mutating func add(_ identifiers: [Identifier]) {
        for identifier in identifiers where members.insert(identifier).inserted { order.append(identifier) }
    }

    @inlinable mutating func remove(_ doomed: Set<Identifier>) {
        guard !members.isDisjoint(with: doomed) else { return }
        members.subtract(doomed)
        order.removeAll { doomed.contains($0) }
    }
}

extension DiffableDataSourceSnapshot {
    /// The marks of `reloadSections`, `reloadItems` and `reconfigureItems`, for the diff.
    @inlinable var reloadedSectionList: IdentifierList<SectionIdentifierType> { reloadedSections }
    @inlinable var reloadedItemList: IdentifierList<ItemIdentifierType> { reloadedItems }
    @inlinable var reconfiguredItemList: IdentifierList<ItemIdentifierType> { reconfiguredItems }

    /// The same sections and items with no reload or reconfigure marks (what a data source keeps
    /// once it has applied a snapshot, as UIKit's `snapshot()` returns).
    @inlinable var unmarked: DiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedSections = IdentifierList()
        copy.reloadedItems = IdentifierList()
        copy.reconfiguredItems = IdentifierList()
        return copy
    }
}

extension DiffableDataSourceSnapshot {
    /// The item at `indexPath` (section, then item or row), or nil when there is none.
    @inlinable func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < storage.items.count, indexPath[1] >= 0,
            indexPath[1] < storage.items[indexPath[0]].count
        else { return nil }
        return storage.items[indexPath[0]][indexPath[1]]
    }

    /// The index path of `item`, or nil when the snapshot lacks it.
    @inlinable func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        storage.locate(item).map { IndexPath(item: $0.index, section: $0.section) }
    }

    /// How many items the section at `ordinal` holds (0 when there is no such section).
    @inlinable func numberOfItems(atSection ordinal: Int) -> Int {
        ordinal >= 0 && ordinal < storage.items.count ? storage.items[ordinal].count : 0
    }
}

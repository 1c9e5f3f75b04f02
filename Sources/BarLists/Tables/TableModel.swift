import BarWidgets
import Foundation

/// A table's sections as the layout sees them: a run of slots, each section a header slot, its row
/// slots and a footer slot, top to bottom, with every slot's height in a `HeightTree`. A row's
/// height is either final (given, or measured from its cell) or an estimate until it is shown.
struct TableModel {
    /// What a slot holds.
    enum Slot: Equatable {
        case header(section: Int)
        case row(IndexPath)
        case footer(section: Int)
    }

    /// Each section's number of rows.
    private(set) var rowCounts: [Int] = []
    /// Each section's header slot.
    private(set) var firstSlots: [Int] = []
    /// Every slot's height.
    var heights = HeightTree([])
    /// Per slot: whether its height is an estimate, to be settled when it is shown.
    var isEstimate: [Bool] = []
    /// Per slot: whether its height comes from its cell's size (the delegate or the table said
    /// `automaticDimension`); such rows are measured again at a new width.
    var isSelfSizing: [Bool] = []

    init() {}

    /// A model of sections with `rowCounts`, each slot given its height and whether it is an
    /// estimate and self-sizing by `height(slot)`.
    init(rowCounts: [Int], height: (Slot) -> (height: Double, estimate: Bool, selfSizing: Bool)) {
        self.rowCounts = rowCounts
        var firstSlots: [Int] = []
        firstSlots.reserveCapacity(rowCounts.count)
        var slotCount = 0
        for count in rowCounts {
            firstSlots.append(slotCount)
            slotCount += count + 2
        }
        self.firstSlots = firstSlots
        var heights: [Double] = []
        heights.reserveCapacity(slotCount)
        var isEstimate: [Bool] = []
        isEstimate.reserveCapacity(slotCount)
        var isSelfSizing: [Bool] = []
        isSelfSizing.reserveCapacity(slotCount)
        func append(_ slot: Slot) {
            let h = height(slot)
            heights.append(h.height)
            isEstimate.append(h.estimate)
            isSelfSizing.append(h.selfSizing)
        }
        for (section, count) in rowCounts.enumerated() {
            append(.header(section: section))
            for row in 0..<count { append(.row(IndexPath(row: row, section: section))) }
            append(.footer(section: section))
        }
        self.heights = HeightTree(heights)
        self.isEstimate = isEstimate
        self.isSelfSizing = isSelfSizing
    }

    var numberOfSections: Int { rowCounts.count }
    var slotCount: Int { heights.count }

    /// The number of rows in `section`, or nil when there is no such section.
    func numberOfRows(inSection section: Int) -> Int? {
        rowCounts.indices.contains(section) ? rowCounts[section] : nil
    }

    /// Whether `indexPath` names a row of the model.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
            && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    func headerSlot(_ section: Int) -> Int { firstSlots[section] }
    func footerSlot(_ section: Int) -> Int { firstSlots[section] + rowCounts[section] + 1 }
    func slot(of indexPath: IndexPath) -> Int { firstSlots[indexPath.section] + 1 + indexPath.row }

    /// What `slot` holds.
    func content(of slot: Int) -> Slot {
        // The last section whose header slot is at or before `slot`.
        var low = 0
        var high = firstSlots.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if firstSlots[mid] <= slot { low = mid } else { high = mid - 1 }
        }
        let offset = slot - firstSlots[low]
        if offset == 0 { return .header(section: low) }
        if offset > rowCounts[low] { return .footer(section: low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// The top of `slot`.
    func top(of slot: Int) -> Double { heights.offset(ofSlot: slot) }

    /// The total height.
    var totalHeight: Double { heights.total }
}

import BarWidgets
import Foundation

/// A table's sections as the layout sees them: a run of slots, each section a header slot, its row
/// slots and a footer slot, top to bottom. A slot's height is either final (given, or measured
/// from its view) or an estimate until it is shown. Heights are kept in blocks
/// (`TableModel+Heights.swift`): a block no slot of which has changed from what the model was
/// built with holds nothing, so a table of 100,000 rows the delegate says nothing about costs its
/// sections and a sum per block, and a table of any size at most `maximumBlocks` sums.
struct TableModel {
    /// What a slot holds.
    enum Slot: Equatable {
        case header(section: Int)
        case row(IndexPath)
        case footer(section: Int)
    }

    /// A slot's height, whether it is an estimate, and whether it comes from its view's size
    /// (such slots are measured again at a new width).
    typealias SlotHeight = (height: Double, estimate: Bool, selfSizing: Bool)

    /// How the rows of a new model get their heights.
    enum RowHeights {
        /// Every row the same (the delegate gives no height of its own): nothing per row is kept.
        case uniform(SlotHeight)
        /// Asked row by row.
        case each(@MainActor (IndexPath) -> SlotHeight)
    }

    /// Each section's number of rows.
    private(set) var rowCounts: [Int] = []
    /// Each section's header slot.
    private(set) var firstSlots: [Int] = []
    /// Each section's header and footer as built.
    var builtHeaders: [SlotHeight] = []
    var builtFooters: [SlotHeight] = []
    /// Every row's height as built, when it is one for all.
    var builtRow: SlotHeight?
    /// The number of slots.
    private(set) var slotCount = 0

    /// log₂ of the slots per block (`blockSize`).
    private(set) var blockShift = TableModel.smallBlockShift
    /// Per block of `blockSize` slots, where its slots start in `storedHeights` and
    /// `storedFlags`, or -1 while the block is as built.
    var blockStart: [Int] = []
    /// The heights of the blocks that have been written to.
    var storedHeights: [Double] = []
    /// Their flags (`estimateFlag`, `selfSizingFlag`).
    var storedFlags: [UInt8] = []
    /// A Fenwick tree over the blocks' sums: `blockTree[i]` holds blocks `i - lowbit(i) ..< i`.
    var blockTree: [Double] = [0]

    init() {}

    /// A model of sections with `rowCounts`, each header, footer and row given its height by
    /// `header`, `footer` and `rows`. O(sections + blocks) for uniform rows. Blocks are at least
    /// `1 << minimumBlockShift` slots.
    @MainActor init(
        rowCounts: [Int], header: (Int) -> SlotHeight, footer: (Int) -> SlotHeight, rows: RowHeights,
        minimumBlockShift: Int = TableModel.smallBlockShift
    ) {
        self.rowCounts = rowCounts
        firstSlots.reserveCapacity(rowCounts.count)
        builtHeaders.reserveCapacity(rowCounts.count)
        builtFooters.reserveCapacity(rowCounts.count)
        for (section, count) in rowCounts.enumerated() {
            firstSlots.append(slotCount)
            slotCount += count + 2
            builtHeaders.append(header(section))
            builtFooters.append(footer(section))
        }
        blockShift = max(minimumBlockShift, Self.blockShift(forSlots: slotCount))
        let blocks = (slotCount + blockSize - 1) / blockSize
        switch rows {
        case .uniform(let row):
            builtRow = row
            blockStart = [Int](repeating: -1, count: blocks)
            var sums = [Double](repeating: 0, count: blocks)
            for (section, count) in rowCounts.enumerated() {
                let first = firstSlots[section]
                sums[first >> blockShift] += builtHeaders[section].height
                addRun(from: first + 1, count: count, height: row.height, to: &sums)
                sums[(first + count + 1) >> blockShift] += builtFooters[section].height
            }
            blockTree = Self.fenwick(sums)
        case .each(let height):
            // Every block is written: the heights slot by slot, as the delegate gives them.
            storedHeights.reserveCapacity(blocks * blockSize)
            storedFlags.reserveCapacity(blocks * blockSize)
            func append(_ h: SlotHeight) {
                storedHeights.append(h.height)
                storedFlags.append(Self.flags(h))
            }
            for (section, count) in rowCounts.enumerated() {
                append(builtHeaders[section])
                for row in 0..<count { append(height(IndexPath(row: row, section: section))) }
                append(builtFooters[section])
            }
            let padding = blocks * blockSize - slotCount
            storedHeights.append(contentsOf: repeatElement(0, count: padding))
            storedFlags.append(contentsOf: repeatElement(0, count: padding))
            blockStart = (0..<blocks).map { $0 * blockSize }
            var sums = [Double](repeating: 0, count: blocks)
            for block in 0..<blocks {
                var sum = 0.0
                for i in block * blockSize..<(block + 1) * blockSize { sum += storedHeights[i] }
                sums[block] = sum
            }
            blockTree = Self.fenwick(sums)
        }
    }

    /// Adds `count` slots of `height` from `first` to the sums of the blocks they fall in.
    private func addRun(from first: Int, count: Int, height: Double, to sums: inout [Double]) {
        var slot = first
        let end = first + count
        while slot < end {
            let block = slot >> blockShift
            let blockEnd = min(end, (block + 1) * blockSize)
            sums[block] += Double(blockEnd - slot) * height
            slot = blockEnd
        }
    }

    var numberOfSections: Int { rowCounts.count }

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

    /// The section `slot` belongs to.
    func section(ofSlot slot: Int) -> Int {
        var low = 0
        var high = firstSlots.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if firstSlots[mid] <= slot { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// What `slot` holds.
    func content(of slot: Int) -> Slot {
        let low = section(ofSlot: slot)
        let offset = slot - firstSlots[low]
        if offset == 0 { return .header(section: low) }
        if offset > rowCounts[low] { return .footer(section: low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// What `slot` was built with (only asked of slots in blocks never written, so rows are the
    /// one-for-all row).
    func built(_ slot: Int) -> SlotHeight {
        let section = section(ofSlot: slot)
        let offset = slot - firstSlots[section]
        if offset == 0 { return builtHeaders[section] }
        if offset > rowCounts[section] { return builtFooters[section] }
        return builtRow ?? (0, false, false)
    }
}

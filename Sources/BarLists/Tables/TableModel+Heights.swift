import BarWidgets
import Foundation

// The table model's heights, in blocks of `blockSize` slots: a Fenwick tree over the blocks' sums
// gives the top of any block in O(log blocks); within a block the slots are summed one by one (a
// block never written is summed by its sections' runs). Writing a slot first copies its block out
// as built. So the top of a slot, the slot at an offset, and one slot's new height each cost
// O(log blocks + blockSize), and a model whose rows are one for all costs no memory per row until
// rows are shown. Blocks are 64 slots until a model would have more than `maximumBlocks`; then
// they grow, so a billion rows take 61,036 blocks of 16,384.

extension TableModel {
    /// Slots per block in a model of up to `maximumBlocks` blocks of 64 (BarKit's figure: a block is
    /// summed in well under a microsecond, and 100,000 slots make 1,563 blocks).
    static let smallBlockShift = 6
    /// The most blocks a model keeps: larger models double their block size until they fit, so the
    /// index and the tree never take more than about 1 MB, whatever the number of rows.
    static let maximumBlocks = 1 << 16

    /// Slots per block: 64, or the power of two that keeps the blocks within `maximumBlocks`.
    var blockSize: Int { 1 << blockShift }

    /// The shift that gives `slots`' block size.
    static func blockShift(forSlots slots: Int) -> Int {
        var shift = smallBlockShift
        while (slots + (1 << shift) - 1) >> shift > maximumBlocks { shift += 1 }
        return shift
    }
    static let estimateFlag: UInt8 = 1
    static let selfSizingFlag: UInt8 = 2

    static func flags(_ h: SlotHeight) -> UInt8 {
        (h.estimate ? estimateFlag : 0) | (h.selfSizing ? selfSizingFlag : 0)
    }

    /// A Fenwick tree over `sums`, built in O(n).
    static func fenwick(_ sums: [Double]) -> [Double] {
        var tree = [0] + sums
        var i = 1
        while i < tree.count {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
            i += 1
        }
        return tree
    }

    // MARK: - Reading

    /// The height of `slot`.
    func height(ofSlot slot: Int) -> Double {
        let start = blockStart[slot >> blockShift]
        return start >= 0 ? storedHeights[start + (slot & (blockSize - 1))] : built(slot).height
    }

    /// Whether `slot`'s height is an estimate, to be settled when it is shown.
    func isEstimate(_ slot: Int) -> Bool { flags(ofSlot: slot) & Self.estimateFlag != 0 }

    /// Whether `slot`'s height comes from its view's size.
    func isSelfSizing(_ slot: Int) -> Bool { flags(ofSlot: slot) & Self.selfSizingFlag != 0 }

    private func flags(ofSlot slot: Int) -> UInt8 {
        let start = blockStart[slot >> blockShift]
        return start >= 0 ? storedFlags[start + (slot & (blockSize - 1))] : Self.flags(built(slot))
    }

    /// The top of `slot`: the heights of the slots above it (`slotCount` gives the total).
    func top(of slot: Int) -> Double {
        let slot = min(max(0, slot), slotCount)
        let block = slot >> blockShift
        return blocksSum(upTo: block) + sum(from: block * blockSize, to: slot)
    }

    /// The total height.
    var totalHeight: Double { blocksSum(upTo: blockStart.count) }

    /// The slot that covers `offset`: the first slot whose bottom is below it (0 above the first
    /// slot, the last slot below the end; nil when there are no slots). Zero-height slots are
    /// passed over to the next slot with height.
    func slot(at offset: Double) -> Int? {
        guard slotCount > 0 else { return nil }
        guard offset > 0 else { return 0 }
        // Descend the tree: the most whole blocks whose sum stays at or below `offset`.
        var blocks = 0
        var remaining = offset
        var step = 1
        while step * 2 <= blockStart.count { step *= 2 }
        while step > 0 {
            let next = blocks + step
            if next <= blockStart.count && blockTree[next] <= remaining {
                blocks = next
                remaining -= blockTree[next]
            }
            step /= 2
        }
        var slot = blocks * blockSize
        while slot < slotCount {
            let skipped = builtRowsFitting(from: slot, in: remaining)
            if skipped > 0 {
                remaining -= Double(skipped) * (builtRow?.height ?? 0)
                slot += skipped
                continue
            }
            let h = height(ofSlot: slot)
            if h > remaining { break }
            remaining -= h
            slot += 1
        }
        return min(slot, slotCount - 1)
    }

    /// How many rows from `slot` on, in a block as built and all of the one-for-all height, fit
    /// whole in `remaining` (0 when `slot` is not such a row), so a large block as built is walked
    /// by runs rather than slot by slot.
    private func builtRowsFitting(from slot: Int, in remaining: Double) -> Int {
        guard let row = builtRow?.height, row > 0, blockStart[slot >> blockShift] < 0 else { return 0 }
        let section = section(ofSlot: slot)
        let footer = footerSlot(section)
        guard slot > firstSlots[section], slot < footer else { return 0 }
        let blockEnd = ((slot >> blockShift) + 1) << blockShift
        var count = min(footer, blockEnd) - slot
        count = min(count, Int((remaining / row).rounded(.down)))
        while count > 0 && Double(count) * row > remaining { count -= 1 }
        return max(0, count - 1)
    }

    /// The sum of blocks `0 ..< block`.
    private func blocksSum(upTo block: Int) -> Double {
        var sum = 0.0
        var i = block
        while i > 0 {
            sum += blockTree[i]
            i -= i & -i
        }
        return sum
    }

    /// The heights of slots `first ..< end`, all in one block.
    private func sum(from first: Int, to end: Int) -> Double {
        guard first < end else { return 0 }
        let start = blockStart[first >> blockShift]
        if start >= 0 {
            let base = start - (first >> blockShift) * blockSize
            var total = 0.0
            for i in first..<end { total += storedHeights[base + i] }
            return total
        }
        // A block as built: its sections' headers, runs of rows and footers.
        var total = 0.0
        var section = section(ofSlot: first)
        var slot = first
        while slot < end {
            let header = firstSlots[section]
            let footer = header + rowCounts[section] + 1
            if slot == header {
                total += builtHeaders[section].height
                slot += 1
            }
            let rowsEnd = min(end, footer)
            if slot < rowsEnd {
                total += Double(rowsEnd - slot) * (builtRow?.height ?? 0)
                slot = rowsEnd
            }
            if slot == footer && slot < end {
                total += builtFooters[section].height
                slot += 1
                section += 1
            }
        }
        return total
    }

    // MARK: - Writing

    /// Sets the height of `slot`.
    mutating func setHeight(_ height: Double, ofSlot slot: Int) {
        let delta = height - self.height(ofSlot: slot)
        guard delta != 0 else { return }
        let index = storedIndex(of: slot)
        storedHeights[index] = height
        var i = (slot >> blockShift) + 1
        while i < blockTree.count {
            blockTree[i] += delta
            i += i & -i
        }
    }

    /// Marks `slot`'s height an estimate or not.
    mutating func setEstimate(_ estimate: Bool, ofSlot slot: Int) {
        guard isEstimate(slot) != estimate else { return }
        let index = storedIndex(of: slot)
        storedFlags[index] ^= Self.estimateFlag
    }

    /// Marks whether `slot`'s height comes from its view's size.
    mutating func setSelfSizing(_ selfSizing: Bool, ofSlot slot: Int) {
        guard isSelfSizing(slot) != selfSizing else { return }
        let index = storedIndex(of: slot)
        storedFlags[index] ^= Self.selfSizingFlag
    }

    /// Makes every self-sized height an estimate again (the width changed). Blocks as built need
    /// nothing: what is built self-sizing is built an estimate.
    mutating func markSelfSizedAsEstimates() {
        for i in storedFlags.indices where storedFlags[i] & Self.selfSizingFlag != 0 {
            storedFlags[i] |= Self.estimateFlag
        }
    }

    /// Where `slot` is kept, copying its block out as built the first time.
    private mutating func storedIndex(of slot: Int) -> Int {
        let block = slot >> blockShift
        if blockStart[block] < 0 {
            blockStart[block] = storedHeights.count
            for s in block * blockSize..<(block + 1) * blockSize {
                let h: SlotHeight = s < slotCount ? built(s) : (0, false, false)
                storedHeights.append(h.height)
                storedFlags.append(Self.flags(h))
            }
        }
        return blockStart[block] + (slot & (blockSize - 1))
    }
}

import BarWidgets
import Foundation

/// Heights of a long run of slots (a table's headers, rows and footers, top to bottom) with the
/// offset of any slot and the slot at any offset in O(log n), and one slot's height changed in
/// O(log n): a Fenwick tree over the heights. A table of 100,000 rows keeps two arrays of doubles
/// and never sums them end to end after it is built.
struct HeightTree {
    /// Each slot's height.
    private(set) var heights: [Double]
    /// The Fenwick sums: `tree[i]` holds the heights of slots `i - lowbit(i) ..< i` (1-based).
    private var tree: [Double]

    /// A tree of `heights`, built in O(n).
    init(_ heights: [Double]) {
        self.heights = heights
        var tree = [Double](repeating: 0, count: heights.count + 1)
        for i in 1...max(1, heights.count) where i <= heights.count {
            tree[i] += heights[i - 1]
            let parent = i + (i & -i)
            if parent <= heights.count { tree[parent] += tree[i] }
        }
        self.tree = tree
    }

    /// The number of slots.
    var count: Int { heights.count }

    /// The height of every slot together.
    var total: Double { offset(ofSlot: heights.count) }

    /// The height of `slot`.
    subscript(slot: Int) -> Double { heights[slot] }

    /// The top of `slot`: the heights of the slots above it (`count` gives the total).
    func offset(ofSlot slot: Int) -> Double {
        var sum = 0.0
        var i = min(slot, heights.count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Sets the height of `slot`.
    mutating func setHeight(_ height: Double, ofSlot slot: Int) {
        let delta = height - heights[slot]
        guard delta != 0 else { return }
        heights[slot] = height
        var i = slot + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The slot that covers `offset`: the last slot whose top is at or above it (0 above the
    /// first slot, the last slot below the end; nil when there are no slots). Zero-height slots are
    /// passed over to the next slot with height.
    func slot(at offset: Double) -> Int? {
        guard !heights.isEmpty else { return nil }
        guard offset > 0 else { return 0 }
        // Descend the tree: the largest prefix whose sum stays at or below `offset`.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= heights.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= heights.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, heights.count - 1)
    }
}

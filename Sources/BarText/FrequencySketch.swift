/// About how often each key was seen lately: TinyLFU's count-min sketch, as Caffeine keeps one.
///
/// Four 4-bit counters per key, each in a different word of a table of `UInt64`s (16 counters a
/// word) sized to the cache's capacity; a key's estimate is the least of its four, so it is never
/// below the true count (up to 15) and only above it when all four collide. Every `sampleSize`
/// increments all counters are halved, so what was popular long ago fades. The shaped-run cache
/// asks it whether a new run is wanted more than the one it would push out (`ShapeCache`).
///
/// A class whose table is memory it owns, so that counting, under the cache's lock on every
/// lookup, changes no stored property but `additions`: Swift checks a long access to a stored
/// array or struct property for exclusivity at run time (~80 instructions a lookup).
final class FrequencySketch {
    /// 16 counters of 4 bits per word, `mask + 1` words.
    private let table: UnsafeMutablePointer<UInt64>
    private let mask: Int
    /// Increments between two halvings: ten times the keys the cache holds (Caffeine's ratio).
    let sampleSize: Int
    /// Increments since the last halving (halved with the counters).
    private(set) var additions = 0

    private static let seeds: (UInt64, UInt64, UInt64, UInt64) = (
        0xC3A5_C85C_97CB_3127, 0xB492_B66F_BE98_F273, 0x9AE1_6A3B_2F90_404F, 0xCBF2_9CE4_8422_2325
    )

    /// A sketch for a cache of `capacity` keys.
    init(capacity: Int) {
        var words = 16
        while words < capacity { words *= 2 }
        table = .allocate(capacity: words)
        table.initialize(repeating: 0, count: words)
        mask = words - 1
        sampleSize = 10 * max(1, capacity)
    }

    deinit { table.deallocate() }

    /// How often `hash` was counted, as estimated (0...15): at least the true count since the
    /// counters were last halved, capped at 15.
    func frequency(_ hash: UInt64) -> Int {
        let start = ((hash >> 60) & 3) << 2
        let f0 = (table[slot(hash, FrequencySketch.seeds.0)] >> ((start + 0) << 2)) & 0xF
        let f1 = (table[slot(hash, FrequencySketch.seeds.1)] >> ((start + 1) << 2)) & 0xF
        let f2 = (table[slot(hash, FrequencySketch.seeds.2)] >> ((start + 2) << 2)) & 0xF
        let f3 = (table[slot(hash, FrequencySketch.seeds.3)] >> ((start + 3) << 2)) & 0xF
        return Int(min(min(f0, f1), min(f2, f3)))
    }

    /// Counts one more sighting of `hash`; every `sampleSize` of them, halves every counter.
    func increment(_ hash: UInt64) {
        let start = ((hash >> 60) & 3) << 2
        var added = increment(slot(hash, FrequencySketch.seeds.0), counter: start + 0)
        added = increment(slot(hash, FrequencySketch.seeds.1), counter: start + 1) || added
        added = increment(slot(hash, FrequencySketch.seeds.2), counter: start + 2) || added
        added = increment(slot(hash, FrequencySketch.seeds.3), counter: start + 3) || added
        guard added else { return }
        additions += 1
        if additions >= sampleSize { halve() }
    }

    /// Forgets every count.
    func removeAll() {
        table.update(repeating: 0, count: mask + 1)
        additions = 0
    }

    /// Adds one to counter `counter` (0..<16) of word `index` unless it is at 15; whether it did.
    private func increment(_ index: Int, counter: UInt64) -> Bool {
        let shift = counter << 2
        guard (table[index] >> shift) & 0xF < 15 else { return false }
        table[index] &+= 1 << shift
        return true
    }

    /// The word of the key's counter for one of the four seeds.
    @inline(__always)
    private func slot(_ hash: UInt64, _ seed: UInt64) -> Int {
        var h = (hash &+ seed) &* seed
        h &+= h >> 32
        return Int(truncatingIfNeeded: h) & mask
    }

    /// Halves every counter; `additions` loses what the halving rounded off (a quarter of the odd
    /// counters, as each key has four), so the next halving comes after `sampleSize` increments.
    private func halve() {
        var odd = 0
        for i in 0...mask {
            odd += (table[i] & 0x1111_1111_1111_1111).nonzeroBitCount
            table[i] = (table[i] >> 1) & 0x7777_7777_7777_7777
        }
        additions = (additions - odd / 4) / 2
    }
}

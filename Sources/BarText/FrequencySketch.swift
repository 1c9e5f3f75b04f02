/// About how often each key was seen lately: TinyLFU's count-min sketch, as Caffeine keeps one.
///
/// Four 4-bit counters per key in a table of `UInt64`s (16 counters a word) sized to the cache's
/// capacity, all four in one 64-byte block of eight words, one in each pair of words (Caffeine's
/// layout since 3.0): counting or estimating a key reads one cache line, not four. A key's estimate
/// is the least of its four, so it is never below the true count (up to 15) and only above it when
/// all four collide. Every `sampleSize` increments all counters are halved, so what was popular
/// long ago fades. The shaped-run cache asks it whether a new run is wanted more than the one it
/// would push out (`ShapeCache`).
///
/// A class whose table is memory it owns, so that counting, under the cache's lock on every
/// lookup, changes no stored property but `additions`: Swift checks a long access to a stored
/// array or struct property for exclusivity at run time (~80 instructions a lookup).
final class FrequencySketch {
    /// 16 counters of 4 bits per word, `mask + 1` words, aligned to 64 bytes so a block is one line.
    private let table: UnsafeMutablePointer<UInt64>
    private let mask: Int
    /// Blocks of eight words, less one.
    private let blockMask: Int
    /// Increments between two halvings: ten times the keys the cache holds (Caffeine's ratio).
    let sampleSize: Int
    /// Increments since the last halving (halved with the counters).
    private(set) var additions = 0

    /// The bytes of a block, and the words in it.
    private static let blockBytes = 64
    private static let blockWords = 8

    /// A sketch for a cache of `capacity` keys.
    init(capacity: Int) {
        var words = 2 * FrequencySketch.blockWords
        while words < capacity { words *= 2 }
        table = UnsafeMutableRawPointer.allocate(
            byteCount: words * MemoryLayout<UInt64>.stride, alignment: FrequencySketch.blockBytes
        ).bindMemory(to: UInt64.self, capacity: words)
        table.initialize(repeating: 0, count: words)
        mask = words - 1
        blockMask = words / FrequencySketch.blockWords - 1
        sampleSize = 10 * max(1, capacity)
    }

    deinit { table.deallocate() }

    /// How often `hash` was counted, as estimated (0...15): at least the true count since the
    /// counters were last halved, capped at 15.
    func frequency(_ hash: UInt64) -> Int {
        let (block, bits) = place(hash)
        let f0 = count(counter(0, block: block, bits: bits))
        let f1 = count(counter(1, block: block, bits: bits))
        let f2 = count(counter(2, block: block, bits: bits))
        let f3 = count(counter(3, block: block, bits: bits))
        return Int(min(min(f0, f1), min(f2, f3)))
    }

    /// Counts one more sighting of `hash`; every `sampleSize` of them, halves every counter.
    func increment(_ hash: UInt64) {
        let (block, bits) = place(hash)
        var added = bump(counter(0, block: block, bits: bits))
        added = bump(counter(1, block: block, bits: bits)) || added
        added = bump(counter(2, block: block, bits: bits)) || added
        added = bump(counter(3, block: block, bits: bits)) || added
        guard added else { return }
        additions += 1
        if additions >= sampleSize { halve() }
    }

    /// Forgets every count.
    func removeAll() {
        table.update(repeating: 0, count: mask + 1)
        additions = 0
    }

    /// The first word of the key's block, and the bits that pick its four counters in it (the
    /// cache's hash is well mixed; the bits are mixed once more, so they are not the block's).
    @inline(__always)
    private func place(_ hash: UInt64) -> (block: Int, bits: UInt64) {
        let block = (Int(truncatingIfNeeded: hash) & blockMask) &* FrequencySketch.blockWords
        var bits = (hash ^ (hash &>> 32)) &* 0x9E37_79B9_7F4A_7C15
        bits ^= bits &>> 29
        return (block, bits)
    }

    /// The value of a counter.
    @inline(__always)
    private func count(_ counter: (word: Int, shift: UInt64)) -> UInt64 {
        (table[counter.word] &>> counter.shift) & 0xF
    }

    /// Adds one to a counter unless it is at 15; whether it did.
    @inline(__always)
    private func bump(_ counter: (word: Int, shift: UInt64)) -> Bool {
        guard count(counter) < 15 else { return false }
        table[counter.word] &+= 1 &<< counter.shift
        return true
    }

    /// Counter `i` (0..<4) of a key: a word of the `i`th pair in its block, and the shift of the
    /// counter (one of 16) in that word.
    @inline(__always)
    private func counter(_ i: Int, block: Int, bits: UInt64) -> (word: Int, shift: UInt64) {
        let h = bits &>> UInt64(truncatingIfNeeded: i &<< 3)
        return (block &+ (i &<< 1) &+ Int(truncatingIfNeeded: h & 1), ((h &>> 1) & 15) &<< 2)
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

import Foundation

/// The bounded LRU cache of shaped runs, keyed by (face, size, script, direction, text).
///
/// A hash table of its own rather than a `Dictionary`, so that a lookup hashes the caller's
/// UTF-16 buffer in place, and the hash is computed once for the lookup and the insert that
/// follows a miss; runs of up to 32 units keep their text inside the entry, so storing them
/// allocates nothing beyond the shaped run. Open addressing with linear probing over a
/// power-of-two table at most half full; removal shifts the following entries back, so there
/// are no tombstones. Entries form a doubly linked list from most to least recently used; past
/// either bound (entries, glyphs) the least recently used go.
///
/// The entries and the table are allocated once, at their bound, and hold only plain values
/// (an entry retains its run by hand), so the hot path has no copy-on-write or bounds checks
/// and stays short: shaping a label is mostly HarfBuzz, and every instruction cache line this
/// code touches is one HarfBuzz must fetch again. Not synchronised: `Shaper` keeps it behind
/// its lock.
final class ShapeCache {
    /// What identifies a run apart from its text.
    struct Attributes: Equatable {
        var faceID: Int
        var scale: Int32
        var script: UInt32
        var rightToLeft: Bool
    }

    /// The most units of text an entry holds itself: most bar and label runs are that short,
    /// and keeping them inline saves two allocations per stored run.
    static let inlineCapacity = 32

    private struct Entry {
        var hash: UInt64
        var attributes: Attributes
        var length: Int32
        var cost: Int32
        /// The neighbours in the recency list (-1 at either end); a free entry's `older` is the next free one.
        var newer: Int32
        var older: Int32
        /// The text, when at most `inlineCapacity` units.
        var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        /// The text when longer, owned by the entry.
        var longText: UnsafeMutablePointer<UInt16>?
        /// The run, retained by the entry.
        var run: Unmanaged<ShapedRun>
    }

    /// Whether the entry's text is `text`.
    private static func holds(_ entry: UnsafeMutablePointer<Entry>, _ text: UnsafeBufferPointer<UInt16>) -> Bool {
        guard Int(entry.pointee.length) == text.count, let base = text.baseAddress else {
            return Int(entry.pointee.length) == text.count
        }
        let bytes = text.count &* 2
        if let longText = entry.pointee.longText { return memcmp(longText, base, bytes) == 0 }
        return withUnsafeMutableBytes(of: &entry.pointee.inline) { memcmp($0.baseAddress!, base, bytes) == 0 }
    }

    /// The most runs kept.
    let capacity: Int
    /// The most glyphs kept, summed over the runs.
    let costLimit: Int

    /// `capacity` entries; those below `used` have been written, and are either in the recency
    /// list or on the free list.
    private let entries: UnsafeMutablePointer<Entry>
    private var used: Int32 = 0
    private var firstFree: Int32 = -1
    /// Per slot, the low 32 bits of the entry's hash above its index + 1; 0 is an empty slot.
    /// Probing compares the hash bits here and reads an entry only when they match, and removal
    /// finds an entry's home slot from them: neither touches the entries it passes over.
    private let table: UnsafeMutablePointer<UInt64>
    private let mask: Int
    private var newest: Int32 = -1
    private var oldest: Int32 = -1
    private(set) var count = 0
    private(set) var totalCost = 0
    /// Evicted runs no one else held, kept for `Shaper` to write new glyphs into (`takeSpare`).
    private let spares: UnsafeMutablePointer<Unmanaged<ShapedRun>>
    private(set) var spareCount = 0
    private var nextReplacedSpare = 0
    /// The most spare runs kept.
    static let spareLimit = 4

    /// The hash seed, random per cache.
    private let seed = UInt64.random(in: 1...UInt64.max)

    init(capacity: Int, costLimit: Int) {
        self.capacity = min(max(1, capacity), 1 << 28)
        self.costLimit = min(max(1, costLimit), Int(Int32.max))
        var size = 16
        while size < self.capacity * 2 { size *= 2 }
        entries = .allocate(capacity: self.capacity)
        table = .allocate(capacity: size)
        table.initialize(repeating: 0, count: size)
        mask = size - 1
        spares = .allocate(capacity: ShapeCache.spareLimit)
    }

    deinit {
        removeAll()
        entries.deallocate()
        table.deallocate()
        spares.deallocate()
    }

    /// A hash of the attributes and the text (64-bit multiply-xorshift, seeded per cache), made once
    /// for the lookup and the insert that follows a miss.
    func hash(_ attributes: Attributes, _ text: UnsafeBufferPointer<UInt16>) -> UInt64 {
        var h = seed ^ UInt64(UInt(bitPattern: attributes.faceID)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(UInt32(bitPattern: attributes.scale))) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ UInt64(attributes.script) ^ (attributes.rightToLeft ? 0x1_0000_0000 : 0)) &* 0x94D0_49BB_1331_11EB
        guard let base = text.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var i = 0
        let n = text.count
        while i &+ 4 <= n {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i &* 2, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            i &+= 4
        }
        var tail = UInt64(n)
        while i < n {
            tail = tail << 16 | UInt64(base[i])
            i &+= 1
        }
        h = (h ^ tail) &* 0xBF58_476D_1CE4_E5B9
        return h ^ (h >> 31)
    }

    /// The cached run for the text with `attributes` (`hash` is their `hash(_:_:)`), which
    /// becomes the most recently used; nil when absent.
    func run(hash: UInt64, attributes: Attributes, text: UnsafeBufferPointer<UInt16>) -> ShapedRun? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = table[slot]
            if stored == 0 { return nil }
            if stored >> 32 == hash & 0xFFFF_FFFF {
                let index = Int32(truncatingIfNeeded: stored) - 1
                let entry = entries + Int(index)
                if entry.pointee.hash == hash && entry.pointee.attributes == attributes
                    && ShapeCache.holds(entry, text)
                {
                    moveToFront(index)
                    return entry.pointee.run.takeUnretainedValue()
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Stores a run not yet in the cache (look it up first) for the text with `attributes`
    /// (`hash` is their `hash(_:_:)`) as the most recently used, evicting the least recently
    /// used while a bound is exceeded. A run with more glyphs than `costLimit` is not stored.
    func insert(_ run: ShapedRun, hash: UInt64, attributes: Attributes, text: UnsafeBufferPointer<UInt16>) {
        let cost = max(1, run.glyphs.count)
        guard cost <= costLimit else { return }
        if count >= capacity || totalCost + cost > costLimit { evict(toFit: cost) }
        let index: Int32
        if firstFree >= 0 {
            index = firstFree
            firstFree = entries[Int(index)].older
        } else {
            index = used
            used += 1
        }
        let long = text.count > ShapeCache.inlineCapacity
        let entry = entries + Int(index)
        entry.initialize(
            to: Entry(
                hash: hash, attributes: attributes, length: Int32(text.count), cost: Int32(cost), newer: -1, older: -1,
                inline: (0, 0, 0, 0, 0, 0, 0, 0), longText: long ? ShapeCache.copy(text) : nil, run: .passRetained(run))
        )
        if !long, let base = text.baseAddress {
            withUnsafeMutableBytes(of: &entry.pointee.inline) {
                $0.baseAddress!.copyMemory(from: base, byteCount: text.count &* 2)
            }
        }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[slot] != 0 { slot = (slot + 1) & mask }
        table[slot] = (hash & 0xFFFF_FFFF) << 32 | UInt64(index + 1)
        count += 1
        totalCost += cost
        link(index)
    }

    /// Makes room for one more run under the entry bound, evicting the least recently used. An
    /// evicted run no one else holds becomes a spare; past `spareLimit` it replaces an older spare
    /// (in turn), so spares too large or too small for what is being shaped do not stay.
    func evictForOneMore() {
        while count >= capacity, oldest >= 0 {
            var run = remove(oldest)
            guard isKnownUniquelyReferenced(&run) else { continue }
            if spareCount < ShapeCache.spareLimit {
                spares[spareCount] = .passRetained(run)
                spareCount += 1
            } else {
                spares[nextReplacedSpare].release()
                spares[nextReplacedSpare] = .passRetained(run)
                nextReplacedSpare = (nextReplacedSpare + 1) % ShapeCache.spareLimit
            }
        }
    }

    /// The spare run with the least room for at least `glyphs` glyphs, no longer kept, for the caller
    /// to overwrite; nil when none has room, or the least would waste more than half of it.
    func takeSpare(forGlyphs glyphs: Int) -> ShapedRun? {
        var best = -1
        var bestCapacity = 2 * glyphs + 8
        for i in 0..<spareCount {
            let capacity = spares[i].takeUnretainedValue().glyphCapacity
            if capacity >= glyphs && capacity <= bestCapacity {
                best = i
                bestCapacity = capacity
            }
        }
        guard best >= 0 else { return nil }
        let run = spares[best].takeRetainedValue()
        spareCount -= 1
        spares[best] = spares[spareCount]
        return run
    }

    /// Removes every entry and spare run, keeping the storage.
    func removeAll() {
        while oldest >= 0 { remove(oldest) }
        used = 0
        firstFree = -1
        while spareCount > 0 {
            spareCount -= 1
            spares[spareCount].release()
        }
    }

    /// Evicts the least recently used runs until one of `cost` glyphs fits both bounds.
    @inline(never)
    private func evict(toFit cost: Int) {
        while count >= capacity || totalCost + cost > costLimit, oldest >= 0 { remove(oldest) }
    }

    /// A copy of a text too long to keep inline, for an entry to own.
    @inline(never)
    private static func copy(_ text: UnsafeBufferPointer<UInt16>) -> UnsafeMutablePointer<UInt16> {
        let units = UnsafeMutablePointer<UInt16>.allocate(capacity: text.count)
        if let base = text.baseAddress { units.initialize(from: base, count: text.count) }
        return units
    }

    /// Removes the entry, puts it on the free list and returns its run.
    @discardableResult
    private func remove(_ index: Int32) -> ShapedRun {
        let entry = entries + Int(index)
        // Find the entry's slot, empty it, and shift later entries of the probe chain back.
        var slot = Int(truncatingIfNeeded: entry.pointee.hash) & mask
        while Int32(truncatingIfNeeded: table[slot]) != index + 1 { slot = (slot + 1) & mask }
        var hole = slot
        var next = (hole + 1) & mask
        while table[next] != 0 {
            let home = Int(truncatingIfNeeded: table[next] >> 32) & mask
            // Move the entry at `next` into the hole unless its home lies cyclically in (hole, next].
            let distanceToHole = (next - home) & mask
            let distanceToNext = (next - hole) & mask
            if distanceToHole >= distanceToNext {
                table[hole] = table[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        table[hole] = 0
        unlink(index)
        count -= 1
        totalCost -= Int(entry.pointee.cost)
        entry.pointee.longText?.deallocate()
        entry.pointee.longText = nil
        entry.pointee.older = firstFree
        firstFree = index
        return entry.pointee.run.takeRetainedValue()
    }

    private func moveToFront(_ index: Int32) {
        guard index != newest else { return }
        unlink(index)
        link(index)
    }

    private func link(_ index: Int32) {
        entries[Int(index)].older = newest
        entries[Int(index)].newer = -1
        if newest >= 0 { entries[Int(newest)].newer = index }
        newest = index
        if oldest < 0 { oldest = index }
    }

    private func unlink(_ index: Int32) {
        let newer = entries[Int(index)].newer
        let older = entries[Int(index)].older
        if newer >= 0 { entries[Int(newer)].older = older } else { newest = older }
        if older >= 0 { entries[Int(older)].newer = newer } else { oldest = newer }
        entries[Int(index)].newer = -1
        entries[Int(index)].older = -1
    }
}

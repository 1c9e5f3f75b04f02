import Foundation

/// The bounded cache of shaped runs, keyed by (face, size, script, direction, text): a segmented LRU.
///
/// A run enters on probation, a short recency list of `probationCapacity` runs, and moves to the
/// protected list when it is looked up again; the protected list's least recently used run goes
/// back to the head of probation when the protected list is full, and runs leave the cache only
/// from the end of probation. So a stream of texts shaped once (sizing a long list, new labels that
/// are never drawn) churns through probation alone: it neither pushes out the runs in use, nor
/// spreads its writes over the cache's whole memory, which would push HarfBuzz's tables and the
/// rest of the working set out of the CPU caches. With `probationCapacity == capacity` it is a
/// plain LRU.
///
/// A hash table of its own rather than a `Dictionary`, so that a lookup hashes the caller's
/// UTF-16 buffer in place, and the hash is computed once for the lookup and the insert that
/// follows a miss; runs of up to 32 units keep their text inside the entry, so storing them
/// allocates nothing beyond the shaped run. Open addressing with linear probing over a
/// power-of-two table at most half full; removal shifts the following entries back, so there
/// are no tombstones. Past the glyph bound, runs go from the end of probation first, then from
/// the end of the protected list.
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
        /// The neighbours in its segment's recency list (-1 at either end); a free entry's `older` is
        /// the next free one.
        var newer: Int32
        var older: Int32
        /// The recency list the entry is in: `probation` or `protected` (a byte of padding otherwise).
        var segment: UInt8
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
    /// The most runs kept on probation: those not looked up since they were stored (or since the
    /// protected list passed them back). The rest of `capacity` is the protected list's.
    let probationCapacity: Int
    /// The most glyphs kept, summed over the runs.
    let costLimit: Int

    /// A recency list: its most and least recently used entries (-1 when empty) and its length.
    private struct Segment {
        var newest: Int32 = -1
        var oldest: Int32 = -1
        var count = 0
    }
    /// The two recency lists, indexed by an entry's `segment`.
    private let segments: UnsafeMutablePointer<Segment>
    private static let probation: UInt8 = 0
    private static let protected: UInt8 = 1
    private var probationList: UnsafeMutablePointer<Segment> { segments + Int(ShapeCache.probation) }
    private var protectedList: UnsafeMutablePointer<Segment> { segments + Int(ShapeCache.protected) }

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

    /// A cache of at most `capacity` runs and `costLimit` glyphs, of which at most `probationCapacity`
    /// runs (all of them when nil: a plain LRU) are on probation.
    init(capacity: Int, costLimit: Int, probationCapacity: Int? = nil) {
        self.capacity = min(max(1, capacity), 1 << 28)
        self.probationCapacity = min(max(1, probationCapacity ?? self.capacity), self.capacity)
        self.costLimit = min(max(1, costLimit), Int(Int32.max))
        segments = .allocate(capacity: 2)
        segments.initialize(repeating: Segment(), count: 2)
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
        segments.deallocate()
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
    /// becomes the most recently used of the protected list; nil when absent.
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
                    if entry.pointee.segment == ShapeCache.protected { moveToFront(index) } else { promote(index) }
                    return entry.pointee.run.takeUnretainedValue()
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Stores a run not yet in the cache (look it up first) for the text with `attributes`
    /// (`hash` is their `hash(_:_:)`) as the most recently used on probation, evicting while a
    /// bound is exceeded. A run with more glyphs than `costLimit` is not stored.
    func insert(_ run: ShapedRun, hash: UInt64, attributes: Attributes, text: UnsafeBufferPointer<UInt16>) {
        let cost = max(1, run.glyphs.count)
        guard cost <= costLimit else { return }
        if probationList.pointee.count >= probationCapacity || totalCost + cost > costLimit { evict(toFit: cost) }
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
                segment: ShapeCache.probation,
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
        link(index, into: ShapeCache.probation)
    }

    /// Makes room for one more run under the entry bounds, evicting from the end of probation.
    func evictForOneMore() {
        if probationList.pointee.count >= probationCapacity { evict(toFit: 0) }
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
        while let victim = nextVictim { remove(victim) }
        used = 0
        firstFree = -1
        while spareCount > 0 {
            spareCount -= 1
            spares[spareCount].release()
        }
    }

    /// Evicts until one more run of `cost` glyphs fits the bounds.
    @inline(never)
    private func evict(toFit cost: Int) {
        while probationList.pointee.count >= probationCapacity || totalCost + cost > costLimit, let victim = nextVictim
        {
            evict(victim)
        }
    }

    /// The run to evict next: the least recently used on probation, else of the protected list.
    private var nextVictim: Int32? {
        let index = probationList.pointee.oldest >= 0 ? probationList.pointee.oldest : protectedList.pointee.oldest
        return index >= 0 ? index : nil
    }

    /// Removes the entry. Its run, when no one else holds it, becomes a spare; past `spareLimit` it
    /// replaces an older spare (in turn), so spares too large or too small for what is being shaped
    /// do not stay.
    private func evict(_ index: Int32) {
        var run = remove(index)
        guard isKnownUniquelyReferenced(&run) else { return }
        if spareCount < ShapeCache.spareLimit {
            spares[spareCount] = .passRetained(run)
            spareCount += 1
        } else {
            spares[nextReplacedSpare].release()
            spares[nextReplacedSpare] = .passRetained(run)
            nextReplacedSpare = (nextReplacedSpare + 1) % ShapeCache.spareLimit
        }
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
        guard index != protectedList.pointee.newest else { return }
        unlink(index)
        link(index, into: ShapeCache.protected)
    }

    /// Moves an entry on probation, looked up again, to the head of the protected list; when that
    /// list is past its share, its least recently used goes back to the head of probation, and
    /// probation past its bound loses its least recently used.
    private func promote(_ index: Int32) {
        unlink(index)
        link(index, into: ShapeCache.protected)
        if protectedList.pointee.count > capacity - probationCapacity {
            let demoted = protectedList.pointee.oldest
            unlink(demoted)
            link(demoted, into: ShapeCache.probation)
        }
        while probationList.pointee.count > probationCapacity { evict(probationList.pointee.oldest) }
    }

    private func link(_ index: Int32, into segment: UInt8) {
        let list = segments + Int(segment)
        entries[Int(index)].segment = segment
        entries[Int(index)].older = list.pointee.newest
        entries[Int(index)].newer = -1
        if list.pointee.newest >= 0 { entries[Int(list.pointee.newest)].newer = index }
        list.pointee.newest = index
        if list.pointee.oldest < 0 { list.pointee.oldest = index }
        list.pointee.count += 1
    }

    private func unlink(_ index: Int32) {
        let list = segments + Int(entries[Int(index)].segment)
        let newer = entries[Int(index)].newer
        let older = entries[Int(index)].older
        if newer >= 0 { entries[Int(newer)].older = older } else { list.pointee.newest = older }
        if older >= 0 { entries[Int(older)].newer = newer } else { list.pointee.oldest = newer }
        entries[Int(index)].newer = -1
        entries[Int(index)].older = -1
        list.pointee.count -= 1
    }
}

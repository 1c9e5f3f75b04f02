/// An open-addressing index from 64-bit hashes to entry indices (`Int32`, at least 0), for a cache
/// that keeps its entries in an array of its own (`ShapeCache`).
///
/// Linear probing over a power-of-two table at most half full. A slot holds the low 32 bits of the
/// hash above the index + 1; 0 is an empty slot. Probing compares the hash bits and asks the caller
/// about an entry only when they match, and removal finds an entry's home slot from them: neither
/// touches the entries it passes over. Removal shifts the following slots back, so there are no
/// tombstones. Allocated once; the owner calls `deallocate()`.
struct HashSlots {
    private let slots: UnsafeMutablePointer<UInt64>
    private let mask: Int

    /// Room for `capacity` indices with the table at most half full.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        mask = size - 1
    }

    func deallocate() { slots.deallocate() }

    /// The first index stored under `hash` for which `matches` is true; nil when none is.
    @inline(__always)
    func first(hash: UInt64, where matches: (Int32) -> Bool) -> Int32? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            if stored >> 32 == hash & 0xFFFF_FFFF {
                let index = Int32(truncatingIfNeeded: stored) - 1
                if matches(index) { return index }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `index` under `hash`. The table must have room (at most `capacity` indices stored).
    func insert(hash: UInt64, index: Int32) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = (hash & 0xFFFF_FFFF) << 32 | UInt64(index + 1)
    }

    /// Removes `index`, stored under `hash`, and shifts later slots of its probe chain back.
    func remove(hash: UInt64, index: Int32) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while Int32(truncatingIfNeeded: slots[slot]) != index + 1 { slot = (slot + 1) & mask }
        var hole = slot
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let home = Int(truncatingIfNeeded: slots[next] >> 32) & mask
            // Move the slot at `next` into the hole unless its home lies cyclically in (hole, next].
            let distanceToHole = (next - home) & mask
            let distanceToNext = (next - hole) & mask
            if distanceToHole >= distanceToNext {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
    }
}

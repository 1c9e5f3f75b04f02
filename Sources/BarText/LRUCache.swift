/// A bounded least-recently-used cache: at most `capacity` entries and at most `costLimit`
/// total cost; inserting past either bound evicts from the least recently used end.
/// Lookups and inserts are O(1). Not synchronised: owners keep it behind a lock.
struct LRUCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key?
        var value: Value?
        var cost: Int
        var newer: Int
        var older: Int
    }

    /// The most entries the cache keeps.
    let capacity: Int
    /// The most total cost the cache keeps.
    let costLimit: Int

    private var nodes: [Node] = []
    private var slots: [Key: Int] = [:]
    private var freeSlots: [Int] = []
    private var newest = -1
    private var oldest = -1
    /// The sum of the costs of the entries held.
    private(set) var totalCost = 0

    /// A cache bounded by `capacity` entries (at least 1) and `costLimit` total cost.
    init(capacity: Int, costLimit: Int = .max) {
        self.capacity = Swift.max(1, capacity)
        self.costLimit = Swift.max(1, costLimit)
    }

    /// The number of entries held.
    var count: Int { slots.count }

    /// The value for `key`, which becomes the most recently used; nil when absent.
    mutating func value(forKey key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return nodes[slot].value
    }

    /// Stores `value` for `key` as the most recently used entry, evicting old entries while
    /// either bound is exceeded. An entry whose cost alone exceeds `costLimit` is not stored.
    mutating func insert(_ value: Value, forKey key: Key, cost: Int = 1) {
        let cost = Swift.max(0, cost)
        if let slot = slots[key] {
            totalCost += cost - nodes[slot].cost
            nodes[slot].value = value
            nodes[slot].cost = cost
            moveToFront(slot)
        } else {
            guard cost <= costLimit else { return }
            let node = Node(key: key, value: value, cost: cost, newer: -1, older: -1)
            let slot: Int
            if let reused = freeSlots.popLast() {
                slot = reused
                nodes[slot] = node
            } else {
                slot = nodes.count
                nodes.append(node)
            }
            slots[key] = slot
            totalCost += cost
            link(slot)
        }
        while slots.count > capacity || totalCost > costLimit, oldest >= 0 {
            evict(oldest)
        }
    }

    /// Removes every entry (keeping the storage for the entries to come).
    mutating func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        newest = -1
        oldest = -1
        totalCost = 0
    }

    private mutating func evict(_ slot: Int) {
        unlink(slot)
        if let key = nodes[slot].key { slots[key] = nil }
        totalCost -= nodes[slot].cost
        nodes[slot] = Node(key: nil, value: nil, cost: 0, newer: -1, older: -1)
        freeSlots.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        link(slot)
    }

    private mutating func link(_ slot: Int) {
        nodes[slot].older = newest
        nodes[slot].newer = -1
        if newest >= 0 { nodes[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let newer = nodes[slot].newer
        let older = nodes[slot].older
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
        nodes[slot].newer = -1
        nodes[slot].older = -1
    }
}

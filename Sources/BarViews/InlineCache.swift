import BarDocuments
import BarGeometry
import BarGraphics
import BarText

/// A handful of values by key, kept inside the object that owns the cache: the most recent entry
/// is stored inline (reading it touches no other memory), older ones in a small array, at most
/// `capacity` in all, the least recently stored dropped first.
///
/// For per-view caches that almost always hold one entry (a label's size for its one width), where a
/// `Dictionary` would cost a hash and a separate allocation on every read.
struct InlineCache<Key: Equatable, Value> {
    private struct Entry {
        var key: Key
        var value: Value
    }

    private var newest: Entry?
    private var older: [Entry] = []
    /// The most entries kept.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The value stored for `key`, or nil.
    func value(forKey key: Key) -> Value? {
        if let newest, newest.key == key { return newest.value }
        for entry in older where entry.key == key { return entry.value }
        return nil
    }

    /// `body` applied to the value stored for `key`, without copying the value out; nil when absent.
    func withValue<R>(forKey key: Key, _ body: (Value) -> R) -> R? {
        if let newest, newest.key == key { return body(newest.value) }
        for entry in older where entry.key == key { return body(entry.value) }
        return nil
    }

    /// Stores `value` for `key` as the newest entry, replacing an entry of the same key and dropping
    /// the oldest one past `capacity`.
    mutating func insert(_ value: Value, forKey key: Key) {
        if !older.isEmpty, let index = older.firstIndex(where: { $0.key == key }) { older.remove(at: index) }
        if let previous = newest.take(), previous.key != key {
            older.insert(previous, at: 0)
            if older.count >= capacity { older.removeLast(older.count - (capacity - 1)) }
        }
        newest = Entry(key: key, value: value)
    }

    /// The number of entries.
    var count: Int { (newest == nil ? 0 : 1) + older.count }

    /// Drops every entry (keeping the array's storage). An empty cache is left untouched (a new
    /// label's text setter empties caches that hold nothing).
    mutating func removeAll() {
        if newest != nil { newest = nil }
        if !older.isEmpty { older.removeAll(keepingCapacity: true) }
    }
}

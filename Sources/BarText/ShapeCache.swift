import Foundation

/// The bounded cache of shaped runs, keyed by (face, size, script, direction, text): a W-TinyLFU
/// cache, as Caffeine keeps one.
///
/// A new run enters a small recency list, the *window* (`windowCapacity` runs, 1 % of the
/// capacity). The window's least recently used run then joins the *main* cache, a segmented LRU:
/// while the main cache has room, always; once it is full, only if a frequency sketch of recent
/// lookups (`FrequencySketch`) says its text was asked for more often than that of the run it would
/// push out, the main cache's least recently used on *probation*; otherwise it is the one that goes.
/// A run looked up again on probation moves to the *protected* list (at most 80 % of the main
/// cache), whose least recently used goes back to the head of probation when it is full. So:
///
/// - until the cache is full, every run shaped stays: a screen measured in layout finds its runs
///   there when it draws, and new labels for texts already shown (a list scrolled back, a screen
///   rebuilt) find theirs, whatever the number of texts up to the capacity;
/// - once it is full, a stream of texts shaped once (sizing a long list of new texts) churns through
///   the window alone: it neither pushes out the runs in use, nor spreads its writes over the cache's
///   whole memory, which would push HarfBuzz's tables and the rest of the working set out of the CPU
///   caches; a text of the stream asked for again soon is counted twice and gets in.
///
/// With `windowCapacity == capacity` it is a plain LRU.
///
/// A hash table of its own rather than a `Dictionary` (`HashSlots`), so that a lookup hashes the
/// caller's UTF-16 buffer in place, and the hash is computed once for the lookup, the sketch and the
/// insert that follows a miss; runs of up to 32 units keep their text inside the entry, so storing
/// them allocates nothing beyond the shaped run. Past the glyph bound, runs go from the end of
/// probation first, then from the end of the protected list, then from the end of the window.
///
/// A run shaped from a whole text (a label's, as `TextLayout.unwrappedMeasure` measures it) is
/// also found by the text's UTF-8 bytes in its face and size (`StringKey`), through a second index:
/// a text measured again is found before it is decoded to UTF-16 and analysed. The entry keeps those
/// bytes, so that the lookup compares bytes with bytes.
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
        /// The recency list the entry is in: `window`, `probation` or `protected` (in the attributes'
        /// padding).
        var segment: UInt8
        var length: Int32
        var cost: Int32
        /// The neighbours in its segment's recency list (-1 at either end); a free entry's `older` is
        /// the next free one.
        var newer: Int32
        var older: Int32
        /// How many UTF-8 bytes the string key has (0 when none); they are kept inline after the
        /// text when they fit there, else in `stringBytes`.
        var stringLength: Int32
        /// The text, when at most `inlineCapacity` units.
        var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        /// The text when longer, owned by the entry.
        var longText: UnsafeMutablePointer<UInt16>?
        /// The run, retained by the entry.
        var run: Unmanaged<ShapedRun>
        /// The hash of the `StringKey` the entry is also found by; 0 when none.
        var stringHash: UInt64
        /// The UTF-8 bytes of that key when they do not fit in `inline` after the text, owned by the
        /// entry. Compared byte for byte when the key is looked up, where comparing them with the
        /// UTF-16 text would decode them.
        var stringBytes: UnsafeMutablePointer<UInt8>?
    }

    /// A whole text by its UTF-8 bytes in a face and size, with its hash (`stringKey`): the second
    /// key of the run shaped from the whole text as one run, when it has one.
    struct StringKey {
        let hash: UInt64
        let faceID: Int
        let scale: Int32
        let utf8: UnsafeBufferPointer<UInt8>
    }

    /// Whether the entry's text is `text`.
    private static func holds(_ entry: UnsafeMutablePointer<Entry>, _ text: UnsafeBufferPointer<UInt16>) -> Bool {
        guard Int(entry.pointee.length) == text.count, let base = text.baseAddress else {
            return Int(entry.pointee.length) == text.count
        }
        return withText(of: entry) { memcmp($0.baseAddress!, base, text.count &* 2) == 0 }
    }

    /// The most runs kept.
    let capacity: Int
    /// The most runs in the window: those stored last, not yet admitted to the main cache.
    let windowCapacity: Int
    /// The most runs of the main cache (probation and protected): the rest of `capacity`.
    let mainCapacity: Int
    /// The most runs of the protected list: 80 % of the main cache.
    let protectedCapacity: Int
    /// The most glyphs kept, summed over the runs.
    let costLimit: Int

    /// A recency list: its most and least recently used entries (-1 when empty) and its length.
    private struct Segment {
        var newest: Int32 = -1
        var oldest: Int32 = -1
        var count = 0
    }
    /// The three recency lists, indexed by an entry's `segment`.
    private let segments: UnsafeMutablePointer<Segment>
    private static let window: UInt8 = 0
    private static let probation: UInt8 = 1
    private static let protected: UInt8 = 2
    private var windowList: UnsafeMutablePointer<Segment> { segments + Int(ShapeCache.window) }
    private var probationList: UnsafeMutablePointer<Segment> { segments + Int(ShapeCache.probation) }
    private var protectedList: UnsafeMutablePointer<Segment> { segments + Int(ShapeCache.protected) }

    /// `capacity` entries; those below `used` have been written, and are either in the recency
    /// list or on the free list.
    private let entries: UnsafeMutablePointer<Entry>
    private var used: Int32 = 0
    private var firstFree: Int32 = -1
    /// The entries by the hash of their key.
    private let slots: HashSlots
    /// The entries that have a `StringKey`, by its hash.
    private let stringSlots: HashSlots
    private(set) var count = 0
    private(set) var totalCost = 0
    /// Evicted runs no one else held, kept for `Shaper` to write new glyphs into (`takeSpare`).
    private let spares: UnsafeMutablePointer<Unmanaged<ShapedRun>>
    private(set) var spareCount = 0
    private var nextReplacedSpare = 0
    /// The most spare runs kept.
    static let spareLimit = 4

    /// How often each text was looked up lately, by hash: what admission to the main cache asks.
    private let sketch: FrequencySketch
    /// Runs the window let go because the main cache was full and wanted its own more.
    private(set) var rejections = 0

    /// The hash seed, random per cache unless a test gives one.
    private let seed: UInt64

    /// A cache of at most `capacity` runs and `costLimit` glyphs, of which at most `windowCapacity`
    /// (1 % of `capacity` when nil; all of them: a plain LRU) are in the window. `seed` fixes the
    /// hash seed (random when nil), so a test sees the same collisions in the sketch on every run.
    init(capacity: Int, costLimit: Int, windowCapacity: Int? = nil, seed: UInt64? = nil) {
        self.seed = seed ?? UInt64.random(in: 1...UInt64.max)
        self.capacity = min(max(1, capacity), 1 << 28)
        self.windowCapacity = min(max(1, windowCapacity ?? self.capacity / 100), self.capacity)
        mainCapacity = self.capacity - self.windowCapacity
        protectedCapacity = mainCapacity * 4 / 5
        self.costLimit = min(max(1, costLimit), Int(Int32.max))
        sketch = FrequencySketch(capacity: self.capacity)
        segments = .allocate(capacity: 3)
        segments.initialize(repeating: Segment(), count: 3)
        entries = .allocate(capacity: self.capacity)
        slots = HashSlots(capacity: self.capacity)
        stringSlots = HashSlots(capacity: self.capacity)
        spares = .allocate(capacity: ShapeCache.spareLimit)
    }

    deinit {
        removeAll()
        entries.deallocate()
        slots.deallocate()
        stringSlots.deallocate()
        spares.deallocate()
        segments.deallocate()
    }

    /// A hash of the attributes and the text (64-bit multiply-xorshift, seeded per cache), made once
    /// for the lookup and the insert that follows a miss.
    func hash(_ attributes: Attributes, _ text: UnsafeBufferPointer<UInt16>) -> UInt64 {
        var h = seed ^ UInt64(UInt(bitPattern: attributes.faceID)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(UInt32(bitPattern: attributes.scale))) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ UInt64(attributes.script) ^ (attributes.rightToLeft ? 0x1_0000_0000 : 0)) &* 0x94D0_49BB_1331_11EB
        return ShapeCache.mix(h, UnsafeRawBufferPointer(text))
    }

    /// The key of a whole text's UTF-8 bytes in the face `faceID` at `scale`, with its hash (never 0).
    func stringKey(faceID: Int, scale: Int32, utf8: UnsafeBufferPointer<UInt8>) -> StringKey {
        var h = ~seed ^ UInt64(UInt(bitPattern: faceID)) &* 0x94D0_49BB_1331_11EB
        h = (h ^ UInt64(UInt32(bitPattern: scale))) &* 0xBF58_476D_1CE4_E5B9
        return StringKey(hash: ShapeCache.mix(h, UnsafeRawBufferPointer(utf8)) | 1, faceID: faceID, scale: scale, utf8: utf8)
    }

    /// `h` with `bytes` mixed in, eight at a time.
    private static func mix(_ start: UInt64, _ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var h = start
        guard let raw = bytes.baseAddress else { return h }
        var i = 0
        let n = bytes.count
        while i &+ 8 <= n {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            i &+= 8
        }
        var tail = UInt64(n)
        while i < n {
            tail = tail << 8 | UInt64(raw.load(fromByteOffset: i, as: UInt8.self))
            i &+= 1
        }
        h = (h ^ tail) &* 0xBF58_476D_1CE4_E5B9
        return h ^ (h >> 31)
    }

    /// The cached run for the text with `attributes` (`hash` is their `hash(_:_:)`), which becomes
    /// the most recently used of its list (of the protected list, when it was on probation); nil
    /// when absent. Either way the lookup is counted in the sketch (a miss is followed by its insert).
    func run(hash: UInt64, attributes: Attributes, text: UnsafeBufferPointer<UInt16>) -> ShapedRun? {
        sketch.increment(hash)
        guard let index = find(hash: hash, attributes: attributes, text: text) else { return nil }
        markUsed(index)
        return entries[Int(index)].run.takeUnretainedValue()
    }

    /// A hit on the entry at `index`: promoted from probation, else the most recent of its list.
    @inline(__always)
    private func markUsed(_ index: Int32) {
        if entries[Int(index)].segment == ShapeCache.probation { promote(index) } else { moveToFront(index) }
    }

    /// The cached run for the text with `attributes`, touching nothing: not counted, not moved.
    /// For a run shaped outside the lock, which another thread may have stored meanwhile.
    func storedRun(hash: UInt64, attributes: Attributes, text: UnsafeBufferPointer<UInt16>) -> ShapedRun? {
        guard let index = find(hash: hash, attributes: attributes, text: text) else { return nil }
        return entries[Int(index)].run.takeUnretainedValue()
    }

    /// The index of the entry for the text with `attributes`, nil when absent.
    private func find(hash: UInt64, attributes: Attributes, text: UnsafeBufferPointer<UInt16>) -> Int32? {
        slots.first(hash: hash) { index in
            let entry = entries + Int(index)
            return entry.pointee.hash == hash && entry.pointee.attributes == attributes
                && ShapeCache.holds(entry, text)
        }
    }

    /// The run shaped from the whole text of `key` as one run, with its script and direction, which
    /// becomes the most recently used of its list as `run(hash:attributes:text:)` makes it (and is
    /// counted in the sketch); nil when no entry has that key.
    func run(string key: StringKey) -> (run: ShapedRun, script: UInt32, rightToLeft: Bool)? {
        guard let index = find(string: key) else { return nil }
        let entry = entries + Int(index)
        sketch.increment(entry.pointee.hash)
        markUsed(index)
        let attributes = entry.pointee.attributes
        return (entry.pointee.run.takeUnretainedValue(), attributes.script, attributes.rightToLeft)
    }

    /// The index of the entry with the string key `key`, nil when absent.
    private func find(string key: StringKey) -> Int32? {
        stringSlots.first(hash: key.hash) { index in
            let entry = entries + Int(index)
            guard entry.pointee.stringHash == key.hash, entry.pointee.attributes.faceID == key.faceID,
                entry.pointee.attributes.scale == key.scale, Int(entry.pointee.stringLength) == key.utf8.count
            else { return false }
            return ShapeCache.withStringBytes(of: entry) { memcmp($0, key.utf8.baseAddress!, key.utf8.count) == 0 }
        }
    }

    /// Gives the entry for the text with `attributes` the second key `key` (the same text's UTF-8
    /// bytes in the same face and size), unless it has one or is absent.
    func setStringKey(_ key: StringKey, hash: UInt64, attributes: Attributes, text: UnsafeBufferPointer<UInt16>) {
        assert(key.faceID == attributes.faceID && key.scale == attributes.scale, "a string key of another font")
        guard let index = find(hash: hash, attributes: attributes, text: text) else { return }
        setStringKey(key, of: index)
    }

    /// Gives the entry at `index` the second key `key` unless it has one.
    private func setStringKey(_ key: StringKey, of index: Int32) {
        let entry = entries + Int(index)
        guard entry.pointee.stringHash == 0, let base = key.utf8.baseAddress else { return }
        assert(find(string: key) == nil, "another entry has the string key")
        let count = key.utf8.count
        let textBytes = Int(entry.pointee.length) &* 2
        if entry.pointee.longText == nil && textBytes &+ count <= MemoryLayout.size(ofValue: entry.pointee.inline) {
            withUnsafeMutableBytes(of: &entry.pointee.inline) {
                ($0.baseAddress! + textBytes).copyMemory(from: base, byteCount: count)
            }
        } else {
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            bytes.initialize(from: base, count: count)
            entry.pointee.stringBytes = bytes
        }
        entry.pointee.stringHash = key.hash
        entry.pointee.stringLength = Int32(count)
        stringSlots.insert(hash: key.hash, index: index)
    }

    /// `body` given the entry's text.
    private static func withText<R>(
        of entry: UnsafeMutablePointer<Entry>, _ body: (UnsafeBufferPointer<UInt16>) -> R
    ) -> R {
        let count = Int(entry.pointee.length)
        if let longText = entry.pointee.longText { return body(UnsafeBufferPointer(start: longText, count: count)) }
        return withUnsafeMutableBytes(of: &entry.pointee.inline) {
            body(UnsafeBufferPointer(start: $0.baseAddress!.assumingMemoryBound(to: UInt16.self), count: count))
        }
    }

    /// `body` given the first byte of the entry's string key (`stringLength` of them): inline after
    /// the text when they fit there, else in `stringBytes`.
    @inline(__always)
    private static func withStringBytes<R>(
        of entry: UnsafeMutablePointer<Entry>, _ body: (UnsafeRawPointer) -> R
    ) -> R {
        if let bytes = entry.pointee.stringBytes { return body(bytes) }
        let textBytes = Int(entry.pointee.length) &* 2
        return withUnsafeMutableBytes(of: &entry.pointee.inline) { body($0.baseAddress! + textBytes) }
    }

    /// Stores a run not yet in the cache (look it up first) for the text with `attributes`
    /// (`hash` is their `hash(_:_:)`) as the most recently used of the window, making room first
    /// (`evictForOneMore`, then evicting while the glyph bound is exceeded). A run with more glyphs
    /// than `costLimit` is not stored. `stringKey`, when given, is the run's second key (see
    /// `setStringKey`).
    func insert(
        _ run: ShapedRun, hash: UInt64, attributes: Attributes, text: UnsafeBufferPointer<UInt16>,
        stringKey: StringKey? = nil
    ) {
        assert(find(hash: hash, attributes: attributes, text: text) == nil, "the run is in the cache already")
        let cost = max(1, run.glyphs.count)
        guard cost <= costLimit else { return }
        evictForOneMore()
        if totalCost + cost > costLimit { evict(toFit: cost) }
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
                hash: hash, attributes: attributes, segment: ShapeCache.window, length: Int32(text.count),
                cost: Int32(cost), newer: -1, older: -1, stringLength: 0,
                inline: (0, 0, 0, 0, 0, 0, 0, 0), longText: long ? ShapeCache.copy(text) : nil, run: .passRetained(run),
                stringHash: 0, stringBytes: nil)
        )
        if !long, let base = text.baseAddress {
            withUnsafeMutableBytes(of: &entry.pointee.inline) {
                $0.baseAddress!.copyMemory(from: base, byteCount: text.count &* 2)
            }
        }
        slots.insert(hash: hash, index: index)
        if let stringKey { setStringKey(stringKey, of: index) }
        count += 1
        totalCost += cost
        link(index, into: ShapeCache.window)
    }

    /// Makes room for one more run in the window: when it is full, its least recently used run
    /// joins the main cache (pushing out probation's least recently used when the main cache is
    /// full and the sketch counts the newcomer's text more often) or leaves the cache.
    func evictForOneMore() {
        guard windowList.pointee.count >= windowCapacity else { return }
        let candidate = windowList.pointee.oldest
        if probationList.pointee.count + protectedList.pointee.count < mainCapacity {
            unlink(candidate)
            link(candidate, into: ShapeCache.probation)
            return
        }
        let victim = probationList.pointee.oldest >= 0 ? probationList.pointee.oldest : protectedList.pointee.oldest
        if victim >= 0 && sketch.frequency(entries[Int(candidate)].hash) > sketch.frequency(entries[Int(victim)].hash) {
            evict(victim)
            unlink(candidate)
            link(candidate, into: ShapeCache.probation)
        } else {
            evict(candidate)
            if victim >= 0 { rejections += 1 }
        }
    }

    /// The estimated number of recent lookups of the text whose hash is `hash` (see `FrequencySketch`).
    func frequency(ofHash hash: UInt64) -> Int { sketch.frequency(hash) }

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

    /// Removes every entry and spare run and forgets every count, keeping the storage.
    func removeAll() {
        while let victim = nextVictim { remove(victim) }
        used = 0
        firstFree = -1
        sketch.removeAll()
        rejections = 0
        while spareCount > 0 {
            spareCount -= 1
            spares[spareCount].release()
        }
    }

    /// Evicts until one more run of `cost` glyphs fits the glyph bound.
    @inline(never)
    private func evict(toFit cost: Int) {
        while totalCost + cost > costLimit, let victim = nextVictim { evict(victim) }
    }

    /// The run to evict next past the glyph bound: the least recently used on probation, else of
    /// the protected list, else of the window.
    private var nextVictim: Int32? {
        if probationList.pointee.oldest >= 0 { return probationList.pointee.oldest }
        if protectedList.pointee.oldest >= 0 { return protectedList.pointee.oldest }
        return windowList.pointee.oldest >= 0 ? windowList.pointee.oldest : nil
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
        slots.remove(hash: entry.pointee.hash, index: index)
        if entry.pointee.stringHash != 0 {
            stringSlots.remove(hash: entry.pointee.stringHash, index: index)
            entry.pointee.stringBytes?.deallocate()
            entry.pointee.stringBytes = nil
            entry.pointee.stringHash = 0
        }
        unlink(index)
        count -= 1
        totalCost -= Int(entry.pointee.cost)
        entry.pointee.longText?.deallocate()
        entry.pointee.longText = nil
        entry.pointee.older = firstFree
        firstFree = index
        return entry.pointee.run.takeRetainedValue()
    }

    /// Makes an entry of the window or the protected list the most recently used of its list.
    private func moveToFront(_ index: Int32) {
        let segment = entries[Int(index)].segment
        guard index != segments[Int(segment)].newest else { return }
        unlink(index)
        link(index, into: segment)
    }

    /// Moves an entry on probation, looked up again, to the head of the protected list; when that
    /// list is past its share, its least recently used goes back to the head of probation.
    private func promote(_ index: Int32) {
        unlink(index)
        link(index, into: ShapeCache.protected)
        if protectedList.pointee.count > protectedCapacity {
            let demoted = protectedList.pointee.oldest
            unlink(demoted)
            link(demoted, into: ShapeCache.probation)
        }
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

import Synchronization

/// A cache of shaped runs: the runs `Shaper` shaped (a bounded `ShapeCache`), its counts, and the
/// fonts' space rules, behind one lock.
///
/// `shared` is the process's: every public API shapes with it, and `TextLayout.removeAllCachedRuns()`
/// empties it. A test makes its own (`init()`) and lays out or measures text with it, so that what it
/// counts and finds is its own doing, whatever the tests beside it do to the process's cache. Safe to
/// use from any thread; the lock is held to look a run up and to store it, never while HarfBuzz shapes.
///
/// The state sits behind a `Mutex<Void>`, not in a `Mutex<State>`: its closures must hand back
/// `sending` values, which a shaped run (a `ManagedBuffer`, never Sendable) cannot be, although runs
/// are immutable and safe to share.
// @unchecked Sendable: `state` is only touched inside `withLock`.
package final class ShapedRunCache: @unchecked Sendable {
    /// The process's cache, which every public API shapes with.
    package static let shared = ShapedRunCache()

    private let mutex = Mutex(())
    private let state = State()

    /// An empty cache with the process's bounds (`Shaper.cacheCapacity`, `Shaper.cacheGlyphLimit`).
    package init() {}

    /// What the lock guards. A class, handed to the lock's closures by reference: an `inout` state
    /// would be one long access around each closure, which Swift checks for exclusivity at run time.
    final class State {
        let cache = ShapeCache(
            capacity: Shaper.cacheCapacity, costLimit: Shaper.cacheGlyphLimit,
            windowCapacity: Shaper.cacheWindowCapacity)
        var hits = 0
        var misses = 0
        /// Lookups answered by putting the text together from its pieces' cached runs.
        var assembled = 0
        /// UTF-16 units given to HarfBuzz: whole texts, and the stretches of texts whose other
        /// pieces were cached.
        var shapedUnits = 0
        /// Per face, script and direction: whether the space glyph takes part in shaping
        /// (`bk_space_takes_part_in_shaping`), asked once.
        var spaceRules = Shaper.SpaceRules()
        /// Runs stored so far: unchanged between a miss and its store, no other thread stored one.
        var stores = 0
    }

    /// The cache for a closure to capture without retaining it, where the caller holds it (as a
    /// parameter) while the closure runs: the closures that measuring and shaping pass to the
    /// stack's scoped buffers would retain and release a cache they capture, about 1 % of
    /// measure-cold's instructions (Docs/Performance.md).
    struct Borrowed {
        /// BarText's one use of `Unmanaged` outside `ShapeCache` (`Docs/Performance.md`).
        private let reference: Unmanaged<ShapedRunCache>
        #if DEBUG
            /// Nil once the cache is deallocated: the invariant check (the caller outlives the borrow).
            private weak var check: ShapedRunCache?
        #endif

        @inline(__always)
        init(_ cache: ShapedRunCache) {
            reference = .passUnretained(cache)
            #if DEBUG
                check = cache
            #endif
        }

        /// `body` given the cache, borrowed: no retain and release around the call.
        @inline(__always)
        func with<R>(_ body: (ShapedRunCache) -> R) -> R {
            #if DEBUG
                assert(check != nil, "a borrowed shaped-run cache outlived whoever held it")
            #endif
            return reference._withUnsafeGuaranteedRef(body)
        }
    }

    /// `body` applied to the state, with the lock held.
    func withLock<R>(_ body: (State) -> R) -> R {
        var result: R? = nil
        mutex.withLock { _ in result = body(state) }
        return result!
    }

    /// The cache's current size and bounds, and its counts since it was made or last emptied.
    package var statistics: TextCacheStatistics {
        withLock { state in
            TextCacheStatistics(
                count: state.cache.count, capacity: state.cache.capacity,
                windowCapacity: state.cache.windowCapacity, glyphCount: state.cache.totalCost,
                glyphLimit: state.cache.costLimit, hits: state.hits, misses: state.misses,
                assembled: state.assembled, shapedUnits: state.shapedUnits,
                rejections: state.cache.rejections)
        }
    }

    /// Empties the cache and resets its counts (the space rules, facts of the fonts, stay). Runs
    /// handed out before stay valid: whoever holds one keeps it.
    package func removeAll() {
        withLock { state in
            state.cache.removeAll()
            state.hits = 0
            state.misses = 0
            state.assembled = 0
            state.shapedUnits = 0
        }
    }
}

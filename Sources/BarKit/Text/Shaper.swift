import CHarfBuzz
import Foundation
import Synchronization

/// Shapes runs of text with HarfBuzz and keeps the results in a bounded LRU cache.
///
/// A run is text of one font, one script and one direction. The cache key is (face, size,
/// script, direction, the run's UTF-16 units); a changed font or text is simply another key.
/// One `hb_buffer_t` is reused for every shape call; it and the cache sit behind one lock,
/// so shaping is serialised across threads (layout is meant for the main thread anyway).
enum Shaper {
    /// The most runs the cache keeps. At the measured ~0.5 KB for a typical label-sized run
    /// (see Docs/Text.md), 4096 runs is about 2 MB.
    static let cacheCapacity = 4096
    /// The most glyphs, summed over all cached runs (20 bytes each: at most 2.5 MB of glyphs).
    static let cacheGlyphLimit = 131_072
    /// Runs longer than this many UTF-16 units are shaped but not cached: they are rarely
    /// shaped twice and would push out many short runs.
    static let longestCachedRun = 4096

    struct State {
        var buffer: UInt
        let cache = ShapeCache(capacity: Shaper.cacheCapacity, costLimit: Shaper.cacheGlyphLimit)
        var hits = 0
        var misses = 0
    }

    private static let state = LockedState(State(buffer: UInt(bitPattern: hb_buffer_create())))

    /// The state behind a lock. Not a `Mutex<State>`: its closures must hand back `sending` values,
    /// which a shaped run (a `ManagedBuffer`, never Sendable) cannot be, although runs are immutable
    /// and safe to share.
    // @unchecked Sendable: `value` is only touched inside `withLock`.
    final class LockedState: @unchecked Sendable {
        private let mutex = Mutex(())
        // Unchecked: only reached inside `withLock`, which the lock already makes exclusive.
        @exclusivity(unchecked) private var value: State

        init(_ value: State) { self.value = value }

        func withLock<R>(_ body: (inout State) -> R) -> R {
            var result: R? = nil
            mutex.withLock { _ in result = body(&value) }
            return result!
        }
    }

    /// The shaped glyphs of `text` in `font`, with `script` (an `hb_script_t` value) and
    /// direction; from the cache when the same run was shaped before.
    static func shape(
        _ text: UnsafeBufferPointer<UInt16>, font: Font, script: UInt32, rightToLeft: Bool
    ) -> ShapedRun {
        guard !text.isEmpty else { return ShapedRun.make(glyphs: [], length: 0, isRightToLeft: rightToLeft) }
        let cacheable = text.count <= longestCachedRun
        let attributes = ShapeCache.Attributes(
            faceID: font.face.id, scale: font.scale, script: script, rightToLeft: rightToLeft)
        let hbFont = font.harfBuzzFont.pointer
        return state.withLock { state in
            let key = cacheable ? state.cache.key(attributes, text) : nil
            if let key, let run = state.cache.run(for: key, text: text) {
                state.hits += 1
                return run
            }
            state.misses += 1
            // Runs evicted to make room lend their memory to new ones.
            if key != nil { state.cache.evictForOneMore() }
            let run = shapeUncached(
                text, font: hbFont, script: script, rightToLeft: rightToLeft, buffer: state.buffer,
                spares: state.cache)
            if let key { state.cache.insert(run, for: key, text: text) }
            return run
        }
    }

    private static func shapeUncached(
        _ text: UnsafeBufferPointer<UInt16>, font: OpaquePointer, script: UInt32, rightToLeft: Bool, buffer bits: UInt,
        spares: ShapeCache
    ) -> ShapedRun {
        guard let buffer = OpaquePointer(bitPattern: bits), hb_buffer_allocation_successful(buffer) != 0,
            let base = text.baseAddress
        else {
            return ShapedRun.make(glyphs: [], length: text.count, isRightToLeft: rightToLeft)
        }
        let length = Int32(clamping: text.count)
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, base, length, 0, length)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        hb_buffer_guess_segment_properties(buffer)  // fills in the language, as hb-shape does
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else {
            return ShapedRun.make(glyphs: [], length: text.count, isRightToLeft: rightToLeft)
        }
        let n = Int(count)
        let spare = spares.takeSpare(forGlyphs: n)
        let run = ShapedRun.make(count: n, length: text.count, isRightToLeft: rightToLeft, reusing: spare) { out in
            for i in 0..<n {
                let info = infos[i]
                let position = positions[i]
                (out + i).initialize(
                    to: ShapedGlyph(
                        glyph: info.codepoint, cluster: info.cluster, advance: position.x_advance,
                        xOffset: position.x_offset, yOffset: position.y_offset,
                        flags: info.mask & HB_GLYPH_FLAG_DEFINED.rawValue))
            }
        }
        return run
    }

    // MARK: - Cache inspection

    /// The cache's current size and bounds and its hit counts since the last reset.
    static var statistics: TextCacheStatistics {
        state.withLock { state in
            TextCacheStatistics(
                count: state.cache.count, capacity: state.cache.capacity, glyphCount: state.cache.totalCost,
                glyphLimit: state.cache.costLimit, hits: state.hits, misses: state.misses)
        }
    }

    /// Empties the cache and resets the hit counts.
    static func removeAll() {
        state.withLock { state in
            state.cache.removeAll()
            state.hits = 0
            state.misses = 0
        }
    }
}

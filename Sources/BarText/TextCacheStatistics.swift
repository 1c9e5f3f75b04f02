/// The state of a shaped-run cache (`ShapedRunCache.statistics`): its size and bounds, and its counts
/// since it was made or last emptied. For benchmarks and tests.
package struct TextCacheStatistics: Equatable, Sendable {
    /// Runs held now.
    package let count: Int
    /// The most runs the cache holds.
    package let capacity: Int
    /// The most runs it holds that were shaped last and not yet admitted to the rest (its window):
    /// once the cache is full, a text shaped once stays only while it is among this many of the
    /// latest, unless it is asked for again.
    package let windowCapacity: Int
    /// Glyphs held now, summed over the runs.
    package let glyphCount: Int
    /// The most glyphs the cache holds.
    package let glyphLimit: Int
    /// Lookups answered from the cache since the last reset.
    package let hits: Int
    /// Lookups that had to shape since the last reset.
    package let misses: Int
    /// Lookups since the last reset answered without shaping by putting the text together from the
    /// cached runs of its words and spaces (see Docs/Text.md, "Words").
    package let assembled: Int
    /// UTF-16 units given to HarfBuzz since the last reset: the whole texts of misses, or, for a
    /// text whose words and spaces were all cached but one stretch of them, only that stretch.
    package let shapedUnits: Int
    /// Runs turned away since the last reset because the cache was full and the run they would
    /// have pushed out was asked for at least as often.
    package let rejections: Int
}

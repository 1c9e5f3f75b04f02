/// The state of the shaped-run cache that text layout uses (see `TextLayout.cacheStatistics`).
public struct TextCacheStatistics: Equatable, Sendable {
    /// Runs held now.
    public let count: Int
    /// The most runs the cache holds.
    public let capacity: Int
    /// The most runs it holds that were shaped last and not yet admitted to the rest (its window):
    /// once the cache is full, a text shaped once stays only while it is among this many of the
    /// latest, unless it is asked for again.
    public let windowCapacity: Int
    /// Glyphs held now, summed over the runs.
    public let glyphCount: Int
    /// The most glyphs the cache holds.
    public let glyphLimit: Int
    /// Lookups answered from the cache since the last reset.
    public let hits: Int
    /// Lookups that had to shape since the last reset.
    public let misses: Int
    /// Lookups since the last reset answered without shaping by putting the text together from the
    /// cached runs of its words and spaces (see Docs/Text.md, "Words").
    public let assembled: Int
    /// UTF-16 units given to HarfBuzz since the last reset: the whole texts of misses, or, for a
    /// text whose words and spaces were all cached but one stretch of them, only that stretch.
    public let shapedUnits: Int
    /// Runs turned away since the last reset because the cache was full and the run they would
    /// have pushed out was asked for at least as often.
    public let rejections: Int
}

/// The state of the shaped-run cache that text layout uses (see `TextLayout.cacheStatistics`).
public struct TextCacheStatistics: Equatable, Sendable {
    /// Runs held now.
    public let count: Int
    /// The most runs the cache holds.
    public let capacity: Int
    /// The most runs it holds that were shaped once and not looked up since (its probation list):
    /// of many texts each shaped once, only this many of the latest stay cached.
    public let probationCapacity: Int
    /// Glyphs held now, summed over the runs.
    public let glyphCount: Int
    /// The most glyphs the cache holds.
    public let glyphLimit: Int
    /// Lookups answered from the cache since the last reset.
    public let hits: Int
    /// Lookups that had to shape since the last reset.
    public let misses: Int
}

import CoreMetrics

/// Hits and misses of one cache (docs/caches.md), made once and counted with an atomic add each.
public struct CacheCounters: Sendable {
    public static let hitsLabel = "minigames_cache_hits_total"
    public static let missesLabel = "minigames_cache_misses_total"
    private let hits: CoreMetrics.Counter
    private let misses: CoreMetrics.Counter

    public init(cache: String, factory: any MetricsFactory = MetricsSystem.factory) {
        hits = CoreMetrics.Counter(label: Self.hitsLabel, dimensions: [("cache", cache)], factory: factory)
        misses = CoreMetrics.Counter(label: Self.missesLabel, dimensions: [("cache", cache)], factory: factory)
    }

    public func hit() { hits.increment() }
    public func miss() { misses.increment() }

    /// Counts `found` as a hit or a miss and hands it back.
    public func count<T>(_ found: T?) -> T? {
        if found != nil { hits.increment() } else { misses.increment() }
        return found
    }
}

import HTTP
import Storage
import Synchronization

/// Sessions' statistics, kept until their current game changes: the page is rendered after every move, but the
/// statistics change only when a game finishes, and only the current game can be played. So a kept value holds
/// while the session's current row is the same and as finished as it was. Bounded: emptied when full.
final class StatsCache: Sendable {
    private struct Kept {
        let row: Int64
        let finished: Bool
        let stats: SessionStats
    }

    private let limit: Int
    private let kept = Mutex<[String: Kept]>([:])
    private let counters = CacheCounters(cache: "statistics")

    init(limit: Int = 10_000) {
        self.limit = limit
    }

    func stats(for record: GameRecord, _ read: () throws -> SessionStats) rethrows -> SessionStats {
        let key = record.sessionID
        if let kept = kept.withLock({ $0[key] }), kept.row == record.id, kept.finished == (record.finishedAt != nil) {
            counters.hit()
            return kept.stats
        }
        counters.miss()
        let stats = try read()
        kept.withLock { kept in
            if kept.count >= limit { kept.removeAll(keepingCapacity: true) }
            kept[key] = Kept(row: record.id, finished: record.finishedAt != nil, stats: stats)
        }
        return stats
    }
}

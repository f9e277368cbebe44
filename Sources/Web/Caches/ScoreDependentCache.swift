import HTTP
import Synchronization

/// A value computed from the scores (the title screen, with each game's best), kept until a score changes: this
/// process bumps the generation after its own commits, and `App.noticeOtherWriters` after another process's
/// (`minigames moderate`, another instance on PostgreSQL).
final class ScoreDependentCache<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        let generation: Int
        let value: Value
    }

    private let generation = Atomic<Int>(0)
    private let entry = Mutex<Entry?>(nil)
    private let counters: CacheCounters

    /// `name`: the cache's name in the operator's metrics.
    init(name: String) {
        counters = CacheCounters(cache: name)
    }

    /// Call after any committed write to the scores.
    func invalidate() {
        generation.add(1, ordering: .sequentiallyConsistent)
    }

    func value(_ compute: () throws -> Value) rethrows -> Value {
        let current = generation.load(ordering: .sequentiallyConsistent)
        if let cached = entry.withLock({ $0 }), cached.generation == current {
            counters.hit()
            return cached.value
        }
        counters.miss()
        let value = try compute()
        entry.withLock { $0 = Entry(generation: current, value: value) }
        return value
    }
}

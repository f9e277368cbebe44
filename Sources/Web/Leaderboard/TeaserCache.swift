import Synchronization

/// The title screen's "best of each game" teasers, kept until a score changes. Every change goes
/// through this process (a finished game, a name given), which bumps the generation, so the cache
/// is never stale and the title screen does not query eight boards on every visit.
final class TeaserCache: Sendable {
    private struct Entry {
        let generation: Int
        let teasers: [String: String]
    }

    private let generation = Atomic<Int>(0)
    private let entry = Mutex<Entry?>(nil)

    /// Call after any write to the scores.
    func invalidate() {
        generation.add(1, ordering: .sequentiallyConsistent)
    }

    func teasers(_ compute: () throws -> [String: String]) rethrows -> [String: String] {
        let current = generation.load(ordering: .sequentiallyConsistent)
        if let cached = entry.withLock({ $0 }), cached.generation == current { return cached.teasers }
        let teasers = try compute()
        entry.withLock { $0 = Entry(generation: current, teasers: teasers) }
        return teasers
    }
}

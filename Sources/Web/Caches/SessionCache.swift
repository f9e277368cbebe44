import HTTP
import Storage
import Synchronization

/// The stored sessions last read, by id, so a returning player's page reads no session row (a sixth of a kept title
/// page). This process's writes go through `changing`, other processes' commits through `othersMark`; PostgreSQL has
/// no mark (a `NOTIFY` can come after the write was answered), so there every lookup reads. See docs/caches.md.
@_spi(Testing) public final class SessionCache: Sendable {
    private struct State {
        var records: [String: SessionRecord] = [:]
        /// Ids in the order they were kept, for forgetting the oldest.
        var order: [String] = []
        var next = 0
        /// Moves when a write of this process ends: a row read before it is not kept.
        var generation: UInt64 = 0
        /// Writes begun and not yet ended: nothing read meanwhile is kept.
        var writing = 0
        /// Other writers' mark when the kept rows were read.
        var mark: UInt64?

        mutating func drop(_ id: String?) {
            guard let id else {
                // The order goes too: else its stale ids would, once re-kept, hold two places and be forgotten early.
                records.removeAll(keepingCapacity: true)
                order.removeAll(keepingCapacity: true)
                next = 0
                return
            }
            records[id] = nil
        }
    }

    /// What a lookup that missed saw, so a row read after it is kept only if nothing changed in between.
    struct Ticket {
        fileprivate let generation: UInt64
        fileprivate let mark: UInt64
    }

    private let limit: Int
    private let othersMark: @Sendable () -> UInt64?
    private let state = Mutex(State())
    /// Lookups answered from memory (a test hook).
    @_spi(Testing) public let hits = Atomic<Int>(0)
    private let counters = CacheCounters(cache: "sessions")

    /// `othersMark` moves with every commit of another process, and is nil when it cannot be read now (or never can).
    init(limit: Int = 8192, othersMark: @escaping @Sendable () -> UInt64?) {
        self.limit = max(1, limit)
        self.othersMark = othersMark
    }

    /// For the backend `database` runs on: SQLite's `data_version`, and no cache on PostgreSQL (see above).
    convenience init(limit: Int = 8192, database: Database) {
        self.init(limit: limit, othersMark: { [database] in database.foreignCommits() })
    }

    /// The stored row of `id` when it is kept and still exact; else nil, with a ticket for `keep` (nil when what
    /// is read now must not be kept: a write is under way, or other writers cannot be checked).
    func lookup(_ id: String) -> (record: SessionRecord?, ticket: Ticket?) {
        guard let mark = othersMark() else { return (nil, nil) }
        return state.withLock { state in
            if state.mark != mark {
                state.drop(nil)
                state.mark = mark
            }
            if let record = state.records[id] {
                hits.add(1, ordering: .relaxed)
                counters.hit()
                return (record, nil)
            }
            counters.miss()
            return (nil, state.writing == 0 ? Ticket(generation: state.generation, mark: mark) : nil)
        }
    }

    /// Keeps a stored row read after `lookup` gave `ticket`, unless anything wrote since.
    func keep(_ record: SessionRecord, _ ticket: Ticket) {
        state.withLock { state in
            guard state.writing == 0, state.generation == ticket.generation, state.mark == ticket.mark else { return }
            if state.records.updateValue(record, forKey: record.id) != nil { return }
            if state.order.count < limit {
                state.order.append(record.id)
            } else {
                state.records[state.order[state.next]] = nil
                state.order[state.next] = record.id
                state.next = (state.next + 1) % limit
            }
        }
    }

    /// Runs `write`, which changes session `id` (nil: any sessions), so that no kept row outlives it: the end is
    /// marked once its transaction has committed.
    func changing<T>(_ id: String?, in database: Database, _ write: () throws -> T) rethrows -> T {
        state.withLock { state in
            state.writing += 1
            state.drop(id)
        }
        defer {
            state.withLock { state in
                state.writing -= 1
                state.generation &+= 1
                state.drop(id)
            }
        }
        return try write()
    }

    /// Rows kept now (a test hook).
    @_spi(Testing) public var count: Int { state.withLock { $0.records.count } }
}

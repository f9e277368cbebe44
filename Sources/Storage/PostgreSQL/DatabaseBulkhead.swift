import Synchronization

/// Keeps worker threads out of a slow database: while any request has waited longer than `patience`, at most `limit`
/// may be inside and the rest get `.busy` (a 503) at once, so other threads stay free for static files, `/healthz`
/// and kept pages. While the database answers in time nobody is refused.
final class DatabaseBulkhead: Sendable {
    private struct State {
        var next = 0
        var started: [Int: ContinuousClock.Instant] = [:]
    }

    let limit: Int
    let patience: Duration
    private let state = Mutex(State())

    init(limit: Int, patience: Duration = .milliseconds(250)) {
        self.limit = max(limit, 1)
        self.patience = patience
    }

    func admit<T>(_ body: () throws -> T) throws -> T {
        let now = ContinuousClock.now
        let ticket = try state.withLock { state throws(DatabaseError) -> Int in
            if state.started.count >= limit, let oldest = state.started.values.min(), now - oldest > patience {
                throw DatabaseError(kind: .busy, message: "the database has kept \(state.started.count) requests waiting")
            }
            state.next += 1
            state.started[state.next] = now
            return state.next
        }
        defer { _ = state.withLock { $0.started.removeValue(forKey: ticket) } }
        return try body()
    }
}

import CoreMetrics
import Dispatch
import Synchronization

/// A fixed set of connections (SQLite's readers, or PostgreSQL's whole pool): a caller takes a free one, or
/// waits until one is given back.
final class ConnectionPool: Sendable {
    private struct State {
        var free: [ConnectionSlot]
        var closed = false
    }

    /// Counts free connections so a waiting reader sleeps instead of spinning.
    private let available: DispatchSemaphore
    private let state: Mutex<State>
    private let size: Int
    /// Callers that found no connection free and waited, and those that gave up at their deadline.
    private let waits: CoreMetrics.Counter
    private let deadlines: CoreMetrics.Counter

    /// `name` labels the pool's waits in the operator's metrics (`readers`, `postgres`).
    init(_ connections: [Connection], name: String, metrics: any MetricsFactory = MetricsSystem.factory) {
        waits = CoreMetrics.Counter(label: "minigames_database_waits_total", dimensions: [("pool", name)], factory: metrics)
        deadlines = CoreMetrics.Counter(label: "minigames_deadlines_total", dimensions: [("what", "database_connection")],
                                        factory: metrics)
        available = DispatchSemaphore(value: connections.count)
        state = Mutex(State(free: connections.map(ConnectionSlot.init)))
        size = connections.count
    }

    /// `waitingAtMost`: how long to wait for a free connection before giving up with `.busy` (nil: as long as it
    /// takes, for SQLite's readers, whose queries cannot hang on a network).
    func withConnection<T>(waitingAtMost patience: Duration? = nil, _ body: (Connection) throws -> T) throws -> T {
        // A first look that never sleeps tells a wait from a connection found free.
        if available.wait(timeout: .now()) != .success {
            waits.increment()
            if let patience {
                let (seconds, attoseconds) = patience.components
                let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
                guard available.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else {
                    deadlines.increment()
                    throw DatabaseError(kind: .busy, message: "no database connection came free within \(patience)")
                }
            } else {
                available.wait()
            }
        }
        // The most recently used connected one: a connection that could not connect (the server out of slots) must
        // not be the one every request tries again while connected ones wait below it.
        let taken = state.withLock { state -> ConnectionSlot? in
            guard !state.closed, !state.free.isEmpty else { return nil }
            let index = state.free.lastIndex { $0.connection.isConnected } ?? state.free.count - 1
            return state.free.remove(at: index)
        }
        guard let slot = taken else {
            available.signal()  // Wakes the next waiter, which then also sees the pool closed.
            throw DatabaseError.closed
        }
        defer {
            state.withLock { state in
                if state.closed { slot.connection.close() } else { state.free.append(slot) }
            }
            available.signal()
        }
        return try body(slot.connection)
    }

    /// Runs `body` with every connection of the pool while none is lent out (callers wait meanwhile), after waiting
    /// at most `patience` for those in use. False, without running `body`, when one stayed in use longer or the pool
    /// is closed.
    func withEveryConnection(waitingAtMost patience: Duration, _ body: ([Connection]) -> Void) -> Bool {
        let (seconds, attoseconds) = patience.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        let deadline = DispatchTime.now() + .nanoseconds(nanoseconds)
        var taken = 0
        defer { for _ in 0..<taken { available.signal() } }
        while taken < size {
            guard available.wait(timeout: deadline) == .success else { return false }
            taken += 1
        }
        // Every permit is held, so every connection is free and nobody else can take one.
        guard let connections = state.withLock({ $0.closed ? nil : $0.free.map(\.connection) }) else { return false }
        body(connections)
        return true
    }

    /// Closes the free connections now and the busy ones as they come back.
    func close() {
        state.withLock { state in
            state.closed = true
            for slot in state.free { slot.connection.close() }
            state.free.removeAll()
        }
    }
}

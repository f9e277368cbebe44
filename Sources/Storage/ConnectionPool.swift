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

    init(_ connections: [Connection]) {
        available = DispatchSemaphore(value: connections.count)
        state = Mutex(State(free: connections.map(ConnectionSlot.init)))
    }

    func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
        available.wait()
        let taken = state.withLock { state -> ConnectionSlot? in
            state.closed ? nil : state.free.popLast()
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

    /// Closes the free connections now and the busy ones as they come back.
    func close() {
        state.withLock { state in
            state.closed = true
            for slot in state.free { slot.connection.close() }
            state.free.removeAll()
        }
    }
}

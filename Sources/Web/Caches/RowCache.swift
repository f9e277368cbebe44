import Synchronization

/// The latest value kept for each of the most recent game rows. Bounded: past `limit` rows the one kept first is
/// forgotten. `RecentGames` and `RenderedPages` keep theirs here, each checking a value against the row it reads.
final class RowCache<Value: Sendable>: Sendable {
    private struct Store: Sendable {
        var values: [Int64: Value] = [:]
        /// Row ids in the order they were first kept, for forgetting the oldest.
        var order: [Int64] = []
        var next = 0
    }

    private let limit: Int
    private let store = Mutex(Store())

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    func value(row id: Int64) -> Value? {
        store.withLock { $0.values[id] }
    }

    func keep(_ value: Value, row id: Int64) {
        store.withLock { store in
            if store.values.updateValue(value, forKey: id) != nil { return }
            if store.order.count < limit {
                store.order.append(id)
            } else {
                store.values[store.order[store.next]] = nil
                store.order[store.next] = id
                store.next = (store.next + 1) % limit
            }
        }
    }

    var count: Int { store.withLock { $0.values.count } }
}

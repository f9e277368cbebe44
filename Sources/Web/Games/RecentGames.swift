import Synchronization

/// The games last saved or read, by row, so the page after a move (POST → 303 → GET) and a reload skip
/// decoding the stored state (a third of a Word Search page's CPU). The row stays the truth: a game is
/// used only when the row's version and stored text are exactly those it was kept with, so even a row
/// changed behind the server's back is decoded afresh. Bounded: past `limit` games the oldest are forgotten.
final class RecentGames<Game: Sendable>: Sendable {
    private struct Entry: Sendable {
        let version: Int
        let state: String
        let game: Game
    }

    private struct Store: Sendable {
        var entries: [Int64: Entry] = [:]
        /// Row ids in the order they were first kept, for forgetting the oldest.
        var order: [Int64] = []
        var next = 0
    }

    private let limit: Int
    private let store = Mutex(Store())

    init(limit: Int = 1024) {
        self.limit = max(1, limit)
    }

    func game(row id: Int64, version: Int, state: String) -> Game? {
        store.withLock { store in
            guard let entry = store.entries[id], entry.version == version, entry.state == state else { return nil }
            return entry.game
        }
    }

    func keep(_ game: Game, row id: Int64, version: Int, state: String) {
        store.withLock { store in
            if store.entries.updateValue(Entry(version: version, state: state, game: game), forKey: id) != nil { return }
            if store.order.count < limit {
                store.order.append(id)
            } else {
                store.entries[store.order[store.next]] = nil
                store.order[store.next] = id
                store.next = (store.next + 1) % limit
            }
        }
    }

    var count: Int { store.withLock { $0.entries.count } }
}

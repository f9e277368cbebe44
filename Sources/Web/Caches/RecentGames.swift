import HTTP
/// The games last saved or read, by row, so the page after a move and a reload skip decoding the stored state (a
/// third of a Word Search page's CPU). Used only when the row's version and stored text are exactly those kept, so a
/// row changed behind the server's back is decoded afresh. Past `limit` games the oldest are forgotten.
final class RecentGames<Game: Sendable>: Sendable {
    private struct Entry: Sendable {
        let version: Int
        let state: String
        let game: Game
    }

    private let rows: RowCache<Entry>
    private let counters = CacheCounters(cache: "recent_games")

    init(limit: Int = 1024) {
        rows = RowCache(limit: limit)
    }

    func game(row id: Int64, version: Int, state: String) -> Game? {
        guard let entry = rows.value(row: id), entry.version == version, entry.state == state else {
            counters.miss()
            return nil
        }
        counters.hit()
        return entry.game
    }

    func keep(_ game: Game, row id: Int64, version: Int, state: String) {
        rows.keep(Entry(version: version, state: state, game: game), row: id)
    }

    var count: Int { rows.count }
}

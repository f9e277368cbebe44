import HTTP
import Storage

/// What a board shows every visitor until its next score: the all-time top ten, and the bucket totals
/// that place a row below them. Both come from one read.
struct BoardStandings: Sendable {
    let top: [ScoreEntry]
    let totals: BucketTotals
}

/// The standings of every board, each loaded when first asked for and dropped with every score written
/// (`App.scoresChanged`). With 1M results a board's bucket totals take ~100 µs to read, and a
/// leaderboard page needs three, for every visitor.
final class StandingsCache: Sendable {
    private let boards: [String: ScoreDependentCache<BoardStandings>]

    init() {
        boards = Dictionary(uniqueKeysWithValues: LeaderboardBoard.all.map { ($0.board.key, ScoreDependentCache(name: "standings")) })
    }

    func invalidate() {
        for cache in boards.values { cache.invalidate() }
    }

    /// Reads in a transaction of its own, begun after the cache's generation is read, so what it keeps is
    /// never older than the last score that dropped it: call it outside any other read.
    func standings(of board: ScoreBoard, in database: Database) throws -> BoardStandings {
        let load = {
            try database.read { c in
                BoardStandings(top: try ScoreStore.top(c, board: board, since: nil, limit: LeaderboardPage.size),
                               totals: try BucketTotals.load(c, board: board))
            }
        }
        guard let cache = boards[board.key] else { return try load() }
        return try cache.value(load)
    }
}

/// Games started from a challenge link (`challenges`): each friend's game, the game it answers and the friend's
/// name. Either side's result page reads the other side's results from here.
public enum ChallengeStore {
    /// One side's result as the other side's page shows it.
    public struct Result: Sendable, Hashable {
        /// The name the friend gave, or the challenger's session's leaderboard name; nil for none.
        public let name: String?
        public let outcome: String
        public let startedAt: Int64?
        public let finishedAt: Int64?
    }

    /// Marks `gameID` as a friend's answer to `challengerID`.
    public static func record(_ c: Connection, gameID: Int64, challengerID: Int64, name: String?) throws(DatabaseError) {
        try c.execute("INSERT INTO challenges (game_id, challenger_id, name) VALUES (?, ?, ?)",
                      [.integer(gameID), .integer(challengerID), name.map(SQLValue.text) ?? .null])
    }

    /// The game `gameID` answers, if it was started from a challenge and that game is still kept.
    public static func challenger(_ c: Connection, of gameID: Int64) throws(DatabaseError) -> Result? {
        try c.queryOne(
            """
            SELECT s.name AS name, g.outcome, g.started_at, g.finished_at FROM challenges ch
            JOIN games g ON g.id = ch.challenger_id JOIN sessions s ON s.id = g.session_id
            WHERE ch.game_id = ?
            """, [.integer(gameID)]).map(Self.result)
    }

    /// The finished answers to `gameID`, the first finished first (at most `limit`).
    public static func answers(_ c: Connection, to gameID: Int64, limit: Int = 10) throws(DatabaseError) -> [Result] {
        try c.query(
            """
            SELECT ch.name AS name, g.outcome, g.started_at, g.finished_at FROM challenges ch
            JOIN games g ON g.id = ch.game_id
            WHERE ch.challenger_id = ? AND g.finished_at IS NOT NULL
            ORDER BY g.finished_at, g.id LIMIT ?
            """, [.integer(gameID), .integer(Int64(limit))]).map(Self.result)
    }

    /// A game moved to a new id (`GameStore.reinstate`) keeps its answers.
    static func moved(_ c: Connection, from old: Int64, to new: Int64) throws(DatabaseError) {
        try c.execute("UPDATE challenges SET challenger_id = ? WHERE challenger_id = ?", [.integer(new), .integer(old)])
    }

    private static func result(_ row: Row) -> Result {
        Result(name: row.string("name"), outcome: row.string("outcome") ?? "", startedAt: row.int64("started_at"),
               finishedAt: row.int64("finished_at"))
    }
}

/// Matches between two sessions (`online_matches`) and the results they leave (`online_results`).
/// Times are milliseconds since the epoch, from the caller's clock.
public enum OnlineMatchStore {
    /// The PostgreSQL channel on which every change of a match is announced as "<token> <version>".
    public static let channel = "minigames_online"

    /// A new link's secret: 128 bits from the system's CSPRNG.
    public static func newToken() -> String { RandomToken.make() }

    /// Whether `token` could be a link's secret at all (checked before any lookup).
    public static func isWellFormedToken(_ token: String) -> Bool { RandomToken.isWellFormed(token) }

    public static func insert(_ c: Connection, _ record: OnlineMatchRecord) throws(DatabaseError) {
        try c.execute(
            """
            INSERT INTO online_matches (\(OnlineMatchRecord.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [.text(record.token), SQLValue(record.xSession), SQLValue(record.oSession), .text(record.state),
             SQLValue(record.version), .text(record.result), SQLValue(record.ending), SQLValue(record.round),
             .integer(record.turnStartedAt), .integer(record.createdAt), .integer(record.updatedAt),
             SQLValue(record.rematchOffer), .text(record.game), SQLValue(record.lastMove), SQLValue(record.lastMoveVersion)])
    }

    public static func find(_ c: Connection, token: String) throws(DatabaseError) -> OnlineMatchRecord? {
        try c.queryOne("SELECT \(OnlineMatchRecord.columns) FROM online_matches WHERE token = ?", [.text(token)])
            .map(OnlineMatchRecord.init(row:))
    }

    /// Saves only if the stored version still equals `record.version` (so a double-submitted form applies once,
    /// and two visitors cannot both take the free side); bumps the version and returns the saved record, or nil
    /// when the record was stale.
    public static func update(_ c: Connection, _ record: OnlineMatchRecord, now: Int64) throws(DatabaseError) -> OnlineMatchRecord? {
        let changed = try c.execute(
            """
            UPDATE online_matches SET x_session = ?, o_session = ?, state = ?, version = version + 1, result = ?,
                ending = ?, round = ?, turn_started_at = ?, updated_at = ?, rematch_offer = ?, last_move = ?,
                last_move_version = ?
            WHERE token = ? AND version = ?
            """,
            [SQLValue(record.xSession), SQLValue(record.oSession), .text(record.state), .text(record.result),
             SQLValue(record.ending), SQLValue(record.round), .integer(record.turnStartedAt), .integer(now),
             SQLValue(record.rematchOffer), SQLValue(record.lastMove), SQLValue(record.lastMoveVersion),
             .text(record.token), SQLValue(record.version)])
        guard changed == 1 else { return nil }
        var saved = record
        saved.version += 1
        saved.updatedAt = now
        return saved
    }

    /// One player's result of a finished round ("won", "lost" or "draw") of `game` (its slug); a round is recorded
    /// once per player.
    public static func recordResult(_ c: Connection, sessionID: String, token: String, round: Int, result: String,
                                    now: Int64, game: String) throws(DatabaseError) {
        try c.execute(
            """
            INSERT INTO online_results (session_id, token, round, result, finished_at, game) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (session_id, token, round) DO NOTHING
            """,
            [.text(sessionID), .text(token), SQLValue(round), .text(result), .integer(now), .text(game)])
    }

    /// The session's online record: rounds won, lost and drawn, of one game (its slug) or of all when nil.
    public static func tally(_ c: Connection, sessionID: String, game: String? = nil) throws(DatabaseError)
        -> (won: Int, lost: Int, draw: Int)
    {
        var tally = (won: 0, lost: 0, draw: 0)
        let ofGame = game == nil ? "" : " AND game = ?"
        let rows = try c.query("SELECT result, count(*) AS count FROM online_results WHERE session_id = ?\(ofGame) GROUP BY result",
                               [.text(sessionID)] + (game.map { [.text($0)] } ?? []))
        for row in rows {
            let count = row.int("count") ?? 0
            switch row.string("result") {
            case "won": tally.won = count
            case "lost": tally.lost = count
            default: tally.draw = count
            }
        }
        return tally
    }
}

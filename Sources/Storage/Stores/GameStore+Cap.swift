/// How many games one session holds of one kind.
public struct SessionGames: Sendable, Equatable {
    public let sessionID: String
    public let kind: String
    public let count: Int
}

extension GameStore {
    /// The sessions (and kinds) that have games among the next `limit` games after id `after`, with more than
    /// `keep` games of that kind; and the last game id looked at (nil when there was none). Ids only grow
    /// (AUTOINCREMENT), so a caller that remembers the id reaches only the sessions that made games since.
    public static func overCap(_ c: Connection, after: Int64, limit: Int, keep: Int) throws(DatabaseError)
        -> (sessions: [SessionGames], through: Int64?)
    {
        let last = try c.queryOne(
            "SELECT max(id) AS id FROM (SELECT id FROM games WHERE id > ?1 ORDER BY id LIMIT ?2) AS batch",
            [.integer(after), SQLValue(max(limit, 1))])?.int64("id")
        guard let last else { return ([], nil) }
        let rows = try c.query(
            """
            SELECT session_id, kind, count FROM (
                SELECT touched.session_id, touched.kind,
                    (SELECT count(*) FROM games AS g WHERE g.session_id = touched.session_id AND g.kind = touched.kind) AS count
                FROM (SELECT DISTINCT session_id, kind FROM games WHERE id > ?1 AND id <= ?2) AS touched) AS counted
            WHERE count > ?3
            """,
            [.integer(after), .integer(last), SQLValue(keep)])
        let sessions = rows.map {
            SessionGames(sessionID: $0.string("session_id") ?? "", kind: $0.string("kind") ?? "", count: $0.int("count") ?? 0)
        }
        return (sessions, last)
    }

    /// Deletes up to `limit` of the session's oldest games of this kind beyond the newest `keep`, finished before
    /// abandoned; never the current game nor one holding a result, so a ranked result stays auditable by its replay.
    /// Scores keep their own copy. Returns how many went; the caller repeats while a full batch went.
    public static func prune(
        _ c: Connection, sessionID: String, kind: String, keep: Int, limit: Int
    ) throws(DatabaseError) -> Int {
        try c.execute(
            """
            DELETE FROM games WHERE id IN (
                SELECT id FROM games
                WHERE session_id = ?1 AND kind = ?2
                    AND id < (SELECT max(id) FROM games WHERE session_id = ?1 AND kind = ?2)
                    AND NOT EXISTS (SELECT 1 FROM scores WHERE scores.game_id = games.id)
                ORDER BY outcome = 'playing', id
                LIMIT (SELECT CASE WHEN over < 0 THEN 0 WHEN over > ?4 THEN ?4 ELSE over END
                       FROM (SELECT count(*) - ?3 AS over FROM games WHERE session_id = ?1 AND kind = ?2) AS counted))
            """,
            [.text(sessionID), .text(kind), SQLValue(max(keep, 1)), SQLValue(max(limit, 0))])
    }
}

extension GameStore {
    /// The session's row and its current game of `kind` (nil when it has none), in one statement: on PostgreSQL every
    /// statement is a round trip that wakes the server's backend, and a page or a move reads both.
    /// Nil when there is no such session. The same rows as `SessionStore.find` then `GameStore.current`.
    public static func currentWithSession(_ c: Connection, sessionID: String, kind: String) throws(DatabaseError)
        -> (session: SessionRecord, game: GameRecord?)?
    {
        guard RandomToken.isWellFormed(sessionID) else { return nil }
        let sql = c.dialect == .postgres ? postgresRead : sqliteRead
        guard let row = try c.queryOne(sql, [.text(kind), .text(sessionID)]) else { return nil }
        let session = SessionRecord(row: row, idColumn: "session_key", createdAtColumn: "session_created_at")
        return (session, row.int64("id") == nil ? nil : GameRecord(row: row))
    }

    // PostgreSQL reads the game by a LATERAL subquery, which leaves it only the session's index entries, newest first:
    // a join on a scalar subquery (SQLite's form below; SQLite has no LATERAL) made pages and moves 3–4× slower once
    // the plan was prepared on near-empty tables. Session columns are renamed where a game's share the name.
    private static let postgresRead = read(
        game: "LEFT JOIN LATERAL (SELECT \(GameRecord.columns) FROM games WHERE session_id = s.id AND kind = ? ORDER BY id DESC LIMIT 1) g ON true")
    private static let sqliteRead = read(
        game: "LEFT JOIN games g ON g.id = (SELECT id FROM games WHERE session_id = s.id AND kind = ? ORDER BY id DESC LIMIT 1)")

    private static func read(game: String) -> String {
        let columns = GameRecord.columns.split(separator: ", ").map { "g.\($0)" }.joined(separator: ", ")
        return """
            SELECT s.id AS session_key, s.csrf_token, s.name, s.created_at AS session_created_at, s.seen_at, s.sound, \(columns)
            FROM sessions s \(game)
            WHERE s.id = ?
            """
    }
}

extension GameStore {
    /// The session's row and its current game of `kind` (nil when it has none), in one statement: on PostgreSQL every
    /// statement is a round trip that wakes the server's backend, and a page or a move reads both (issue 28).
    /// Nil when there is no such session. The same rows as `SessionStore.find` then `GameStore.current`.
    public static func currentWithSession(_ c: Connection, sessionID: String, kind: String) throws(DatabaseError)
        -> (session: SessionRecord, game: GameRecord?)?
    {
        guard RandomToken.isWellFormed(sessionID) else { return nil }
        // The session's columns are renamed where the game has the same name; a scalar subquery picks the game, so
        // SQLite (no LATERAL) runs the same text.
        guard let row = try c.queryOne(
            """
            SELECT s.id AS session_key, s.csrf_token, s.name, s.created_at AS session_created_at, s.seen_at, s.sound,
                \(joinedColumns)
            FROM sessions s LEFT JOIN games g
                ON g.id = (SELECT id FROM games WHERE session_id = s.id AND kind = ? ORDER BY id DESC LIMIT 1)
            WHERE s.id = ?
            """,
            [.text(kind), .text(sessionID)]
        ) else { return nil }
        let session = SessionRecord(row: row, idColumn: "session_key", createdAtColumn: "session_created_at")
        return (session, row.int64("id") == nil ? nil : GameRecord(row: row))
    }

    /// `GameRecord.columns` read from the joined game `g`.
    private static let joinedColumns = GameRecord.columns.split(separator: ", ").map { "g.\($0)" }.joined(separator: ", ")
}

extension GameStore {
    /// A move's save with its log line, all or nothing, only from the version it was played on (nil otherwise). On
    /// PostgreSQL one statement, and only while no newer game replaced this one (`replaced`, migration 20), so a move
    /// on a remembered row (`SavedGames`) never lands on an old game; SQLite has no such `WITH`: two statements.
    public static func saveMove(_ c: Connection, _ record: GameRecord, text: String, now: Int64) throws(DatabaseError)
        -> GameRecord?
    {
        let clock = record.startedAt ?? record.createdAt
        let logged = LoggedMove(version: record.version + 1, text: text, atMilliseconds: max(0, now - clock))
        guard c.dialect == .postgres else {
            guard let saved = try update(c, record, now: now) else { return nil }
            try MoveLogStore.append(c, gameID: saved.id, logged)
            return saved
        }
        let changed = try c.execute(
            """
            WITH saved AS (
                UPDATE games SET state = ?, version = version + 1, outcome = ?, moves = ?, started_at = ?, finished_at = ?,
                    updated_at = ?, undos = ?, deaths = ?
                WHERE id = ?9 AND session_id = ?10 AND version = ?11 AND NOT replaced
                RETURNING id, version
            )
            INSERT INTO game_moves (game_id, version, move, at_ms) SELECT id, version, CAST(?12 AS TEXT), CAST(?13 AS BIGINT) FROM saved
            """,
            [.text(record.state), .text(record.outcome), SQLValue(record.moves), SQLValue(record.startedAt),
             SQLValue(record.finishedAt), .integer(now), SQLValue(record.undos), SQLValue(record.deaths),
             .integer(record.id), .text(record.sessionID), SQLValue(record.version),
             .text(logged.text), .integer(logged.atMilliseconds)])
        guard changed == 1 else { return nil }
        var saved = record
        saved.version += 1
        saved.updatedAt = now
        return saved
    }
}

/// Games in the `games` table. Times are milliseconds since the epoch, from the caller's clock.
public enum GameStore {
    /// The newest game of this kind for the session.
    public static func current(_ c: Connection, sessionID: String, kind: String) throws(DatabaseError) -> GameRecord? {
        try c.queryOne(
            "SELECT \(GameRecord.columns) FROM games WHERE session_id = ? AND kind = ? ORDER BY id DESC LIMIT 1",
            [.text(sessionID), .text(kind)]
        ).map(GameRecord.init(row:))
    }

    /// Stores a new game at version 1 with no moves, finished now unless `outcome` is "playing". A second ranked game
    /// of one daily board (`games_daily_attempt`), or of one shown board (`shownAt`, `games_shown_board`: a first
    /// move posted twice at once), for the session stores nothing and throws a constraint error.
    public static func insert(
        _ c: Connection, sessionID: String, kind: String, level: String, state: String, outcome: String, now: Int64,
        daily: String? = nil, practice: Bool = false, shownAt: Int64? = nil
    ) throws(DatabaseError) -> GameRecord {
        let finishedAt: Int64? = outcome == "playing" ? nil : now
        // DO NOTHING rather than an error: PostgreSQL would abort the transaction and log the violation.
        let inserted = try c.queryOne(
            """
            INSERT INTO games (session_id, kind, level, state, version, outcome, moves, created_at, finished_at, updated_at,
                daily, practice, shown_at)
            VALUES (?, ?, ?, ?, 1, ?, 0, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (session_id, kind, shown_at) WHERE shown_at IS NOT NULL DO NOTHING
            RETURNING id
            """,
            [.text(sessionID), .text(kind), .text(level), .text(state), .text(outcome), .integer(now), SQLValue(finishedAt),
             .integer(now), SQLValue(daily), .integer(practice ? 1 : 0), SQLValue(shownAt)])
        guard let id = inserted?.int64("id") else {
            if shownAt != nil { throw DatabaseError(kind: .constraint, message: "that shown board is already a game") }
            throw DatabaseError(kind: .other, message: "a new game returned no id")
        }
        return GameRecord(
            id: id, sessionID: sessionID, kind: kind, level: level, state: state, version: 1,
            outcome: outcome, moves: 0, createdAt: now, startedAt: nil, finishedAt: finishedAt, updatedAt: now,
            daily: daily, practice: practice)
    }

    /// Saves only if the stored version still equals `record.version` (so a double-submitted form applies
    /// once) and the game is still the record's session's; bumps the version and returns the saved record,
    /// or nil when the record was stale.
    public static func update(_ c: Connection, _ record: GameRecord, now: Int64) throws(DatabaseError) -> GameRecord? {
        let changed = try c.execute(
            """
            UPDATE games SET state = ?, version = version + 1, outcome = ?, moves = ?, started_at = ?, finished_at = ?,
                updated_at = ?, undos = ?, deaths = ?
            WHERE id = ? AND session_id = ? AND version = ?
            """,
            [.text(record.state), .text(record.outcome), SQLValue(record.moves), SQLValue(record.startedAt),
             SQLValue(record.finishedAt), .integer(now), SQLValue(record.undos), SQLValue(record.deaths),
             .integer(record.id), .text(record.sessionID),
             SQLValue(record.version)])
        guard changed == 1 else { return nil }
        var saved = record
        saved.version += 1
        saved.updatedAt = now
        return saved
    }

    public static func find(_ c: Connection, id: Int64) throws(DatabaseError) -> GameRecord? {
        try c.queryOne("SELECT \(GameRecord.columns) FROM games WHERE id = ?", [.integer(id)]).map(GameRecord.init(row:))
    }

    /// Finished games of this kind for the session, counted per level and outcome; `ranked`: only games that may
    /// rank (`GameRecord.mayRank`).
    public static func tally(_ c: Connection, sessionID: String, kind: String, ranked: Bool = false) throws(DatabaseError)
        -> [(level: String, outcome: String, count: Int)]
    {
        try c.query(
            """
            SELECT level, outcome, count(*) AS count FROM games
            WHERE session_id = ? AND kind = ? AND outcome <> 'playing'\(ranked ? " AND undos = 0 AND practice = 0" : "")
            GROUP BY level, outcome ORDER BY level, outcome
            """,
            [.text(sessionID), .text(kind)]
        ).map { (level: $0.string("level") ?? "", outcome: $0.string("outcome") ?? "", count: $0.int("count") ?? 0) }
    }

    /// The session's latest games of this kind, newest first (finished or not), for streaks.
    public static func recent(_ c: Connection, sessionID: String, kind: String, limit: Int) throws(DatabaseError) -> [GameRecord] {
        // SQLite reads a negative LIMIT as "no limit".
        try c.query(
            "SELECT \(GameRecord.columns) FROM games WHERE session_id = ? AND kind = ? ORDER BY id DESC LIMIT ?",
            [.text(sessionID), .text(kind), SQLValue(max(limit, 0))]
        ).map(GameRecord.init(row:))
    }
}

extension GameStore {
    /// The session's ranked game of a daily board (`games_daily_attempt` keeps at most one), or nil.
    public static func dailyAttempt(
        _ c: Connection, sessionID: String, kind: String, level: String, day: String
    ) throws(DatabaseError) -> GameRecord? {
        try c.queryOne(
            """
            SELECT \(GameRecord.columns) FROM games
            WHERE session_id = ? AND kind = ? AND level = ? AND daily = ? AND practice = 0
            """,
            [.text(sessionID), .text(kind), .text(level), .text(day)]
        ).map(GameRecord.init(row:))
    }

    /// Makes an older game the session's current one again (the current game is the newest id): the same row
    /// under a new id, its moves and score following it. A player who started another game can so come back to
    /// a daily board's one ranked attempt. Returns the game under its new id.
    public static func reinstate(_ c: Connection, _ record: GameRecord) throws(DatabaseError) -> GameRecord {
        // The attempt's index entry must be free before its copy takes it.
        _ = try c.execute("UPDATE games SET daily = NULL WHERE id = ?", [.integer(record.id)])
        let inserted = try c.queryOne(
            """
            INSERT INTO games (session_id, kind, level, state, version, outcome, moves, created_at, started_at,
                finished_at, updated_at, undos, deaths, daily, practice)
            SELECT session_id, kind, level, state, version, outcome, moves, created_at, started_at,
                finished_at, updated_at, undos, deaths, ?, practice
            FROM games WHERE id = ? RETURNING id
            """,
            [SQLValue(record.daily), .integer(record.id)])
        guard let id = inserted?.int64("id") else {
            throw DatabaseError(kind: .other, message: "game \(record.id) could not be reinstated")
        }
        _ = try c.execute("UPDATE game_moves SET game_id = ? WHERE game_id = ?", [.integer(id), .integer(record.id)])
        _ = try c.execute("UPDATE scores SET game_id = ? WHERE game_id = ?", [.integer(id), .integer(record.id)])
        try ChallengeStore.moved(c, from: record.id, to: id)
        _ = try c.execute("DELETE FROM games WHERE id = ?", [.integer(record.id)])
        return try find(c, id: id) ?? record
    }
}

extension GameStore {
    /// Every ranked daily try the session still keeps, on every day: the streaks and calendar of `/daily`.
    public static func dailyTries(_ c: Connection, sessionID: String) throws(DatabaseError)
        -> [(kind: String, level: String, day: String, outcome: String)]
    {
        try c.query(
            "SELECT kind, level, daily, outcome FROM games WHERE session_id = ? AND daily IS NOT NULL AND practice = 0",
            [.text(sessionID)]
        ).map { (kind: $0.string("kind") ?? "", level: $0.string("level") ?? "", day: $0.string("daily") ?? "",
                 outcome: $0.string("outcome") ?? "") }
    }

    /// How many sessions have a ranked try at each game's daily boards of `day`, by game.
    public static func dailyPlayers(_ c: Connection, day: String) throws(DatabaseError) -> [String: Int] {
        let rows = try c.query(
            """
            SELECT kind, COUNT(DISTINCT session_id) AS players FROM games
            WHERE daily = ? AND practice = 0 GROUP BY kind
            """,
            [.text(day)])
        var players: [String: Int] = [:]
        for row in rows { players[row.string("kind") ?? ""] = row.int("players") ?? 0 }
        return players
    }
}

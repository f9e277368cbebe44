/// What the replay check (`minigames check-replays`) reads: every game in pages of ids, and when the move log began.
extension MoveLogStore {
    /// Up to `limit` games with an id above `afterID`, by id.
    public static func games(_ c: Connection, afterID: Int64, limit: Int) throws(DatabaseError) -> [GameRecord] {
        try c.query("SELECT \(GameRecord.columns) FROM games WHERE id > ? ORDER BY id LIMIT ?",
                    [.integer(afterID), SQLValue(max(limit, 0))]).map(GameRecord.init(row:))
    }

    /// When migration 8 (the move log) was applied, in ms since 1970, to the second it was recorded with: a game
    /// created before then may have no log, or only its later moves. Nil when it is not applied.
    public static func logStartedAt(_ c: Connection) throws(DatabaseError) -> Int64? {
        try c.queryOne("SELECT applied_at FROM schema_migrations WHERE version = ?", [SQLValue(Schema.moveLog.version)])?
            .int64("applied_at").map { $0 * 1000 }
    }
}

extension SessionStore {
    /// Deletes up to `limit` sessions not seen since `olderThan`, and their games; the caller repeats while a
    /// full batch went, so one transaction never holds the writer for long.
    public static func deleteIdle(_ c: Connection, olderThan: Int64, limit: Int) throws(DatabaseError) -> RemovedRows {
        // Games first, by the same batch (nothing else changes in between: one transaction), so both counts
        // are the statement's own changes (a cascade's rows are not counted by SQLite).
        let batch = "SELECT id FROM sessions WHERE seen_at < ?1 ORDER BY seen_at, id LIMIT ?2"
        let bindings: [SQLValue] = [.integer(olderThan), SQLValue(max(limit, 0))]
        let games = try c.execute("DELETE FROM games WHERE session_id IN (\(batch))", bindings)
        let sessions = try c.execute("DELETE FROM sessions WHERE id IN (\(batch))", bindings)
        return RemovedRows(sessions: sessions, games: games)
    }
}

/// A session's place in `seen_at` order (the index `sessions_by_seen_at` holds the id too): where a sweep of
/// never-used sessions stopped, so the next batch, or the next sweep, goes on from there.
public struct SessionKey: Sendable, Equatable {
    public let seenAt: Int64
    public let id: String

    public init(seenAt: Int64, id: String) {
        self.seenAt = seenAt
        self.id = id
    }

    /// Before every session.
    public static let first = SessionKey(seenAt: .min, id: "")
}

extension SessionStore {
    /// A session nobody used: no name, no score, no game with a move (games without a move go with it), and no
    /// finished online round (a match nobody finished goes with it).
    static let neverUsed = """
        name IS NULL
        AND NOT EXISTS (SELECT 1 FROM games AS played WHERE played.session_id = sessions.id AND played.moves > 0)
        AND NOT EXISTS (SELECT 1 FROM scores WHERE scores.session_id = sessions.id)
        AND NOT EXISTS (SELECT 1 FROM online_results WHERE online_results.session_id = sessions.id)
        """

    /// The last of the next `limit` sessions after `position` not seen since `seenBefore`, and whether that reached
    /// `seenBefore`; nil when none is left. On a reader (the writer only deletes). Walking by position reads the
    /// sessions a sweep keeps once, not once per batch.
    public static func unusedBatch(
        _ c: Connection, seenBefore: Int64, after position: SessionKey, limit: Int
    ) throws(DatabaseError) -> (through: SessionKey, isDone: Bool)? {
        let keys = try c.query(
            """
            SELECT seen_at, id FROM sessions WHERE seen_at < ?1 AND (seen_at, id) > (?2, ?3)
            ORDER BY seen_at, id LIMIT ?4
            """,
            [.integer(seenBefore), .integer(position.seenAt), .text(position.id), SQLValue(max(limit, 1))])
        guard let last = keys.last, let seenAt = last.int64("seen_at"), let id = last.string("id") else { return nil }
        return (SessionKey(seenAt: seenAt, id: id), keys.count < limit)
    }

    /// Deletes the never-used sessions after `position` up to `through` (both from `unusedBatch`, whose `through`
    /// is below its `seenBefore`; checked again here, in the writer's transaction) with their games.
    public static func deleteUnused(
        _ c: Connection, after position: SessionKey, through last: SessionKey
    ) throws(DatabaseError) -> RemovedRows {
        // Both ends are bounds of the index range (`through` is below `seenBefore`, so that need not be repeated:
        // a plain `seen_at < ?` next to the row values would make it the range's end, read to the cutoff).
        let batch = "(seen_at, id) > (?1, ?2) AND (seen_at, id) <= (?3, ?4) AND \(neverUsed)"
        let bindings: [SQLValue] = [.integer(position.seenAt), .text(position.id), .integer(last.seenAt), .text(last.id)]
        // Games first (all without a move), so both counts are statements' own changes: SQLite does not count
        // the rows a cascade deletes.
        let games = try c.execute("DELETE FROM games WHERE session_id IN (SELECT id FROM sessions WHERE \(batch))", bindings)
        let sessions = try c.execute("DELETE FROM sessions WHERE \(batch)", bindings)
        return RemovedRows(sessions: sessions, games: games)
    }
}

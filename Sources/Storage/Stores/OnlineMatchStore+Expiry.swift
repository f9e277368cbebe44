/// What bounds the matches a session can leave behind: invitations nobody joined are counted per session
/// and expire, and finished matches nobody came back to go the way of old games. A match's results stay
/// (`online_results`): they are the players' record, not the match.
extension OnlineMatchStore {
    /// The session's invitations that nobody has joined yet (one side still free).
    public static func openInvitations(_ c: Connection, sessionID: String) throws(DatabaseError) -> Int {
        try c.queryOne(
            """
            SELECT count(*) AS n FROM online_matches
            WHERE (x_session = ?1 AND o_session IS NULL) OR (o_session = ?1 AND x_session IS NULL)
            """,
            [.text(sessionID)])?.int("n") ?? 0
    }

    /// Deletes up to `limit` matches unchanged since before `unjoinedBefore` with a side still free (an invitation
    /// nobody took), or since before `finishedBefore` with their round over; returns how many went. The condition is
    /// checked in the statement, so a match joined or played meanwhile stays.
    public static func deleteExpired(_ c: Connection, unjoinedBefore: Int64, finishedBefore: Int64, limit: Int)
        throws(DatabaseError) -> Int
    {
        try c.execute(
            """
            DELETE FROM online_matches WHERE token IN (
                SELECT token FROM online_matches
                WHERE updated_at < ?1
                    AND ((x_session IS NULL OR o_session IS NULL) AND updated_at < ?2 OR result <> 'playing' AND updated_at < ?3)
                LIMIT ?4)
            """,
            [.integer(max(unjoinedBefore, finishedBefore)), .integer(unjoinedBefore), .integer(finishedBefore),
             SQLValue(max(limit, 1))])
    }
}

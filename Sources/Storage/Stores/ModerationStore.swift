/// What an operator changes on the public boards: hidden names and results, and sessions banned from naming.
/// Nothing is deleted, so every step can be undone. The boards read only `name IS NOT NULL` rows, so a hidden
/// row drops off every board, the title's bests and the rank counts at the commit (see `Schema.moderation`).
public enum ModerationStore {
    /// The newest results that carry a name, or had one hidden, or were hidden: newest first.
    public static func recent(_ c: Connection, limit: Int) throws(DatabaseError) -> [ModeratedScore] {
        try c.query(
            """
            SELECT \(ModeratedScore.columns) FROM scores s
            WHERE s.name IS NOT NULL OR s.hidden_name IS NOT NULL OR s.hidden = 1
            ORDER BY s.id DESC LIMIT ?
            """,
            [SQLValue(limit)]
        ).map(ModeratedScore.init(row:))
    }

    /// Results held for their pace and not dropped, newest first.
    public static func held(_ c: Connection, limit: Int) throws(DatabaseError) -> [ModeratedScore] {
        try c.query(
            "SELECT \(ModeratedScore.columns) FROM scores s WHERE s.held IS NOT NULL AND s.hidden = 0 ORDER BY s.id DESC LIMIT ?",
            [SQLValue(limit)]
        ).map(ModeratedScore.init(row:))
    }

    /// Ranks a held result: it joins its boards once named (its owner's page then offers the name form). False when
    /// it was not held, or was dropped.
    public static func rank(_ c: Connection, scoreID: Int64) throws(DatabaseError) -> Bool {
        try c.execute("UPDATE scores SET held = NULL WHERE id = ? AND held IS NOT NULL AND hidden = 0",
                      [.integer(scoreID)]) == 1
    }

    public static func find(_ c: Connection, scoreID: Int64) throws(DatabaseError) -> ModeratedScore? {
        try c.queryOne("SELECT \(ModeratedScore.columns) FROM scores s WHERE s.id = ?", [.integer(scoreID)])
            .map(ModeratedScore.init(row:))
    }

    /// Sets the row's name aside; its owner may name the result again. The session stops offering that name
    /// as the next one's default. False when there is no such row or it has no name.
    public static func hideName(_ c: Connection, scoreID: Int64) throws(DatabaseError) -> Bool {
        guard let row = try find(c, scoreID: scoreID), let name = row.name else { return false }
        try setAside(c, scoreID: scoreID, sessionID: row.sessionID, name: name)
        return true
    }

    /// Hides every row named `name` (ignoring case and surrounding spaces); returns how many.
    public static func hideName(_ c: Connection, named name: String) throws(DatabaseError) -> Int {
        let rows = try c.query(
            "SELECT id, session_id, name FROM scores WHERE lower(trim(name)) = lower(trim(?))", [.text(name)])
        for row in rows {
            try setAside(c, scoreID: row.int64("id") ?? 0, sessionID: row.string("session_id") ?? "", name: row.string("name") ?? "")
        }
        return rows.count
    }

    /// Takes the whole result off the boards for good (until `unhide`): a cheat, or a result an operator
    /// does not want shown under any name. False when there is no such row.
    public static func hideScore(_ c: Connection, scoreID: Int64) throws(DatabaseError) -> Bool {
        try c.execute(
            "UPDATE scores SET hidden = 1, hidden_name = coalesce(name, hidden_name), name = NULL WHERE id = ?",
            [.integer(scoreID)]) == 1
    }

    /// Shows the row again: its set-aside name comes back unless its owner has named it since.
    public static func unhide(_ c: Connection, scoreID: Int64) throws(DatabaseError) -> Bool {
        try c.execute(
            "UPDATE scores SET name = coalesce(name, hidden_name), hidden_name = NULL, hidden = 0 WHERE id = ?",
            [.integer(scoreID)]) == 1
    }

    /// Refuses names from this session from now on; with `hidingNames`, also hides the names it already gave.
    /// Returns how many names were hidden.
    @discardableResult
    public static func ban(_ c: Connection, sessionID: String, now: Int64, hidingNames: Bool = false) throws(DatabaseError) -> Int {
        try c.execute(
            "INSERT INTO naming_bans (session_id, banned_at) VALUES (?, ?) ON CONFLICT (session_id) DO NOTHING",
            [.text(sessionID), .integer(now)])
        guard hidingNames else { return 0 }
        let rows = try c.query("SELECT id, name FROM scores WHERE session_id = ? AND name IS NOT NULL", [.text(sessionID)])
        for row in rows {
            try setAside(c, scoreID: row.int64("id") ?? 0, sessionID: sessionID, name: row.string("name") ?? "")
        }
        return rows.count
    }

    /// False when the session was not banned.
    public static func unban(_ c: Connection, sessionID: String) throws(DatabaseError) -> Bool {
        try c.execute("DELETE FROM naming_bans WHERE session_id = ?", [.text(sessionID)]) == 1
    }

    public static func isBanned(_ c: Connection, sessionID: String) throws(DatabaseError) -> Bool {
        try c.queryOne("SELECT 1 AS banned FROM naming_bans WHERE session_id = ?", [.text(sessionID)]) != nil
    }

    /// Every banned session with when it was banned (milliseconds), newest first.
    public static func bans(_ c: Connection) throws(DatabaseError) -> [(sessionID: String, bannedAt: Int64)] {
        try c.query("SELECT session_id, banned_at FROM naming_bans ORDER BY banned_at DESC, session_id").map { row in
            (row.string("session_id") ?? "", row.int64("banned_at") ?? 0)
        }
    }

    private static func setAside(_ c: Connection, scoreID: Int64, sessionID: String, name: String) throws(DatabaseError) {
        try c.execute("UPDATE scores SET hidden_name = name, name = NULL WHERE id = ? AND name IS NOT NULL", [.integer(scoreID)])
        // The name form would otherwise offer the hidden name again as the default.
        try c.execute("UPDATE sessions SET name = NULL WHERE id = ? AND name = ?", [.text(sessionID), .text(name)])
    }
}

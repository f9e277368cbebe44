/// Leaderboard rows in the `scores` table. Only named rows are public: `top`, `rank` and `best` ignore the rest.
/// Every board's order is ascending (penalty, rank_value, created_at, id); see `Schema.scores`.
public enum ScoreStore {
    /// How many rows of the all-time order a windowed `top` reads before it sorts the window instead.
    static let windowHeadScan = 4_096

    /// How many numbers a score keeps for its session's statistics (`record`'s `measures`, `GameStore.stats`).
    public static let measureSlots = 2

    /// Records a game's result once: recording the same game again returns the row already stored. `measures`: up to
    /// `measureSlots` numbers the game keeps of the win for its statistics, in its own order (nil: none in that slot).
    public static func record(
        _ c: Connection, board: ScoreBoard, sessionID: String, gameID: Int64, value: Int64, penalty: Int, detail: Double?,
        measures: [Double?] = [], now: Int64
    ) throws(DatabaseError) -> ScoreEntry {
        precondition(measures.count <= measureSlots, "a score keeps \(measureSlots) measures")
        let key = board.rankKey(value)
        let measure = { (slot: Int) in SQLValue(slot < measures.count ? measures[slot] : nil) }
        // RETURNING gives a row only when one was inserted, not when the game's row was already there.
        let inserted = try c.queryOne(
            """
            INSERT INTO scores (board, session_id, game_id, value, penalty, rank_value, rank_bucket, detail, measure_1,
                measure_2, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING RETURNING id
            """,
            [.text(board.key), .text(sessionID), .integer(gameID), .integer(value), SQLValue(penalty),
             .integer(key.value), .integer(key.bucket), SQLValue(detail), measure(0), measure(1), .integer(now)])
        if let id = inserted?.int64("id") {
            return ScoreEntry(
                id: id, sessionID: sessionID, gameID: gameID, value: value, penalty: penalty,
                detail: detail, name: nil, createdAt: now)
        }
        guard let existing = try c.queryOne("SELECT \(ScoreEntry.columns) FROM scores WHERE game_id = ?", [.integer(gameID)]) else {
            throw DatabaseError(kind: .other, message: "score for game \(gameID) neither inserted nor found")
        }
        return ScoreEntry(row: existing)
    }

    /// Keeps one row per board and session at its best value: replaced only by a better value,
    /// and then dated `now` (when it was achieved). The row keeps its name.
    public static func recordBest(
        _ c: Connection, board: ScoreBoard, sessionID: String, value: Int64, now: Int64
    ) throws(DatabaseError) -> ScoreEntry {
        let key = board.rankKey(value)
        try c.execute(
            """
            INSERT INTO scores (board, session_id, game_id, value, penalty, rank_value, rank_bucket, created_at)
            VALUES (?, ?, NULL, ?, 0, ?, ?, ?)
            ON CONFLICT (board, session_id) WHERE game_id IS NULL DO UPDATE SET
                value = excluded.value, rank_value = excluded.rank_value, rank_bucket = excluded.rank_bucket,
                created_at = excluded.created_at
            WHERE excluded.rank_value < scores.rank_value
            """,
            [.text(board.key), .text(sessionID), .integer(value), .integer(key.value), .integer(key.bucket), .integer(now)])
        guard let row = try c.queryOne(
            "SELECT \(ScoreEntry.columns) FROM scores WHERE board = ? AND session_id = ? AND game_id IS NULL",
            [.text(board.key), .text(sessionID)])
        else {
            throw DatabaseError(kind: .other, message: "best score for \(board.key) neither stored nor found")
        }
        return ScoreEntry(row: row)
    }

    /// Names a row, only for the session that owns it; false when the row is not that session's, an
    /// operator hid the whole result (`ModerationStore.hideScore`), or it is held for its pace (`hold`).
    public static func setName(_ c: Connection, scoreID: Int64, sessionID: String, name: String) throws(DatabaseError) -> Bool {
        try c.execute(
            "UPDATE scores SET name = ? WHERE id = ? AND session_id = ? AND hidden = 0 AND held IS NULL",
            [.text(name), .integer(scoreID), .text(sessionID)]) == 1
    }

    /// The best named rows, in board order; with `since`, only rows recorded at or after it.
    public static func top(_ c: Connection, board: ScoreBoard, since: Int64?, limit: Int) throws(DatabaseError) -> [ScoreEntry] {
        guard limit > 0 else { return [] }
        guard let since else {
            return try c.query(
                """
                SELECT \(ScoreEntry.columns) FROM scores WHERE board = ? AND name IS NOT NULL
                ORDER BY penalty, rank_bucket, rank_value, created_at, id LIMIT ?
                """,
                [.text(board.key), SQLValue(limit)]
            ).map(ScoreEntry.init(row:))
        }
        // Usually the window's best rows are among the board's best few thousand: read those in order
        // (the subquery runs as a co-routine, so rows arrive in index order and LIMIT stops early).
        let head = try c.query(
            """
            SELECT \(qualifiedColumns) FROM (
                SELECT id, created_at FROM scores WHERE board = ? AND name IS NOT NULL
                ORDER BY penalty, rank_bucket, rank_value, created_at, id LIMIT ?
            ) AS head CROSS JOIN scores AS s ON s.id = head.id
            WHERE head.created_at >= ? \(c.dialect == .postgres ? headOrder : "")LIMIT ?
            """,
            [.text(board.key), SQLValue(windowHeadScan), .integer(since), SQLValue(limit)]
        ).map(ScoreEntry.init(row:))
        if head.count == limit { return head }
        // Too few there (a quiet day, or a window of weak results): sort the whole window.
        return try c.query(
            """
            SELECT \(ScoreEntry.columns) FROM scores INDEXED BY scores_recent
            WHERE board = ? AND name IS NOT NULL AND created_at >= ?
            ORDER BY penalty, rank_value, created_at, id LIMIT ?
            """,
            [.text(board.key), .integer(since), SQLValue(limit)]
        ).map(ScoreEntry.init(row:))
    }

    /// The 1-based place `entry` takes among the board's named rows (counted as if it were named).
    public static func rank(_ c: Connection, board: ScoreBoard, entry: ScoreEntry, since: Int64?) throws(DatabaseError) -> Int {
        let key = board.rankKey(entry.value)
        let row: Row?
        if let since {
            row = try c.queryOne(
                """
                SELECT count(*) AS better FROM scores INDEXED BY scores_recent
                WHERE board = ? AND name IS NOT NULL AND created_at >= ?
                    AND (penalty, rank_value, created_at, id) < (?, ?, ?, ?)
                """,
                [.text(board.key), .integer(since), SQLValue(entry.penalty), .integer(key.value),
                 .integer(entry.createdAt), .integer(entry.id)])
        } else {
            // Whole buckets ahead come from the counts table; only the entry's own bucket is scanned.
            row = try c.queryOne(
                """
                SELECT (SELECT coalesce(sum(named), 0) FROM score_buckets
                        WHERE board = ?1 AND (penalty, bucket) < (?2, ?3))
                     + (SELECT count(*) FROM scores
                        WHERE board = ?1 AND name IS NOT NULL AND penalty = ?2 AND rank_bucket = ?3
                            AND (rank_value, created_at, id) < (?4, ?5, ?6)) AS better
                """,
                [.text(board.key), SQLValue(entry.penalty), .integer(key.bucket), .integer(key.value),
                 .integer(entry.createdAt), .integer(entry.id)])
        }
        return (row?.int("better") ?? 0) + 1
    }

    /// This session's best named row on the board; with `since`, among rows recorded at or after it.
    public static func best(_ c: Connection, board: ScoreBoard, sessionID: String, since: Int64?) throws(DatabaseError) -> ScoreEntry? {
        let window = since == nil ? "" : "AND created_at >= ?"
        var bindings: [SQLValue] = [.text(sessionID), .text(board.key)]
        if let since { bindings.append(.integer(since)) }
        // A session has few rows; without the hint SQLite may prefer scanning the whole window instead.
        return try c.queryOne(
            """
            SELECT \(ScoreEntry.columns) FROM scores INDEXED BY scores_by_session
            WHERE session_id = ? AND board = ? AND name IS NOT NULL \(window)
            ORDER BY penalty, rank_value, created_at, id LIMIT 1
            """,
            bindings
        ).map(ScoreEntry.init(row:))
    }

    public static func find(_ c: Connection, id: Int64) throws(DatabaseError) -> ScoreEntry? {
        try c.queryOne("SELECT \(ScoreEntry.columns) FROM scores WHERE id = ?", [.integer(id)]).map(ScoreEntry.init(row:))
    }

    /// SQLite keeps the head's order through the join (the subquery runs as a co-routine); PostgreSQL promises
    /// no order without ORDER BY (a hash join would scramble it).
    private static let headOrder = "ORDER BY s.penalty, s.rank_bucket, s.rank_value, s.created_at, s.id "

    private static let qualifiedColumns = ScoreEntry.columns.split(separator: ", ").map { "s.\($0)" }.joined(separator: ", ")
}

extension GameStore {
    /// How many of a session's newest finished games the streaks look at: housekeeping keeps no more of a kind.
    public static let streakWindow = 1000

    /// A session's statistics for one kind, in three aggregate reads on `games_by_session` and
    /// `scores_by_session`: per level and outcome (with the fastest clean win), the newest outcomes for the
    /// streaks, and, for games whose wins keep a 3BV/s (`withRates`), the best rate and efficiency.
    public static func stats(_ c: Connection, sessionID: String, kind: String, withRates: Bool) throws(DatabaseError)
        -> SessionStats
    {
        let rows = try c.query(
            """
            SELECT level, outcome, count(*) AS count,
                min(CASE WHEN outcome = 'won' AND undos = 0 THEN finished_at - started_at END) AS best
            FROM games WHERE session_id = ? AND kind = ? AND outcome <> 'playing'
            GROUP BY level, outcome ORDER BY level
            """,
            [.text(sessionID), .text(kind)])
        var levels: [SessionStats.Level] = []
        for row in rows {
            let level = row.string("level") ?? ""
            if levels.last?.level != level { levels.append(SessionStats.Level(level: level)) }
            let count = row.int("count") ?? 0
            levels[levels.count - 1].played += count
            switch row.string("outcome") {
            case "won":
                levels[levels.count - 1].won = count
                levels[levels.count - 1].bestMilliseconds = row.int64("best")
            case "lost": levels[levels.count - 1].lost = count
            case "draw": levels[levels.count - 1].drawn = count
            default: break
            }
        }
        let outcomes = try c.query(
            "SELECT outcome, undos FROM games WHERE session_id = ? AND kind = ? AND outcome <> 'playing' ORDER BY id DESC LIMIT ?",
            [.text(sessionID), .text(kind), SQLValue(streakWindow)]
        ).map { $0.string("outcome") == "won" && $0.int("undos") == 0 }
        var stats = SessionStats(levels: levels)
        stats.currentStreak = outcomes.firstIndex(of: false) ?? outcomes.count
        var run = 0
        for won in outcomes {
            run = won ? run + 1 : 0
            stats.bestStreak = max(stats.bestStreak, run)
        }
        guard withRates else { return stats }
        // A win's score keeps its time (value, ms) and 3BV/s (detail), so 3BV = detail × seconds; clicks are the
        // game's moves, while it is kept.
        let rates = try c.queryOne(
            """
            SELECT max(s.detail) AS rate,
                max(CASE WHEN g.moves > 0 THEN s.detail * s.value / (1000.0 * g.moves) END) AS efficiency
            FROM scores AS s LEFT JOIN games AS g ON g.id = s.game_id
            WHERE s.session_id = ? AND s.board LIKE ? AND s.detail IS NOT NULL
            """,
            [.text(sessionID), .text("\(kind)/%")])
        stats.bestRate = rates?.double("rate")
        stats.bestEfficiency = rates?.double("efficiency")
        return stats
    }
}

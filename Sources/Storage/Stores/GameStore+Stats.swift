extension GameStore {
    /// How many of a session's newest finished games the streaks look at: housekeeping keeps no more of a kind.
    public static let streakWindow = 1000

    /// A session's statistics for one kind, in three aggregate reads on `games_by_session` and
    /// `scores_by_session`: per level and outcome (with the fastest clean win), the newest outcomes for the
    /// streaks, and, for a kind whose wins keep `measures` numbers (`ScoreStore.record`), the best of each.
    public static func stats(_ c: Connection, sessionID: String, kind: String, measures: Int = 0) throws(DatabaseError)
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
        guard measures > 0 else { return stats }
        // The numbers are the game's: here only the highest of each slot.
        let slots = 1...min(measures, ScoreStore.measureSlots)
        let bests = try c.queryOne(
            "SELECT \(slots.map { "max(measure_\($0)) AS best_\($0)" }.joined(separator: ", ")) FROM scores WHERE session_id = ? AND board LIKE ?",
            [.text(sessionID), .text("\(kind)/%")])
        stats.bests = slots.map { bests?.double("best_\($0)") }
        return stats
    }
}

import Testing

@testable import Storage

/// A session's statistics (`GameStore.stats`) and a daily attempt made current again (`GameStore.reinstate`).
@Suite struct GameStatsTests {
    /// A finished game played from `WallClock.start` for `milliseconds`, with a score when `rate` is given, keeping the
    /// game's numbers as Minesweeper does (3BV/s, and efficiency: 3BV ÷ moves, 3BV being the rate × seconds).
    private func finished(
        _ c: Connection, _ session: SessionRecord, level: String, outcome: String, milliseconds: Int64 = 1_000,
        moves: Int = 1, undos: Int = 0, rate: Double? = nil
    ) throws -> GameRecord {
        let saved = try playedGame(c, session, level: level, outcome: outcome, milliseconds: milliseconds, moves: moves,
                                   undos: undos)
        if let rate {
            let efficiency = rate * Double(milliseconds) / 1000 / Double(moves)
            _ = try ScoreStore.record(c, board: ScoreBoard(key: "minesweeper/\(level)", higherIsBetter: false),
                                      sessionID: session.id, gameID: saved.id, value: milliseconds, penalty: 0,
                                      detail: rate, measures: [rate, efficiency], now: WallClock.start + milliseconds)
        }
        return saved
    }

    private func playedGame(
        _ c: Connection, _ session: SessionRecord, level: String, outcome: String, milliseconds: Int64, moves: Int,
        undos: Int = 0
    ) throws -> GameRecord {
        var game = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: level, state: "{}",
                                        outcome: "playing", now: WallClock.start)
        game.outcome = outcome
        game.moves = moves
        game.undos = undos
        game.startedAt = WallClock.start
        game.finishedAt = WallClock.start + milliseconds
        return try #require(try GameStore.update(c, game, now: WallClock.start + milliseconds))
    }

    @Test(arguments: Backend.all) func statisticsOfAScriptedHistory(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession(), other = try database.newSession()
        try database.write { c in
            // 3BV 20 in 20 clicks (efficiency 100 %), then 3BV 15 in 25 clicks (60 %) at the better 1.5 3BV/s.
            _ = try finished(c, session, level: "beginner", outcome: "won", milliseconds: 20_000, moves: 20, rate: 1.0)
            _ = try finished(c, session, level: "beginner", outcome: "won", milliseconds: 12_000)
            _ = try finished(c, session, level: "beginner", outcome: "won", milliseconds: 10_000, moves: 25, rate: 1.5)
            _ = try finished(c, session, level: "beginner", outcome: "lost")
            // A win with undo: no best time, and it breaks a streak.
            _ = try finished(c, session, level: "expert", outcome: "won", milliseconds: 5_000, undos: 1)
            _ = try finished(c, session, level: "intermediate", outcome: "won", milliseconds: 30_000)
            _ = try finished(c, session, level: "intermediate", outcome: "won", milliseconds: 40_000)
            _ = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}",
                                     outcome: "playing", now: WallClock.start)
            _ = try finished(c, other, level: "beginner", outcome: "won", milliseconds: 1_000, moves: 1, rate: 9.0)
        }
        let stats = try database.read { try GameStore.stats($0, sessionID: session.id, kind: "minesweeper", measures: 2) }
        #expect(stats.levels.map { "\($0.level) \($0.played) \($0.won) \($0.lost) \($0.bestMilliseconds.map(String.init) ?? "-")" }
            == ["beginner 4 3 1 10000", "expert 1 1 0 -", "intermediate 2 2 0 30000"])
        #expect(stats.played == 7 && stats.won == 6)
        #expect(stats.currentStreak == 2 && stats.bestStreak == 3)
        #expect(stats.bests.count == 2 && stats.bests[0] == 1.5)
        #expect(abs((stats.bests[1] ?? 0) - 1.0) < 1e-9)
        let one = try database.read { try GameStore.stats($0, sessionID: session.id, kind: "minesweeper", measures: 1) }
        #expect(one.bests == [1.5])

        let plain = try database.read { try GameStore.stats($0, sessionID: session.id, kind: "minesweeper") }
        #expect(plain.bests == [] && plain.levels == stats.levels)
        let none = try database.read { try GameStore.stats($0, sessionID: session.id, kind: "tictactoe", measures: 2) }
        #expect(none == SessionStats(bests: [nil, nil]))
        let nothing = try database.read { try GameStore.stats($0, sessionID: session.id, kind: "tictactoe") }
        #expect(nothing == SessionStats())
    }

    /// Wins recorded before the numbers were stored (migration 15) give the statistics they gave: the 3BV/s their
    /// score kept, and the efficiency the SQL then worked out from it, the time and the game's clicks, while the game
    /// is kept (a score whose game is gone keeps its rate, and had no efficiency).
    @Test(arguments: Backend.all) func winsRecordedBeforeTheNumbersKeepTheirStatistics(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let older = try scratch.open(migrations: Schema.migrations.filter { $0.version < 15 })
        let session = try older.newSession(), other = try older.newSession()
        try older.write { c in
            func oldScore(_ session: SessionRecord, level: String, gameID: Int64, milliseconds: Int64, rate: Double?) throws {
                // As `ScoreStore.record` wrote it before migration 15.
                let key = ScoreBoard(key: "minesweeper/\(level)", higherIsBetter: false).rankKey(milliseconds)
                try c.execute(
                    """
                    INSERT INTO scores (board, session_id, game_id, value, penalty, rank_value, rank_bucket, detail, created_at)
                    VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?)
                    """,
                    [.text("minesweeper/\(level)"), .text(session.id), .integer(gameID), .integer(milliseconds),
                     .integer(key.value), .integer(key.bucket), SQLValue(rate), .integer(WallClock.start + milliseconds)])
            }
            // 3BV 20 in 20 clicks (100 %), 3BV 15 in 25 clicks (60 %) at the better 1.5 3BV/s, 3BV 7 in 7 clicks.
            let first = try playedGame(c, session, level: "beginner", outcome: "won", milliseconds: 20_000, moves: 20)
            try oldScore(session, level: "beginner", gameID: first.id, milliseconds: 20_000, rate: 1.0)
            let second = try playedGame(c, session, level: "beginner", outcome: "won", milliseconds: 10_000, moves: 25)
            try oldScore(session, level: "beginner", gameID: second.id, milliseconds: 10_000, rate: 1.5)
            let third = try playedGame(c, session, level: "expert", outcome: "won", milliseconds: 7_000, moves: 7)
            try oldScore(session, level: "expert", gameID: third.id, milliseconds: 7_000, rate: 1.0)
            // A faster win whose game is no longer kept: its rate counts, its efficiency was never known.
            try oldScore(session, level: "intermediate", gameID: 999_999, milliseconds: 5_000, rate: 2.0)
            let another = try playedGame(c, other, level: "beginner", outcome: "won", milliseconds: 1_000, moves: 1)
            try oldScore(other, level: "beginner", gameID: another.id, milliseconds: 1_000, rate: 9.0)
        }
        older.close()
        let database = try scratch.open()
        let stats = try database.read { try GameStore.stats($0, sessionID: session.id, kind: "minesweeper", measures: 2) }
        #expect(stats.bests.count == 2 && stats.bests[0] == 2.0)
        #expect(abs((stats.bests[1] ?? 0) - 1.0) < 1e-9)
        let others = try database.read { try GameStore.stats($0, sessionID: other.id, kind: "minesweeper", measures: 2) }
        #expect(others.bests == [9.0, 9.0])
    }

    @Test(arguments: Backend.all) func aReinstatedAttemptIsCurrentWithItsMovesAndScore(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let (attempt, reinstated) = try database.write { c in
            let attempt = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner",
                                               state: "{}", outcome: "won", now: WallClock.start, daily: "2026-01-01")
            try MoveLogStore.append(c, gameID: attempt.id, LoggedMove(version: 2, text: "r40", atMilliseconds: 0))
            _ = try ScoreStore.record(c, board: ScoreBoard(key: "minesweeper/daily-beginner-2026-01-01", higherIsBetter: false),
                                      sessionID: session.id, gameID: attempt.id, value: 5_000, penalty: 0, detail: 2,
                                      now: WallClock.start)
            _ = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "expert", state: "{}",
                                     outcome: "playing", now: WallClock.start)
            return (attempt, try GameStore.reinstate(c, attempt))
        }
        #expect(reinstated.id > attempt.id && reinstated.daily == "2026-01-01" && !reinstated.practice)
        let (current, old, moves, score, ranked) = try database.read { c in
            (try GameStore.current(c, sessionID: session.id, kind: "minesweeper"), try GameStore.find(c, id: attempt.id),
             try MoveLogStore.moves(c, gameID: reinstated.id), try ScoreStore.forGame(c, gameID: reinstated.id),
             try GameStore.dailyAttempt(c, sessionID: session.id, kind: "minesweeper", level: "beginner", day: "2026-01-01"))
        }
        #expect(current?.id == reinstated.id && old == nil && ranked?.id == reinstated.id)
        #expect(moves.map(\.text) == ["r40"])
        #expect(score?.value == 5_000)
        // Still the one ranked try of that board.
        #expect(throws: DatabaseError.self) {
            try database.write { c in
                try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}",
                                     outcome: "playing", now: WallClock.start, daily: "2026-01-01")
            }
        }
    }
}

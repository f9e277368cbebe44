import Testing

@testable import Storage

/// A session's statistics (`GameStore.stats`) and a daily attempt made current again (`GameStore.reinstate`).
@Suite struct GameStatsTests {
    /// A finished game played from `Clock.start` for `milliseconds`, with a score when `rate` is given.
    private func finished(
        _ c: Connection, _ session: SessionRecord, level: String, outcome: String, milliseconds: Int64 = 1_000,
        moves: Int = 1, undos: Int = 0, rate: Double? = nil
    ) throws -> GameRecord {
        var game = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: level, state: "{}",
                                        outcome: "playing", now: Clock.start)
        game.outcome = outcome
        game.moves = moves
        game.undos = undos
        game.startedAt = Clock.start
        game.finishedAt = Clock.start + milliseconds
        let saved = try #require(try GameStore.update(c, game, now: Clock.start + milliseconds))
        if let rate {
            _ = try ScoreStore.record(c, board: ScoreBoard(key: "minesweeper/\(level)", higherIsBetter: false),
                                      sessionID: session.id, gameID: saved.id, value: milliseconds, penalty: 0,
                                      detail: rate, now: Clock.start + milliseconds)
        }
        return saved
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
                                     outcome: "playing", now: Clock.start)
            _ = try finished(c, other, level: "beginner", outcome: "won", milliseconds: 1_000, moves: 1, rate: 9.0)
        }
        let stats = try database.read { try GameStore.stats($0, sessionID: session.id, kind: "minesweeper", withRates: true) }
        #expect(stats.levels.map { "\($0.level) \($0.played) \($0.won) \($0.lost) \($0.bestMilliseconds.map(String.init) ?? "-")" }
            == ["beginner 4 3 1 10000", "expert 1 1 0 -", "intermediate 2 2 0 30000"])
        #expect(stats.played == 7 && stats.won == 6)
        #expect(stats.currentStreak == 2 && stats.bestStreak == 3)
        #expect(stats.bestRate == 1.5)
        #expect(abs((stats.bestEfficiency ?? 0) - 1.0) < 1e-9)

        let plain = try database.read { try GameStore.stats($0, sessionID: session.id, kind: "minesweeper", withRates: false) }
        #expect(plain.bestRate == nil && plain.bestEfficiency == nil)
        let none = try database.read { try GameStore.stats($0, sessionID: session.id, kind: "tictactoe", withRates: false) }
        #expect(none == SessionStats())
    }

    @Test(arguments: Backend.all) func aReinstatedAttemptIsCurrentWithItsMovesAndScore(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let (attempt, reinstated) = try database.write { c in
            let attempt = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner",
                                               state: "{}", outcome: "won", now: Clock.start, daily: "2026-01-01")
            try MoveLogStore.append(c, gameID: attempt.id, LoggedMove(version: 2, text: "r40", atMilliseconds: 0))
            _ = try ScoreStore.record(c, board: ScoreBoard(key: "minesweeper/daily-beginner-2026-01-01", higherIsBetter: false),
                                      sessionID: session.id, gameID: attempt.id, value: 5_000, penalty: 0, detail: 2,
                                      now: Clock.start)
            _ = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "expert", state: "{}",
                                     outcome: "playing", now: Clock.start)
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
                                     outcome: "playing", now: Clock.start, daily: "2026-01-01")
            }
        }
    }
}

import Testing

@testable import Storage

/// The per-session cap on stored games: the oldest finished games go first; the current game, scores and the games
/// that hold them stay.
@Suite struct GameCapTests {
    private static let board = ScoreBoard(key: "minesweeper/beginner", higherIsBetter: false)

    /// `outcomes` oldest first; with `scored`, a score for every won game. Returns the games' ids in the same order.
    private func games(_ database: Database, _ session: SessionRecord, kind: String, _ outcomes: [String],
                       scored: Bool = true) throws -> [Int64] {
        try database.write { c in
            try outcomes.enumerated().map { index, outcome in
                let game = try GameStore.insert(c, sessionID: session.id, kind: kind, level: "beginner", state: "{}",
                                                outcome: outcome, now: WallClock.start + Int64(index))
                if scored, outcome == "won" {
                    _ = try ScoreStore.record(c, board: Self.board, sessionID: session.id, gameID: game.id, value: 1_000,
                                              penalty: 0, detail: nil, now: WallClock.start)
                }
                return game.id
            }
        }
    }

    private func ids(_ database: Database, _ session: SessionRecord, kind: String) throws -> [Int64] {
        try database.read { try GameStore.recent($0, sessionID: session.id, kind: kind, limit: 10_000) }.map(\.id).reversed()
    }

    @Test(arguments: Backend.all) func overCapFindsOnlySessionsWithNewGamesAndTooMany(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let busy = try database.newSession()
        let quiet = try database.newSession()
        _ = try games(database, busy, kind: "minesweeper", Array(repeating: "won", count: 5))
        _ = try games(database, busy, kind: "wordsearch", Array(repeating: "won", count: 2))
        let quietGames = try games(database, quiet, kind: "minesweeper", Array(repeating: "lost", count: 4))
        let all = try database.read { try GameStore.overCap($0, after: 0, limit: 1000, keep: 3) }
        #expect(all.sessions.map(\.sessionID).sorted() == [busy.id, quiet.id].sorted())
        #expect(all.sessions.first { $0.sessionID == busy.id } == SessionGames(sessionID: busy.id, kind: "minesweeper", count: 5))
        #expect(all.through == quietGames.last)
        // After the last game looked at there is nothing new.
        let none = try database.read { try GameStore.overCap($0, after: quietGames.last ?? 0, limit: 1000, keep: 3) }
        #expect(none.sessions.isEmpty && none.through == nil)
        // Batches of two games: the first batch sees only the busy session's first games.
        let first = try database.read { try GameStore.overCap($0, after: 0, limit: 2, keep: 3) }
        #expect(first.sessions == [SessionGames(sessionID: busy.id, kind: "minesweeper", count: 5)])
    }

    @Test(arguments: Backend.all) func pruningTakesTheOldestFinishedFirstAndKeepsTheCurrentGameAndScores(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let other = try database.newSession()
        // Oldest first: an abandoned game, five finished ones, an abandoned one, and the current game (playing).
        let made = try games(database, session, kind: "minesweeper",
                             ["playing", "won", "lost", "won", "lost", "won", "playing", "playing"], scored: false)
        let otherKind = try games(database, session, kind: "tictactoe", ["won", "won"])
        let otherSession = try games(database, other, kind: "minesweeper", ["won", "won"])
        let scores = try database.count("scores")

        let removed = try database.write { try GameStore.prune($0, sessionID: session.id, kind: "minesweeper", keep: 4, limit: 1000) }
        #expect(removed == 4)
        // The four oldest finished went; the abandoned ones stay while finished ones can go.
        #expect(try ids(database, session, kind: "minesweeper") == [made[0], made[5], made[6], made[7]])
        #expect(try database.count("scores") == scores, "scores are never pruned")

        // Down to one: abandoned games go too, oldest first, but never the current one, even with keep 0.
        let more = try database.write { try GameStore.prune($0, sessionID: session.id, kind: "minesweeper", keep: 0, limit: 2) }
        #expect(more == 2)
        #expect(try ids(database, session, kind: "minesweeper") == [made[6], made[7]])
        _ = try database.write { try GameStore.prune($0, sessionID: session.id, kind: "minesweeper", keep: 0, limit: 1000) }
        #expect(try ids(database, session, kind: "minesweeper") == [made[7]])
        #expect(try database.read { try GameStore.current($0, sessionID: session.id, kind: "minesweeper") }?.id == made[7])

        // Other kinds and other sessions are untouched.
        #expect(try ids(database, session, kind: "tictactoe") == otherKind)
        #expect(try ids(database, other, kind: "minesweeper") == otherSession)
        // Under the cap nothing goes.
        #expect(try database.write { try GameStore.prune($0, sessionID: other.id, kind: "minesweeper", keep: 2, limit: 1000) } == 0)
    }

    @Test(arguments: Backend.all) func gamesHoldingAResultAreNeverPruned(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        // Oldest first: two wins with results, two losses, the current game.
        let made = try games(database, session, kind: "minesweeper", ["won", "won", "lost", "lost", "playing"])
        let removed = try database.write { try GameStore.prune($0, sessionID: session.id, kind: "minesweeper", keep: 1, limit: 1000) }
        #expect(removed == 2)
        #expect(try ids(database, session, kind: "minesweeper") == [made[0], made[1], made[4]])
        #expect(try database.write { try GameStore.prune($0, sessionID: session.id, kind: "minesweeper", keep: 0, limit: 1000) } == 0)
    }
}

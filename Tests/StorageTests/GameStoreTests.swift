import Testing

@testable import Storage

@Suite struct GameStoreTests {
    private func insert(
        _ database: Database, _ session: SessionRecord, kind: String = "minesweeper", level: String = "beginner",
        outcome: String = "playing", now: Int64 = WallClock.start
    ) throws -> GameRecord {
        try database.write { c in
            try GameStore.insert(c, sessionID: session.id, kind: kind, level: level, state: #"{"seed":1}"#, outcome: outcome, now: now)
        }
    }

    @Test(arguments: Backend.all) func insertedGameStartsAtVersionOne(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let game = try insert(database, session)
        #expect(game.version == 1)
        #expect(game.moves == 0)
        #expect(game.outcome == "playing")
        #expect(game.startedAt == nil && game.finishedAt == nil)
        #expect(game.createdAt == WallClock.start && game.updatedAt == WallClock.start)
        #expect(try database.read { try GameStore.find($0, id: game.id) } == game)
        #expect(try database.read { try GameStore.find($0, id: game.id + 1) } == nil)
    }

    @Test(arguments: Backend.all) func aShownBoardIsStoredOnce(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let store = { (kind: String, shownAt: Int64?) throws -> GameRecord in
            try database.write { c in
                try GameStore.insert(c, sessionID: session.id, kind: kind, level: "beginner", state: "{}", outcome: "playing",
                                     now: WallClock.start, shownAt: shownAt)
            }
        }
        _ = try store("minesweeper", 1_000)
        let second = #expect(throws: DatabaseError.self) { try store("minesweeper", 1_000) }
        #expect(second?.kind == .constraint)
        // Another board, another kind, or a game not shown first (a new game, a daily board) is a game of its own.
        _ = try store("minesweeper", 1_001)
        _ = try store("wordsearch", 1_000)
        _ = try store("minesweeper", nil)
        _ = try store("minesweeper", nil)
        #expect(try database.count("games") == 5)
    }

    @Test(arguments: Backend.all) func currentIsTheNewestGameOfThatKind(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let other = try database.newSession()
        _ = try insert(database, session, level: "beginner")
        let newest = try insert(database, session, level: "expert")
        _ = try insert(database, session, kind: "word-search")
        _ = try insert(database, other)
        #expect(try database.read { try GameStore.current($0, sessionID: session.id, kind: "minesweeper") } == newest)
        #expect(try database.read { try GameStore.current($0, sessionID: session.id, kind: "tic-tac-toe") } == nil)
    }

    /// The one-statement read of a page or a move on PostgreSQL gives exactly what the two reads it replaces give.
    @Test(arguments: Backend.all) func currentWithSessionIsTheSessionThenItsCurrentGame(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        var session = try database.newSession()
        let other = try database.newSession()
        try database.write { c in
            try SessionStore.setName(c, id: session.id, name: "Ada")
            _ = try SessionStore.setSound(c, id: session.id, on: true)
        }
        session = try #require(try database.read { try SessionStore.find($0, id: session.id) })
        #expect(session.name == "Ada" && session.sound)
        _ = try insert(database, session, level: "beginner", now: WallClock.start)
        let newest = try insert(database, session, level: "expert", now: WallClock.start + 5)
        _ = try insert(database, session, kind: "wordsearch")
        _ = try insert(database, other)

        let both = try database.read { try GameStore.currentWithSession($0, sessionID: session.id, kind: "minesweeper") }
        #expect(both?.session == session)
        #expect(both?.game == newest)
        // A session without a game of that kind: the session alone; no such session (or a malformed id): nil.
        let alone = try database.read { try GameStore.currentWithSession($0, sessionID: session.id, kind: "tictactoe") }
        #expect(alone?.session == session && alone?.game == nil)
        #expect(try database.read { try GameStore.currentWithSession($0, sessionID: RandomToken.make(), kind: "minesweeper") } == nil)
        #expect(try database.read { try GameStore.currentWithSession($0, sessionID: "x' OR '1'='1", kind: "minesweeper") } == nil)
    }

    @Test(arguments: Backend.all) func updateSavesOnceThenRefusesTheStaleCopy(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let loaded = try insert(database, session)

        var moved = loaded
        moved.state = #"{"seed":1,"opened":[3]}"#
        moved.moves = 1
        moved.startedAt = WallClock.start + 10
        let saved = try database.write { try GameStore.update($0, moved, now: WallClock.start + 10) }
        #expect(saved?.version == 2)
        #expect(saved?.updatedAt == WallClock.start + 10)
        #expect(try database.read { try GameStore.find($0, id: loaded.id) } == saved)

        // The same form submitted twice: the second save carries version 1 again.
        var replay = loaded
        replay.state = #"{"seed":1,"opened":[4]}"#
        replay.outcome = "lost"
        #expect(try database.write { try GameStore.update($0, replay, now: WallClock.start + 20) } == nil)
        #expect(try database.read { try GameStore.find($0, id: loaded.id) } == saved)
    }

    @Test(arguments: Backend.all) func aGameIsNotSavedUnderAnotherSession(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let owner = try database.newSession()
        let intruder = try database.newSession()
        let game = try insert(database, owner)
        let forged = GameRecord(
            id: game.id, sessionID: intruder.id, kind: game.kind, level: game.level, state: "{}", version: game.version,
            outcome: "won", moves: 1, createdAt: game.createdAt, startedAt: nil, finishedAt: nil, updatedAt: game.updatedAt)
        #expect(try database.write { try GameStore.update($0, forged, now: WallClock.start + 1) } == nil)
        #expect(try database.read { try GameStore.find($0, id: game.id) } == game)
    }

    @Test(arguments: Backend.all) func unknownOutcomeOrSessionIsAConstraintError(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        for (sessionID, outcome) in [(session.id, "paused"), ("0123456789abcdef0123456789abcdef", "playing")] {
            do {
                _ = try database.write { c in
                    try GameStore.insert(c, sessionID: sessionID, kind: "k", level: "l", state: "{}", outcome: outcome, now: 0)
                }
                Issue.record("stored a game with session \(sessionID) and outcome \(outcome)")
            } catch let error as DatabaseError {
                #expect(error.kind == .constraint)
            }
        }
    }

    @Test(arguments: Backend.all) func tallyCountsFinishedGamesByLevelAndOutcome(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let other = try database.newSession()
        for (level, outcome) in [("easy", "won"), ("easy", "won"), ("easy", "lost"), ("hard", "draw"), ("hard", "playing")] {
            _ = try insert(database, session, kind: "tic-tac-toe", level: level, outcome: outcome)
        }
        _ = try insert(database, other, kind: "tic-tac-toe", level: "easy", outcome: "won")
        _ = try insert(database, session, kind: "minesweeper", level: "easy", outcome: "won")
        let tally = try database.read { try GameStore.tally($0, sessionID: session.id, kind: "tic-tac-toe") }
        #expect(tally.map { "\($0.level) \($0.outcome) \($0.count)" } == ["easy lost 1", "easy won 2", "hard draw 1"])
    }

    @Test(arguments: Backend.all) func insertingAFinishedGameDatesItsFinish(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let game = try insert(database, session, outcome: "draw", now: WallClock.start + 7)
        #expect(game.finishedAt == WallClock.start + 7)
    }

    @Test(arguments: Backend.all) func recentIsNewestFirstAndLimited(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let games = try (0..<5).map { n in try insert(database, session, kind: "tic-tac-toe", level: "\(n)") }
        let recent = try database.read { try GameStore.recent($0, sessionID: session.id, kind: "tic-tac-toe", limit: 3) }
        #expect(recent == games.reversed().prefix(3).map { $0 })
        #expect(try database.read { try GameStore.recent($0, sessionID: session.id, kind: "tic-tac-toe", limit: -1) } == [])
    }
}

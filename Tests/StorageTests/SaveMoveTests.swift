import Testing

@_spi(Testing) @testable import Storage

/// A move's save (`GameStore.saveMove`): the state and the log line together or neither, once per version, and on
/// PostgreSQL in one statement outside any transaction (`Database.writeAlone`).
@Suite struct SaveMoveTests {
    @Test(arguments: Backend.all) func savesStateAndLogTogetherOncePerVersion(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        var record = try database.write { c in
            try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}",
                                 outcome: "playing", now: WallClock.start)
        }
        record.state = "{\"moved\":1}"
        record.startedAt = WallClock.start + 1_000
        let statements = try database.writeAlone { c in
            c.recordedStatements = []
            defer { c.recordedStatements = nil }
            let saved = try #require(try GameStore.saveMove(c, record, text: "r 3", now: WallClock.start + 4_500))
            #expect(saved.version == 2)
            return c.recordedStatements ?? []
        }
        #expect(statements.count == (database.dialect == .postgres ? 1 : 2))
        let stored = try #require(try database.read { try GameStore.find($0, id: record.id) })
        #expect(stored.version == 2 && stored.state == "{\"moved\":1}")
        let log = try database.read { try MoveLogStore.moves($0, gameID: record.id) }
        #expect(log == [LoggedMove(version: 2, text: "r 3", atMilliseconds: 3_500)])

        // The same move again, from the version it was played on: stale, and nothing is logged twice.
        let again = try database.writeAlone { try GameStore.saveMove($0, record, text: "r 3", now: WallClock.start + 5_000) }
        #expect(again == nil)
        #expect(try database.read { try MoveLogStore.moves($0, gameID: record.id) }.count == 1)
        #expect(try database.read { try GameStore.find($0, id: record.id) }?.version == 2)
    }

    @Test(arguments: Backend.all) func anotherSessionCannotSaveTheGame(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let owner = try database.newSession(), other = try database.newSession()
        var record = try database.write { c in
            try GameStore.insert(c, sessionID: owner.id, kind: "minesweeper", level: "beginner", state: "{}",
                                 outcome: "playing", now: WallClock.start)
        }
        record = GameRecord(
            id: record.id, sessionID: other.id, kind: record.kind, level: record.level, state: "{\"x\":1}",
            version: record.version, outcome: record.outcome, moves: 1, createdAt: record.createdAt, startedAt: nil,
            finishedAt: nil, updatedAt: record.updatedAt, daily: nil, practice: false)
        #expect(try database.writeAlone { try GameStore.saveMove($0, record, text: "r 1", now: WallClock.start) } == nil)
        #expect(try database.read { try MoveLogStore.moves($0, gameID: record.id) }.isEmpty)
    }

    /// The log goes with its game however the game is deleted: alone, several at once, or by its session's
    /// deletion. On PostgreSQL a statement trigger does it (migration 16 dropped the foreign key whose check cost
    /// every move), on SQLite the key's cascade.
    @Test(arguments: Backend.all) func aDeletedGameTakesItsLogWithIt(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let first = try database.newSession(), second = try database.newSession()
        func playedGame(_ session: SessionRecord) throws -> Int64 {
            let record = try database.write { c in
                try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}",
                                     outcome: "playing", now: WallClock.start)
            }
            let saved = try #require(try database.writeAlone { try GameStore.saveMove($0, record, text: "r 1", now: WallClock.start) })
            _ = try #require(try database.writeAlone { try GameStore.saveMove($0, saved, text: "r 2", now: WallClock.start) })
            return record.id
        }
        let games = [try playedGame(first), try playedGame(first), try playedGame(first), try playedGame(second)]
        func logged(_ id: Int64) throws -> Int { try database.read { try MoveLogStore.moves($0, gameID: id) }.count }
        #expect(try games.map(logged) == [2, 2, 2, 2])

        _ = try database.write { try $0.execute("DELETE FROM games WHERE id = ?", [.integer(games[0])]) }
        #expect(try games.map(logged) == [0, 2, 2, 2], "one game deleted")
        _ = try database.write { try $0.execute("DELETE FROM games WHERE id IN (?, ?)", [.integer(games[1]), .integer(games[2])]) }
        #expect(try games.map(logged) == [0, 0, 0, 2], "two at once")
        _ = try database.write { try $0.execute("DELETE FROM sessions WHERE id = ?", [.text(second.id)]) }
        #expect(try games.map(logged) == [0, 0, 0, 0], "the session's games, by its cascade")
        let left = try database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM game_moves")?.int("n") }
        #expect(left == 0)
    }

    /// On PostgreSQL a move may be saved on a game the instance remembers without reading it (`SavedGames`): a newer
    /// game of the session and kind, stored by any instance, marks it replaced, and the save refuses it; another
    /// kind's game or another session's does not; the game brought back under a new id (`reinstate`) takes moves.
    @Test(arguments: Backend.all.filter { $0 == .postgres })
    func aGameANewerOneReplacedTakesNoMove(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession(), other = try database.newSession()
        func insert(_ owner: SessionRecord, _ kind: String) throws -> GameRecord {
            try database.write { c in
                try GameStore.insert(c, sessionID: owner.id, kind: kind, level: "beginner", state: "{}",
                                     outcome: "playing", now: WallClock.start)
            }
        }
        func save(_ record: GameRecord) throws -> GameRecord? {
            try database.writeAlone { try GameStore.saveMove($0, record, text: "r 1", now: WallClock.start) }
        }
        let old = try insert(session, "minesweeper")
        _ = try insert(session, "tictactoe")
        _ = try insert(other, "minesweeper")
        let moved = try #require(try save(old), "other kinds and sessions replace nothing")
        _ = try insert(session, "minesweeper")
        #expect(try save(moved) == nil, "a newer Minesweeper game replaced it")
        #expect(try database.read { try GameStore.find($0, id: old.id) }?.version == moved.version)
        let back = try database.write { try GameStore.reinstate($0, moved) }
        #expect(back.id > old.id)
        #expect(try save(back)?.version == moved.version + 1, "reinstated, it is the newest again")
    }
}

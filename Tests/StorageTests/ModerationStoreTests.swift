import Testing

@testable import Storage

/// Hidden names and results leave every read of the boards (top, place, bucket totals, own best) and come
/// back with `unhide`; a naming ban holds until lifted.
@Suite struct ModerationStoreTests {
    static let board = ScoreBoard(key: "minesweeper/beginner", higherIsBetter: false)

    /// A finished game's named result for a session of its own.
    private func named(_ database: Database, _ name: String, value: Int64) throws -> ScoreEntry {
        let session = try database.newSession()
        return try database.write { c in
            try SessionStore.setName(c, id: session.id, name: name)
            let game = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}",
                                            outcome: "won", now: WallClock.start)
            let entry = try ScoreStore.record(c, board: Self.board, sessionID: session.id, gameID: game.id, value: value,
                                              penalty: 0, detail: nil, now: WallClock.start)
            _ = try ScoreStore.setName(c, scoreID: entry.id, sessionID: session.id, name: name)
            return try #require(try ScoreStore.find(c, id: entry.id))
        }
    }

    private func topNames(_ database: Database) throws -> [String] {
        try database.read { c in try ScoreStore.top(c, board: Self.board, since: nil, limit: 10) }.compactMap(\.name)
    }

    /// The named rows the bucket counts hold, which must always equal the named rows in the table.
    private func counted(_ database: Database) throws -> Int {
        try database.read { c in try c.queryOne("SELECT coalesce(sum(named), 0) AS n FROM score_buckets")?.int("n") } ?? -1
    }

    @Test(arguments: Backend.all) func aHiddenNameLeavesEveryBoardReadAndComesBack(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let first = try named(database, "Rude", value: 1_000)
        let second = try named(database, "Kind", value: 2_000)
        #expect(try topNames(database) == ["Rude", "Kind"])
        #expect(try database.read { try ScoreStore.rank($0, board: Self.board, entry: second, since: nil) } == 2)

        #expect(try database.write { try ModerationStore.hideName($0, scoreID: first.id) })
        #expect(try topNames(database) == ["Kind"])
        #expect(try counted(database) == 1)
        #expect(try database.read { try ScoreStore.rank($0, board: Self.board, entry: second, since: nil) } == 1)
        #expect(try database.read { try ScoreStore.best($0, board: Self.board, sessionID: first.sessionID, since: nil) } == nil)
        // The session no longer offers the hidden name as its default; the row keeps it for `unhide`.
        #expect(try database.read { try SessionStore.find($0, id: first.sessionID) }?.name == nil)
        let row = try #require(try database.read { try ModerationStore.find($0, scoreID: first.id) })
        #expect(row.name == nil && row.hiddenName == "Rude" && !row.isHidden)
        // Nothing left to hide.
        #expect(try !database.write { try ModerationStore.hideName($0, scoreID: first.id) })

        #expect(try database.write { try ModerationStore.unhide($0, scoreID: first.id) })
        #expect(try topNames(database) == ["Rude", "Kind"])
        #expect(try counted(database) == 2)
    }

    @Test(arguments: Backend.all) func theOwnerMayNameAgainAfterANameButNotAfterAResultIsHidden(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let entry = try named(database, "Rude", value: 1_000)
        try database.write { c in _ = try ModerationStore.hideName(c, scoreID: entry.id) }
        #expect(try database.write { try ScoreStore.setName($0, scoreID: entry.id, sessionID: entry.sessionID, name: "Polite") })
        #expect(try topNames(database) == ["Polite"])

        #expect(try database.write { try ModerationStore.hideScore($0, scoreID: entry.id) })
        #expect(try topNames(database).isEmpty)
        #expect(try counted(database) == 0)
        #expect(try !database.write { try ScoreStore.setName($0, scoreID: entry.id, sessionID: entry.sessionID, name: "Again") })
        #expect(try topNames(database).isEmpty)

        // Shown again under the name it had when hidden.
        #expect(try database.write { try ModerationStore.unhide($0, scoreID: entry.id) })
        #expect(try topNames(database) == ["Polite"])
        #expect(try !database.write { try ModerationStore.hideScore($0, scoreID: 9_999) })
    }

    @Test(arguments: Backend.all) func aNameIsHiddenOnEveryResultThatCarriesIt(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        _ = try named(database, "Rude", value: 1_000)
        _ = try named(database, "rude ", value: 1_500)
        _ = try named(database, "Kind", value: 2_000)
        #expect(try database.write { try ModerationStore.hideName($0, named: "RUDE") } == 2)
        #expect(try topNames(database) == ["Kind"])
        #expect(try counted(database) == 1)
        #expect(try database.write { try ModerationStore.hideName($0, named: "nobody") } == 0)
    }

    @Test(arguments: Backend.all) func aBanHoldsUntilLiftedAndMayHideTheSessionsNames(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let entry = try named(database, "Rude", value: 1_000)
        let other = try named(database, "Kind", value: 2_000)
        #expect(try !database.read { try ModerationStore.isBanned($0, sessionID: entry.sessionID) })
        #expect(try database.write { try ModerationStore.ban($0, sessionID: entry.sessionID, now: 5, hidingNames: true) } == 1)
        #expect(try database.write { try ModerationStore.ban($0, sessionID: entry.sessionID, now: 6) } == 0)  // twice is once
        #expect(try database.read { try ModerationStore.isBanned($0, sessionID: entry.sessionID) })
        #expect(try !database.read { try ModerationStore.isBanned($0, sessionID: other.sessionID) })
        #expect(try topNames(database) == ["Kind"])
        let bans = try database.read { try ModerationStore.bans($0) }
        #expect(bans.map(\.sessionID) == [entry.sessionID] && bans.map(\.bannedAt) == [5])
        let recent = try database.read { try ModerationStore.recent($0, limit: 10) }
        #expect(recent.map(\.id) == [other.id, entry.id] && recent.map(\.isBanned) == [false, true])

        #expect(try database.write { try ModerationStore.unban($0, sessionID: entry.sessionID) })
        #expect(try !database.write { try ModerationStore.unban($0, sessionID: entry.sessionID) })
        #expect(try !database.read { try ModerationStore.isBanned($0, sessionID: entry.sessionID) })
    }

    @Test(arguments: Backend.all) func recentListsNamedAndHiddenRowsNewestFirst(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let first = try named(database, "One", value: 1_000)
        let second = try named(database, "Two", value: 2_000)
        let session = try database.newSession()
        _ = try database.write { c in  // an unnamed result is not listed
            try ScoreStore.recordBest(c, board: ScoreBoard(key: "tictactoe/wins", higherIsBetter: true), sessionID: session.id,
                                      value: 3, now: WallClock.start)
        }
        try database.write { c in _ = try ModerationStore.hideScore(c, scoreID: first.id) }
        let recent = try database.read { try ModerationStore.recent($0, limit: 10) }
        #expect(recent.map(\.id) == [second.id, first.id])
        #expect(recent.map(\.name) == ["Two", nil] && recent.map(\.hiddenName) == [nil, "One"] && recent.map(\.isHidden) == [false, true])
        #expect(try database.read { try ModerationStore.recent($0, limit: 1) }.map(\.id) == [second.id])
    }
}

import Testing

@testable import Storage

/// Sessions nobody played with are deleted once old enough; anything a player made keeps its session.
@Suite struct UnusedSessionTests {
    private static let minute: Int64 = 60_000
    private static let cutoff = WallClock.start + 60 * minute

    /// The whole sweep as the app runs it: batch after batch from `position` until the cutoff.
    private func sweep(_ database: Database, limit: Int, from position: inout SessionKey) throws -> RemovedRows {
        var removed = RemovedRows()
        while true {
            let after = position
            guard let batch = try database.read({ try SessionStore.unusedBatch($0, seenBefore: Self.cutoff, after: after, limit: limit) })
            else { return removed }
            removed += try database.write { try SessionStore.deleteUnused($0, after: after, through: batch.through) }
            position = batch.through
            if batch.isDone { return removed }
        }
    }

    private func game(_ c: Connection, _ session: SessionRecord, moves: Int, now: Int64 = WallClock.start) throws {
        var record = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}", outcome: "playing", now: now)
        if moves > 0 {
            record.moves = moves
            _ = try GameStore.update(c, record, now: now)
        }
    }

    @Test(arguments: Backend.all, [1, 2, 1000])
    func neverUsedOldSessionsGoAndEveryOtherStays(_ backend: Backend, limit: Int) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let bare = try database.newSession(now: WallClock.start)
        let unplayed = try database.newSession(now: WallClock.start + 1)
        let young = try database.newSession(now: Self.cutoff)  // not older than the cutoff
        let played = try database.newSession(now: WallClock.start)
        let scored = try database.newSession(now: WallClock.start)
        let named = try database.newSession(now: WallClock.start)
        let youngUnplayed = try database.newSession(now: Self.cutoff + 1)
        try database.write { c in
            try game(c, unplayed, moves: 0)
            try game(c, unplayed, moves: 0)
            try game(c, young, moves: 0)
            try game(c, played, moves: 0)
            try game(c, played, moves: 1)
            try game(c, youngUnplayed, moves: 0)
            _ = try ScoreStore.recordBest(c, board: ScoreBoard(key: "tictactoe/medium", higherIsBetter: true),
                                          sessionID: scored.id, value: 1, now: WallClock.start)
            try SessionStore.setName(c, id: named.id, name: "Ada")
        }
        var position = SessionKey.first
        let removed = try sweep(database, limit: limit, from: &position)
        #expect(removed == RemovedRows(sessions: 2, games: 2))
        let left = try database.read { try $0.query("SELECT id FROM sessions") }.compactMap { $0.string("id") }
        #expect(Set(left) == [young.id, played.id, scored.id, named.id, youngUnplayed.id])
        #expect(!left.contains(bare.id) && !left.contains(unplayed.id))
        #expect(try database.count("games") == 4, "the played session keeps its unplayed game too")
        #expect(try database.count("scores") == 1)
        // The position is the last session looked at below the cutoff: a later sweep starts after it.
        #expect(position.seenAt < Self.cutoff)
        #expect(try sweep(database, limit: limit, from: &position) == RemovedRows())
    }

    @Test(arguments: Backend.all) func aSessionSeenAgainIsLookedAtAgainByTheNextSweep(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let kept = try database.newSession(now: WallClock.start)
        try database.write { try SessionStore.setName($0, id: kept.id, name: "Ada") }
        var position = SessionKey.first
        #expect(try sweep(database, limit: 10, from: &position) == RemovedRows())
        // New sessions are after the position (seen later); so is one seen again.
        let later = try database.newSession(now: WallClock.start + 5 * Self.minute)
        try database.write { c in
            // The name is gone (as moderation might do) and the session is seen again.
            _ = try c.execute("UPDATE sessions SET name = NULL, seen_at = ? WHERE id = ?", [.integer(WallClock.start + 6 * Self.minute), .text(kept.id)])
        }
        #expect(try sweep(database, limit: 10, from: &position) == RemovedRows(sessions: 2, games: 0))
        #expect(try database.read { try SessionStore.find($0, id: later.id) } == nil)
    }
}

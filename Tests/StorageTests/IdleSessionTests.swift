import Testing

@testable import Storage

/// Sessions idle past their lifetime go with their games, a bounded batch per transaction.
@Suite struct IdleSessionTests {
    @Test(arguments: Backend.all) func idleSessionsGoInBatchesWithTheirGames(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let idle = try (0..<5).map { try database.newSession(now: WallClock.start + Int64($0)) }
        let active = try database.newSession(now: WallClock.start + WallClock.day)
        try database.write { c in
            for session in idle + [active] {
                for _ in 0..<2 {
                    _ = try GameStore.insert(c, sessionID: session.id, kind: "tictactoe", level: "easy", state: "{}", outcome: "won", now: WallClock.start)
                }
            }
        }
        let cutoff = WallClock.start + WallClock.day
        let first = try database.write { try SessionStore.deleteIdle($0, olderThan: cutoff, limit: 2) }
        #expect(first == RemovedRows(sessions: 2, games: 4))
        // The oldest go first.
        #expect(try database.read { try SessionStore.find($0, id: idle[0].id) } == nil)
        #expect(try database.read { try SessionStore.find($0, id: idle[2].id) } != nil)
        let rest = try database.write { try SessionStore.deleteIdle($0, olderThan: cutoff, limit: 1000) }
        #expect(rest == RemovedRows(sessions: 3, games: 6))
        #expect(try database.count("sessions") == 1)
        #expect(try database.count("games") == 2)
    }
}

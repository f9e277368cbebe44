import Testing

@_spi(Testing) @testable import Storage

/// The clean-up's queries must stay index lookups however many sessions and games there are: a sweep
/// runs every 10 minutes beside players' moves. This checks the plans SQLite picks, for every statement a
/// sweep runs (deletes included); it asserts plans, not times.
@Suite struct HousekeepingPlanTests {
    private static let tables: Set<String> = ["sessions", "games", "scores", "played", "g"]

    /// Every statement `body` ran with its plan.
    private func plans(_ c: Connection, _ body: (Connection) throws -> Void) throws -> [(sql: String, lines: [String])] {
        c.recordedStatements = []
        try body(c)
        let statements = c.recordedStatements ?? []
        c.recordedStatements = nil
        return try statements.map { sql, bindings in
            (sql, try c.query("EXPLAIN QUERY PLAN \(sql)", bindings).compactMap { $0.string("detail") })
        }
    }

    /// 20,000 sessions, half with an unplayed game, a tenth with a played one and a score, 60 games for one.
    private func fill(_ database: Database) throws -> String {
        try database.write { c in
            var busy = ""
            for n in 0..<20_000 {
                let session = try SessionStore.create(c, now: WallClock.start + Int64(n))
                if n.isMultiple(of: 2) {
                    _ = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}", outcome: "playing", now: WallClock.start)
                }
                if n.isMultiple(of: 10) {
                    var game = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}", outcome: "won", now: WallClock.start)
                    game.moves = 3
                    _ = try GameStore.update(c, game, now: WallClock.start)
                    _ = try ScoreStore.record(c, board: ScoreBoard(key: "minesweeper/beginner", higherIsBetter: false),
                                              sessionID: session.id, gameID: game.id, value: 5_000, penalty: 0, detail: nil, now: WallClock.start)
                }
                if n == 10_000 {
                    busy = session.id
                    for _ in 0..<60 {
                        _ = try GameStore.insert(c, sessionID: session.id, kind: "tictactoe", level: "easy", state: "{}", outcome: "won", now: WallClock.start)
                    }
                }
            }
            return busy
        }
    }

    @Test func sweepQueriesUseIndexes() throws {
        let scratch = try Scratch()
        let database = try scratch.open()
        let busy = try fill(database)
        let cutoff = WallClock.start + 15_000
        let middle = SessionKey(seenAt: WallClock.start + 5_000, id: "")
        let through = SessionKey(seenAt: WallClock.start + 6_000, id: "")

        let checked: [(what: String, indexes: [String], write: Bool, run: (Connection) throws -> Void)] = [
            ("never-used batch", ["sessions_by_seen_at ((seen_at,id)>(?,?) AND seen_at<?)"], false, { c in
                _ = try SessionStore.unusedBatch(c, seenBefore: cutoff, after: middle, limit: 1000)
            }),
            // Both ends of the batch bound the index range: an end that is only checked reads on to the cutoff.
            ("never-used delete", ["sessions_by_seen_at ((seen_at,id)>(?,?) AND (seen_at,id)<(?,?))", "games_by_session", "scores_by_session"], true, { c in
                let removed = try SessionStore.deleteUnused(c, after: middle, through: through)
                #expect(removed.sessions > 0)
            }),
            ("idle delete", ["sessions_by_seen_at", "games_by_session"], true, { c in
                _ = try SessionStore.deleteIdle(c, olderThan: WallClock.start + 100, limit: 1000)
            }),
            ("sessions over the cap", ["games_by_session"], false, { c in
                let found = try GameStore.overCap(c, after: 0, limit: 100_000, keep: 50)
                #expect(found.sessions.map(\.sessionID) == [busy])
            }),
            ("prune", ["games_by_session"], true, { c in
                let pruned = try GameStore.prune(c, sessionID: busy, kind: "tictactoe", keep: 50, limit: 1000)
                #expect(pruned == 10)
            }),
        ]
        for check in checked {
            let found = try check.write ? database.write { try plans($0, check.run) } : database.read { try plans($0, check.run) }
            #expect(!found.isEmpty, "\(check.what) ran nothing")
            let lines = found.flatMap(\.lines)
            // A SCAN of a table (rather than a SEARCH of an index) reads every row; scans of a batch's own
            // subquery rows are fine.
            let scans = lines.filter { line in
                line.hasPrefix("SCAN ") && Self.tables.contains(String(line.dropFirst(5).prefix { $0 != " " }))
            }
            #expect(scans.isEmpty, "\(check.what) scans: \(found)")
            for index in check.indexes {
                #expect(lines.contains { $0.contains("INDEX \(index)") }, "\(check.what) should use \(index): \(found)")
            }
        }
    }
}

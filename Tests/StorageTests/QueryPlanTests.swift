import Testing

@_spi(Testing) @testable import Storage

/// The board queries must stay index lookups as a board grows (a million rows). This checks the
/// plans SQLite picks on a board of 20,000 rows; it asserts plans, not times. The store runs no ANALYZE,
/// so SQLite plans without row counts: a larger board takes longer to fill and gets the same plans.
@Suite struct QueryPlanTests {
    private static let board = ScoreBoard(key: "minesweeper/beginner", higherIsBetter: false)
    private static let player = "0123456789abcdef0123456789abcdef"

    private struct Plan: CustomStringConvertible {
        let sql: String
        let lines: [String]
        var description: String { "\(sql)\n  " + lines.joined(separator: "\n  ") }
    }

    /// Runs `body` and returns the query plan of every SELECT it ran.
    private func plans(_ c: Connection, _ body: (Connection) throws -> Void) throws -> [Plan] {
        c.recordedStatements = []
        try body(c)
        let statements = (c.recordedStatements ?? []).filter { $0.sql.hasPrefix("SELECT") }
        c.recordedStatements = nil
        return try statements.map { sql, bindings in
            Plan(sql: sql, lines: try c.query("EXPLAIN QUERY PLAN \(sql)", bindings).compactMap { $0.string("detail") })
        }
    }

    private func fill(_ database: Database) throws -> Int64 {
        let newest = WallClock.start + 19_999 * 60_000
        try database.write { c in
            var generator = SplitMix(seed: 42)
            for n in 0..<20_000 {
                let session = n % 1_000 == 0 ? Self.player : "session-\(n % 5_000)"
                _ = try ScoreStore.record(
                    c, board: Self.board, sessionID: session, gameID: Int64(n), value: Int64(3_000 + generator.next() % 600_000),
                    penalty: n % 9 == 0 ? 1 : 0, detail: 1.5, now: WallClock.start + Int64(n) * 60_000)
            }
            try c.execute("UPDATE scores SET name = 'player' WHERE id % 5 <> 0")
        }
        return newest
    }

    @Test func boardQueriesUseIndexesOnALargeBoard() throws {
        let scratch = try Scratch()
        let database = try scratch.open()
        let newest = try fill(database)
        let day = newest - WallClock.day
        let quietWindow = newest + 1
        let entry = try #require(try database.read { try ScoreStore.find($0, id: 10_000) })

        let checked: [(what: String, indexes: [String], run: (Connection) throws -> Void)] = [
            ("top, all time", ["scores_ranked"], { c in _ = try ScoreStore.top(c, board: Self.board, since: nil, limit: 10) }),
            ("top, today", ["scores_ranked"], { c in _ = try ScoreStore.top(c, board: Self.board, since: day, limit: 10) }),
            ("top, empty window (head, then the window sorted)", ["scores_ranked", "scores_recent"], { c in
                let rows = try ScoreStore.top(c, board: Self.board, since: quietWindow, limit: 10)
                #expect(rows == [])
            }),
            ("rank, all time", ["score_buckets", "scores_ranked"], { c in _ = try ScoreStore.rank(c, board: Self.board, entry: entry, since: nil) }),
            ("rank, today", ["scores_recent"], { c in _ = try ScoreStore.rank(c, board: Self.board, entry: entry, since: day) }),
            ("best, all time", ["scores_by_session"], { c in _ = try ScoreStore.best(c, board: Self.board, sessionID: Self.player, since: nil) }),
            ("best, today", ["scores_by_session"], { c in _ = try ScoreStore.best(c, board: Self.board, sessionID: Self.player, since: day) }),
        ]
        for check in checked {
            let found = try database.read { try plans($0, check.run) }
            #expect(!found.isEmpty, "\(check.what) ran no query")
            let lines = found.flatMap(\.lines)
            // A SCAN of a table (rather than a SEARCH of an index) reads every row of the board.
            let scans = lines.filter { $0.hasPrefix("SCAN") && !$0.hasPrefix("SCAN head") && $0 != "SCAN CONSTANT ROW" }
            #expect(scans.isEmpty, "\(check.what) scans: \(found)")
            for index in check.indexes {
                #expect(lines.contains { $0.contains("INDEX \(index)") || $0.contains("SEARCH \(index)") }, "\(check.what) should use \(index): \(found)")
            }
        }
    }
}

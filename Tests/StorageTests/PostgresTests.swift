import Foundation
import Synchronization
import Testing

@testable import Storage

/// What only the PostgreSQL backend has to prove: moves raced by two instances apply once, a lost server is
/// reported and found again without a restart, and each connection's settings.
@Suite(.enabled(if: Backend.postgresURL != nil, "MINIGAMES_TEST_POSTGRES is not set (make test sets it)"))
struct PostgresTests {
    /// Polls `condition` every 10 ms for up to 5 s.
    private func eventually(_ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return try condition()
    }

    private func newGame(_ database: Database) throws -> GameRecord {
        let session = try database.newSession()
        return try database.write { c in
            try GameStore.insert(c, sessionID: session.id, kind: "tictactoe", level: "easy", state: "{}", outcome: "playing", now: 1)
        }
    }

    /// Two instances (two pools) save the same version of one game. The second's UPDATE waits for the first's row
    /// lock (seen in pg_stat_activity); when the first commits, PostgreSQL re-checks the second's WHERE against
    /// the new row, so the version check refuses it: one move, applied once.
    @Test func aMoveRacedByTwoInstancesAppliesOnce() throws {
        let scratch = try Scratch(.postgres)
        let first = try scratch.open(), second = try scratch.open()
        let game = try newGame(first)
        var move = game
        move.state = "{\"cells\":\"x\"}"
        move.moves = 1
        let firstSaved = DispatchSemaphore(value: 0), secondDone = DispatchSemaphore(value: 0)
        let secondResult = Mutex<Result<GameRecord?, any Error>?>(nil)
        Thread { [move] in
            firstSaved.wait()
            let result = Result { try second.write { try GameStore.update($0, move, now: 3) } }
            secondResult.withLock { $0 = result }
            secondDone.signal()
        }.start()
        let observer = PostgresConnection(url: scratch.postgresURL ?? "")
        defer { observer.close() }
        let saved = try first.write { c in
            let saved = try GameStore.update(c, move, now: 2)
            firstSaved.signal()
            // Hold the row lock until the other instance's UPDATE is waiting for it.
            let waiting = try eventually {
                try observer.queryOne(
                    "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE games SET state%'", []
                )?.int("n") ?? 0 > 0
            }
            #expect(waiting, "the second instance's UPDATE waited for the first's row lock")
            return saved
        }
        secondDone.wait()
        #expect(saved?.version == 2)
        #expect(try secondResult.withLock { try $0?.get() } == .some(nil), "the second save found version 2, not 1")
        let stored = try second.read { try GameStore.find($0, id: game.id) }
        #expect(stored?.version == 2 && stored?.moves == 1)
    }

    /// Many rounds of the same move posted to both instances at once: each round applies exactly one.
    @Test func simultaneousSavesOfOneVersionApplyOncePerRound() throws {
        let scratch = try Scratch(.postgres)
        let instances = [try scratch.open(), try scratch.open()]
        var game = try newGame(instances[0])
        for round in 1...20 {
            var next = game
            next.moves = round
            let move = next
            let applied = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if (try? instances[index].write({ try GameStore.update($0, move, now: Int64(round)) })) ?? nil != nil {
                    applied.add(1, ordering: .relaxed)
                }
            }
            #expect(applied.load(ordering: .relaxed) == 1, "round \(round)")
            game = try #require(try instances[0].read { try GameStore.find($0, id: game.id) })
            #expect(game.version == round + 1)
        }
    }

    /// The server ends every connection of the pool (as a restart does): the next write connects again by itself.
    @Test func lostConnectionsAreMadeAgainOnNextUse() throws {
        let scratch = try Scratch(.postgres)
        let database = try scratch.open()
        let session = try database.newSession()
        let admin = PostgresConnection(url: Backend.postgresURL ?? "")
        defer { admin.close() }
        let ended = try admin.query(
            "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = ?", [.text(scratch.schemaName ?? "")])
        #expect(!ended.isEmpty)
        try database.write { try SessionStore.touch($0, id: session.id, now: 5) }
        #expect(try database.read { try SessionStore.find($0, id: session.id) }?.seenAt == 5)
    }

    /// While the database takes no connections, checks and writes say "unavailable" (503); once it takes them
    /// again, the same `Database` is healthy without being opened again.
    @Test func anUnreachableDatabaseIsUnhealthyAndRecovers() throws {
        let admin = PostgresConnection(url: Backend.postgresURL ?? "")
        defer { admin.close() }
        let name = "h_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try admin.executeScript("CREATE DATABASE \(name)")
        defer { _ = try? admin.executeScript("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }
        let base = try #require(Backend.postgresURL)
        let url = String(base[..<(base.lastIndex(of: "/") ?? base.endIndex)]) + "/\(name)"
        let database = try Database(url: url, pool: 2)
        defer { database.close() }
        #expect(database.healthProblem() == nil)
        try admin.executeScript("ALTER DATABASE \(name) ALLOW_CONNECTIONS false")
        _ = try admin.query("SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = '\(name)'", [])
        #expect(database.healthProblem() != nil)
        do {
            _ = try database.newSession()
            Issue.record("a write reached a database that takes no connections")
        } catch let error as DatabaseError {
            #expect(error.kind == .unavailable && error.meansCannotWrite, "\(error)")
        }
        try admin.executeScript("ALTER DATABASE \(name) ALLOW_CONNECTIONS true")
        #expect(database.healthProblem() == nil)
        _ = try database.newSession()
    }

    /// Three lookups on one connection share one server-side statement, with the id bound as $1, never spliced in.
    @Test func eachStatementIsPreparedOncePerConnectionWithBoundValues() throws {
        let scratch = try Scratch(.postgres)
        let database = try scratch.open()
        let session = try database.newSession()
        let prepared = try database.read { c in
            for _ in 0..<3 { #expect(try SessionStore.find(c, id: session.id) == session) }
            // This query is prepared too, and its own text matches the pattern: it is left out.
            return try c.query("""
                SELECT statement FROM pg_prepared_statements
                WHERE statement LIKE '%FROM sessions WHERE id =%' AND statement NOT LIKE '%pg_prepared_statements%'
                """)
        }
        #expect(prepared.count == 1)
        #expect(prepared.first?.string("statement")?.hasSuffix("WHERE id = $1") == true)
    }

    /// Set per transaction (`SET LOCAL` in its BEGIN), so a pooled connection keeps no session state (PgBouncer).
    @Test func everyTransactionHasTheStatementAndLockTimeouts() throws {
        let scratch = try Scratch(.postgres)
        let database = try scratch.open()
        for show in ["statement_timeout", "lock_timeout"] {
            let expected = show == "lock_timeout" ? "1s" : "1500ms"
            #expect(try database.read { try $0.queryOne("SHOW \(show)") }?.string(show) == expected)
            #expect(try database.write { try $0.queryOne("SHOW \(show)") }?.string(show) == expected)
        }
    }
}

/// The PostgreSQL backend's parts that need no server.
@Suite struct PostgresDialectTests {
    @Test func sqlStatesMapToKinds() {
        #expect(DatabaseError(sqlState: "23505", message: "unique").kind == .constraint)
        #expect(DatabaseError(sqlState: "40001", message: "serialization").isWorthRetrying)
        #expect(DatabaseError(sqlState: "40P01", message: "deadlock").kind == .busy)
        #expect(DatabaseError(sqlState: "57014", message: "timeout").meansCannotWrite)
        #expect(DatabaseError(sqlState: "08006", message: "lost").kind == .unavailable)
        #expect(DatabaseError(sqlState: "57P01", message: "shutdown").kind == .unavailable)
        #expect(DatabaseError(sqlState: "25006", message: "read only").kind == .readOnly)
        #expect(DatabaseError(sqlState: "53100", message: "disk full").kind == .full)
        #expect(DatabaseError(sqlState: "42601", message: "syntax").kind == .other)
    }

    @Test func placeholdersAndSQLiteHintsAreTranslated() {
        #expect(PostgresSQL.translate("SELECT ? , ?, '?' FROM t WHERE a = ?") == "SELECT $1 , $2, '?' FROM t WHERE a = $3")
        #expect(PostgresSQL.translate("WHERE a = ?1 AND b = ?2 OR c = ?1 LIMIT ?") == "WHERE a = $1 AND b = $2 OR c = $1 LIMIT $3")
        #expect(PostgresSQL.translate("FROM scores INDEXED BY scores_recent\n    WHERE x") == "FROM scores \n    WHERE x")
        #expect(PostgresSQL.translate("FROM (q) AS head CROSS JOIN scores AS s ON s.id = head.id")
            == "FROM (q) AS head JOIN scores AS s ON s.id = head.id")
    }
}

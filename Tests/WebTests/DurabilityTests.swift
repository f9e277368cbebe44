import Foundation
@testable import Storage
import Testing
@testable import Web

/// A database that cannot be written (locked by another process past the busy timeout, full) gives the player a
/// clear 503 page while pages that only read keep working; `/healthz` says so; and
/// everything recovers, with no restart, once the cause goes away. A move answered 303 is committed first.
@Suite("Durability: the database cannot be written, then can again")
struct DurabilityTests {
    static func expectUnavailable(_ answer: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        expectReadableRefusal(answer, 503, "while the database cannot be written", sourceLocation: sourceLocation)
        #expect(answer.header("Retry-After") == "5", sourceLocation: sourceLocation)
        #expect(refusalMessage(answer)?.contains("Nothing was lost") == true, sourceLocation: sourceLocation)
        HostileRequestTests.expectSafeHTML(answer, "503", sourceLocation: sourceLocation)
    }

    /// A fresh check: `/healthz` answers from its last check for `HealthController.maxAge`, so time moves past it first.
    static func health(_ site: TestSite) throws -> Int {
        site.clock.advance(by: HealthController.maxAge)
        return try site.client().get("/healthz").status
    }

    /// `/healthz` gives `reason` within 5 s, polled as `turnsUnhealthy` is.
    static func says(_ site: TestSite, _ reason: (String) -> Bool) -> Bool {
        ModerationTests.eventually(timeout: .seconds(5)) {
            site.clock.advance(by: HealthController.maxAge)
            return (try? site.client().get("/healthz").body).map(reason) ?? false
        }
    }

    /// `/healthz` is 200 again within 5 s of the cause going away. Polled: a request
    /// waits only `HealthController.patience` (150 ms) for a check, which a busy machine (the test suites run side
    /// by side) can outlast; the check then ends in the background and the next request sees it.
    static func recovers(_ site: TestSite) -> Bool {
        ModerationTests.eventually(timeout: .seconds(5)) { (try? health(site)) == 200 }
    }

    /// `/healthz` says 503 within 5 s of the cause: polled, as a check slower than `patience` (the lock wait is
    /// 200 ms) answers the last result until it ends.
    static func turnsUnhealthy(_ site: TestSite) -> Bool {
        ModerationTests.eventually(timeout: .seconds(5)) { (try? health(site)) == 503 }
    }

    @Test("another process holding the write lock past the busy timeout: 503, reads go on, then the same form applies", .enabled(if: TestSite.onSQLite, "SQLite file locks"))
    func lockedElsewhere() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let page = try visitor.page("tictactoe")
        let before = try HostileVisitor.stored(site)
        // As a backup tool or an `sqlite3` shell would: a second connection to the file takes the write lock.
        let other = try Connection(path: site.databasePath, readOnly: false)
        try other.execute("BEGIN IMMEDIATE")
        let started = ContinuousClock.now
        Self.expectUnavailable(try visitor.client.postForm("/tictactoe/move", from: page, [("cell", "4")]))
        #expect(ContinuousClock.now - started >= .milliseconds(Int(Connection.busyTimeoutMilliseconds) - 100),
                "the move waited for the lock as long as the busy timeout allows")
        #expect(try visitor.client.get("/tictactoe").status == 200, "a page that only reads still answers")
        #expect(Self.turnsUnhealthy(site), "/healthz says 503")
        #expect(Self.says(site) { $0 == "database unavailable: another process holds the write lock\n" })
        #expect(try HostileVisitor.stored(site) == before)
        try other.execute("ROLLBACK")
        other.close()
        #expect(try visitor.client.postForm("/tictactoe/move", from: page, [("cell", "4")]).status == 303)
        #expect(Self.recovers(site), "/healthz is 200 again")
    }

    /// A first visit writes nothing, so a newcomer still gets its page; its first form post is what cannot be stored.
    static func expectNewcomerReadsButCannotPlay(_ site: TestSite) throws {
        let newcomer = site.client()
        let page = try newcomer.get("/tictactoe")
        #expect(page.status == 200)
        expectUnavailable(try newcomer.postForm("/tictactoe/move", from: page, [("cell", "4")]))
    }

    @Test("a writer connection that turns read-only is opened again at once: the move that found it so applies", .enabled(if: TestSite.onSQLite, "SQLite's query_only pragma"))
    func readOnlyWriterIsOpenedAgain() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let page = try visitor.page("minesweeper")
        // `query_only` makes the server's writer answer SQLITE_READONLY, as a connection SQLite opened on a file it
        // could not write does. The files can be written (tests run as root), so the server closes its connections,
        // opens them again and runs the move once more. A file that stays read-only is `test_readonly_database.py`'s
        // (run as another user). The test reaches past the writer's lock, safe only because no request is in flight.
        let writer = try site.app.database.write { $0 }
        try writer.execute("PRAGMA query_only = ON")
        #expect(try visitor.client.postForm("/minesweeper/move", from: page, [("action", "reveal"), ("cell", "40")]).status == 303)
        #expect(try site.app.database.write { try $0.queryOne("PRAGMA query_only")?.int("query_only") } == 0)
        #expect(try visitor.client.get("/minesweeper").status == 200)
        #expect(Self.recovers(site), "/healthz is 200")
    }

    @Test("a full disk: a new visitor can look but its first move gets 503, /healthz says so, and both recover once there is room", .enabled(if: TestSite.onSQLite, "SQLite pragmas make the file read-only or full"))
    func diskFull() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        try Self.fillDisk(site)
        try Self.expectNewcomerReadsButCannotPlay(site)
        #expect(try visitor.client.get("/tictactoe").status == 200, "a page that only reads still answers")
        #expect(Self.turnsUnhealthy(site), "/healthz says 503")
        #expect(Self.says(site) { $0.hasPrefix("database unavailable: a write failed") && $0.hasSuffix("(the disk is full)\n") })
        _ = try site.app.database.write { c in try c.execute("PRAGMA max_page_count = 1073741823") }
        let newcomer = site.client()
        #expect(try newcomer.get("/").status == 200)
        #expect(newcomer.cookies["sid"] != nil)
        #expect(Self.recovers(site), "/healthz is 200 again")
    }

    /// SQLite's page limit, set at the file's current size, makes every write that needs a new page fail with
    /// SQLITE_FULL, exactly as a full disk does. Sessions are then added until their table is full too.
    static func fillDisk(_ site: TestSite, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try site.app.database.write { c in
            let pages = try #require(try c.queryOne("PRAGMA page_count")?.int("page_count"))
            try c.execute("PRAGMA max_page_count = \(pages)")
        }
        var added = 0
        while added < 10_000 {
            do {
                _ = try site.app.database.write { c in try SessionStore.create(c, now: site.clock.now) }
                added += 1
            } catch let error as DatabaseError where error.kind == .full {
                break
            }
        }
        #expect(added < 10_000, "the database never filled up", sourceLocation: sourceLocation)
    }

    @Test("a full disk logs its failure once, then how many more a minute, not a line per request", .enabled(if: TestSite.onSQLite, "SQLite pragmas make the file full"))
    func diskFullLogsOnce() throws {
        let log = CapturedLog()
        let site = try TestSite(log: log)
        defer { site.stop() }
        try Self.fillDisk(site)
        let unavailable = {
            log.entries.filter { $0.level == .warning && $0.text.hasPrefix("database unavailable: full") }
        }
        for _ in 0..<20 {
            try Self.expectNewcomerReadsButCannotPlay(site)
        }
        #expect(unavailable().count == 1, "\(unavailable().map(\.text))")
        site.clock.advance(by: RepeatedWarnings.interval)
        site.app.warnings.flush()
        #expect(unavailable().count == 2)
        #expect(unavailable().last?.text.hasSuffix("(and 19 more in 60 s)") == true, "\(unavailable().last?.text ?? "")")
    }

    @Test("every move answered 303 is already committed: another connection reads it, and so does a restarted server")
    func committedBeforeTheAnswer() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        #expect(try visitor.post("tictactoe", "new", [("mode", "two-players")], version: false).status == 303)
        let sessionID = try #require(visitor.client.sessionID)
        var versions: [Int] = []
        for (cell, mark) in [(4, "X"), (0, "O"), (8, "X"), (2, "O")] {
            let page = try visitor.page("tictactoe")
            #expect(try visitor.client.postForm("/tictactoe/move", from: page, [("cell", "\(cell)"), ("mark", mark)]).status == 303)
            let version = try #require(page.hidden("version").flatMap { Int($0) })
            versions.append(version + 1)
            // A separate connection, as another process would open the file after a crash.
            let outsider = try site.openDatabase()
            defer { outsider.close() }
            let stored = try outsider.read { c in
                try c.queryOne(
                    "SELECT version FROM games WHERE session_id = ? AND kind = 'tictactoe' ORDER BY id DESC LIMIT 1", [.text(sessionID)])
            }
            #expect(stored?.int("version") == versions.last)
        }
        try site.restart()
        let after = try #require(try site.app.database.read { c in try GameStore.current(c, sessionID: sessionID, kind: "tictactoe") })
        #expect(after.version == versions.last)
        #expect(after.moves == 4)
        #expect(try site.healthzStatus() == 200)
    }
}

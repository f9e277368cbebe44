import Foundation
import Storage
import Synchronization
import Testing
@_spi(Testing) @testable import Web

/// A returning player's session is served from memory (`SessionCache`). What must hold: a kept row is
/// never another session's, never stale after a write through this instance, another instance or another process,
/// and the cache stays bounded whatever cookies arrive.
@Suite("Session cache: from memory, only its own session's, never stale, bounded")
struct SessionCacheTests {
    /// A browser whose session is stored (its first post stores it: sound on).
    static func storedVisitor(_ site: TestSite) throws -> TestClient {
        let client = site.client()
        let page = try client.get("/minesweeper")
        let on = try client.post(SettingsController.soundSettingPath, [("csrf", try #require(page.hidden("csrf"))), ("sound", "on")])
        #expect(on.status == 303)
        return client
    }

    /// Whether the sound toggle shows pressed on this client's next game page ("true" or "false").
    /// Another process's write is seen within the watch's interval (50 ms): polled for up to 2 s.
    static func seen(_ client: TestClient, _ sound: String) -> Bool {
        ModerationTests.eventually(timeout: .seconds(2)) { (try? Self.sound(client)) == sound }
    }

    static func sound(_ client: TestClient) throws -> String {
        try SoundSettingTests.toggle(try client.get("/tictactoe")).pressed
    }

    static func setSound(_ client: TestClient, _ value: String) throws {
        let page = try client.get("/minesweeper")
        let answer = try client.post(SettingsController.soundSettingPath, [("csrf", try #require(page.hidden("csrf"))), ("sound", value)])
        #expect(answer.status == 303)
    }

    @Test("a returning player's pages take the session from memory on SQLite; PostgreSQL reads it each time")
    func servedFromMemory() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = try Self.storedVisitor(site)
        _ = try client.get("/")
        let before = site.app.sessionCache.hits.load(ordering: .relaxed) + AnswerMemoTests.hits(site)
        for path in ["/", "/minesweeper", "/tictactoe", "/leaderboard", "/"] {
            #expect(try client.get(path).status == 200, "\(path)")
        }
        // A page the server sent again as it was (`AnswerMemo`) read no session at all.
        let hits = site.app.sessionCache.hits.load(ordering: .relaxed) + AnswerMemoTests.hits(site) - before
        // PostgreSQL has no mark of other instances' commits that costs no round trip: it keeps nothing.
        #expect(hits == (TestSite.onSQLite ? 5 : 0))
        #expect(site.app.sessionCache.count == (TestSite.onSQLite ? 1 : 0))
    }

    @Test("two players asking in turn each get their own session: their own form token and setting")
    func neverAnotherSessions() throws {
        let site = try TestSite()
        defer { site.stop() }
        let one = try Self.storedVisitor(site), two = try Self.storedVisitor(site)
        try Self.setSound(two, "off")
        for _ in 0..<3 {
            let first = try one.get("/tictactoe"), second = try two.get("/tictactoe")
            #expect(first.hidden("csrf") != second.hidden("csrf"))
            #expect(try SoundSettingTests.toggle(first).pressed == "true")
            #expect(try SoundSettingTests.toggle(second).pressed == "false")
        }
    }

    @Test("a write through this instance is on its next page")
    func ownWrites() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = try Self.storedVisitor(site)
        #expect(try Self.sound(client) == "true")
        #expect(try Self.sound(client) == "true", "kept")
        try Self.setSound(client, "off")
        #expect(try Self.sound(client) == "false")
        try Self.setSound(client, "on")
        #expect(try Self.sound(client) == "true")
    }

    @Test("a write through another instance is on this instance's pages within 50 ms, both ways")
    func otherInstancesWrites() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = try Self.storedVisitor(site)
        #expect(try Self.sound(client) == "true")
        #expect(try Self.sound(client) == "true", "kept")
        let other = try site.secondInstance()
        defer { site.stopInstance(other) }
        let throughOther = TestClient(port: other.server.port)
        throughOther.cookies = client.cookies
        #expect(try Self.sound(throughOther) == "true")
        for round in 0..<3 {
            try Self.setSound(throughOther, "off")
            #expect(Self.seen(client, "false"), "round \(round): the other instance's write")
            try Self.setSound(client, "on")
            #expect(try Self.sound(throughOther) == "true", "round \(round): this instance's write, seen there")
            #expect(try Self.sound(client) == "true")
        }
    }

    @Test("a write by another process (an operator's tool) straight to the store is on the pages within 50 ms, a deletion too")
    func otherProcessesWrites() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = try Self.storedVisitor(site)
        let id = try #require(client.sessionID)
        #expect(try Self.sound(client) == "true")
        let elsewhere = try site.openDatabase()
        defer { elsewhere.close() }
        _ = try elsewhere.write { c in try SessionStore.setSound(c, id: id, on: false) }
        #expect(Self.seen(client, "false"))
        _ = try elsewhere.write { c in try SessionStore.setSound(c, id: id, on: true) }
        #expect(Self.seen(client, "true"))
        _ = try elsewhere.write { c in try c.execute("DELETE FROM sessions WHERE id = ?", [.text(id)]) }
        #expect(ModerationTests.eventually(timeout: .seconds(2)) {
            (try? SoundSettingTests.toggle(client.get("/tictactoe")).pressed) == "false"
        })
        let page = try client.get("/tictactoe")
        #expect(page.status == 200)
        #expect(try SoundSettingTests.toggle(page).pressed == "false", "a forgotten session is a new visitor")
        #expect(page.hidden("csrf") == site.app.keys.formToken(for: id))
    }

    @Test("forgotten by housekeeping: the next page is a new visitor's")
    func forgottenByHousekeeping() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = try Self.storedVisitor(site)
        #expect(try Self.sound(client) == "true")
        site.clock.advance(by: App.sessionLifetime + 1000)
        _ = site.app.housekeeping.sweep()
        #expect(try SoundSettingTests.storedSound(site, client) == nil)
        #expect(try Self.sound(client) == "false")
    }

    @Test("a flood of fresh cookies keeps nothing: only stored sessions are kept")
    func freshCookiesKeepNothing() throws {
        let site = try TestSite()
        defer { site.stop() }
        for _ in 0..<50 {
            let visitor = site.client()
            #expect(try visitor.get("/").status == 200)
            #expect(try visitor.get("/").status == 200, "again, with its signed cookie")
        }
        #expect(site.app.sessionCache.count == 0)
    }

    // The cache on its own: bounds, and what it refuses to keep.

    static func record(_ id: String) -> SessionRecord {
        SessionRecord(id: id, csrfToken: "t-" + id, name: nil, createdAt: 0, seenAt: 0)
    }

    static func withDatabase(_ body: (Database) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("minigames-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try Database(path: directory.appendingPathComponent("test.sqlite").path)
        defer { database.close() }
        try body(database)
    }

    @Test("bounded: past its limit the row kept first is forgotten first")
    func bounded() {
        let cache = SessionCache(limit: 3, othersMark: { 0 })
        for n in 0..<10 {
            let id = "s\(n)"
            guard let ticket = cache.lookup(id).ticket else { Issue.record("no ticket"); return }
            cache.keep(Self.record(id), ticket)
        }
        #expect(cache.count == 3)
        #expect(cache.lookup("s9").record?.id == "s9" && cache.lookup("s7").record?.id == "s7")
        #expect(cache.lookup("s6").record == nil && cache.lookup("s0").record == nil)
    }

    @Test("a row read before or during a write of this process is not kept; each id gets only its own row")
    func notKeptAcrossWrites() throws {
        try Self.withDatabase { database in
            let cache = SessionCache(limit: 8, othersMark: { 0 })
            let before = try #require(cache.lookup("a").ticket)
            cache.changing("a", in: database) {
                #expect(cache.lookup("b").ticket == nil, "nothing read during a write is kept")
            }
            cache.keep(Self.record("a"), before)
            #expect(cache.lookup("a").record == nil, "read before the write ended")
            cache.keep(Self.record("a"), try #require(cache.lookup("a").ticket))
            #expect(cache.lookup("a").record?.csrfToken == "t-a")
            #expect(cache.lookup("b").record == nil)
            cache.changing(nil, in: database) {}
            #expect(cache.lookup("a").record == nil, "any write to the sessions drops every row")
        }
    }

    @Test("another writer's mark: a new one drops every row; none (cannot tell) serves and keeps nothing")
    func othersMark() throws {
        let mark = Mutex<UInt64?>(1)
        let cache = SessionCache(limit: 8, othersMark: { mark.withLock { $0 } })
        cache.keep(Self.record("a"), try #require(cache.lookup("a").ticket))
        #expect(cache.lookup("a").record != nil)
        mark.withLock { $0 = nil }
        #expect(cache.lookup("a").record == nil && cache.lookup("a").ticket == nil)
        mark.withLock { $0 = 1 }
        let stale = try #require(cache.lookup("b").ticket)
        mark.withLock { $0 = 2 }
        #expect(cache.lookup("a").record == nil, "another process committed")
        cache.keep(Self.record("b"), stale)
        #expect(cache.lookup("b").record == nil, "read under the old mark")
    }
}

import Foundation
import HTTP
import Logging
import Storage
import Testing
@testable import Web

/// Sessions and forms: the `sid` cookie, its flags, and the CSRF check on every POST.
@Suite("Foundation: sessions and forms")
struct FoundationSessionTests {
    static func sessionCount(_ site: TestSite) throws -> Int {
        try site.app.database.read { c in try c.queryOne("SELECT count(*) AS n FROM sessions")?.int("n") ?? -1 }
    }

    /// The `sid` cookie's attributes, split at `;` and trimmed.
    static func attributes(_ setCookie: String) -> [String] {
        setCookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("a first visit sets sid: 128 random bits and their signature, HttpOnly, SameSite=Lax, Path=/, not Secure over http; it stores nothing")
    func firstVisitCookie() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let page = try client.get("/")
        #expect(page.status == 200)
        let cookies = page.headers("Set-Cookie")
        #expect(cookies.count == 1)
        let attributes = Self.attributes(try #require(cookies.first))
        let sid = try #require(attributes.first)
        #expect(sid.wholeMatch(of: #/sid=[0-9a-f]{32}\.[0-9a-f]{32}/#) != nil, "an id of 128 bits, then its signature")
        #expect(attributes.contains("HttpOnly"))
        #expect(attributes.contains("SameSite=Lax"))
        #expect(attributes.contains("Path=/"))
        #expect(!attributes.contains("Secure"))
        #expect(try Self.sessionCount(site) == 0, "a first visit writes nothing")
        // The next request with that cookie is the same session: no new cookie, still no row.
        let game = try client.get("/tictactoe")
        #expect(game.headers("Set-Cookie").isEmpty)
        #expect(try Self.sessionCount(site) == 0)
        // The first form it posts stores it, under the same id.
        #expect(try client.postForm("/tictactoe/move", from: game, [("cell", "4")]).status == 303)
        #expect(try Self.sessionCount(site) == 1)
        #expect(try site.app.database.read { c in try SessionStore.find(c, id: try #require(client.sessionID)) } != nil)
        // Two browsers never share an id.
        let other = site.client()
        _ = try other.get("/")
        #expect(other.cookies["sid"] != client.cookies["sid"])
    }

    @Test("with secure cookies configured (behind https) sid is also Secure")
    func secureWhenConfigured() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("minigames-secure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try Database(path: directory.appendingPathComponent("test.sqlite").path)
        defer { database.close() }
        let app = try App(database: database,
                      assets: TestSite.assets.get(),
                      secureCookies: true, logger: Logger(label: "test"))
        let response = app.makeRouter().handle(Request(path: "/"))
        #expect(response.status == 200)
        let setCookie = try #require(response.headers.first { $0.0.lowercased() == "set-cookie" }?.1)
        let attributes = Self.attributes(setCookie)
        #expect(attributes.contains("Secure"))
        #expect(attributes.contains("HttpOnly"))
        #expect(attributes.contains("SameSite=Lax"))
    }

    @Test("a forged or malformed cookie silently gets a new session",
          arguments: ["0123456789abcdef0123456789abcdef", "not-a-session", "' OR 1=1 --", String(repeating: "f", count: 4000), ""])
    func unknownCookie(value: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        client.cookies["sid"] = TestClient.encode(value)
        let page = try client.get("/tictactoe")
        #expect(page.status == 200)
        #expect(page.body.contains("<h1>Tic-Tac-Toe</h1>"))
        #expect(!page.body.contains("flash"), "no message: the new session is silent")
        let fresh = try #require(client.sessionID)
        #expect(fresh != TestClient.encode(value))
        #expect(fresh.count == 32)
        #expect(try Self.sessionCount(site) == 0)
    }

    @Test("a POST without the CSRF token, or with a wrong one, is 403 and changes nothing",
          arguments: [nil, "", "0000", "wrong-token-wrong-token-wrong-t"])
    func csrfRefused(token: String?) throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let page = try client.get("/tictactoe")
        let version = try #require(page.hidden("version"))
        let before = try Self.storedGames(site)
        var fields = [("cell", "4"), ("mark", "X"), ("version", version)]
        if let token { fields.append(("csrf", token)) }
        let moved = try client.post("/tictactoe/move", fields)
        #expect(moved.status == 403)
        #expect(moved.header("Content-Type")?.hasPrefix("text/html") == true)
        #expect(moved.body.contains("Nothing was changed"))
        let started = try client.post("/tictactoe/new", fields.filter { $0.0 == "csrf" } + [("mode", "two-players")])
        #expect(started.status == 403)
        #expect(try Self.storedGames(site) == before)
        #expect(try Self.sessionCount(site) == 0)
        // The same post with the page's own token goes through, and stores the session and its game.
        #expect(try client.postForm("/tictactoe/move", from: page, [("cell", "4"), ("mark", "X")]).status == 303)
        #expect(try Self.sessionCount(site) == 1)
    }

    @Test("a stored session keeps its own form token: the one its signed id gives now is refused, changing nothing")
    func storedTokenWins() throws {
        let site = try TestSite()
        defer { site.stop() }
        // As a session stored under an older server key: its token is not the one the newest key makes.
        let id = SessionStore.newID()
        _ = try site.app.database.write { c in
            try SessionStore.create(c, SessionRecord(id: id, csrfToken: "0123456789abcdef0123456789abcdef", name: nil,
                                                     createdAt: site.clock.now, seenAt: site.clock.now))
        }
        let client = site.client()
        client.cookies["sid"] = site.app.keys.cookie(for: id)
        let refused = try client.post("/tictactoe/new", [("csrf", site.app.keys.formToken(for: id)), ("mode", "two-players")])
        #expect(refused.status == 403 && refused.body.contains("Nothing was changed"))
        #expect(try Self.storedGames(site).isEmpty)
        let page = try client.get("/tictactoe")
        #expect(page.hidden("csrf") == "0123456789abcdef0123456789abcdef")
        #expect(try client.postForm("/tictactoe/new", from: page, [("mode", "two-players")]).status == 303)
        #expect(try Self.storedGames(site).count == 1)
    }

    @Test("a POST from a browser without a session is 403 and creates no session")
    func postWithoutSession() throws {
        let site = try TestSite()
        defer { site.stop() }
        let answer = try site.client().post("/tictactoe/new", [("csrf", "anything"), ("mode", "two-players")])
        #expect(answer.status == 403)
        #expect(answer.headers("Set-Cookie").isEmpty)
        #expect(try Self.sessionCount(site) == 0)
        #expect(try Self.storedGames(site).isEmpty)
    }

    @Test("every successful POST answers 303 See Other (Post/Redirect/Get)")
    func postRedirectGet() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let page = try client.get("/tictactoe")
        let started = try client.postForm("/tictactoe/new", from: page, [("mode", "two-players")])
        #expect(started.status == 303)
        // A new game's page focuses its board (`MoveFocus.started`).
        #expect(started.location == "/tictactoe?started")
        #expect(started.body.isEmpty)
        let moved = try client.postForm("/tictactoe/move", from: try client.get("/tictactoe"), [("cell", "0"), ("mark", "X")])
        #expect(moved.status == 303)
        #expect(moved.location == "/tictactoe?played=0#square")
    }

    /// Every stored game row (id, version, state), to show a refused POST changed nothing.
    static func storedGames(_ site: TestSite) throws -> [String] {
        try site.app.database.read { c in
            try c.query("SELECT id, version, state FROM games ORDER BY id").map {
                "\($0.int64("id") ?? 0)/\($0.int("version") ?? 0)/\($0.string("state") ?? "")"
            }
        }
    }
}

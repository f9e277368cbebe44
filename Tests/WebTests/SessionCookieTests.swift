import Foundation
import HTTP
import Logging
import Storage
import Testing
@testable import Web

/// Which session a request's cookies name: a repeated `sid` is read for any signed value, not only the first, and
/// behind https the cookie is `__Host-sid`, with a browser's `sid` of before the switch read once and replaced.
@Suite("Session cookies")
struct SessionCookieTests {
    /// A player with a stored session: one Tic-Tac-Toe move played. Returns the page that followed.
    static func playOneMove(_ client: TestClient) throws -> TestResponse {
        let game = try client.get("/tictactoe")
        #expect(try client.postForm("/tictactoe/move", from: game, [("cell", "4")]).status == 303)
        return try client.get("/tictactoe")
    }

    static let bogus = String(repeating: "0", count: 32) + "." + String(repeating: "f", count: 32)

    @Test("sid=<bogus>; sid=<valid>: the valid session is used, in either order, for a page and for a form")
    func duplicateSid() throws {
        let site = try TestSite()
        defer { site.stop() }
        let alice = site.client()
        let page = try Self.playOneMove(alice)
        let csrf = try #require(page.hidden("csrf"))
        let valid = try #require(alice.cookies["sid"])
        for header in ["sid=\(Self.bogus); sid=\(valid)", "sid=\(valid); sid=\(Self.bogus)", "sid=garbage; a=1; sid=\(valid)"] {
            let seen = try site.client().get("/tictactoe", headers: [("Cookie", header)])
            #expect(seen.status == 200)
            #expect(seen.hidden("csrf") == csrf, "Alice's session: \(header)")
            #expect(seen.headers("Set-Cookie").isEmpty, "no fresh session: \(header)")
        }
        // Her next move, posted with the bogus value first, is hers.
        let moved = try site.client().post("/tictactoe/move", [("csrf", csrf), ("cell", "0"), ("version", page.hidden("version") ?? "")],
                                           headers: [("Cookie", "sid=\(Self.bogus); sid=\(valid)")])
        #expect(moved.status == 303)
        // Only signed values count: two bogus ones are a fresh visitor.
        let stranger = try site.client().get("/tictactoe", headers: [("Cookie", "sid=\(Self.bogus); sid=x.y")])
        #expect(stranger.hidden("csrf") != csrf)
        #expect(stranger.headers("Set-Cookie").count == 1)
    }

    @Test("behind https the session cookie is __Host-sid: Secure, Path=/, no Domain, and read back")
    func hostPrefixed() throws {
        let site = try TestSite(secureCookies: true)
        defer { site.stop() }
        let client = site.client()
        let first = try client.get("/")
        let setCookie = try #require(first.headers("Set-Cookie").first)
        let attributes = FoundationSessionTests.attributes(setCookie)
        #expect(attributes[0].hasPrefix("__Host-sid="))
        #expect(attributes.contains("Secure") && attributes.contains("Path=/") && attributes.contains("HttpOnly"))
        #expect(!attributes.contains { $0.lowercased().hasPrefix("domain") })
        #expect(client.cookies["sid"] == nil)
        let page = try Self.playOneMove(client)
        #expect(page.headers("Set-Cookie").isEmpty, "the server reads its __Host-sid")
        let id = try #require(client.sessionID)
        #expect(try site.app.database.read { c in try SessionStore.find(c, id: id) } != nil)
        // Its value under the plain name (set by a sibling subdomain, say) is no key.
        let planted = try site.client().get("/tictactoe", headers: [("Cookie", "sid=\(try #require(client.cookies["__Host-sid"]))")])
        #expect(planted.hidden("csrf") != page.hidden("csrf"))
    }

    /// The site behind https on `site`'s database, as after a restart with `--secure-cookies`.
    static func secureApp(_ site: TestSite) throws -> App {
        try App(database: site.app.database, assets: TestSite.assets.get(), clock: site.clock.clock,
                secureCookies: true, logger: Logger(label: "test"))
    }

    static func get(_ router: Router, _ path: String, cookie: String) -> Response {
        router.handle(Request(path: path, headers: ["cookie": cookie], cookies: Cookie.parse(header: cookie)))
    }

    static func setCookies(_ response: Response) -> [String] {
        response.headers.filter { $0.0.lowercased() == "set-cookie" }.map(\.1)
    }

    @Test("switching to secure cookies: a sid of before is read once, re-issued as __Host-sid, and expired")
    func switchKeepsSessions() throws {
        let site = try TestSite()
        defer { site.stop() }
        let alice = site.client()
        _ = try Self.playOneMove(alice)
        let old = try #require(alice.cookies["sid"])
        let id = try #require(alice.sessionID)
        let app = try Self.secureApp(site)
        let router = app.makeRouter()

        let switched = Self.get(router, "/tictactoe", cookie: "sid=\(old)")
        #expect(switched.status == 200)
        let cookies = Self.setCookies(switched)
        let renewed = try #require(cookies.first { $0.hasPrefix("__Host-sid=\(id).") })
        #expect(cookies.contains { $0.hasPrefix("sid=;") && $0.contains("Max-Age=0") }, "\(cookies)")
        let hostValue = String(renewed.dropFirst("__Host-sid=".count).prefix { $0 != ";" })
        #expect(hostValue != old, "signed for its own name")

        // With the new cookie: the same session, nothing more to set.
        let after = Self.get(router, "/tictactoe", cookie: "__Host-sid=\(hostValue)")
        #expect(Self.setCookies(after).isEmpty)
        // A browser with __Host-sid is not moved by a sid beside it (one a sibling subdomain set).
        let other = site.client()
        _ = try Self.playOneMove(other)
        let both = "sid=\(try #require(other.cookies["sid"])); __Host-sid=\(hostValue)"
        #expect(app.claimedSession(Request(path: "/", headers: ["cookie": both], cookies: Cookie.parse(header: both))).id == id)
        #expect(Self.setCookies(Self.get(router, "/tictactoe", cookie: both)).isEmpty)
    }
}

import Foundation
import HTTP
import Testing
@testable import Web

/// Fair limits per client: a token bucket per address for every POST, checked before any database work.
/// The site's clock stands still unless a test moves it, so no token comes back by itself.
@Suite("Post limits per client")
struct PostLimitTests {
    static let setup = [("mode", "computer"), ("level", "easy"), ("mark", "X")]

    /// A POST with no token: 403 while the client may post, 429 once it may not. Either way nothing is written.
    static func post(_ client: TestClient, from forwarded: String? = nil) throws -> Int {
        try client.post("/tictactoe/new", setup, headers: forwarded.map { [("X-Forwarded-For", $0)] } ?? []).status
    }

    @Test("past the burst: the site's 429 page with Retry-After, nothing written, and a token back a second later")
    func refusedPastTheBurst() throws {
        let site = try TestSite(limits: .init(rate: RateLimit(perSecond: 1, burst: 3)))
        defer { site.stop() }
        let client = site.client()
        var page = try client.get("/tictactoe")
        for _ in 0..<3 {
            #expect(try client.postForm("/tictactoe/new", from: page, Self.setup).status == 303)
            page = try client.get("/tictactoe")
        }
        let before = try site.storedRows()
        let refused = try client.postForm("/tictactoe/new", from: page, Self.setup)
        #expect(refused.status == 429)
        #expect(refused.header("Retry-After") == "1")
        #expect(refused.header("Content-Type") == "text/html; charset=utf-8")
        #expect(refused.header("Cache-Control") == "no-store")
        #expect(refused.body.contains("Slow down a little"))
        #expect(refused.body.contains("Nothing was changed"))
        #expect(refused.body.contains(#/href="/static/site\.[0-9a-f]{10}\.css"/#), "the site's own page, in its layout")
        // Every POST route draws on the same bucket; reads are never limited.
        #expect(try client.postForm("/tictactoe/move", from: page, [("cell", "4")]).status == 429)
        #expect(try client.postForm("/leaderboard/name", from: page, [("name", "Ada")]).status == 429)
        #expect(try client.get("/tictactoe").status == 200)
        #expect(try site.storedRows() == before)

        site.clock.advance(by: 999)
        #expect(try client.postForm("/tictactoe/new", from: page, Self.setup).status == 429)
        site.clock.advance(by: 1)
        #expect(try client.postForm("/tictactoe/new", from: page, Self.setup).status == 303)
        #expect(try site.storedRows() != before, "the same post, allowed, writes")
    }

    @Test("GETs are never limited")
    func getsAreFree() throws {
        let site = try TestSite(limits: .init(rate: RateLimit(perSecond: 1, burst: 1)))
        defer { site.stop() }
        let client = site.client()
        for path in ["/"] + GameRegistry.games.map({ "/\($0.slug)" }) + ["/leaderboard", "/healthz", "/static/site.css"] {
            for _ in 0..<3 {
                #expect(try client.get(path).status == 200, "\(path)")
            }
        }
        #expect(try Self.post(client) == 403, "the one token is still there")
        #expect(try Self.post(client) == 429)
    }

    @Test("behind a trusted proxy each forwarded client has its own bucket, and the spoofable left part is not read")
    func trustedProxy() throws {
        let proxy = try #require(IPAddress("127.0.0.1"))
        let site = try TestSite(limits: .init(rate: RateLimit(perSecond: 1, burst: 2), trustedProxies: [proxy]))
        defer { site.stop() }
        let client = site.client()
        #expect(try Self.post(client, from: "198.51.100.1") == 403)
        #expect(try Self.post(client, from: "198.51.100.1") == 403)
        #expect(try Self.post(client, from: "198.51.100.1") == 429)
        // What the client wrote itself sits left of what the proxy appended: still the same client.
        #expect(try Self.post(client, from: "203.0.113.50, 198.51.100.1") == 429)
        // A second address through the same proxy is not slowed down.
        #expect(try Self.post(client, from: "198.51.100.2") == 403)
        #expect(try Self.post(client, from: "2001:db8::2, 127.0.0.1") == 403, "the right-most that is not a proxy")
        // Without the header, the proxy itself: its own bucket.
        #expect(try Self.post(client) == 403)
        #expect(try Self.post(client, from: "not an address") == 403, "malformed: the proxy's bucket")
        #expect(try Self.post(client) == 429)
    }

    @Test("from a peer that is not a trusted proxy, X-Forwarded-For is ignored")
    func untrustedPeer() throws {
        let elsewhere = try #require(IPAddress("10.9.8.7"))
        let site = try TestSite(limits: .init(rate: RateLimit(perSecond: 1, burst: 2), trustedProxies: [elsewhere]))
        defer { site.stop() }
        let client = site.client()
        #expect(try Self.post(client, from: "198.51.100.1") == 403)
        #expect(try Self.post(client, from: "198.51.100.2") == 403)
        #expect(try Self.post(client, from: "198.51.100.3") == 429, "every post counted against 127.0.0.1")
        #expect(try Self.post(client) == 429)
    }
}

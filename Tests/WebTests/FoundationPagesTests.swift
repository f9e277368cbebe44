import Foundation
import Testing
@testable import Web

/// Pages and headers every route shares: error pages in the site layout, HEAD, the health
/// check, and the security headers.
@Suite("Foundation: pages and headers")
struct FoundationPagesTests {
    /// What only a page rendered in the site layout has.
    static func isInLayout(_ page: TestResponse) -> Bool {
        page.body.hasPrefix("<!DOCTYPE html>") && page.body.contains("<nav aria-label=\"Main\">")
            && page.body.contains(#/<link rel="stylesheet" href="/static/site\.[0-9a-f]{10}\.css">/#) && page.body.contains("<main id=\"main\">")
    }

    @Test("an unknown address is a 404 HTML page in the site layout", arguments: ["/nope", "/tictactoe/", "/tictactoe/move/extra", "/static/"])
    func notFound(path: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let page = try site.client().get(path)
        #expect(page.status == 404)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(Self.isInLayout(page))
        #expect(page.body.contains("<title>Page not found · Minigames</title>"))
        #expect(page.body.contains("<p class=\"error-status\">404</p>"))
    }

    @Test("a method a page does not take is a 405 HTML page in the site layout, with Allow",
          arguments: [("POST", "/"), ("PUT", "/tictactoe"), ("DELETE", "/tictactoe"), ("GET", "/tictactoe/move")])
    func methodNotAllowed(method: String, path: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let page = try site.client().send(method, path)
        #expect(page.status == 405)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(Self.isInLayout(page))
        #expect(page.header("Allow") != nil)
        #expect(page.header("Allow")?.contains(method) == false)
        #expect(page.body.contains("<h1 id=\"error-heading\">That action is not allowed here</h1>"))
    }

    @Test("HEAD / answers like GET without a body")
    func head() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let get = try client.get("/")
        let head = try client.send("HEAD", "/")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Type") == get.header("Content-Type"))
        #expect(head.header("Content-Length") == "\(get.body.utf8.count)")
    }

    @Test("/healthz is 200 ok while the database answers")
    func health() throws {
        let site = try TestSite()
        defer { site.stop() }
        let answer = try site.client().get("/healthz")
        #expect(answer.status == 200)
        #expect(answer.body == "ok\n")
        #expect(answer.header("Cache-Control") == "no-store")
    }

    @Test("/favicon.ico serves Public/favicon.ico, the same file as /static/favicon.ico")
    func favicon() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let icon = try client.get("/favicon.ico")
        let file = try Data(contentsOf: TestSite.root.appendingPathComponent("Public/favicon.ico"))
        #expect(icon.status == 200)
        #expect(icon.header("Content-Type") == "image/x-icon")
        #expect(icon.header("Content-Length") == "\(file.count)")
        let etag = try #require(icon.header("ETag"))
        #expect(try client.get("/static/favicon.ico").header("ETag") == etag)
        #expect(try client.send("HEAD", "/favicon.ico").status == 200)
    }

    @Test("pages and error pages carry the security headers", arguments: ["/", "/tictactoe", "/nope"])
    func securityHeaders(path: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let page = try site.client().get(path)
        let policy = try #require(page.header("Content-Security-Policy"))
        #expect(!policy.contains("unsafe-inline"))
        #expect(!policy.contains("unsafe-eval"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(policy.contains("default-src 'self'"))
        #expect(policy.contains("form-action 'self'"))
        #expect(page.header("X-Content-Type-Options") == "nosniff")
        #expect(page.header("X-Frame-Options") == "DENY")
        #expect(page.header("Referrer-Policy") == "same-origin")
        // No inline script or style in the page itself, which the policy would block anyway.
        #expect(!page.body.contains("<script>"))
        #expect(!page.body.contains("style=\""))
        #expect(!page.body.contains("<style"))
    }

    @Test("the title screen links every game and the leaderboard")
    func titleScreen() throws {
        let site = try TestSite()
        defer { site.stop() }
        let page = try site.client().get("/")
        #expect(page.status == 200)
        #expect(Self.isInLayout(page))
        #expect(GameRegistry.games.count >= 4)
        for path in GameRegistry.games.map(\.landing) + ["/leaderboard"] {
            #expect(page.body.contains("href=\"\(path)\""))
        }
        // Minesweeper's lands where its new game's page does, so the first tap does not move the board.
        #expect(page.body.contains("href=\"/minesweeper?started#cell\""))
    }
}

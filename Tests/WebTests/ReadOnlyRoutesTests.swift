import Foundation
import HTTP
import Testing
@testable import Web

/// `/healthz`, static files and 304s never write, even for a browser whose session is due a touch.
@Suite("Read-only routes write nothing")
struct ReadOnlyRoutesTests {
    @Test("/healthz, static files, the manifest, the favicon and 304 revalidations leave every table as it was")
    func nothingWritten() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        // A browser with a session and a game, back after long enough that a page would touch its session.
        let page = try client.get("/tictactoe")
        #expect(try client.postForm("/tictactoe/new", from: page, PostLimitTests.setup).status == 303)
        site.clock.advance(by: App.touchInterval + 1)
        let stranger = site.client()
        let before = try site.storedRows()

        let css = try client.get("/static/site.css")
        #expect(css.status == 200)
        let etag = try #require(css.header("ETag"))
        #expect(try site.healthzStatus() == 200)
        for browser in [client, stranger] {
            #expect(try browser.get("/healthz").status == 200)
            #expect(try browser.send("HEAD", "/healthz").status == 200)
            #expect(try browser.get("/static/site.css").status == 200)
            #expect(try browser.get("/static/site.css", headers: [("If-None-Match", etag)]).status == 304)
            #expect(try browser.send("HEAD", "/static/site.css", headers: [("If-None-Match", etag)]).status == 304)
            #expect(try browser.get("/static/no-such-file.css").status == 404)
            #expect(try browser.get(WebManifest.path).status == 200)
            #expect(try browser.get("/favicon.ico").status == 200)
        }
        let favicon = try #require(try client.get("/favicon.ico").header("ETag"))
        #expect(try client.get("/favicon.ico", headers: [("If-None-Match", favicon)]).status == 304)
        // The health check ran now (its answer is cached for a second) and still wrote nothing.
        site.clock.advance(by: HealthController.maxAge)
        #expect(try stranger.get("/healthz").status == 200)
        #expect(try site.storedRows() == before)
        #expect(stranger.cookies.isEmpty, "no session was started for a stranger")
        // The check itself: a page does touch the session.
        #expect(try client.get("/tictactoe").status == 200)
        #expect(try site.storedRows() != before)
    }
}

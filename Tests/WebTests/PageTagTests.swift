import Foundation
import HTTP
import Testing
@testable import Web

/// A stored game's page is `no-cache` with an ETag; the same version revalidates to a 304 without a
/// body, anything the page shows that changed gives a new tag, and a board only shown is never kept.
@Suite("Game pages revalidate")
struct PageTagTests {
    @Test("the same game and version: 304 with no body; after a move, the old tag gets the new page")
    func sameVersion() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let first = try player.start()
        #expect(first.header("Cache-Control") == "no-cache")
        let tag = try #require(first.header("ETag"))
        #expect(tag.hasPrefix("W/\""))
        let again = try player.client.get("/minesweeper", headers: [("If-None-Match", tag)])
        #expect(again.status == 304 && again.body.isEmpty && again.header("ETag") == tag)
        #expect(try player.client.get("/minesweeper", headers: [("If-None-Match", "W/\"0\", \(tag)")]).status == 304)

        #expect(try player.flag(0).status == 303)
        let after = try player.client.get("/minesweeper", headers: [("If-None-Match", tag)])
        #expect(after.status == 200)
        #expect(after.cellLabels[0].hasSuffix("flagged"), "never a stale board after a move")
        #expect(after.header("ETag") != tag)
    }

    @Test("another query, a running clock's next second, another session: another tag")
    func otherInputs() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.reveal(40).status == 303)
        let plain = try #require(try player.page().header("ETag"))
        #expect(try player.page().header("ETag") == plain, "the same inputs, the same tag")
        #expect(try player.page("/minesweeper?at=40").header("ETag") != plain)
        site.clock.advance(by: 1000)
        let ticked = try #require(try player.page().header("ETag"))
        #expect(ticked != plain, "the clock the page shows moved on")
        #expect(try player.client.get("/minesweeper", headers: [("If-None-Match", plain)]).status == 200)
    }

    @Test("a board only shown (no game stored yet) is never kept: no-store, no ETag")
    func preview() throws {
        let site = try TestSite()
        defer { site.stop() }
        let page = try site.client().get("/minesweeper")
        #expect(page.status == 200)
        #expect(page.header("Cache-Control") == "no-store")
        #expect(page.header("ETag") == nil)
    }
}

@Suite("Game pages compressed")
struct CompressedPageTests {
    @Test("a game page asked for with gzip comes gzipped, unpacks to the plain page, and again the same from the kept copy")
    func gzipPage() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "expert"), ("noguess", "on")])
        #expect(try player.reveal(240).status == 303)
        let plain = try player.page()
        let gzip = [("Accept-Encoding", "gzip")]
        let packed = try player.client.get("/minesweeper", headers: gzip)
        #expect(packed.header("Content-Encoding") == "gzip")
        #expect(packed.header("Vary") == "Accept-Encoding" && plain.header("Vary") == "Accept-Encoding")
        #expect(packed.body == plain.body)
        #expect(packed.wireSize * 5 < plain.wireSize, "an Expert page: \(plain.wireSize) → \(packed.wireSize) bytes")
        let again = try player.client.get("/minesweeper", headers: gzip)
        #expect(again.body == plain.body && again.wireSize == packed.wireSize)
        // Every page of the site is compressed too: the title, the leaderboard, a refused form's page.
        for path in ["/", "/leaderboard", "/wordsearch"] {
            let page = try player.client.get(path, headers: gzip)
            #expect(page.status == 200 && page.header("Content-Encoding") == "gzip", "\(path)")
        }
    }
}

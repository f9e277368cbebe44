import HTTP
import Storage
import Testing
@testable import Web

/// Kept pages are queued as kept answers (`KeptAnswer`). What must hold: a kept answer is never another
/// session's, and never stale after a move, whether this instance or another made it.
@Suite("Kept answers are exact: only their own session's, new after any move")
struct KeptAnswersTests {
    @Test("each session gets its own kept page (its own form token), however often both ask")
    func neverAnotherSessions() throws {
        let site = try TestSite()
        defer { site.stop() }
        let one = MinesweeperPlayer(site), two = MinesweeperPlayer(site)
        try one.start()
        try two.start()
        for _ in 0..<3 {
            let first = try one.page(), second = try two.page()
            #expect(first.status == 200 && second.status == 200)
            #expect(first.hidden("csrf") != nil && first.hidden("csrf") != second.hidden("csrf"))
            #expect(first.header("ETag") != second.header("ETag"))
        }
        #expect(try one.page().hidden("csrf") == site.app.keys.formToken(for: try #require(one.client.sessionID)))
        #expect(try two.page().hidden("csrf") == site.app.keys.formToken(for: try #require(two.client.sessionID)))
    }

    @Test("a move on this instance: the next page is the new version, not the kept one")
    func newAfterAMove() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let before = try player.start()
        #expect(try player.page().body == before.body, "kept")
        let moved = try player.flag(0)
        #expect(moved.status == 303)
        let after = try player.page()
        #expect(after.hidden("version") == "2" && before.hidden("version") == "1")
        #expect(after.header("ETag") != before.header("ETag"))
    }

    @Test("a move saved by another instance (another connection to the same database): shown within 50 ms")
    func newAfterAnotherInstancesMove() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let before = try player.start()
        #expect(try player.page().body == before.body, "kept")
        // Another instance plays a flag on the same game, straight through its own connection.
        let elsewhere = try site.openDatabase()
        defer { elsewhere.close() }
        var game = try player.game()
        var record = try player.record()
        let move = try game.interpret(["action": "flag", "cell": "0"])
        try game.apply(move)
        record.state = game.storedForm
        let saved = try elsewhere.write { c in try GameStore.saveMove(c, record, text: move.text, now: site.clock.now) }
        #expect(saved?.version == 2)
        // Another process's commit is seen within the watch's interval (50 ms).
        #expect(ModerationTests.eventually(timeout: .seconds(2)) { (try? player.page().hidden("version")) == "2" })
        let after = try player.page()
        #expect(after.hidden("version") == "2")
        #expect(after.body != before.body && after.header("ETag") != before.header("ETag"))
    }

    @Test("the title screen is one kept answer for every visitor, plain or gzipped, until a score changes")
    func titleScreen() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let plain = try client.get("/"), again = try client.get("/")
        #expect(plain.status == 200 && plain.body == again.body)
        let packed = try client.get("/", headers: [("Accept-Encoding", "gzip")])
        #expect(packed.header("Content-Encoding") == "gzip" && packed.header("Vary") == "Accept-Encoding")
        #expect(plain.header("Content-Security-Policy") != nil && plain.header("Content-Encoding") == nil)
        let answers = site.app.titleScreenCache[.en].value { TitleScreenAnswers(html: "unused") }
        #expect(answers.plain.response.body == Array(plain.body.utf8))
        site.app.scoresChanged()
        let fresh = site.app.titleScreenCache[.en].value { TitleScreenAnswers(html: "rendered again") }
        #expect(fresh.plain.response.body == Array(Response.page("rendered again").body))
    }
}

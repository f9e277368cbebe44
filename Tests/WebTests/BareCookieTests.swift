import Foundation
import Storage
import Testing
@testable import Web

/// The unsigned cookies of before signing are retired: a bare session id is no key to that session.
@Suite("Bare session ids")
struct BareCookieTests {
    @Test("a bare id cannot open another session's replay of today's daily board, nor play as it")
    func bareIDIsAFreshVisitor() throws {
        let site = try TestSite()
        defer { site.stop() }
        let alice = MinesweeperPlayer(site)
        #expect(try DailyBoardTests.startDaily(alice) == 303)
        try alice.playToLose()
        let attempt = try alice.record()
        let replay = "/minesweeper/replay/\(attempt.id)"
        // Her own signed cookie opens it: today's board stays her secret until tomorrow.
        #expect(try alice.client.get(replay).status == 200)
        #expect(try site.client().get(replay).status == 404)

        let aliceID = try #require(alice.client.sessionID)
        let mallory = site.client()
        mallory.cookies["sid"] = aliceID
        let page = try mallory.get(replay)
        #expect(page.status == 404)
        #expect(mallory.cookies["sid"] != aliceID, "a fresh signed cookie replaces the bare id")
        #expect(mallory.sessionID != aliceID)
        // Her stored form token, posted with her bare id, is refused: nothing is played in her name.
        let token = try #require(alice.page().hidden("csrf"))
        let forged = try site.client().post("/minesweeper/new", [("csrf", token), ("level", "expert")],
                                            headers: [("Cookie", "sid=\(aliceID)")])
        #expect(forged.status == 403)
        #expect(try alice.record().id == attempt.id)
    }
}

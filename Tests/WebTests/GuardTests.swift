import Foundation
import Storage
import Testing
@testable import Web

/// Guards that one deleted line would open, each with the attack it stops (a review removed each of these
/// and every other test stayed green).
@Suite("Guards")
struct GuardTests {
    @Test("an online form from an older version is refused: round 1's Resign cannot resign round 2 after a rematch")
    func oldOnlineFormAfterRematch() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try OnlineFlowTests.seated(site)
        try x.play(path, 0)
        // O's page in round 1, at its step that asks to confirm resigning, kept in another tab.
        let roundOne = try o.page("\(path)?confirm=resign")
        #expect(roundOne.body.contains("/resign\""))
        for (cell, player) in [(3, o), (1, x), (4, o), (2, x)] { try player.play(path, cell) }
        try o.act(path, "rematch")
        try x.act(path, "accept")
        let before = try x.record(path)
        #expect(before.round == 2 && before.result == "playing")
        let old = try o.client.postForm("\(path)/resign", from: roundOne, [])
        #expect(old.status == 409)
        #expect(OnlineVisitor.flash(old)?.hasPrefix("That was for an older view of this game") == true)
        let after = try x.record(path)
        #expect(after.result == "playing" && after.version == before.version && after.ending == nil)
    }

    @Test("a first move's `shown` time in the future is clamped to now: a board cannot be timed from an hour ahead")
    func futureShownIsClamped() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let page = try client.get("/wordsearch")
        let ahead = site.clock.now + 3_600_000
        let posted = try client.post("/wordsearch/move", [("csrf", try #require(page.hidden("csrf"))), ("version", "0"),
                                                         ("shown", "\(ahead)"), ("cell", "0")])
        #expect(posted.status == 303)
        let sessionID = try #require(client.sessionID)
        let record = try #require(try site.app.database.read { c in
            try GameStore.current(c, sessionID: sessionID, kind: "wordsearch")
        })
        let startedAt = try #require(record.startedAt)
        #expect(startedAt <= site.clock.now, "started \(startedAt - site.clock.now) ms ahead")
        site.clock.advance(by: 2_000)
        #expect(try client.get("/wordsearch").body.contains("<span class=\"now\">2</span></span> s"))
    }

    @Test("an invitation's link never takes a malformed Host header")
    func inviteLinkHost() throws {
        let site = try TestSite()
        defer { site.stop() }
        let host = OnlineVisitor(site)
        let path = try host.invite()
        let cookie = try #require(host.client.cookies["sid"])
        for hostile in ["a@evil.example", "evil.example,127.0.0.1", "evil.example/x?", "\"><b>evil.example"] {
            let raw = "GET \(path) HTTP/1.1\r\nHost: \(hostile)\r\nConnection: close\r\nCookie: sid=\(cookie)\r\n\r\n"
            let page = try TestClient.parse(try host.client.exchange(Array(raw.utf8)))
            // A server that refuses the malformed Host outright (400) is as safe as a relative link.
            #expect(page.status == 200 || page.status == 400, "\(hostile)")
            if page.status == 200 {
                #expect(page.body.contains("readonly value=\"\(path)\">"), "\(hostile): the link stays relative")
                #expect(!page.body.contains("evil.example"), "\(hostile)")
            }
        }
        // A well-formed Host that is not the server's own address is not believed either (`PublicAddressTests`).
        let plain = "GET \(path) HTTP/1.1\r\nHost: games.example:8080\r\nConnection: close\r\nCookie: sid=\(cookie)\r\n\r\n"
        let page = try TestClient.parse(try host.client.exchange(Array(plain.utf8)))
        #expect(page.body.contains("readonly value=\"\(path)\">") && !page.body.contains("games.example"))
    }

    @Test("a match's page has one address: extra segments after its token are a 404, not the match")
    func matchAddressIsExact() throws {
        let site = try TestSite()
        defer { site.stop() }
        let host = OnlineVisitor(site)
        let path = try host.invite()
        #expect(try host.page(path).status == 200)
        for extra in ["\(path)/events/more", "\(path)/join/x", "\(path)//"] {
            #expect(try host.page(extra).status == 404, "\(extra)")
        }
    }

    @Test("nothing is played before both sides are seated, and nothing after the round is over but a rematch")
    func onlineRoundBounds() throws {
        let site = try TestSite()
        defer { site.stop() }
        let host = OnlineVisitor(site)
        let waiting = try host.invite(as: "X")
        // The waiting page draws no board (the invitation comes first): the post is the old page's form.
        let early = try host.post(waiting, "move", [("cell", "4"), ("version", "1")])
        #expect(early.status == 409)
        #expect(OnlineVisitor.flash(early) == "Waiting for O to join: send your friend the link.")
        #expect(try host.post(waiting, "resign", [("version", "1")]).status == 409)
        #expect(try host.record(waiting).version == 1, "nothing changed")

        let (path, x, o) = try OnlineFlowTests.seated(site)
        try x.play(path, 0)
        let midGame = try o.post(path, "rematch")
        #expect(midGame.status == 409)
        #expect(OnlineVisitor.flash(midGame) == "This game is still going on: finish it (or resign) first.")
        #expect(try x.record(path).round == 1)
        for (cell, player) in [(3, o), (1, x), (4, o), (2, x)] { try player.play(path, cell) }
        let won = try x.record(path)
        for action in ["resign", "claim"] {
            let late = try o.post(path, action)
            #expect(late.status == 409, "\(action)")
            #expect(OnlineVisitor.flash(late) == "This game is over. Ask for a rematch to play again.", "\(action)")
        }
        let after = try x.record(path)
        #expect(after.result == "X" && after.ending == nil && after.version == won.version)
    }

    @Test("the operator's ban needs a session: an empty one bans nobody and says nothing changed")
    func banNeedsASession() throws {
        let site = try TestSite(moderation: ModerationTests.withToken)
        defer { site.stop() }
        let page = try site.client().post("/admin", [("token", ModerationTests.token), ("action", "ban"), ("session", "")])
        #expect(page.status == 404)
        #expect(page.body.contains("Nothing was changed"))
        #expect(try site.app.database.read { c in try ModerationStore.bans(c) }.isEmpty)
    }

    @Test("a day that is no date is refused, even one that would roll over into a playable day")
    func daysThatAreNoDates() throws {
        #expect(DailyDay("2026-04-31") == nil && DailyDay("2026-02-29") == nil && DailyDay("2028-02-29") != nil)
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        // The test clock's day is 2026-05-28: 31 April would read as 1 May, a practice board 27 days back.
        #expect(DailyBoardTests.today(site) == "2026-05-28")
        #expect(try DailyBoardTests.startDaily(player, day: "2026-04-31") == 400)
        #expect(try DailyBoardTests.startDaily(player, day: "2026-05-01") == 303)
    }

    @Test("a stored daily board key names a board only for one of its game's daily levels")
    func dailyBoardKeys() {
        #expect(LeaderboardBoard.daily(key: "minesweeper/daily-beginner-2026-05-28") != nil)
        #expect(LeaderboardBoard.daily(key: "minesweeper/daily-custom-2026-05-28") == nil)
        #expect(LeaderboardBoard.daily(key: "tictactoe/daily-easy-2026-05-28") == nil)
    }
}

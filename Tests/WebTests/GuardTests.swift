import Foundation
import Storage
import Testing
@testable import Web

/// Guards that one deleted line would open, each with the attack it stops (issue 26's review removed each of these
/// and every other test stayed green).
@Suite("Guards")
struct GuardTests {
    @Test("an online form from an older version is refused: round 1's Resign cannot resign round 2 after a rematch")
    func oldOnlineFormAfterRematch() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try OnlineFlowTests.seated(site)
        try x.play(path, 0)
        // O's page in round 1, with its Resign form, kept in another tab.
        let roundOne = try o.page(path)
        #expect(roundOne.body.contains("/resign\""))
        for (cell, player) in [(3, o), (1, x), (4, o), (2, x)] { try player.play(path, cell) }
        try o.act(path, "rematch")
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
        #expect(try client.get("/wordsearch").body.contains("2 s"))
    }

    @Test("an invitation's link takes the Host header only when it is a host name or address and port")
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
        let plain = "GET \(path) HTTP/1.1\r\nHost: games.example:8080\r\nConnection: close\r\nCookie: sid=\(cookie)\r\n\r\n"
        let page = try TestClient.parse(try host.client.exchange(Array(plain.utf8)))
        #expect(page.body.contains("readonly value=\"http://games.example:8080\(path)\">"))
    }
}

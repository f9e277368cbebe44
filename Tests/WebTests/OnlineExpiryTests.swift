import Foundation
import Storage
import Testing
@testable import Web

/// Invitations are bounded. One session holds at most 10 nobody has joined; an unjoined one expires after a
/// day, and a finished match nobody came back to after a week (its results stay in the players' records).
@Suite("Online invitations bounded")
struct OnlineExpiryTests {
    static func matches(_ site: TestSite) throws -> Int {
        try site.app.database.read { c in try c.queryOne("SELECT count(*) AS n FROM online_matches")?.int("n") ?? -1 }
    }

    @Test("200 invitations from one session: 10 are made, the rest refused with a page that says why")
    func twoHundredInvitations() throws {
        let site = try TestSite()
        defer { site.stop() }
        let host = OnlineVisitor(site)
        let setup = try host.client.get("/tictactoe")
        var statuses: [Int: Int] = [:]
        var refusal: TestResponse?
        for _ in 0..<200 {
            let answer = try host.client.postForm("/tictactoe/online/new", from: setup, [("mark", "X")])
            statuses[answer.status, default: 0] += 1
            if answer.status != 303 { refusal = answer }
        }
        #expect(statuses == [303: 10, 429: 190])
        #expect(try Self.matches(site) == 10)
        let page = try #require(refusal)
        #expect(page.body.contains("You already have 10 invitations nobody has joined."))
        #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)

        // A friend joins one: that invitation is no longer open, so one more may be made.
        let friend = OnlineVisitor(site)
        let token = try #require(try site.app.database.read { c in
            try c.queryOne("SELECT token FROM online_matches LIMIT 1")?.string("token")
        })
        try friend.act("/tictactoe/online/\(token)", "join")
        #expect(try host.client.postForm("/tictactoe/online/new", from: setup, [("mark", "O")]).status == 303)
        #expect(try host.client.postForm("/tictactoe/online/new", from: setup, [("mark", "O")]).status == 429)
        // Another session has its own ten.
        #expect(try friend.invite() != "")
    }

    @Test("an invitation nobody joined expires after a day; a joined one being played stays")
    func unjoinedExpire() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (seated, x, o) = try OnlineFlowTests.seated(site)
        try x.play(seated, 4)
        let waiting = try x.invite()
        site.clock.advance(by: App.unjoinedMatchAge - 1_000)
        // The players are seen within the day, so their sessions stay (a round not finished does not count as use).
        _ = try x.page(seated)
        _ = try o.page(seated)
        #expect(site.app.housekeeping.sweep().expiredMatches == 0)
        site.clock.advance(by: 2_000)
        let report = site.app.housekeeping.sweep()
        #expect(report.expiredMatches == 1)
        #expect(report.logLine.contains("1 expired online matches"))
        #expect(try x.page(waiting).status == 404)
        #expect(try x.page(seated).status == 200)
        // The cap counts only what is still open: the expired invitation no longer does.
        #expect(try site.app.database.read { c in
            try OnlineMatchStore.openInvitations(c, sessionID: try #require(x.client.sessionID))
        } == 0)
    }

    @Test("a finished match nobody came back to goes after a week; its results stay in both records")
    func finishedMatchesHousekept() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try OnlineFlowTests.seated(site)
        for (cell, player) in [(0, x), (3, o), (1, x), (4, o), (2, x)] { try player.play(path, cell) }
        site.clock.advance(by: App.finishedMatchAge - 1_000)
        _ = try x.page(path)
        _ = try o.page(path)
        #expect(site.app.housekeeping.sweep().expiredMatches == 0)
        site.clock.advance(by: 2_000)
        #expect(site.app.housekeeping.sweep().expiredMatches == 1)
        #expect(try x.page(path).status == 404)
        let record = try site.app.database.read { c in
            try OnlineMatchStore.tally(c, sessionID: try #require(x.client.sessionID))
        }
        #expect(record.won == 1)
    }
}

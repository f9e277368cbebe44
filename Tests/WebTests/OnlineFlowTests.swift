import Foundation
import Storage
import Testing
@testable import Web

/// Tic-Tac-Toe with a friend on another device, through the site as two (or three) browsers would use it.
@Suite("Online Tic-Tac-Toe")
struct OnlineFlowTests {
    @Test("an invitation: a 128-bit link, a QR code, and the creator waiting for the other side")
    func invite() throws {
        let site = try TestSite()
        defer { site.stop() }
        let host = OnlineVisitor(site)
        let path = try host.invite(as: "X")
        let token = try #require(path.firstMatch(of: #/^/tictactoe/online/([0-9a-f]{32})$/#)?.1)
        #expect(try OnlineVisitor(site).invite() != path, "every invitation has its own link")
        let page = try host.page(path)
        #expect(page.status == 200)
        #expect(OnlineVisitor.status(page) == "Waiting for O to join…")
        #expect(OnlineVisitor.refreshes(page), "without JavaScript the waiting page reloads itself")
        #expect(OnlineVisitor.playable(page).isEmpty)
        #expect(page.body.contains("<input id=\"invite-link\" type=\"text\" readonly value=\"http://127.0.0.1:\(site.port)/tictactoe/online/\(token)\">"))
        #expect(page.body.contains("<svg class=\"qr\""))
        #expect(page.body.contains("<span class=\"side side-x\"><span class=\"piece\" aria-hidden=\"true\">X</span> You (X)</span>"))
        let record = try host.record(path)
        #expect(record.xSession == host.client.sessionID)
        #expect(record.oSession == nil)
        #expect(record.version == 1)
    }

    @Test("the first other visitor joins the free side; X moves first; a third visitor only watches")
    func joinAndWatch() throws {
        let site = try TestSite()
        defer { site.stop() }
        let host = OnlineVisitor(site), friend = OnlineVisitor(site), watcher = OnlineVisitor(site)
        let path = try host.invite(as: "O")
        let invited = try friend.page(path)
        #expect(OnlineVisitor.status(invited) == "Your friend invites you to play: join as X.")
        #expect(invited.body.contains("<button type=\"submit\" autofocus>Join as X</button>"))
        #expect(!OnlineVisitor.refreshes(invited))
        #expect(try friend.record(path).xSession == nil, "opening the link writes nothing: a link preview takes no side")

        let joined = try friend.act(path, "join")
        #expect(OnlineVisitor.status(joined) == "Your turn: place an X.")
        #expect(OnlineVisitor.playable(joined) == Array(0..<9))
        #expect(!OnlineVisitor.refreshes(joined), "no reload on your own turn")
        let waiting = try host.page(path)
        #expect(OnlineVisitor.status(waiting) == "Waiting for X…")
        #expect(OnlineVisitor.refreshes(waiting))
        #expect(OnlineVisitor.playable(waiting).isEmpty)
        let still = try host.page("\(path)?still=1")
        #expect(!OnlineVisitor.refreshes(still), "the visitor can stop the reloading (WCAG 2.2.1)")
        #expect(still.body.contains("Reloading is stopped. <a href=\"\(path)?still=1\">See the latest</a>"))
        #expect(waiting.body.contains("<a href=\"\(path)?still=1\">Stop reloading</a>"))

        let watching = try watcher.page(path)
        #expect(OnlineVisitor.status(watching) == "X to move.")
        #expect(!watching.body.contains("Join as"))
        #expect(OnlineVisitor.refreshes(watching))
        #expect(try watcher.post(path, "join").status == 409)
        let refused = try watcher.post(path, "move", [("cell", "4")])
        #expect(refused.status == 403)
        #expect(OnlineVisitor.flash(refused) == "You are watching this game: only its two players can play.")
        #expect(try friend.record(path).version == 2, "nothing changed")
    }

    @Test("turns are the server's: out of turn and spectator posts are refused and change nothing")
    func turns() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try Self.seated(site)
        let early = try o.post(path, "move", [("cell", "4")])
        #expect(early.status == 409)
        #expect(OnlineVisitor.flash(early) == "It is X’s turn: wait for your friend’s move.")
        #expect(OnlineVisitor.layout(early) == ".........")
        try x.play(path, 4)
        let again = try x.post(path, "move", [("cell", "0")])
        #expect(again.status == 409, "X cannot play twice")
        let taken = try o.post(path, "move", [("cell", "4")])
        #expect(taken.status == 409)
        #expect(OnlineVisitor.flash(taken) == "That square is already taken.")
        #expect(try o.post(path, "move", [("cell", "9")]).status == 400)
        let forged = try o.client.post("\(path)/move", [("cell", "0"), ("version", "3"), ("csrf", "0")])
        #expect(forged.status == 403, "every post carries the page's CSRF token")
        #expect(try o.post(path, "move", [("cell", "x")]).status == 400)
        let stored = try x.record(path)
        #expect(OnlineVisitor.layout(try x.page(path)) == "....X....")
        #expect(stored.version == 3)
    }

    @Test("a double-submitted move applies once")
    func doubleSubmit() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, _) = try Self.seated(site)
        let page = try x.page(path)
        #expect(try x.client.postForm("\(path)/move", from: page, [("cell", "0")]).status == 303)
        let second = try x.client.postForm("\(path)/move", from: page, [("cell", "0")])
        #expect(second.status == 409)
        let third = try x.client.postForm("\(path)/move", from: page, [("cell", "1")])
        #expect(third.status == 409, "a second square from the same old page is no move either")
        #expect(OnlineVisitor.layout(try x.page(path)) == "X........")
    }

    @Test("played to a win and to a draw; each player's online record counts it")
    func winDrawAndRecord() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try Self.seated(site)
        for (cell, player) in [(0, x), (3, o), (1, x), (4, o), (2, x)] { try player.play(path, cell) }
        let won = try x.page(path)
        #expect(OnlineVisitor.status(won) == "You win!")
        #expect(OnlineVisitor.status(try o.page(path)) == "You lost.")
        #expect(won.body.contains("class=\"board line-row-0 over\""))
        #expect(won.body.contains(">Offer a rematch</button>"))
        #expect(!won.body.contains("Resign"))
        #expect(try o.post(path, "move", [("cell", "8")]).status == 409, "a finished game takes no move")

        try o.act(path, "rematch")
        let rematch = try x.act(path, "accept")
        #expect(OnlineVisitor.status(rematch) == "Waiting for X…", "the sides swap: O opens as X")
        let swapped = try x.record(path)
        #expect(swapped.xSession == o.client.sessionID && swapped.oSession == x.client.sessionID)
        #expect(swapped.round == 2)
        // A draw: X O X / X O O / O X X, with the former O now X.
        for (cell, player) in [(0, o), (1, x), (2, o), (4, x), (3, o), (5, x), (7, o), (6, x), (8, o)] {
            try player.play(path, cell)
        }
        let drawn = try x.page(path)
        #expect(OnlineVisitor.status(drawn) == "Draw.")
        #expect(drawn.body.contains("<tr><th scope=\"row\">With friends online</th><td class=\"number\">1</td><td class=\"number\">0</td><td class=\"number\">1</td></tr>"))
        let other = try o.page(path)
        #expect(other.body.contains("<td class=\"number\">0</td><td class=\"number\">1</td><td class=\"number\">1</td>"))
        #expect(!OnlineVisitor.refreshes(try OnlineVisitor(site).page(path)), "a finished game has nothing to wait for")
        let ticTacToe = try x.client.get("/tictactoe")
        #expect(ticTacToe.body.contains("<tr><th scope=\"row\">With friends online</th><td class=\"number\">1</td><td class=\"number\">0</td><td class=\"number\">1</td></tr>"),
                "the Tic-Tac-Toe page's tally has the online record too")
    }

    @Test("resigning asks first, then gives the other side the win")
    func resign() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try Self.seated(site)
        try x.play(path, 4)
        // One tap under the board only asks: "Resign…" is a GET to the confirm step, which posts nothing by itself.
        let playing = try x.page(path)
        #expect(playing.body.contains("<input type=\"hidden\" name=\"confirm\" value=\"resign\">"))
        #expect(!playing.body.contains("\(path)/resign\""), "no form posts a resignation before it is confirmed")
        let asking = try x.page("\(path)?confirm=resign")
        #expect(asking.body.contains("<p id=\"resign-question\">Resign this round? Your friend wins it.</p>"))
        #expect(asking.body.contains("<form method=\"post\" action=\"\(path)/resign\""))
        #expect(asking.body.contains(">Yes, resign</button>") && asking.body.contains(">Keep playing</button>"))
        #expect(try x.record(path).result == "playing", "asking changed nothing")
        let resigned = try x.act(path, "resign")
        #expect(OnlineVisitor.status(resigned) == "You resigned: you lost.")
        #expect(OnlineVisitor.status(try o.page(path)) == "X resigned: you win!")
        #expect(try x.record(path).ending == "resigned")
        #expect(try OnlineVisitor(site).post(path, "resign").status == 403, "a spectator cannot resign for anyone")
    }

    @Test("each player's page says whether the friend is on it: a page load, a minute without one, the leave beacon")
    func presence() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try Self.seated(site)
        _ = try o.page(path)
        #expect(try x.page(path).body.contains("<p class=\"presence here\" id=\"presence\">Your friend is connected.</p>"))
        site.clock.advance(by: 61_000)
        #expect(try x.page(path).body.contains("<p class=\"presence\" id=\"presence\">Your friend has left.</p>"),
                "a page without a stream counts for a minute")
        _ = try o.page(path)
        #expect(try x.page(path).body.contains("Your friend is connected."))
        #expect(try o.post(path, "leave", [("page", "p1")]).status == 204)
        #expect(try x.page(path).body.contains("Your friend has left."), "the page's beacon says it went away")
        #expect(!(try OnlineVisitor(site).page(path)).body.contains("id=\"presence\""), "a spectator is told nothing")
    }

    @Test("after 10 minutes of silence from the side to move, the other side may claim the win")
    func claim() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try Self.seated(site)
        try x.play(path, 4)
        site.clock.advance(by: 9 * 60_000)
        #expect(!(try x.page(path)).body.contains("Claim the win"))
        let early = try x.post(path, "claim")
        #expect(early.status == 409)
        #expect(OnlineVisitor.flash(early) == "O has 1 minute left to move before you can claim the game.")
        #expect(try o.post(path, "claim").status == 409, "the side to move has nothing to claim")
        site.clock.advance(by: 60_000)
        #expect(try x.page(path).body.contains("Claim the win"))
        let claimed = try x.act(path, "claim")
        #expect(OnlineVisitor.status(claimed) == "O stayed silent: you win!")
        #expect(try x.record(path).result == "X")
    }

    @Test("unknown, malformed and expired links are a 404")
    func unknownLinks() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = OnlineVisitor(site)
        #expect(try visitor.page("/tictactoe/online/\(String(repeating: "0", count: 32))").status == 404)
        #expect(try visitor.page("/tictactoe/online/nope").status == 404)
        #expect(try visitor.page("/tictactoe/online/").status == 404)
        let path = try visitor.invite()
        #expect(try visitor.page("\(path)/other").status == 404)
        #expect(try visitor.post(path, "other").status == 404)
        // Nobody joined or played: the invitation goes with its session within the hour.
        site.clock.advance(by: 51 * 60_000)
        site.app.housekeeping.sweep()
        #expect(try visitor.page(path).status == 404)
    }

    /// A match with its creator on X and a friend joined on O.
    static func seated(_ site: TestSite) throws -> (path: String, x: OnlineVisitor, o: OnlineVisitor) {
        let x = OnlineVisitor(site), o = OnlineVisitor(site)
        let path = try x.invite(as: "X")
        try o.act(path, "join")
        return (path, x, o)
    }
}

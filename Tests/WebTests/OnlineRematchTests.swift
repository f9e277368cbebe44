import Foundation
import Storage
import Testing
@testable import Web

/// On the server: a rematch is offered and starts only when the other side accepts; each side reads its own
/// words; a finished round stops the page reloading; the invitation comes first; a move sent by the script is
/// answered in place.
@Suite("Online: rematch offers, own words, in-place moves")
struct OnlineRematchTests {
    /// A seated match played to X's win on the top row.
    static func won(_ site: TestSite) throws -> (path: String, x: OnlineVisitor, o: OnlineVisitor) {
        let (path, x, o) = try OnlineFlowTests.seated(site)
        for (cell, player) in [(0, x), (3, o), (1, x), (4, o), (2, x)] { try player.play(path, cell) }
        return (path, x, o)
    }

    @Test("an offer waits for the other side; accepting it swaps the sides, so who opens alternates, and both see it")
    func offerAndAccept() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try Self.won(site)
        let lost = try o.page(path)
        #expect(OnlineVisitor.status(lost) == "You lost.")
        #expect(lost.body.contains("<h2 id=\"result-heading\">You lost</h2>"))
        #expect(!OnlineVisitor.refreshes(lost), "a finished round stops the page reloading")
        #expect(try x.page(path).body.contains("<h2 id=\"result-heading\">You win!</h2>"))

        let offered = try o.act(path, "rematch")
        #expect(offered.body.contains("Rematch offered: it starts when your friend accepts."))
        #expect(OnlineVisitor.refreshes(offered), "the offer waits for an answer: the page without script looks again")
        let record = try x.record(path)
        #expect(record.result == "X" && record.round == 1 && record.rematchOffer == "O")
        let asked = try x.page(path)
        #expect(asked.body.contains("Your friend offers a rematch: you play O, and your friend moves first."))
        #expect(asked.body.contains(">Accept the rematch</button>"))
        #expect(!OnlineVisitor.refreshes(asked))

        let started = try x.act(path, "accept")
        #expect(OnlineVisitor.status(started) == "Waiting for X…")
        #expect(OnlineVisitor.status(try o.page(path)) == "Your turn: place an X.", "the one who lost the first now opens")
        let swapped = try x.record(path)
        #expect(swapped.round == 2 && swapped.rematchOffer == nil && swapped.result == "playing")
        #expect(swapped.xSession == o.client.sessionID && swapped.oSession == x.client.sessionID)
    }

    @Test("offers both ways at once start the rematch; the other side's offer posted as an offer is an acceptance")
    func crossedOffers() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try Self.won(site)
        try x.act(path, "rematch")
        try o.act(path, "rematch")
        #expect(try x.record(path).round == 2)
    }

    @Test("refused rematch posts say why and change nothing")
    func refusals() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try OnlineFlowTests.seated(site)
        try x.play(path, 4)
        #expect(try o.post(path, "rematch").status == 409, "not while the round goes on")
        #expect(try o.post(path, "accept").status == 409)
        for (cell, player) in [(0, o), (1, x), (3, o), (7, x)] { try player.play(path, cell) }
        let before = try x.record(path)
        #expect(before.result == "X")

        let nothingOffered = try x.post(path, "accept")
        #expect(nothingOffered.status == 409)
        #expect(OnlineVisitor.flash(nothingOffered) == "Nobody has offered a rematch yet.")
        let watcher = OnlineVisitor(site)
        #expect(try watcher.post(path, "rematch").status == 403, "a spectator offers nothing")
        #expect(try x.record(path) == before)

        try x.act(path, "rematch")
        let offered = try x.record(path)
        let own = try x.post(path, "accept")
        #expect(own.status == 409)
        #expect(OnlineVisitor.flash(own) == "You offered this rematch: it starts when your friend accepts it.")
        #expect(try x.post(path, "rematch").status == 409, "one offer at a time")
        #expect(try watcher.post(path, "accept").status == 403, "a spectator accepts for nobody")
        let noVersion = try o.client.post("\(path)/accept", [("csrf", try #require(try o.page(path).hidden("csrf")))])
        #expect(noVersion.status == 400)
        let old = try o.client.post("\(path)/accept", [("csrf", try #require(try o.page(path).hidden("csrf"))),
                                                     ("version", "\(offered.version - 1)")])
        #expect(old.status == 409)
        #expect(try x.record(path) == offered, "nothing changed by any refusal")
    }

    @Test("while the creator waits for a friend, the invitation comes first and no board is drawn")
    func invitationFirst() throws {
        let site = try TestSite()
        defer { site.stop() }
        let host = OnlineVisitor(site)
        let path = try host.invite()
        let waiting = try host.page(path).body
        let invitation = try #require(waiting.range(of: "class=\"panel invite invite-first\""))
        let play = try #require(waiting.range(of: "id=\"play\""))
        #expect(invitation.lowerBound < play.lowerBound)
        #expect(!waiting.contains("id=\"board\""))
        // The friend who opens the link sees the board it would join.
        #expect(try OnlineVisitor(site).page(path).body.contains("id=\"board\""))
    }

    @Test("a move sent by the script is answered with the parts that changed: the play area, then all of <main>")
    func movesInPlace() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try OnlineFlowTests.seated(site)
        let fragment = [("X-Minigames-Fragment", "1")]
        func send(_ player: OnlineVisitor, _ cell: Int) throws -> TestResponse {
            let page = try player.page(path)
            return try player.client.post("\(path)/move", [("csrf", try #require(page.hidden("csrf"))),
                                                          ("version", try #require(page.hidden("version"))),
                                                          ("cell", "\(cell)")], headers: fragment)
        }
        let first = try send(x, 0)
        #expect(first.status == 200)
        #expect(first.header("X-Minigames-Fragment") == "1" && first.header("X-Minigames-Location") == path)
        #expect(first.body.hasPrefix("<div data-fragment=\"play\">"))
        #expect(first.body.contains("Waiting for O…") && first.body.contains("data-event=\"move\""))
        #expect(OnlineVisitor.layout(try x.page(path)) == "X........")

        let outOfTurn = try send(x, 1)
        #expect(outOfTurn.status == 409 && outOfTurn.header("X-Minigames-Fragment") == nil)
        #expect(OnlineVisitor.layout(try x.page(path)) == "X........", "a refused move changes nothing")

        for (cell, player) in [(3, o), (1, x), (4, o)] { #expect(try send(player, cell).status == 200) }
        let last = try send(x, 2)
        #expect(last.body.hasPrefix("<div data-fragment=\"main\">"))
        #expect(last.body.contains("<h2 id=\"result-heading\">You win!</h2>") && last.body.contains("data-event=\"won\""))
        #expect(try o.page(path).body.contains("data-event=\"lost\""))
    }
}

import Foundation
import HTTP
import Storage
import Testing
@testable import Web

/// Challenge links: a friend opens the challenger's finished game's link, plays the same board as practice (it
/// never ranks, the board unseen before), and both result pages show the two results side by side.
@Suite("Challenges")
struct ChallengeTests {
    @Test("a daily challenge: the same board unseen, practice, and both results on both pages, names escaped")
    func dailyChallenge() throws {
        let site = try TestSite()
        defer { site.stop() }
        let alice = MinesweeperPlayer(site)
        #expect(try DailyBoardTests.startDaily(alice) == 303)
        let won = try alice.playToWin { site.clock.advance(by: 1500) }
        let score = try #require(won.hidden("score"))
        #expect(try alice.client.postForm("/leaderboard/name", from: won, [("score", score), ("name", "Sam")]).status == 303)
        let aliceGame = try alice.record()
        let link = "/minesweeper/challenge/\(aliceGame.id)"
        #expect(try #require(ShareTextTests.shareText(try alice.page())).hasSuffix(link))

        let bob = MinesweeperPlayer(site)
        let offer = try bob.client.get(link)
        #expect(offer.status == 200)
        #expect(offer.body.contains("\u{2068}Sam\u{2069} challenges you: Minesweeper"), "the name set apart from the sentence's direction")
        #expect(offer.body.contains("Minesweeper · Daily Beginner · \(DailyDay(at: site.clock.now).title)"))
        // Nothing of the board: no seed, no cell.
        #expect(!offer.body.contains(String(try alice.game().seed)))
        #expect(!offer.body.contains("data-grid") && !offer.body.contains("share="))
        let scoresBefore = try bob.scores().count
        #expect(try bob.client.postForm(link, from: offer, [("name", "Lee <i>")]).status == 303)
        let bobGame = try bob.record()
        #expect(bobGame.practice && bobGame.daily == aliceGame.daily)
        #expect(try bob.page().body.contains("practice, not ranked"))
        try bob.playToWin { site.clock.advance(by: 2000) }
        #expect(try bob.mines() == alice.mines())
        #expect(try bob.scores().count == scoresBefore)

        let aliceTime = try ShareTextTests.time(aliceGame), bobTime = try ShareTextTests.time(try bob.record())
        #expect(try bob.page().body.contains("<strong>You \(bobTime) · \u{2068}Sam\u{2069} \(aliceTime)</strong>"))
        #expect(try alice.page().body.contains("<strong>You \(aliceTime) · \u{2068}Lee &lt;i&gt;\u{2069} \(bobTime)</strong>"))
        #expect(try alice.client.get(link).body.contains("You \(aliceTime) · \u{2068}Lee &lt;i&gt;\u{2069} \(bobTime)"))
        // The page's template renders as swift-mustache does, for its player and for a friend.
        for (client, own) in [(alice.client, true), (bob.client, false)] {
            let sessionID = try #require(client.sessionID)
            let session = try TemplateParityTests.session(site, sessionID)
            let visit = Visit(request: Request(path: link, headers: ["host": "127.0.0.1:\(site.port)"]), session: session,
                              now: site.clock.now)
            let answers = try site.app.database.read { c in try ChallengeStore.answers(c, to: aliceGame.id) }
            var model = ChallengePage(record: try alice.record(), game: try alice.game(), pages: MinesweeperPages.self,
                                      challenger: "Sam", own: own, answers: answers, visit: visit, action: link)
            model.page.preview = LinkPreview(title: model.heading, description: "\(model.summary.joined(separator: " · ")). Play the same board.",
                                             game: "minesweeper", path: link, app: site.app, visit.request)
            try TemplateParityTests.expectSame(model, "challenge", site.app.templates, served: try client.get(link))
        }
        // Its own player cannot answer it.
        #expect(try alice.client.postForm(link, from: try alice.client.get(link), []).status == 403)
    }

    @Test("no challenge of a running game, another game's id or no number; a bad name changes nothing")
    func refusals() throws {
        let site = try TestSite()
        defer { site.stop() }
        let alice = MinesweeperPlayer(site)
        try alice.start()
        #expect(try alice.reveal(40).status == 303)
        let running = try alice.record().id
        let bob = MinesweeperPlayer(site)
        #expect(try bob.client.get("/minesweeper/challenge/\(running)").status == 404)
        #expect(try bob.client.get("/wordsearch/challenge/\(running)").status == 404)
        #expect(try bob.client.get("/minesweeper/challenge/x").status == 404)
        #expect(try bob.client.get("/minesweeper/challenge/1/2").status == 404)
        if try alice.game().outcome == .playing { try alice.playToLose() }
        let finished = try alice.record().id
        let offer = try bob.client.get("/minesweeper/challenge/\(finished)")
        #expect(offer.status == 200)
        let refused = try bob.client.postForm("/minesweeper/challenge/\(finished)", from: offer,
                                              [("name", String(repeating: "n", count: 40))])
        #expect(refused.status == 422)
        #expect(try bob.client.get("/minesweeper").body.contains("Tap any cell to start"))
        #expect(try site.app.database.read { c in try c.query("SELECT * FROM challenges") }.isEmpty)
    }
}

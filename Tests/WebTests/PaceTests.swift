import Foundation
import Storage
import Testing
@testable import Web

/// A win beyond a person's pace is kept but held: on no board, not nameable, listed in /admin with its
/// moves' times and replay until the operator ranks or drops it.
@Suite("Pace plausibility")
struct PaceTests {
    static let checked = ModerationSettings(adminToken: AdminToken(ModerationTests.token), checksPace: true)

    @Test("the ceilings: 10 3BV/s on Beginner, 1.5 × the record's pace above it, 12 clicks/s; 0.5 s a word and 8 taps/s for Word Search")
    func ceilings() {
        // A script's 12 3BV/s Beginner in 1.5 s.
        #expect(MinesweeperPace.check(.beginner, threeBV: 18, clicks: 18, milliseconds: 1_500)?.hasPrefix("12.00 3BV/s") == true)
        #expect(MinesweeperPace.check(.beginner, threeBV: 20, clicks: 25, milliseconds: 3_000) == nil,
                "6.7 3BV/s, 8 clicks/s: a fast person")
        #expect(MinesweeperPace.check(.beginner, threeBV: 30, clicks: 40, milliseconds: 3_100)?.contains("clicks/s") == true)
        #expect(MinesweeperPace.check(.beginner, threeBV: 2, clicks: 1, milliseconds: 1) != nil, "a one-click win has no pace to judge")
        #expect(MinesweeperPace.most3BVPerSecond(.beginner) == 10 && MinesweeperPace.most3BVPerSecond(.custom) == 10)
        #expect(Hundredths.format(MinesweeperPace.most3BVPerSecond(.intermediate)) == "6.43")
        #expect(Hundredths.format(MinesweeperPace.most3BVPerSecond(.expert)) == "5.64")
        // Expert: 8.5 3BV/s (a replay of a learnt board at 8.5 clicks/s) is held, 5 3BV/s over 30 s is not.
        #expect(MinesweeperPace.check(.expert, threeBV: 141, clicks: 141, milliseconds: 16_470)
                    == "8.56 3BV/s, above the 5.64 a person reaches on Expert")
        #expect(MinesweeperPace.check(.expert, threeBV: 150, clicks: 180, milliseconds: 30_000) == nil)
        #expect(MinesweeperPace.check(.intermediate, threeBV: 50, clicks: 60, milliseconds: 7_000)?.contains("above the 6.43") == true)
        #expect(MinesweeperPace.check(.custom, threeBV: 90, clicks: 100, milliseconds: 10_000) == nil, "a custom board keeps 10")
    }

    @Test("a win faster than its level's world record is held, even under the 3BV/s ceiling; a custom board has no record")
    func records() {
        #expect(MinesweeperPace.check(.expert, threeBV: 120, clicks: 130, milliseconds: 26_000)
                    == "26.00 s, faster than the Expert world record of 26.59 s")
        #expect(MinesweeperPace.check(.expert, threeBV: 120, clicks: 130, milliseconds: 26_590) == nil, "equal to the record")
        #expect(MinesweeperPace.check(.intermediate, threeBV: 30, clicks: 30, milliseconds: 6_900)?
                    .contains("faster than the Intermediate world record of 7 s") == true)
        #expect(MinesweeperPace.check(.beginner, threeBV: 3, clicks: 3, milliseconds: 480)?
                    .contains("faster than the Beginner world record of 0.49 s") == true)
        #expect(MinesweeperPace.check(.custom, threeBV: 10, clicks: 10, milliseconds: 2_000) == nil)
    }

    @Test("Word Search's ceilings: 0.5 s a word and 8 taps/s")
    func wordSearchCeilings() {
        #expect(WordSearchPace.check(words: 8, taps: 16, milliseconds: 3_000)?.contains("8 words") == true)
        #expect(WordSearchPace.check(words: 8, taps: 40, milliseconds: 4_500)?.contains("taps/s") == true)
        #expect(WordSearchPace.check(words: 8, taps: 16, milliseconds: 20_000) == nil)
    }

    @Test("a machine-fast daily win is held: not named, on no board, listed in /admin; ranked by the operator, then named")
    func heldThenRanked() throws {
        let site = try TestSite(moderation: Self.checked)
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        #expect(try DailyBoardTests.startDaily(player) == 303)
        // The test clock stands still: a whole board won in no time at all, as a script would.
        let won = try player.playToWin()
        let score = try #require(try player.scores().first)
        let scoreID = try #require(score.int64("id"))
        #expect(score.string("held")?.contains("3BV/s") == true)
        #expect(won.body.contains("This result is held for a check"))
        #expect(!won.body.contains("Put it on the board"))
        let naming = try player.client.post("/leaderboard/name", [("csrf", try #require(won.hidden("csrf"))),
                                                                   ("score", "\(scoreID)"), ("name", "Speedy")])
        #expect(naming.status == 409)
        #expect(naming.body.contains("This result is held for a check"))
        #expect(try player.scores().first?.string("name") == nil)

        let admin = try site.client().post("/admin", [("token", ModerationTests.token)])
        #expect(admin.status == 200)
        let held = try #require(admin.body.range(of: "<h2>Held for their pace</h2>").map { String(admin.body[$0.upperBound...]) })
        #expect(held.contains("<strong>#\(scoreID)</strong>"))
        #expect(held.contains("3BV/s, above the 10 a person reaches"))
        #expect(held.contains("href=\"/minesweeper/replay/\(try player.record().id)\""))
        #expect(held.contains("r40 0.0 s"), "the moves and their times")

        let ranked = try site.client().post("/admin", [("token", ModerationTests.token), ("action", "rank"), ("score", "\(scoreID)")])
        #expect(ranked.status == 200)
        #expect(ranked.body.contains("Result \(scoreID) is ranked"))
        #expect(try player.scores().first?.string("held") == nil)
        let page = try player.page()
        #expect(page.body.contains("Put it on the board"))
        #expect(try player.client.postForm("/leaderboard/name", from: page, [("score", "\(scoreID)"), ("name", "Speedy")]).status == 303)
        let board = try player.client.get("/leaderboard?game=minesweeper&period=daily")
        #expect(try DailyBoardTests.board(board.body, "daily-beginner-\(DailyBoardTests.today(site))").contains("Speedy"))
    }

    @Test("a held result the operator drops is hidden for good and leaves the held list")
    func heldThenDropped() throws {
        let site = try TestSite(moderation: Self.checked)
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        try player.playToWin()
        let scoreID = try #require(try player.scores().first?.int64("id"))
        let dropped = try site.client().post("/admin", [("token", ModerationTests.token), ("action", "hide-score"),
                                                        ("score", "\(scoreID)")])
        #expect(dropped.status == 200)
        #expect(dropped.body.contains("<h2>Held for their pace</h2>\n<p class=\"note\">"))
        #expect(!dropped.body.contains("<strong>#\(scoreID)</strong>"))
        #expect(try player.scores().first?.int("hidden") == 1)
        #expect(try site.client().post("/admin", [("token", ModerationTests.token), ("action", "rank"),
                                                 ("score", "\(scoreID)")]).status == 404, "a dropped result is not ranked")
    }

    @Test("a win at a person's pace ranks at once; with the check off nothing is held")
    func plausibleWinsRank() throws {
        let site = try TestSite(moderation: Self.checked)
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let won = try player.playToWin(beforeEach: { site.clock.advance(by: 1_000) })
        #expect(try player.scores().first?.string("held") == nil)
        #expect(won.body.contains("Put it on the board"))

        let unchecked = try TestSite()
        defer { unchecked.stop() }
        let fast = MinesweeperPlayer(unchecked)
        try fast.start()
        try fast.playToWin()
        #expect(try fast.scores().first?.string("held") == nil)
    }

    @Test("a machine-fast Word Search win is held too")
    func wordSearchHeld() throws {
        let site = try TestSite(moderation: Self.checked)
        defer { site.stop() }
        var player = try WordSearchPlay(site)
        for word in try player.stored().game.placed.indices { try player.find(word) }
        #expect(try player.stored().game.outcome == .won)
        let held = try site.app.database.read { c in try c.queryOne("SELECT held FROM scores")?.string("held") }
        #expect(held?.contains("words in") == true, "\(held ?? "not held")")
    }
}

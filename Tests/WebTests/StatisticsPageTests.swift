import Foundation
import Storage
import Testing
@testable import Web

/// Each game page shows the session's statistics below the board, kept until a game finishes.
@Suite("Statistics on the game page")
struct StatisticsPageTests {
    @Test("Minesweeper: played, won, best time per level, streaks, 3BV/s and efficiency, updated as games finish")
    func minesweeper() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(!(try player.page().body.contains("id=\"stats\"")))

        try player.playToWin { site.clock.advance(by: 1_000) }
        let won = try player.record()
        let score = try #require(try player.scores().first)
        let milliseconds = try #require(won.finishedAt) - (try #require(won.startedAt))
        let rate = try #require(score.double("detail"))
        let threeBV = rate * Double(milliseconds) / 1000
        let page = try player.page().body
        #expect(page.contains("Your statistics: 1 won of 1"))
        #expect(page.contains("<tr><th scope=\"row\">Beginner</th><td class=\"number\">1</td><td class=\"number\">1</td><td class=\"number\">\(LeaderboardBoard.seconds(milliseconds))</td></tr>"))
        #expect(page.contains("<dt>Best 3BV/s</dt><dd>\(Hundredths.format(rate))</dd>"))
        #expect(page.contains("<dt>Best efficiency</dt><dd>\(Int((threeBV / Double(won.moves) * 100).rounded())) %</dd>"))

        // A new game keeps the statistics; a loss changes them at once.
        try player.start([("level", "expert")])
        #expect(try player.page().body.contains("<dt>Win streak</dt><dd>1</dd>"))
        try player.playToLose()
        let after = try player.page().body
        #expect(after.contains("Your statistics: 1 won of 2"))
        #expect(after.contains("<tr><th scope=\"row\">Expert</th><td class=\"number\">1</td><td class=\"number\">0</td><td class=\"number\">–</td></tr>"))
        #expect(after.contains("<dt>Win streak</dt><dd>0</dd>") && after.contains("<dt>Best streak</dt><dd>1</dd>"))
        // The board comes first on the page: the statistics are below it.
        #expect(try #require(after.range(of: "id=\"field\"")).lowerBound < (try #require(after.range(of: "id=\"stats\""))).lowerBound)
    }
}

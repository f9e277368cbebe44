import Foundation
import Minesweeper
import Storage
import Testing
@testable import Web

/// Minesweeper's own numbers in the statistics: worked out by the game when a ranked win is recorded and kept on its
/// score, they show what the SQL that once worked them out from the score and the game's clicks showed.
@Suite("Minesweeper statistics")
struct MinesweeperStatsTests {
    @Test("a new win keeps its 3BV/s and efficiency; the panel shows them as the old computation did")
    func aWinKeepsItsNumbers() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "beginner"), ("noguess", "off")])
        let won = try player.playToWin(beforeEach: { site.clock.advance(by: 700) })
        let score = try #require(try player.scores().first)
        let record = try player.record()
        let detail = try #require(score.double("detail")), value = try #require(score.int64("value"))
        let efficiency = detail * Double(value) / (1000 * Double(record.moves))
        #expect(score.double("measure_1") == detail)
        let stored = try #require(score.double("measure_2"))
        #expect(abs(stored - efficiency) < 1e-9)
        #expect(won.body.contains("<div><dt>Best 3BV/s</dt><dd>\(Hundredths.format(detail))</dd></div>\n"))
        // The page rounds the stored number: the one worked out again here can fall on the other side of a half
        // (7 ÷ 8 stored as 0.875 shows 88 %; 0.87499999… from the time would say 87).
        #expect(won.body.contains("<div><dt>Best efficiency</dt><dd>\(Int((stored * 100).rounded())) %</dd></div>\n"))
    }
}

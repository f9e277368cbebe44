import Foundation
import Games
import Minesweeper
import Storage
import Testing
@testable import Web

/// The server's clock times a game from the first uncover to the end, across restarts, and a won
/// classic board puts exactly one result on its leaderboard.
@Suite("Minesweeper time and scores")
struct MinesweeperTimeAndScoreTests {
    @Test("the timer runs from the first uncover to the end on the server clock")
    func timer() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        // Looking at the board and toggling flag mode do not start the clock.
        site.clock.advance(by: 5_000)
        #expect(try player.move([("mode", "1")]).status == 303)
        #expect(try player.move([("mode", "1")]).status == 303)
        let idle = try player.page()
        #expect(idle.timerSeconds == 0)
        #expect(!idle.body.contains("ticking"))
        #expect(try player.record().startedAt == nil)

        let firstClick = site.clock.now
        #expect(try player.reveal(40).status == 303)
        #expect(try player.record().startedAt == firstClick)
        site.clock.advance(by: 7_500)
        let running = try player.page()
        #expect(running.timerSeconds == 7)
        #expect(running.body.contains("class=\"timer ticking k0 h0 d0 u7\""))
        site.clock.advance(by: 1_234_000)
        #expect(try player.page().body.contains("class=\"timer ticking k1 h2 d4 u1\""))

        let won = try player.playToWin(firstClick: 40) { site.clock.advance(by: 1_000) }
        let record = try player.record()
        let duration = try #require(record.finishedAt) - firstClick
        let uncovers = Int64(try player.game().moveCount - 1)
        #expect(duration == 7_500 + 1_234_000 + uncovers * 1_000)
        #expect(won.timerSeconds == Int(duration / 1000))
        #expect(!won.body.contains("ticking"))
        #expect(won.body.contains("<dt>Time</dt><dd>\(LeaderboardBoard.seconds(duration))</dd>"))
        // A finished game's time stands still.
        site.clock.advance(by: 60_000)
        #expect(try player.page().timerSeconds == Int(duration / 1000))
    }

    @Test("after a server restart the game goes on where it was, timer included")
    func restart() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let firstClick = site.clock.now
        #expect(try player.reveal(40).status == 303)
        #expect(try player.move([("mode", "1")]).status == 303)
        let mine = try #require(try player.mines().first)
        #expect(try player.flag(mine).status == 303)
        site.clock.advance(by: 4_000)
        let before = try player.page()
        let stored = try player.record()

        try site.restart()
        let client = TestClient(port: site.port)
        client.cookies = player.client.cookies
        let resumed = MinesweeperPlayer(site, client: client)
        let after = try resumed.page()
        #expect(after.status == 200)
        #expect(after.cellLabels == before.cellLabels)
        #expect(after.cellLabels[mine].hasSuffix("flagged"))
        #expect(after.body.contains("Flag mode is on"))
        #expect(after.timerSeconds == 4)
        #expect(try resumed.record() == stored)
        site.clock.advance(by: 3_000)
        #expect(try resumed.page().timerSeconds == 7)

        try resumed.playToWin(firstClick: 40) { site.clock.advance(by: 1_000) }
        let rows = try resumed.scores()
        #expect(rows.count == 1)
        let uncovers = Int64(try resumed.game().moveCount - 2)  // not the first click, not the flag
        #expect(rows.first?.int64("value") == 7_000 + uncovers * 1_000)
        #expect(rows.first?.int64("value") == (try resumed.record().finishedAt ?? 0) - firstClick)
    }

    @Test("a won Beginner game records exactly one score: the server's time and the 3BV/s")
    func oneScore() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let won = try player.playToWin(firstClick: 40) { site.clock.advance(by: 1_500) }
        _ = try player.page()
        _ = try player.page()
        // A late double submit of a move is refused and records nothing more.
        _ = try player.client.postForm("/minesweeper/move", from: won, [("action", "reveal"), ("cell", "40")])
        let rows = try player.scores()
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        let record = try player.record()
        let milliseconds = try #require(record.finishedAt) - (try #require(record.startedAt))
        #expect(row.string("board") == "minesweeper/beginner")
        #expect(row.int64("game_id") == record.id)
        #expect(row.int64("value") == milliseconds)
        let threeBV = Double(try #require(try player.game().threeBV))
        #expect(abs((row.double("detail") ?? 0) - threeBV / (Double(milliseconds) / 1000)) < 0.0001)
        #expect(won.body.contains("<dt>3BV/s</dt><dd>\(String(format: "%.2f", threeBV / (Double(milliseconds) / 1000)))</dd>"))
        #expect(won.body.contains("Your name for the leaderboard"))
        let forGame = try site.app.database.read { c in try ScoreStore.forGame(c, gameID: record.id) }
        #expect(forGame?.value == milliseconds)
    }

    @Test("custom boards and lost games record no score")
    func noScore() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "custom"), ("width", "9"), ("height", "9"), ("mines", "10"), ("noguess", "on")])
        let won = try player.playToWin(firstClick: 40)
        #expect(won.body.contains("You cleared the field!"))
        #expect(!won.body.contains("Your name for the leaderboard"))
        let custom = try player.record().id
        try player.start()
        try player.playToLose()
        let lost = try player.record().id
        for game in [custom, lost] {
            #expect(try site.app.database.read { c in try ScoreStore.forGame(c, gameID: game) } == nil)
        }
    }
}

import Foundation
import Games
import Minesweeper
import Storage
import Testing
import WordSearch
@testable import Web

/// Every ranked result can be audited: its game, replayed from its params, seed and move log alone, ends as stored,
/// won, and its log's last time is the result's time; and the leaderboard links each result whose game is kept.
@Suite("Replays: auditing the leaderboard")
struct ReplayAuditTests {
    @Test("each score's game replays from params + seed + log to the same outcome and time")
    func everyScoreReplays() throws {
        let site = try TestSite()
        for firstClick in [40, 0, 80] {
            let player = MinesweeperPlayer(site)
            try player.start()
            site.clock.advance(by: 300)
            try player.playToWin(firstClick: firstClick) { site.clock.advance(by: 450) }
        }
        for revealing in [false, true] {
            var play = try WordSearchPlay(site)
            let words = try play.stored().game.words.count
            if revealing { #expect(try play.reveal(0).status == 303) }
            for word in (revealing ? 1 : 0)..<words {
                site.clock.advance(by: 1_100)
                try play.find(word)
            }
        }
        let scores = try site.app.database.read { c in try c.query("SELECT board, game_id, value FROM scores ORDER BY id") }
        #expect(scores.count == 5)
        for score in scores {
            let gameID = try #require(score.int64("game_id"))
            let (record, log) = try #require(try site.app.database.read { c in
                try GameStore.find(c, id: gameID).map { ($0, try MoveLogStore.moves(c, gameID: gameID)) }
            })
            let value = try #require(score.int64("value"))
            let board = score.string("board") ?? ""
            if record.kind == "minesweeper" {
                try Self.audit(MinesweeperGame.self, record, log, value: value, board: board)
            } else {
                try Self.audit(WordSearchGame.self, record, log, value: value, board: board)
            }
        }
    }

    static func audit<Core: Game>(_: Core.Type, _ record: GameRecord, _ log: [LoggedMove], value: Int64,
                                  board: String) throws {
        let stored = try Core(storedForm: record.state)
        let moves = try log.map { entry in try #require(Core.Move(text: entry.text), "\(entry.text)") }
        let replayed = try Core.replaying(params: stored.params, seed: stored.seed, moves: moves)
        #expect(replayed.outcome == .won, "\(board)")
        #expect(replayed.storedForm == stored.storedForm, "\(board)")
        #expect(board == "\(record.kind)/\(replayed.levelKey)")
        // The time: the log's last entry is when the game was won, on the game's clock.
        #expect(max(1, try #require(log.last).atMilliseconds) == value, "\(board)")
        #expect(record.finishedAt.map { $0 - (record.startedAt ?? 0) } == value, "\(board)")
    }

    @Test("leaderboard rows link their replays while the game is kept")
    func leaderboardLinks() throws {
        let site = try TestSite()
        let player = MinesweeperPlayer(site)
        try player.start()
        site.clock.advance(by: 300)
        let won = try player.playToWin { site.clock.advance(by: 450) }
        let named = try player.client.post("/leaderboard/name", [("csrf", won.hidden("csrf") ?? ""),
                                                                  ("score", try #require(won.hidden("score"))), ("name", "Ada")])
        #expect(named.status == 303)
        let id = try player.record().id
        let link = "<a href=\"/minesweeper/replay/\(id)\">"
        let board = try site.client().get("/leaderboard?game=minesweeper")
        #expect(board.body.contains(link))
        #expect(board.body.contains("<span class=\"visually-hidden\">, watch the replay</span>"))
        #expect(try site.client().get("/minesweeper/replay/\(id)").status == 200)
        // Tic-Tac-Toe's boards are streaks and tallies, not one game's result: no link there.
        let ticTacToe = try site.client().get("/leaderboard?game=tictactoe")
        #expect(!ticTacToe.body.contains("/replay/"))
        // The session's games gone (as housekeeping removes them): the result stays, without a link.
        try site.app.database.write { c in _ = try c.execute("DELETE FROM games WHERE id = ?", [.integer(id)]) }
        site.app.scoresChanged()
        let after = try site.client().get("/leaderboard?game=minesweeper")
        #expect(!after.body.contains("/replay/"))
        #expect(after.body.contains("class=\"number\">"))
        #expect(try site.client().get("/minesweeper/replay/\(id)").status == 404)
    }

    @Test("today's daily board stays secret: its replay is its own session's until the day is over, and so is its link")
    func dailyBoardWaitsForTomorrow() throws {
        let site = try TestSite()
        let player = MinesweeperPlayer(site)
        #expect(try DailyBoardTests.startDaily(player) == 303)
        site.clock.advance(by: 300)
        let won = try player.playToWin { site.clock.advance(by: 450) }
        #expect(try player.client.postForm("/leaderboard/name", from: won, [("score", try #require(won.hidden("score"))),
                                                                              ("name", "Dora")]).status == 303)
        let id = try player.record().id
        let address = "/minesweeper/replay/\(id)"
        #expect(won.body.contains("href=\"\(address)\""))
        #expect(try player.client.get(address).status == 200)
        let other = site.client()
        #expect(try other.get(address).status == 404)
        let today = try other.get("/leaderboard?game=minesweeper&period=daily")
        #expect(today.body.contains("Dora") && !today.body.contains(address))
        site.clock.advance(by: DailyBoardTests.day)
        #expect(try other.get(address).status == 200)
        #expect(try other.get("/leaderboard?game=minesweeper&period=daily").body.contains("href=\"\(address)\""))
    }
}

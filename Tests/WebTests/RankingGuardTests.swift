import Foundation
import Games
import Minesweeper
import Storage
import Testing
import TicTacToe
import WordSearch
@testable import Web

/// The leaderboard's rules are the controller's (`GameMoves.recordResult`), not each game's: a game's score
/// function says what a won game is worth and nothing about undo or practice, so without the controller's guard an
/// undone or practice game would rank. Each game's own won game is recorded again here with those marks.
@Suite("Ranking: the controller keeps undone and practice games off every board")
struct RankingGuardTests {
    /// Clears the scores, records `record` as finished `game` through the controller, and returns the rows it left.
    static func recorded<Pages: GamePages>(_: Pages.Type, _ site: TestSite, _ game: Pages.Core, _ record: GameRecord) throws -> [Row] {
        let controller = GameController<Pages>(app: site.app)
        return try site.app.database.write { c in
            try c.execute("DELETE FROM scores")
            try controller.moves.recordResult(c, game: game, record: record, now: site.clock.now)
            return try c.query("SELECT * FROM scores")
        }
    }

    /// `record` as undone once, and as a practice game.
    static func unranked(_ record: GameRecord) -> [GameRecord] {
        var undone = record
        undone.undos = 1
        let practice = GameRecord(id: record.id, sessionID: record.sessionID, kind: record.kind, level: record.level,
                                  state: record.state, version: record.version, outcome: record.outcome, moves: record.moves,
                                  createdAt: record.createdAt, startedAt: record.startedAt, finishedAt: record.finishedAt,
                                  updatedAt: record.updatedAt, daily: record.daily, practice: true)
        return [undone, practice]
    }

    @Test("Minesweeper: its score would rank a won game whatever its marks; the controller ranks only the unmarked one")
    func minesweeper() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "beginner"), ("noguess", "off")])
        try player.playToWin()
        let record = try player.record(), game = try player.game()
        let kept = try player.scores()
        #expect(kept.count == 1)
        let milliseconds = try #require(record.finishedAt) - (try #require(record.startedAt))
        #expect(MinesweeperPages.score(game, milliseconds: milliseconds) != nil)
        for marked in Self.unranked(record) {
            #expect(marked.mayRank == false)
            #expect(try Self.recorded(MinesweeperPages.self, site, game, marked).isEmpty, "undos \(marked.undos), practice \(marked.practice)")
        }
        let again = try Self.recorded(MinesweeperPages.self, site, game, record)
        #expect(again.count == 1 && again.first?.int64("value") == kept.first?.int64("value"))
    }

    @Test("Word Search: the same, with its reveals as the penalty")
    func wordSearch() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let words = try play.stored().game.placed.count
        try play.reveal(0)
        for word in 1..<words { try play.find(word) }
        let (record, game) = try play.stored()
        #expect(game.outcome == .won)
        #expect(WordSearchPages.score(game, milliseconds: 1_000) == GameScore(value: 1_000, penalty: 1, detail: Double(game.foundCount)))
        for marked in Self.unranked(record) {
            #expect(try Self.recorded(WordSearchPages.self, site, game, marked).isEmpty)
        }
        let again = try Self.recorded(WordSearchPages.self, site, game, record)
        #expect(again.count == 1 && again.first?.int64("penalty") == 1)
    }

    @Test("Tic-Tac-Toe: a draw against Impossible extends the streak, unless it is marked")
    func ticTacToe() throws {
        let site = try TestSite()
        defer { site.stop() }
        var game = TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, level: .impossible), seed: 1)
        // The player plays as Impossible does, so the game is a draw.
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<9 where game.outcome == .playing {
            let square = ComputerPlayer.move(on: game.board, as: game.turn, level: .impossible, using: &rng)
            try game.apply(.place(position: square, mark: nil))
        }
        try #require(game.outcome == .draw)
        let sessionID = try site.app.database.write { c in try SessionStore.create(c, now: site.clock.now).id }
        let record = try site.app.database.write { c in
            var record = try GameStore.insert(c, sessionID: sessionID, kind: "tictactoe", level: game.levelKey,
                                              state: game.storedForm, outcome: game.outcome.rawValue, now: site.clock.now)
            record.finishedAt = site.clock.now
            record.moves = game.moveCount
            return try #require(try GameStore.update(c, record, now: site.clock.now))
        }
        #expect(try Self.recorded(TicTacToePages.self, site, game, record).count == 1)
        for marked in Self.unranked(record) {
            #expect(try Self.recorded(TicTacToePages.self, site, game, marked).isEmpty)
        }
    }

    @Test("the measures a game declares: time and fewest moves rank lowest first, one row a game; counts highest, one a session")
    func measures() {
        let time = LeaderboardBoard(game: "g", gameTitle: "G", level: "l", title: "L", measure: .time)
        let fewest = LeaderboardBoard(game: "g", gameTitle: "G", level: "l", title: "L", measure: .fewest("moves"))
        let count = LeaderboardBoard(game: "g", gameTitle: "G", level: "l", title: "L", measure: .count("wins"))
        #expect(!time.board.higherIsBetter && !fewest.board.higherIsBetter && count.board.higherIsBetter)
        #expect(!time.isPerSession && !fewest.isPerSession && count.isPerSession)
        #expect(fewest.format(1) == "1 move" && fewest.format(12) == "12 moves" && time.format(12_345) == "12.3 s")
        #expect([time, fewest, count].map(\.measure.title) == ["Time", "Result", "Result"])
    }
}

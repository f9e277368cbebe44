import Foundation
import Games
import Minesweeper
import Storage
import Testing
import TicTacToe
@testable import Web

/// The replay check (`minigames check-replays`): every stored game replays from its params, seed and log to its
/// stored state; a tampered log or state is found; a game from before the log is counted apart.
@Suite("Replay check")
struct ReplayCheckTests {
    /// Games of every kind, undo included, played after the move log began (the test clock starts in the past).
    static func playedSite() throws -> TestSite {
        let site = try TestSite()
        site.clock.set(Int64(Date().timeIntervalSince1970 * 1000) + 3_600_000)
        let sweeper = MinesweeperPlayer(site)
        try sweeper.start([("level", "beginner"), ("noguess", "off")])
        let lost = try sweeper.playToLose()
        #expect(try UndoTests.undo(sweeper.client, "minesweeper", from: lost).status == 303)
        #expect(try sweeper.flag(try #require(try sweeper.mines().first)).status == 303)
        try sweeper.playToWin()
        let ticTacToe = TicTacToePlayer(site)
        try TicTacToeRecordsTests.tieImpossible(ticTacToe)
        let page = try ticTacToe.newGame(.twoPlayers)
        let played = try ticTacToe.play(4, from: page)
        #expect(try UndoTests.undo(ticTacToe.client, "tictactoe", from: played).status == 303)
        try ticTacToe.play(0, from: try ticTacToe.page())
        let words = site.client()
        let board = try words.get("/wordsearch")
        #expect(try words.postForm("/wordsearch/move", from: board, [("cell", "0")]).status == 303)
        return site
    }

    static func execute(_ site: TestSite, _ sql: String, _ values: [SQLValue]) throws {
        _ = try site.app.database.write { c in try c.execute(sql, values) }
    }

    @Test("every game played, undo included, replays to its stored state")
    func allMatch() throws {
        let site = try Self.playedSite()
        defer { site.stop() }
        let report = try ReplayCheck.run(site.app.database, batch: 2)
        #expect(report.mismatches == [])
        #expect(report.matched == 4 && report.beforeLog == 0, "two Tic-Tac-Toe games, a Minesweeper board, a Word Search")
    }

    @Test("a tampered log, a tampered state and a tampered outcome are each reported")
    func tampering() throws {
        let site = try Self.playedSite()
        defer { site.stop() }
        let games = try site.app.database.read { c in try MoveLogStore.games(c, afterID: 0, limit: 10) }
        let sweeper = try #require(games.first { $0.kind == "minesweeper" })
        let tie = try #require(games.first { $0.kind == "tictactoe" && $0.outcome == "draw" })
        let two = try #require(games.first { $0.kind == "tictactoe" && $0.outcome == "playing" })
        // The undo entry dropped from the log: the replay ends at the mine, and the next move is refused.
        try Self.execute(site, "DELETE FROM game_moves WHERE game_id = ? AND move = 'undo'", [.integer(sweeper.id)])
        // Another square in the stored state than the log played.
        try Self.execute(site, "UPDATE games SET state = ? WHERE id = ?",
                         [.text(two.state.replacingOccurrences(of: "X........", with: "........X")), .integer(two.id)])
        #expect(try site.app.database.read { c in try GameStore.find(c, id: two.id) }?.state != two.state)
        // A tie written up as a win.
        try Self.execute(site, "UPDATE games SET outcome = 'won' WHERE id = ?", [.integer(tie.id)])
        let report = try ReplayCheck.run(site.app.database)
        #expect(report.mismatches.map(\.gameID).sorted() == [sweeper.id, tie.id, two.id].sorted())
        #expect(report.matched == 1)
        let reasons = Dictionary(uniqueKeysWithValues: report.mismatches.map { ($0.gameID, $0.reason) })
        #expect(reasons[sweeper.id]?.contains("its log does not replay: entry 2") == true, "the flag after the mine is refused")
        #expect(reasons[tie.id]?.contains("its row says won") == true)
    }

    @Test("a game created before the move log began, with moves but no log, is skipped and counted; after it, reported")
    func beforeTheLog() throws {
        let site = try TestSite()
        defer { site.stop() }
        let started = try #require(try site.app.database.read { c in try MoveLogStore.logStartedAt(c) })
        let ticTacToe = TicTacToePlayer(site)
        site.clock.set(started - 60_000)
        try TicTacToeRecordsTests.tieImpossible(ticTacToe)
        site.clock.set(started + 60_000)
        try TicTacToeRecordsTests.tieImpossible(ticTacToe)
        try Self.execute(site, "DELETE FROM game_moves", [])
        let report = try ReplayCheck.run(site.app.database)
        #expect(report.beforeLog == 1 && report.matched == 0)
        #expect(report.mismatches.count == 1 && report.mismatches.first?.reason.contains("another game") == true)
    }
}

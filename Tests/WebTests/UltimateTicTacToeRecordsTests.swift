import Foundation
import Games
import Storage
import Testing
import UltimateTicTacToe
@testable import Web

/// Ultimate Tic-Tac-Toe's board: the longest streak of wins against Hard in a session. A draw neither adds nor ends
/// it, a loss ends it, and the best streak stays.
@Suite("Ultimate Tic-Tac-Toe: the win streak against Hard")
struct UltimateTicTacToeRecordsTests {
    static func rows(_ site: TestSite) throws -> [ScoreEntry] {
        let key = try #require(UltimateTicTacToePages.entry.board(UltimateTicTacToePages.hardStreak)).board.key
        return try site.app.database.read { c in
            try c.query("SELECT * FROM scores WHERE board = ? ORDER BY id", [.text(key)]).map { row in
                ScoreEntry(id: row.int64("id") ?? 0, sessionID: row.string("session_id") ?? "", gameID: row.int64("game_id"),
                           value: row.int64("value") ?? 0, penalty: row.int("penalty") ?? 0, detail: row.double("detail"),
                           name: row.string("name"), createdAt: row.int64("created_at") ?? 0)
            }
        }
    }

    /// Wins a game against `level` through the site: a new game, set one move from X's win, and that move played.
    @discardableResult
    static func win(_ player: UltimatePlayer, level: UltimateTicTacToeLevel = .hard) throws -> TestResponse {
        let cells = UltimatePlayer.xWins()
        try player.newGame(.vsComputer, level: level)
        let page = try player.store(try UltimatePlayer.position(Array(cells.dropLast()), level: level))
        player.site.clock.advance(by: 5000)
        let end = try player.play(try #require(cells.last), from: page)
        #expect(try player.game().outcome == .won)
        return end
    }

    /// A finished game against Hard with this outcome, stored as the site stores one (its moves do not matter here).
    static func finish(_ player: UltimatePlayer, _ outcome: Outcome) throws {
        let sessionID = try #require(player.client.sessionID)
        let game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .vsComputer, level: .hard), seed: 3)
        player.site.clock.advance(by: 1000)
        _ = try player.site.app.database.write { c in
            try GameStore.insert(c, sessionID: sessionID, kind: "ultimatetictactoe", level: "hard", state: game.storedForm,
                                 outcome: outcome.rawValue, now: player.site.clock.now)
        }
    }

    @Test("wins against Hard build a streak; a draw keeps it; a loss ends it, and the best streak stays")
    func hardStreak() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        let first = try Self.win(player)
        #expect(try Self.rows(site).map(\.value) == [1])
        #expect(first.body.contains("This would rank <strong>#1</strong> on the Ultimate Tic-Tac-Toe Win streak vs Hard board."))
        try Self.finish(player, .draw)
        try Self.win(player)
        #expect(try Self.rows(site).map(\.value) == [2], "a draw ends nothing")
        try Self.finish(player, .lost)
        let best = try Self.rows(site)
        let after = try Self.win(player)
        #expect(try Self.rows(site).map(\.value) == [2], "after a loss the streak starts again at 1; the best stays")
        #expect(try Self.rows(site).first?.createdAt == best.first?.createdAt)
        #expect(!after.body.contains("This would rank"), "a streak that is not the session's best prompts for nothing")
        try Self.win(player)
        try Self.win(player)
        #expect(try Self.rows(site).map(\.value) == [3])
        // The board is on the leaderboard under the game's tab.
        let board = try player.client.get("/leaderboard?game=ultimatetictactoe")
        #expect(board.status == 200)
        #expect(board.body.contains("Win streak vs Hard"))
    }

    @Test("wins against Easy or Medium, two-player wins, and a game left after a move count for no streak")
    func otherGames() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        try Self.win(player, level: .easy)
        try Self.win(player, level: .medium)
        #expect(try Self.rows(site).isEmpty)
        try Self.win(player)
        // A Hard game left after a move breaks the streak like a loss.
        _ = try player.play(40, from: try player.newGame(.vsComputer, level: .hard))
        try Self.win(player)
        #expect(try Self.rows(site).map(\.value) == [1])
    }
}

import Foundation
import Games
import Storage
import Testing
import TicTacToe
@testable import Web

/// The Tic-Tac-Toe boards: the longest unbeaten streak against Impossible and the most wins against
/// Medium, kept per session by the server as games finish.
@Suite("Tic-Tac-Toe boards")
struct TicTacToeRecordsTests {
    /// The rows of the Tic-Tac-Toe board of that level (`TicTacToePages.impossibleStreak`, `.mediumWins`).
    static func rows(_ site: TestSite, _ level: String) throws -> [ScoreEntry] {
        let key = try #require(TicTacToePages.entry.board(level)).board.key
        return try site.app.database.read { c in
            try c.query("SELECT * FROM scores WHERE board = ? ORDER BY id", [.text(key)]).map { row in
                ScoreEntry(id: row.int64("id") ?? 0, sessionID: row.string("session_id") ?? "", gameID: row.int64("game_id"),
                           value: row.int64("value") ?? 0, penalty: row.int("penalty") ?? 0, detail: row.double("detail"),
                           name: row.string("name"), createdAt: row.int64("created_at") ?? 0)
            }
        }
    }

    /// Plays one game against Impossible with perfect play: always a tie.
    @discardableResult
    static func tieImpossible(_ player: TicTacToePlayer) throws -> TestResponse {
        try player.newGame(.vsComputer, level: .impossible)
        let page = try player.playToTheEnd(TicTacToePlayer.perfect)
        #expect(try player.game().outcome == .draw)
        return page
    }

    /// Plays against Impossible, always taking the first free square, until the computer wins.
    static func loseToImpossible(_ player: TicTacToePlayer) throws {
        for _ in 0..<20 {
            try player.newGame(.vsComputer, level: .impossible)
            try player.playToTheEnd(TicTacToePlayer.firstFree)
            if try player.game().outcome == .lost { return }
        }
        Issue.record("the computer never won against the first free square")
    }

    @Test("ties against Impossible build a streak; a loss ends it, and the best streak stays")
    func impossibleStreak() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let first = try Self.tieImpossible(player)
        #expect(try Self.rows(site, TicTacToePages.impossibleStreak).map(\.value) == [1])
        // The game that set the session's best asks for a name for the board.
        #expect(first.body.contains("Your name for the leaderboard"))
        #expect(first.body.contains("Tic-Tac-Toe Unbeaten streak vs Impossible"))
        try Self.tieImpossible(player)
        // An Easy game between them does not break a streak against Impossible.
        try player.newGame(.vsComputer, level: .easy)
        try player.playToTheEnd(TicTacToePlayer.perfect)
        site.clock.advance(by: 60_000)
        try Self.tieImpossible(player)
        let best = try Self.rows(site, TicTacToePages.impossibleStreak)
        #expect(best.map(\.value) == [3])
        #expect(best.first?.createdAt == site.clock.now, "dated when the best was reached")
        #expect(best.first?.gameID == nil, "one kept-best row per session")

        try Self.loseToImpossible(player)
        try Self.tieImpossible(player)
        #expect(try Self.rows(site, TicTacToePages.impossibleStreak).map(\.value) == [3], "a shorter streak does not replace the best")
        #expect(try Self.rows(site, TicTacToePages.impossibleStreak).first?.createdAt == best.first?.createdAt)
    }

    @Test("a streak longer than the first page of games read is counted whole, and at most streakLookBack")
    func longStreaksAreReadInPages() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        try Self.tieImpossible(player)
        let sessionID = try #require(player.client.sessionID)
        let columns = "session_id, kind, level, state, version, outcome, moves, created_at, started_at, finished_at, updated_at"
        let tie = try #require(try site.app.database.read { c in
            try GameStore.recent(c, sessionID: sessionID, kind: "tictactoe", limit: 1).first
        })
        func copies(_ count: Int, outcome: String? = nil) throws {
            try site.app.database.write { c in
                for _ in 0..<count {
                    try c.execute("INSERT INTO games (\(columns)) SELECT \(columns.replacingOccurrences(of: "outcome", with: "?")) FROM games WHERE id = ?",
                                  [.text(outcome ?? tie.outcome), .integer(tie.id)])
                }
            }
        }
        func streak() throws -> Int {
            try site.app.database.write { c in
                let last = try #require(try GameStore.recent(c, sessionID: sessionID, kind: "tictactoe", limit: 1).first)
                return try TicTacToeRecords.impossibleStreak(c, record: last)
            }
        }
        try copies(199)
        #expect(try streak() == 200, "past the first pages of 16 and 128")
        try copies(1, outcome: "lost")
        try copies(20)
        #expect(try streak() == 20, "a loss 21 games back ends it")
        try copies(1_100)
        #expect(try streak() == TicTacToeRecords.streakLookBack)
    }

    @Test("a game against Impossible left after a move ends the streak; an untouched one does not")
    func abandonedGames() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        try Self.tieImpossible(player)
        // Two new games started without a move in between: nothing was dodged.
        try player.newGame(.vsComputer, level: .impossible)
        try player.newGame(.vsComputer, level: .impossible)
        try Self.tieImpossible(player)
        #expect(try Self.rows(site, TicTacToePages.impossibleStreak).map(\.value) == [2])
        // A game left after a move (as when a loss looms) counts as a break.
        let page = try player.newGame(.vsComputer, level: .impossible)
        try player.play(0, from: page)
        try Self.tieImpossible(player)
        try Self.tieImpossible(player)
        #expect(try Self.rows(site, TicTacToePages.impossibleStreak).map(\.value) == [2])
        try Self.tieImpossible(player)
        #expect(try Self.rows(site, TicTacToePages.impossibleStreak).map(\.value) == [3])
    }

    @Test("wins against Medium are counted on their board; two-player and Easy games touch no board")
    func mediumWins() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        try player.newGame(.twoPlayers)
        try player.playToTheEnd(TicTacToePlayer.firstFree)
        try player.newGame(.vsComputer, level: .easy)
        try player.playToTheEnd(TicTacToePlayer.perfect)
        #expect(try Self.rows(site, TicTacToePages.mediumWins).isEmpty)
        #expect(try Self.rows(site, TicTacToePages.impossibleStreak).isEmpty)

        // Medium slips now and then; perfect play takes every slip. Play until two wins.
        var wins = 0
        var games = 0
        while wins < 2 && games < 60 {
            games += 1
            try player.newGame(.vsComputer, level: .medium)
            let page = try player.playToTheEnd(TicTacToePlayer.perfect)
            let outcome = try player.game().outcome
            #expect(outcome != .lost, "perfect play never loses")
            if outcome == .won {
                wins += 1
                #expect(try Self.rows(site, TicTacToePages.mediumWins).map(\.value) == [Int64(wins)])
                #expect(page.body.contains("This would rank <strong>#1</strong> on the Tic-Tac-Toe Wins vs Medium board"))
            } else {
                #expect(try Self.rows(site, TicTacToePages.mediumWins).map(\.value) == (wins == 0 ? [] : [Int64(wins)]))
            }
        }
        #expect(wins == 2, "two wins against Medium in \(games) games")
    }

    @Test("a named best is shown as such on the next finished game that sets it")
    func namedBest() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let first = try Self.tieImpossible(player)
        let scoreID = try #require(first.hidden("score"))
        let named = try player.client.post("/leaderboard/name", [("csrf", first.hidden("csrf") ?? ""), ("score", scoreID), ("name", "Ada")])
        #expect(named.status == 303)
        let second = try Self.tieImpossible(player)
        #expect(second.body.contains("You rank <strong>#1</strong> on the "))
        #expect(try Self.rows(site, TicTacToePages.impossibleStreak).map(\.name) == ["Ada"])
    }
}

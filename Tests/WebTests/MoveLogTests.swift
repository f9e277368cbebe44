import Foundation
import Games
import Minesweeper
import Storage
import Testing
import TicTacToe
@testable import Web

/// Every accepted move is in the log, written with the state: the first move on a board only shown, flags, moves
/// against the computer and between two players; slips, refused moves and settings (Minesweeper's flag mode) write
/// nothing.
@Suite("Move log")
struct MoveLogTests {
    static func log(_ site: TestSite, kind: String) throws -> [LoggedMove] {
        try site.app.database.read { c in
            let games = try MoveLogStore.games(c, afterID: 0, limit: 100).filter { $0.kind == kind }
            return try MoveLogStore.moves(c, gameID: try #require(games.last).id)
        }
    }

    @Test("Minesweeper: the first move on a board only shown and flags are logged; a slip and the settings are not")
    func minesweeper() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        // No game stored yet: the page shows a board, and the first move stores it and is its first entry.
        #expect(try player.reveal(40).status == 303)
        site.clock.advance(by: 1_500)
        let covered = try #require(try player.safeCovered().last)
        #expect(try player.flag(covered).status == 303)
        #expect(try player.reveal(covered).status == 303, "a slip (a flagged cell) answers 303 with a note")
        #expect(try player.move([("mode", "1")]).status == 303)
        #expect(try player.move([("marks", "1")]).status == 303)
        #expect(try player.move([("action", "dig"), ("cell", "1")]).status == 400)
        let log = try Self.log(site, kind: "minesweeper")
        let texts = log.map(\.text)
        #expect(texts.first == "r40" && texts.last == "f\(covered)")
        #expect(!texts.contains("r\(covered)"), "the slip wrote nothing")
        #expect(log.map(\.version) == log.map(\.version).sorted() && Set(log.map(\.version)).count == log.count)
        #expect(log.last?.version == (try player.record().version) - 2, "the two settings saved the game, logging nothing")
        #expect(log.dropFirst().allSatisfy { $0.atMilliseconds >= 1_500 }, "ms since the clock started")
    }

    @Test("Tic-Tac-Toe: one entry per move of yours against the computer, one per move between two players")
    func ticTacToe() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.vsComputer, level: .easy)
        page = try player.play(4, from: page)
        #expect(try player.move(4, from: page).status == 303, "an occupied square is a slip")
        #expect(try Self.log(site, kind: "tictactoe").map(\.text) == ["X4"])
        page = try player.newGame(.twoPlayers)
        for cell in [0, 4, 8] { page = try player.play(cell, from: page) }
        #expect(try Self.log(site, kind: "tictactoe").map(\.text) == ["X0", "O4", "X8"])
    }

    @Test("Word Search: the first tap on a board only shown, and each tap after it")
    func wordSearch() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let shown = try client.get("/wordsearch")
        #expect(try client.postForm("/wordsearch/move", from: shown, [("cell", "0")]).status == 303)
        let page = try client.get("/wordsearch")
        #expect(try client.postForm("/wordsearch/move", from: page, [("cell", "0")]).status == 303)
        #expect(try Self.log(site, kind: "wordsearch").map(\.text) == ["t0", "t0"])
    }
}

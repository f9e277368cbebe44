import Foundation
import Games
import Testing
import TicTacToe
@testable import Web

/// The play area of the Tic-Tac-Toe page: the bar, the note and the board inside `#play`, the
/// setup below them, what the bar tells the page's script about the last move, and which squares are tab stops.
@Suite("Tic-Tac-Toe play area")
struct TicTacToePlayAreaTests {
    /// The bar's `data-event`, if any.
    static func event(_ page: TestResponse) -> String? {
        page.body.firstMatch(of: #/<div class="game-bar" data-event="([a-z]+)">/#).map { String($0.1) }
    }

    @Test("the play area holds the bar, the status and the board; setup and tally come after it")
    func structure() throws {
        let site = try TestSite()
        defer { site.stop() }
        let body = try TicTacToePlayer(site).page().body
        let order = ["<div class=\"play-area\" id=\"play\">", "<div class=\"game-bar\">", "<div class=\"turns\">",
                     "<p class=\"status-line\" id=\"status\" data-announce>", "<div class=\"board-box\">",
                     "<form method=\"post\" action=\"/tictactoe/move\" id=\"board\" class=\"board\" data-grid>",
                     "<div class=\"below-board\">", "id=\"new-game-heading\""]
        let positions = order.map { body.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(zip(order, positions).filter { $0.1 == nil }.map(\.0))")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "in this order")
    }

    @Test("the bar names the move just made: move, then won; a fresh page and a slip name none")
    func eventsBetweenTwoPlayers() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.twoPlayers)
        #expect(Self.event(page) == nil)
        #expect(page.body.contains("<div class=\"game-bar\">"))
        for cell in [0, 3, 1, 4] {
            page = try player.play(cell, from: page)
            #expect(Self.event(page) == "move")
        }
        let slip = try player.client.get("/tictactoe?played=4&note=taken")
        #expect(Self.event(slip) == nil, "a slip changed nothing")
        #expect(slip.body.contains("<p class=\"board-note\" id=\"note\" data-announce>That square is already taken.</p>"))
        page = try player.play(2, from: page)
        #expect(Self.event(page) == "won", "between two players any win is won")
        // A reload without the query is no longer the page after a move.
        #expect(Self.event(try player.page()) == nil)
    }

    @Test("against the computer the bar says lost or draw when the move ended the game that way")
    func eventsAgainstTheComputer() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        try player.newGame(.vsComputer, level: .impossible)
        let draw = try player.playToTheEnd(TicTacToePlayer.perfect)
        #expect(try player.game().outcome == .draw)
        #expect(Self.event(draw) == "draw")

        try player.newGame(.vsComputer, level: .impossible)
        let lost = try player.playToTheEnd(TicTacToePlayer.firstFree)
        #expect(try player.game().outcome == .lost)
        #expect(Self.event(lost) == "lost")
    }

    @Test("only free squares are tab stops while the game goes on; a finished board is disabled")
    func tabStops() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.twoPlayers)
        #expect(!page.body.contains("tabindex"))
        page = try player.play(4, from: page)
        page = try player.play(0, from: page)
        for cell in TicTacToePlayer.cells(page) {
            #expect(cell.skipsTab == !cell.symbol.isEmpty, "square \(cell.index)")
        }
        // The square just played keeps focus although a Tab no longer stops there.
        #expect(TicTacToePlayer.cells(page)[0].autofocus)
        for cell in [1, 3, 2, 6] { page = try player.play(cell, from: page) }
        #expect(try player.game().outcome.isOver)
        #expect(TicTacToePlayer.cells(page).allSatisfy { $0.disabled && !$0.skipsTab })
    }
}

import Foundation
import Games
import Storage
import Testing
import TicTacToe
@testable import Web

/// Reload, a second tab, the back button and a server restart all continue the same game.
@Suite("Tic-Tac-Toe persistence")
struct TicTacToePersistenceTests {
    @Test("reload, a second client with the same cookie, and a restart show the same game, which plays on")
    func sameGameEverywhere() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.vsComputer, level: .medium, mark: .o)
        page = try player.play(TicTacToePlayer.firstFree(try player.game()), from: page)
        let layout = TicTacToePlayer.layout(page)
        let record = try player.record()
        #expect(layout.filter { $0 != "." }.count == 3)

        // Reload (and the back button, which revalidates the no-cache page).
        let reloaded = try player.page()
        #expect(TicTacToePlayer.layout(reloaded) == layout)
        #expect(reloaded.header("Cache-Control") == "no-cache")

        // A second tab of the same browser: same cookie, same game, same version.
        let tab = site.client()
        tab.cookies = player.client.cookies
        let other = try tab.get("/tictactoe")
        #expect(TicTacToePlayer.layout(other) == layout)
        #expect(other.hidden("version") == "\(record.version)")

        // After a restart on the same database the game and the session are still there.
        try site.restart()
        let browser = site.client()  // the new server listens on a new port; the browser keeps its cookie
        browser.cookies = player.client.cookies
        let afterRestart = TicTacToePlayer(site, client: browser)
        let restarted = try afterRestart.page()
        #expect(restarted.status == 200)
        #expect(restarted.header("Set-Cookie") == nil, "the session survived, so no new cookie")
        #expect(TicTacToePlayer.layout(restarted) == layout)
        #expect(try afterRestart.record() == record)
        // The game goes on from there, and the computer's choices continue from the stored generator.
        let expected = try afterRestart.game()
        var replay = expected
        let cell = TicTacToePlayer.firstFree(expected)
        try replay.apply(.place(position: cell, mark: .o))
        try afterRestart.play(cell, from: restarted)
        #expect(try afterRestart.game().board == replay.board)
    }

    @Test("each browser has its own game")
    func separateSessions() throws {
        let site = try TestSite()
        defer { site.stop() }
        let ada = TicTacToePlayer(site)
        let bob = TicTacToePlayer(site)
        var page = try ada.newGame(.twoPlayers)
        page = try ada.play(4, from: page)
        #expect(TicTacToePlayer.layout(try bob.page()) == ".........")
        #expect(ada.client.cookies["sid"] != bob.client.cookies["sid"])
        // Bob cannot play in Ada's game with her form: his session's token does not match.
        let forged = try bob.client.postForm("/tictactoe/move", from: page, [("cell", "0"), ("mark", "O")])
        #expect(forged.status == 403)
        #expect(try ada.game().board.layout == "....X....")
    }
}

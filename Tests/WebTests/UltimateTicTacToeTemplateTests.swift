import Foundation
import Games
import Testing
import UltimateTicTacToe
@testable import Web

/// Ultimate Tic-Tac-Toe's page (and its board partial) rendered by the compiled renderer and by swift-mustache
/// from the same models, in each state a player sees; and its hand-listed template fields cover its models.
@Suite("Ultimate Tic-Tac-Toe: templates")
struct UltimateTicTacToeTemplateTests {
    @Test("new, against the computer, a move played, refused, two players, won, lost")
    func parity() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        let templates = site.app.templates
        func check(_ path: String = "/ultimatetictactoe", query: [String: String] = [:]) throws {
            let served = try player.client.get(path)
            let model = try TemplateParityTests.gameModel(UltimateTicTacToePages.self, site, player.client, query: query)
            try TemplateParityTests.expectSame(model, "ultimatetictactoe/game", templates, served: served)
            TemplateFieldsTests.expectEveryField(model, "page")
        }

        try check()
        var page = try player.newGame(.vsComputer, level: .easy)
        page = try player.play(40, from: page)
        try check("/ultimatetictactoe?played=40", query: ["played": "40"])
        let refused = try TemplateParityTests.gameModel(UltimateTicTacToePages.self, site, player.client,
                                                        path: "/ultimatetictactoe/move", form: [("cell", "e5")],
                                                        message: "That square is already taken.", isError: true)
        try TemplateParityTests.expectSame(refused, "ultimatetictactoe/game", templates)
        try player.playToTheEnd(UltimatePlayer.medium)
        try check()

        try UltimateTicTacToeRecordsTests.win(player)
        try check()

        try player.newGame(.twoPlayers)
        for cell in UltimatePlayer.xWins().prefix(6) { page = try player.play(cell, from: try player.page()) }
        try check()

        try player.newGame(.vsComputer, level: .medium, mark: .o)
        try player.playToTheEnd(UltimatePlayer.firstLegal)
        try check()
    }

    @Test("text browsers: each small board a line of its name, then three rows of three squares, each a value and a mark")
    func textBrowserMarkup() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        var page = try player.newGame(.twoPlayers)
        page = try player.play(40, from: page)
        #expect(page.body.contains("<div class=\"small-board\" role=\"grid\" aria-label=\"Board top-left\"><span class=\"board-name\" aria-hidden=\"true\">Board top-left</span>\n<div class=\"cells-row\" role=\"row\"><button"))
        #expect(page.body.contains("<div class=\"small-board playable\" role=\"grid\" aria-label=\"Board centre, play here\">"))
        #expect(page.body.contains("<button type=\"submit\" name=\"cell\" value=\"e5\" class=\"cell mark-x last snap\" aria-label=\"Board centre, square b2, X, X’s last move\" role=\"gridcell\" disabled><span class=\"mark\" aria-hidden=\"true\">X</span></button>"))
        #expect(page.body.contains("<button type=\"submit\" name=\"cell\" value=\"a1\" class=\"cell\" aria-label=\"Board top-left, square a1, empty\" role=\"gridcell\" disabled><span class=\"mark\" aria-hidden=\"true\"></span><span class=\"free\" aria-hidden=\"true\">·</span></button>"))
        // Three squares a line: each small board's three rows (role=row, a block in a text browser).
        #expect(page.body.matches(of: #/<div class="cells-row" role="row">(<button[^>]*>[\s\S]*?</button>\n){3}</div>/#).count == 9 * 3)
    }
}

import Foundation
import HTTP
import Minesweeper
import Storage
import Testing
import TicTacToe
import WordSearch
@testable import Web

/// The page models that list their template fields by hand (`TemplateFields`) must list every stored
/// property: a field added to a model and forgotten there would quietly render as missing.
@Suite("Template fields listed by hand cover every stored property")
struct TemplateFieldsTests {
    /// Walks `value` as Mirror sees it: every `TemplateFields` on the way must give each non-nil stored
    /// property under its name, and nothing for a nil one.
    static func expectEveryField(_ value: Any, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .collection {
            for (index, element) in mirror.children.enumerated() {
                expectEveryField(element.value, "\(path)[\(index)]", sourceLocation: sourceLocation)
            }
            return
        }
        guard let model = value as? any TemplateFields else { return }
        expectListed(mirror, in: model.templateFields, path, sourceLocation: sourceLocation)
    }

    /// Each of `mirror`'s stored properties under its name in `fields`; a `GameChrome`'s own fields are listed
    /// beside the page's, not under a name.
    private static func expectListed(_ mirror: Mirror, in fields: TemplateObject, _ path: String, sourceLocation: SourceLocation) {
        for child in mirror.children {
            if let chrome = child.value as? GameChrome {
                expectListed(Mirror(reflecting: chrome), in: fields, path, sourceLocation: sourceLocation)
                continue
            }
            guard let label = child.label else { continue }
            let field = Mirror(reflecting: child.value)
            if field.displayStyle == .optional {
                guard let wrapped = field.children.first?.value else {
                    #expect(fields[label] == nil, "\(path).\(label) is nil but listed", sourceLocation: sourceLocation)
                    continue
                }
                #expect(fields[label] != nil, "\(path).\(label) is not listed", sourceLocation: sourceLocation)
                expectEveryField(wrapped, "\(path).\(label)", sourceLocation: sourceLocation)
            } else {
                #expect(fields[label] != nil, "\(path).\(label) is not listed", sourceLocation: sourceLocation)
                expectEveryField(child.value, "\(path).\(label)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("Minesweeper: running, then lost with its overlay")
    func minesweeper() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        _ = try player.reveal(0)
        Self.expectEveryField(try TemplateParityTests.gameModel(MinesweeperPages.self, site, player.client), "page")
        _ = try player.reveal(try #require(try player.mines().first))
        let lost = try TemplateParityTests.gameModel(MinesweeperPages.self, site, player.client)
        #expect(lost.chrome.overlay != nil)
        Self.expectEveryField(lost, "page")
    }

    @Test("Word Search: running with a reveal used")
    func wordSearch() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.reveal(0)
        Self.expectEveryField(try TemplateParityTests.gameModel(WordSearchPages.self, site, play.client), "page")
    }

    @Test("Tic-Tac-Toe: a game played to its end, with the overlay and the tally")
    func ticTacToe() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        _ = try player.newGame(.vsComputer, level: .easy)
        _ = try player.playToTheEnd { game in (0..<9).first { game.board[$0] == nil } ?? 0 }
        let over = try TemplateParityTests.gameModel(TicTacToePages.self, site, player.client)
        #expect(over.chrome.overlay != nil)
        Self.expectEveryField(over, "page")
    }

    @Test("leaderboard with a board of results")
    func leaderboard() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        _ = try client.get("/leaderboard")
        let sessionID = try #require(client.sessionID)
        let session = try TemplateParityTests.session(site, sessionID)
        let visit = Visit(request: Request(path: "/leaderboard"), session: session, now: site.clock.now)
        let game = MinesweeperPages.entry
        let model = LeaderboardPage(game: game, period: .all, standings: try LeaderboardController(app: site.app).readStandings(game, .all, visit),
                                    csrf: session.csrfToken, message: "Saved.")
        Self.expectEveryField(model, "page")
    }
}

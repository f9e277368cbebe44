import Testing
@testable import Web

/// The structure `Templates/CONTRACT.md` promises, on every registered game's page as the server renders it: a
/// template that drops the play area, the board's `data-grid` form or its buttons fails here, not in a browser.
@Suite("Templates keep the structure in-place moves rely on")
struct TemplateContractTests {
    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("a game's page has one play area with one board form of buttons", arguments: GameRegistry.games.map(\.slug))
    func playArea(slug: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let page = try site.client().get("/\(slug)")
        #expect(page.status == 200)
        #expect(Self.count(" id=\"play\"", in: page.body) == 1)
        let play = try #require(page.body.range(of: " id=\"play\""))
        let afterPlay = String(page.body[play.upperBound...])
        let grid = try #require(afterPlay.range(of: " data-grid"), "no board form after the play area")
        let formStart = try #require(afterPlay[..<grid.lowerBound].range(of: "<form", options: .backwards))
        #expect(!afterPlay[formStart.upperBound..<grid.lowerBound].contains("<"), "data-grid is on the board's <form>")
        let board = afterPlay[grid.upperBound...].prefix { _ in true }
        let formEnd = try #require(board.range(of: "</form>"))
        let cells = Self.count("<button", in: String(board[..<formEnd.lowerBound]))
        #expect(cells >= 9, "the board's cells are its buttons")

        let bytes = Array(page.body.utf8)
        let whole = String(decoding: try #require(MoveFragment.make(after: bytes, before: nil)), as: UTF8.self)
        #expect(whole.hasPrefix("<div data-fragment=\"play\">"))
        // The same page as the one shown: every cell is found, and every one is kept.
        let kept = String(decoding: try #require(MoveFragment.make(after: bytes, before: bytes)), as: UTF8.self)
        #expect(Self.count("<i data-keep></i>", in: kept) == cells)
        #expect(!kept.contains("<button type=\"submit\" name=\"cell\""))
    }
}

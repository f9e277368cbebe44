import Foundation
import Games
import Storage
import Testing
import TicTacToe
@testable import Web

/// Plays Tic-Tac-Toe through the site as a browser would (POST → 303 → GET), and reads what the
/// server stored, so the tests can check both the pages and the state behind them.
struct TicTacToePlayer {
    let site: TestSite
    let client: TestClient

    init(_ site: TestSite, client: TestClient? = nil) {
        self.site = site
        self.client = client ?? site.client()
    }

    /// One square as the page shows it.
    struct PageCell: Equatable {
        let index: Int
        let classes: Set<String>
        let label: String
        let symbol: String
        let disabled: Bool
        /// `tabindex="-1"`: a taken square, which a Tab passes over.
        let skipsTab: Bool
        let autofocus: Bool
    }

    func page() throws -> TestResponse {
        try client.get("/tictactoe")
    }

    /// Starts a game through the setup form and returns the page the redirect leads to.
    @discardableResult
    func newGame(_ mode: Mode, level: TicTacToeLevel = .impossible, mark: Mark = .x) throws -> TestResponse {
        let start = try page()
        let posted = try client.postForm("/tictactoe/new", from: start,
                                         [("mode", mode.rawValue), ("level", level.rawValue), ("mark", mark.rawValue)])
        #expect(posted.status == 303)
        #expect(posted.location == "/tictactoe?started")
        return try page()
    }

    /// Plays `cell` with the page's own form (its mark, version and token); expects 303 to the page
    /// naming the square, and returns that page.
    @discardableResult
    func play(_ cell: Int, from page: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) throws -> TestResponse {
        let posted = try move(cell, from: page)
        #expect(posted.status == 303, "move \(cell): \(Self.flash(posted) ?? "")", sourceLocation: sourceLocation)
        #expect(posted.location == "/tictactoe?played=\(cell)#square", sourceLocation: sourceLocation)
        let next = try client.get(posted.location ?? "/tictactoe")
        #expect(next.status == 200, sourceLocation: sourceLocation)
        return next
    }

    /// Posts a move without judging the answer; `fields` override the form's own.
    func move(_ cell: Int, from page: TestResponse, _ fields: [(String, String)] = []) throws -> TestResponse {
        var form = [("cell", "\(cell)")]
        if let mark = Self.boardMark(page), !fields.contains(where: { $0.0 == "mark" }) { form.append(("mark", mark)) }
        return try client.postForm("/tictactoe/move", from: page, form + fields)
    }

    /// Plays until the game ends, choosing each square with `choose`; returns the final page.
    @discardableResult
    func playToTheEnd(_ choose: (TicTacToeGame) -> Int) throws -> TestResponse {
        var current = try page()
        for _ in 0..<9 {
            let game = try self.game()
            if game.outcome.isOver { break }
            site.clock.advance(by: 1000)
            current = try play(choose(game), from: current)
        }
        return current
    }

    /// The session's current Tic-Tac-Toe game as stored.
    func record() throws -> GameRecord {
        let sessionID = try #require(client.sessionID)
        return try #require(try site.app.database.read { c in
            try GameStore.current(c, sessionID: sessionID, kind: "tictactoe")
        })
    }

    func game() throws -> TicTacToeGame {
        try TicTacToeGame(storedForm: try record().state)
    }

    // MARK: - Reading pages

    static func cells(_ page: TestResponse) -> [PageCell] {
        // A square's name (a1 … c3) on the game page, its index on the online page.
        let pattern = #/<button type="submit" name="cell" value="([a-c][1-3]|\d)" class="([^"]*)" aria-label="([^"]*)"([^>]*)>(?:<span class="ghost"[^>]*></span>)?<span class="mark" aria-hidden="true">([XO]?)</span>/#
        return page.body.matches(of: pattern).map { match in
            PageCell(index: CellName.index(String(match.1), width: 3, height: 3) ?? -1, classes: Set(match.2.split(separator: " ").map(String.init)),
                     label: String(match.3), symbol: String(match.5),
                     disabled: match.4.contains(" disabled"), skipsTab: match.4.contains(" tabindex=\"-1\""),
                     autofocus: match.4.contains(" autofocus"))
        }
    }

    /// The board as nine characters (`X`, `O`, `.`), read from the page.
    static func layout(_ page: TestResponse) -> String {
        String(cells(page).map { $0.symbol.first ?? "." })
    }

    /// The hidden `mark` of the board form: whose piece the next move places.
    static func boardMark(_ page: TestResponse) -> String? {
        page.body.firstMatch(of: #/<input type="hidden" name="mark" value="([XO])">/#).map { String($0.1) }
    }

    static func flash(_ page: TestResponse) -> String? {
        page.body.firstMatch(of: #/<p class="flash[^"]*">([^<]*)</p>/#).map { String($0.1) }
    }

    static func status(_ page: TestResponse) -> String? {
        page.body.firstMatch(of: #/<p class="status-line" id="status" data-announce>([^<]*)</p>/#)
            .map { String($0.1) }
    }

    // MARK: - Strategies

    /// The first free square.
    static func firstFree(_ game: TicTacToeGame) -> Int {
        game.board.emptyPositions.first ?? 0
    }

    /// A perfect move for the side to play, as the computer's Impossible level would choose it.
    static func perfect(_ game: TicTacToeGame) -> Int {
        var rng = SeededGenerator(seed: UInt64(game.moveCount) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        return ComputerPlayer.move(on: game.board, as: game.turn, level: .impossible, using: &rng)
    }
}

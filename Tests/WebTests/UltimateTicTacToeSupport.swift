import Foundation
import Games
import Storage
import Testing
@testable import UltimateTicTacToe
@testable import Web

/// Plays Ultimate Tic-Tac-Toe through the site as a browser would (POST → 303 → GET), and reads what the server
/// stored, so the tests can check both the pages and the state behind them.
struct UltimatePlayer {
    static let path = "/ultimatetictactoe"
    let site: TestSite
    let client: TestClient

    init(_ site: TestSite, client: TestClient? = nil) {
        self.site = site
        self.client = client ?? site.client()
    }

    /// One square as the page shows it.
    struct PageCell: Equatable {
        let name: String
        let classes: Set<String>
        let label: String
        let symbol: String
        let disabled: Bool
        let autofocus: Bool
    }

    func page() throws -> TestResponse {
        try client.get(Self.path)
    }

    /// Starts a game through the setup form and returns the page the redirect leads to.
    @discardableResult
    func newGame(_ mode: Mode, level: UltimateTicTacToeLevel = .hard, mark: Mark = .x) throws -> TestResponse {
        let start = try page()
        let posted = try client.postForm("\(Self.path)/new", from: start,
                                         [("mode", mode.rawValue), ("level", level.rawValue), ("mark", mark.rawValue)])
        #expect(posted.status == 303)
        #expect(posted.location == Self.path + "?started")
        return try page()
    }

    /// Replaces the session's current game by `game` (a seed of the test's choosing, or a position set up to play
    /// from), as a new version of its row, and returns the page that shows it.
    @discardableResult
    func store(_ game: UltimateTicTacToeGame) throws -> TestResponse {
        var record = try self.record()
        record.state = game.storedForm
        record.moves = game.moveCount
        let saved = try site.app.database.write { c in try GameStore.update(c, record, now: site.clock.now) }
        #expect(saved != nil)
        return try page()
    }

    /// Plays `cell` with the page's own form (its mark, version and token); expects 303 to the page naming the
    /// square, and returns that page.
    @discardableResult
    func play(_ cell: Int, from page: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) throws -> TestResponse {
        let posted = try move(CellName.text(cell, width: 9), from: page)
        #expect(posted.status == 303, "move \(cell): \(Self.flash(posted) ?? "")", sourceLocation: sourceLocation)
        #expect(posted.location == "\(Self.path)?played=\(cell)#square", sourceLocation: sourceLocation)
        let next = try client.get(posted.location ?? Self.path)
        #expect(next.status == 200, sourceLocation: sourceLocation)
        return next
    }

    /// Posts a move without judging the answer; `fields` override the form's own.
    func move(_ cell: String, from page: TestResponse, _ fields: [(String, String)] = []) throws -> TestResponse {
        var form = [("cell", cell)]
        if let mark = Self.boardMark(page), !fields.contains(where: { $0.0 == "mark" }) { form.append(("mark", mark)) }
        return try client.postForm("\(Self.path)/move", from: page, form + fields)
    }

    /// Plays until the game ends, choosing each square with `choose`; returns the final page.
    @discardableResult
    func playToTheEnd(_ choose: (UltimateTicTacToeGame) -> Int) throws -> TestResponse {
        var current = try page()
        for _ in 0..<81 {
            let game = try self.game()
            if game.outcome.isOver { break }
            site.clock.advance(by: 1000)
            current = try play(choose(game), from: current)
        }
        return current
    }

    func record() throws -> GameRecord {
        let sessionID = try #require(client.sessionID)
        return try #require(try site.app.database.read { c in
            try GameStore.current(c, sessionID: sessionID, kind: "ultimatetictactoe")
        })
    }

    func game() throws -> UltimateTicTacToeGame {
        try UltimateTicTacToeGame(storedForm: try record().state)
    }

    // MARK: - Reading pages

    static func cells(_ page: TestResponse) -> [PageCell] {
        let pattern = #/<button type="submit" name="cell" value="([a-i][1-9])" class="([^"]*)" aria-label="([^"]*)"([^>]*)><span class="mark" aria-hidden="true">([XO]?)</span>/#
        return page.body.matches(of: pattern).map { match in
            PageCell(name: String(match.1), classes: Set(match.2.split(separator: " ").map(String.init)),
                     label: String(match.3), symbol: String(match.5), disabled: match.4.contains(" disabled"),
                     autofocus: match.4.contains(" autofocus"))
        }
    }

    /// The board as 81 characters in cell order (`X`, `O`, `.`), read from the page.
    static func layout(_ page: TestResponse) -> String {
        var squares = Array(repeating: Character("?"), count: 81)
        for cell in cells(page) {
            guard let index = CellName.index(cell.name, width: 9, height: 9) else { continue }
            squares[index] = cell.symbol.first ?? "."
        }
        return String(squares)
    }

    /// The small boards' group labels, in order.
    static func smallBoards(_ page: TestResponse) -> [(classes: String, label: String)] {
        page.body.matches(of: #/<div class="(small-board[^"]*)" role="grid" aria-label="([^"]*)">/#)
            .map { (String($0.1), String($0.2)) }
    }

    static func boardMark(_ page: TestResponse) -> String? {
        page.body.firstMatch(of: #/<input type="hidden" name="mark" value="([XO])">/#).map { String($0.1) }
    }

    static func flash(_ page: TestResponse) -> String? {
        page.body.firstMatch(of: #/<p class="flash[^"]*">([^<]*)</p>/#).map { String($0.1) }
    }

    static func status(_ page: TestResponse) -> String? {
        page.body.firstMatch(of: #/<p class="status-line" id="status" data-announce>([^<]*)</p>/#).map { String($0.1) }
    }

    // MARK: - Games set up by the test

    /// The cells of a two-player game X wins, found by playing seeded random moves: X's winning move is the last.
    static func xWins() -> [Int] {
        for seed in UInt64(1)... {
            var board = Board()
            var rng = SeededGenerator(seed: seed)
            var cells: [Int] = []
            while !board.isOver, let move = board.randomMove(using: &rng) {
                let cell = Board.cell(ofMove: move)
                board.play(cell, board.turn)
                cells.append(cell)
            }
            if board.winner == .x { return cells }
        }
        return []
    }

    /// A game against the computer as stored, from its params and the cells both sides played (X first), with X
    /// (the person) to move: a position to finish a game from.
    static func position(_ cells: [Int], level: UltimateTicTacToeLevel) throws -> UltimateTicTacToeGame {
        let names = cells.map { CellName.text($0, width: 9) }.joined()
        return try UltimateTicTacToeGame(storedForm: #"{"cells":"\#(names)","params":{"human":"X","level":"\#(level.rawValue)","mode":"computer"},"rng":{"state":1},"seed":1}"#)
    }

    /// The first seed from `seeds` on which `choose`, playing X against `level`, comes to `outcome`, played out on the
    /// core alone: the site must then reach the same end.
    static func seed(where outcome: Outcome, against level: UltimateTicTacToeLevel, choosing choose: (UltimateTicTacToeGame) -> Int) -> UInt64? {
        (UInt64(1)...40).first { seed in
            var game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .vsComputer, level: level), seed: seed)
            while !game.outcome.isOver { try? game.apply(.place(cell: choose(game), mark: .x)) }
            return game.outcome == outcome
        }
    }

    /// Medium's choice for the person, from a generator seeded by the position: a fixed strategy that beats Easy.
    static func medium(_ game: UltimateTicTacToeGame) -> Int {
        var rng = SeededGenerator(seed: UInt64(game.moveCount) &+ 7)
        return ComputerPlayer.move(on: game.board, as: game.turn, level: .medium, using: &rng)
    }

    /// The first square the rules allow: no strategy at all.
    static func firstLegal(_ game: UltimateTicTacToeGame) -> Int {
        game.board.legalCells.first ?? 0
    }
}

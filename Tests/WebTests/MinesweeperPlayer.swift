import Foundation
import Games
import Minesweeper
import Storage
import Testing
@testable import Web

/// One browser playing Minesweeper through form posts, as a player would. It may also read the
/// stored game, which a player never can: that is how the tests know where the mines are.
struct MinesweeperPlayer {
    let site: TestSite
    let client: TestClient

    init(_ site: TestSite, client: TestClient? = nil) {
        self.site = site
        self.client = client ?? site.client()
    }

    func page(_ path: String = "/minesweeper") throws -> TestResponse {
        try client.get(path)
    }

    /// Posts the new-game form, then opens the new game.
    @discardableResult
    func start(_ fields: [(String, String)] = [("level", "beginner"), ("noguess", "on")]) throws -> TestResponse {
        let response = try client.postForm("/minesweeper/new", from: try page(), fields)
        #expect(response.status == 303)
        return try page()
    }

    /// Posts a move from the page as it stands now.
    @discardableResult
    func move(_ fields: [(String, String)]) throws -> TestResponse {
        try client.postForm("/minesweeper/move", from: try page(), fields)
    }

    func reveal(_ cell: Int) throws -> TestResponse { try move([("action", "reveal"), ("cell", "\(cell)")]) }
    func flag(_ cell: Int) throws -> TestResponse { try move([("action", "flag"), ("cell", "\(cell)")]) }

    func record() throws -> GameRecord {
        let sessionID = try #require(client.sessionID)
        return try #require(try site.app.database.read { c in
            try GameStore.current(c, sessionID: sessionID, kind: "minesweeper")
        })
    }

    func game() throws -> MinesweeperGame {
        try MinesweeperGame(storedForm: try record().state)
    }

    func field() throws -> MineField { try #require(try game().mineField) }

    /// Covered cells without a mine, in board order.
    func safeCovered() throws -> [Int] {
        let game = try game(), field = try field()
        return (0..<field.cellCount).filter { game.cell($0) == .covered && !field.isMine($0) }
    }

    func mines() throws -> [Int] {
        let field = try field()
        return (0..<field.cellCount).filter(field.isMine)
    }

    /// Uncovers safe cells until the board is won (starting with `firstClick` on a fresh board);
    /// `beforeEach` runs before every uncover after the first click.
    @discardableResult
    func playToWin(firstClick: Int = 40, beforeEach: () -> Void = {}) throws -> TestResponse {
        if try !game().started { #expect(try reveal(firstClick).status == 303) }
        for _ in 0..<500 {
            guard try game().outcome == .playing, let next = try safeCovered().first else { break }
            beforeEach()
            #expect(try reveal(next).status == 303)
        }
        #expect(try game().outcome == .won)
        return try page()
    }

    /// The first click, then a mine.
    @discardableResult
    /// Loses a fresh default board. A first click can, rarely, clear a whole Beginner board (then it is won and
    /// ranked): such a board is dealt again, so the loss is certain.
    func playToLose(firstClick: Int = 40) throws -> TestResponse {
        #expect(try reveal(firstClick).status == 303)
        for _ in 0..<20 where try game().outcome == .won {
            _ = try start()
            #expect(try reveal(firstClick).status == 303)
        }
        let mine = try #require(try mines().first)
        #expect(try reveal(mine).status == 303)
        #expect(try game().outcome == .lost)
        return try page()
    }

    func scores() throws -> [Row] {
        try site.app.database.read { c in try c.query("SELECT * FROM scores ORDER BY id") }
    }
}

extension TestResponse {
    /// The accessible names of the minefield's buttons, in board order.
    var cellLabels: [String] {
        body.components(separatedBy: "aria-label=\"Row ").dropFirst().map { "Row " + $0.prefix { $0 != "\"" } }
    }

    /// The number the timer shows as the page loads.
    var timerSeconds: Int? {
        guard let start = body.range(of: "<span class=\"now\">") else { return nil }
        return Int(body[start.upperBound...].prefix { $0.isNumber })
    }
}

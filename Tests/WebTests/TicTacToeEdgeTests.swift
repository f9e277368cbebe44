import Foundation
import Games
import Storage
import Testing
import TicTacToe
@testable import Web

/// Every bad move form gets a readable page with the right status, and the stored game stays exactly as it was.
@Suite("Tic-Tac-Toe at the edges")
struct TicTacToeEdgeTests {
    /// A two-player game after X at 0 and O at 4, and its page.
    static func started(_ site: TestSite) throws -> (TicTacToePlayer, TestResponse) {
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.twoPlayers)
        page = try player.play(0, from: page)
        page = try player.play(4, from: page)
        return (player, page)
    }

    /// Posts `fields` as a move and checks the answer is `status` with `message`, and nothing was stored.
    @discardableResult
    static func refused(_ player: TicTacToePlayer, _ page: TestResponse, cell: String, _ extra: [(String, String)] = [],
                        status: Int, message: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> TestResponse {
        let before = try player.record()
        var fields = [("cell", cell)] + extra
        if !extra.contains(where: { $0.0 == "mark" }), let mark = TicTacToePlayer.boardMark(page) { fields.append(("mark", mark)) }
        let answer = try player.client.postForm("/tictactoe/move", from: page, fields)
        #expect(answer.status == status, sourceLocation: sourceLocation)
        #expect(TicTacToePlayer.flash(answer) == message, sourceLocation: sourceLocation)
        #expect(answer.body.contains("<p class=\"flash error\">"), sourceLocation: sourceLocation)
        #expect(answer.header("Content-Type")?.hasPrefix("text/html") == true, sourceLocation: sourceLocation)
        #expect(try player.record() == before, "a refused move stores nothing", sourceLocation: sourceLocation)
        // The page shown with the message is the game as it stands, ready for the next move.
        #expect(TicTacToePlayer.layout(answer) == (try player.game()).board.layout, sourceLocation: sourceLocation)
        #expect(answer.hidden("version") == "\(before.version)", sourceLocation: sourceLocation)
        return answer
    }

    @Test("a tap on an occupied square is a slip: the game again with a note near the board, nothing changed, focus on it")
    func occupiedSquare() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (player, page) = try Self.started(site)
        let before = try player.record()
        let posted = try player.client.postForm("/tictactoe/move", from: page, [("cell", "4"), ("mark", "X")])
        #expect(posted.status == 303)
        #expect(posted.location == "/tictactoe?played=4&note=taken#square")
        #expect(try player.record() == before, "a slip stores nothing")
        let answer = try player.client.get("/tictactoe?played=4&note=taken")
        #expect(answer.body.contains("<p class=\"board-note\""))
        #expect(answer.body.contains("That square is already taken."))
        #expect(!answer.body.contains("class=\"flash error\""))
        #expect(TicTacToePlayer.cells(answer)[4].autofocus)
        // Nothing was placed, so nothing snaps in.
        #expect(!TicTacToePlayer.cells(answer)[4].classes.contains("snap"))
        // The same form still plays a free square afterwards.
        try player.play(8, from: answer)
        #expect(try player.game().board.layout == "X...O...X")
    }

    @Test("a square off the board is 400", arguments: ["9", "-1", "100000000000000000000"])
    func outOfRange(cell: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let (player, page) = try Self.started(site)
        let message = Int(cell) == nil ? "That square could not be read. Choose a square on the board." : "That square is not on the board."
        try Self.refused(player, page, cell: cell, status: 400, message: message)
    }

    @Test("a square that is not a number is 400", arguments: ["abc", "1.5", "0x1", "%00"])
    func notANumber(cell: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let (player, page) = try Self.started(site)
        try Self.refused(player, page, cell: cell, status: 400, message: "That square could not be read. Choose a square on the board.")
    }

    @Test("a move without a square is 400")
    func noSquare() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (player, page) = try Self.started(site)
        try Self.refused(player, page, cell: "", status: 400, message: "Choose a square to play.")
    }

    @Test("two players: the wrong side's piece is 422 and names whose turn it is")
    func wrongMark() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (player, page) = try Self.started(site)
        #expect(TicTacToePlayer.boardMark(page) == "X")
        try Self.refused(player, page, cell: "8", [("mark", "O")], status: 422, message: "It is X&#39;s turn.")
        try Self.refused(player, page, cell: "8", [("mark", "Z")], status: 400, message: "A piece is either X or O.")
        try Self.refused(player, page, cell: "8", [("mark", "")], status: 400,
                         message: "The move did not say whose turn it was. Reload the page and try again.")
    }

    @Test("against the computer, a move for the computer's side is 422")
    func computersMark() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let page = try player.newGame(.vsComputer, level: .easy, mark: .o)
        let free = TicTacToePlayer.firstFree(try player.game())
        try Self.refused(player, page, cell: "\(free)", [("mark", "X")], status: 422, message: "It is O&#39;s turn.")
    }

    @Test("a move after the game ended is 422")
    func afterTheEnd() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        try player.newGame(.twoPlayers)
        let page = try player.playToTheEnd(TicTacToePlayer.firstFree)
        #expect(try player.game().outcome == .won)
        let free = try #require(try player.game().board.emptyPositions.first)
        try Self.refused(player, page, cell: "\(free)", status: 422, message: "This game is over. Start a new game to play again.")
    }

    @Test("a double submit applies once: the second post of the same form is 409")
    func doubleSubmit() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let page = try player.newGame(.twoPlayers)
        #expect(try player.move(0, from: page).status == 303)
        let after = try player.record()
        let second = try player.move(0, from: page)
        #expect(second.status == 409)
        #expect(TicTacToePlayer.flash(second)?.hasPrefix("That move was for an older view of this game") == true)
        // A stale form for another square (a second tab) is refused the same way.
        #expect(try player.move(5, from: page).status == 409)
        #expect(try player.record() == after)
        #expect(try player.game().board.layout == "X........")
        // The re-rendered page carries the current version, so playing on from it works.
        try player.play(5, from: second)
        #expect(try player.game().board.layout == "X....O...")
    }

    @Test("a move form without a version is 400 and stores nothing")
    func missingVersion() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (player, page) = try Self.started(site)
        let before = try player.record()
        let answer = try player.client.post("/tictactoe/move", [("csrf", page.hidden("csrf") ?? ""), ("cell", "8"), ("mark", "X")])
        #expect(answer.status == 400)
        #expect(try player.record() == before)
    }

    @Test("a new game with a choice that does not exist is 400 and keeps the current game",
          arguments: [("mode", "solo", "Choose to play against the computer or with two players."),
                      ("level", "hard", "Choose a level: Easy, Medium or Impossible."),
                      ("mark", "Z", "Choose to play X or O.")])
    func badNewGame(field: String, value: String, message: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let (player, page) = try Self.started(site)
        let before = try player.record()
        let answer = try player.client.postForm("/tictactoe/new", from: page, [(field, value)])
        #expect(answer.status == 400)
        #expect(TicTacToePlayer.flash(answer) == message)
        #expect(try player.record() == before)
        #expect(TicTacToePlayer.layout(answer) == "X...O....")
    }

    @Test("a stored game that can no longer be read gives a new game, not a 500")
    func unreadableGame() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (player, _) = try Self.started(site)
        let record = try player.record()
        _ = try site.app.database.write { c in
            try c.execute("UPDATE games SET state = ? WHERE id = ?", [.text("{\"board\":\"XXXXXXXXX\"}"), .integer(record.id)])
        }
        let page = try player.page()
        #expect(page.status == 200)
        #expect(TicTacToePlayer.layout(page) == ".........")
        // The board shown is a new one, stored by its first move.
        #expect(page.hidden("version") == "0")
        #expect(try player.move(4, from: page).status == 303)
        #expect(try player.record().id != record.id)
    }

    @Test("a stale ?played= names no piece: nothing snaps")
    func playedQueryIsChecked() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (player, _) = try Self.started(site)
        for query in ["8", "-3", "x", "99999999999999999999"] {
            let page = try player.client.get("/tictactoe?played=\(query)")
            #expect(page.status == 200)
            #expect(!TicTacToePlayer.cells(page).contains { $0.classes.contains("snap") })
        }
        let page = try player.client.get("/tictactoe?played=4")
        #expect(TicTacToePlayer.cells(page).filter { $0.classes.contains("snap") }.map(\.index) == [4])
        #expect(TicTacToePlayer.cells(page)[4].autofocus)
    }
}

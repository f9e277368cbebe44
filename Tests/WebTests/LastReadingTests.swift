import Games
import MarkGames
import Minesweeper
import Testing
import TicTacToe
import UltimateTicTacToe
import WordSearch
@testable import Web

/// The reading `last` from the game's move log: the last move, the player's and the computer's reply, in every game;
/// and Ultimate's readings naming cells the way they were asked.
@Suite("Reading the last move")
struct LastReadingTests {
    static func type(_ client: TestClient, _ path: String, _ text: String) throws -> TestResponse {
        try TypedMoveRouteTests.type(client, path, text)
    }

    /// The reading's answer on the page at `path?read=…`.
    static func answer(_ client: TestClient, _ path: String, _ reading: String) throws -> String {
        let body = try client.get("\(path)?read=\(reading)").body
        guard let match = body.firstMatch(of: #/<p class="box-asked">[^<]*</p>\n<p>([^<]*)</p>/#) else { return "" }
        return String(match.1)
    }

    @Test("Minesweeper: the last uncover or flag, as its page said it")
    func minesweeper() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try Self.answer(player.client, "/minesweeper", "last") == "No move yet: type e5 to start.")
        _ = try Self.type(player.client, "/minesweeper", "e5")
        let game = try player.game()
        let opened = game.revealedCount
        guard case .revealed(let n) = game.cell(40) else { Issue.record("e5 not open"); return }
        #expect(try Self.answer(player.client, "/minesweeper", "last")
                == "Your last move: e5: \(n == 0 ? "empty" : String(n)). \(opened) cells opened. 10 mines left.")
        let covered = try #require((0..<81).first { game.cell($0) == .covered })
        let name = CellName.text(covered, width: 9)
        _ = try Self.type(player.client, "/minesweeper", "f \(name)")
        #expect(try Self.answer(player.client, "/minesweeper", "last") == "Your last move: flag on \(name). 9 mines left.")
    }

    @Test("Tic-Tac-Toe and Ultimate: your move and the computer's reply")
    func marks() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        _ = try client.get("/tictactoe")
        #expect(try Self.answer(client, "/tictactoe", "last") == "No move yet.")
        _ = try Self.type(client, "/tictactoe", "b2")
        let ttt = try TicTacToeGame(storedForm: try TypedMoveRouteTests.record(site, client, "tictactoe").state)
        let reply = CellName.text(try #require(ttt.lastComputerMove), width: 3)
        #expect(try Self.answer(client, "/tictactoe", "last") == "You b2, computer \(reply).")

        _ = try client.get("/ultimatetictactoe")
        _ = try Self.type(client, "/ultimatetictactoe", "centre b2")
        let ultimate = try UltimateTicTacToeGame(
            storedForm: try TypedMoveRouteTests.record(site, client, "ultimatetictactoe").state)
        let cell = try #require(ultimate.lastComputerMove)
        let boards = MarkGameError.smallBoardNames.map { $0.replacingOccurrences(of: " ", with: "-") }
        let place = "\(boards[Board.smallBoard(of: cell)]) \(CellName.text(Board.square(of: cell), width: 3))"
        #expect(try Self.answer(client, "/ultimatetictactoe", "last") == "You centre b2, computer \(place).")
    }

    @Test("Ultimate: row, column and around answer in the 9 × 9 names they were asked in")
    func ultimateNames() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        _ = try client.get("/ultimatetictactoe")
        _ = try Self.type(client, "/ultimatetictactoe", "centre b2")
        let row = try Self.answer(client, "/ultimatetictactoe", "row+5")
        #expect(row.hasPrefix("Row 5: a5 "))
        #expect(row.contains(", e5 X, "))
        #expect(try Self.answer(client, "/ultimatetictactoe", "column+e").contains(", e5 X, "))
        #expect(try Self.answer(client, "/ultimatetictactoe", "around+e4").hasPrefix("Around e4 (centre b1): d3 "))
        #expect(try Self.answer(client, "/ultimatetictactoe", "around+e4").contains(", e5 X"))
    }

    @Test("Word Search: the letter chosen, then the word the selection found")
    func wordSearch() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        _ = try client.get("/wordsearch")
        _ = try Self.type(client, "/wordsearch", "a1")
        let chosen = try WordSearchGame(storedForm: try TypedMoveRouteTests.record(site, client, "wordsearch").state)
        #expect(try Self.answer(client, "/wordsearch", "last") == "Your last move: a1 chosen: \(chosen.letter(0)).")
        let placed = chosen.placed[0].cells(width: chosen.width)
        let from = CellName.text(placed.first!, width: chosen.width), to = CellName.text(placed.last!, width: chosen.width)
        _ = try Self.type(client, "/wordsearch", "\(from) \(to)")
        #expect(try Self.answer(client, "/wordsearch", "last")
                == "Your last move: \(from) to \(to). Found \(chosen.placed[0].word)!")
    }
}

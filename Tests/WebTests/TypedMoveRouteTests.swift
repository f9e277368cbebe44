import Games
import Minesweeper
import Storage
import Testing
import TicTacToe
import UltimateTicTacToe
import WordSearch
@testable import Web

/// The move box through the one move route: a typed move is saved as exactly the move its tap makes, a slip is a note
/// that changes nothing, a stale version is refused as a tap's is, and a reading is a page that changes nothing.
@Suite("Typed moves")
struct TypedMoveRouteTests {
    /// The session's current game row of `slug`.
    static func record(_ site: TestSite, _ client: TestClient, _ slug: String) throws -> GameRecord {
        let id = try #require(client.sessionID)
        return try #require(try site.app.database.read { c in try GameStore.current(c, sessionID: id, kind: slug) })
    }

    static func lastLogged(_ site: TestSite, _ record: GameRecord) throws -> String? {
        try site.app.database.read { c in try MoveLogStore.moves(c, gameID: record.id) }.last?.text
    }

    /// Types `text` into the box of the game page at `path` and answers the post.
    static func type(_ client: TestClient, _ path: String, _ text: String) throws -> TestResponse {
        try client.postForm("\(path)/move", from: try client.get(path), [("typed", text)])
    }

    @Test("Minesweeper: e5, f a1 and F A1 again are logged as their taps, and the answer focuses the box")
    func minesweeperAsTaps() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let first = try Self.type(player.client, "/minesweeper", "e5")
        #expect(first.status == 303)
        #expect(first.location == "/minesweeper?at=40#box")
        #expect(try Self.lastLogged(site, player.record()) == "r40")
        let covered = try #require((0..<81).first { try player.game().cell($0) == .covered })
        let name = CellName.text(covered, width: 9)
        for text in ["f \(name)", "FLAG  \(name.uppercased())"] {
            let tap = try player.game().interpret(["action": "flag", "cell": name])
            #expect(try Self.type(player.client, "/minesweeper", text).location == "/minesweeper?at=\(covered)#box")
            #expect(try Self.lastLogged(site, player.record()) == tap.text)
        }
        let page = try player.page("/minesweeper?at=\(covered)")
        #expect(page.body.contains("<input type=\"text\" id=\"box\" name=\"typed\""))
        #expect(page.body.contains("<label for=\"box\">Type a move</label>"))
    }

    @Test("Tic-Tac-Toe, Ultimate and Word Search: the typed move is the tap's")
    func otherGamesAsTaps() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        _ = try client.get("/tictactoe")
        #expect(try Self.type(client, "/tictactoe", " B 2 ").status == 303)
        let ttt = try TicTacToeGame(storedForm: try Self.record(site, client, "tictactoe").state)
        #expect(ttt.board[4] == ttt.params.human)

        _ = try client.get("/ultimatetictactoe")
        // Any open board may be played: a square alone does not say which.
        let unnamed = try Self.type(client, "/ultimatetictactoe", "b2")
        #expect(unnamed.location?.contains("note=no-board") == true)
        #expect(try client.get(String(try #require(unnamed.location).split(separator: "#")[0])).body
            .contains("You may play in any open small board: name it too (top-left b2)."))
        #expect(try Self.type(client, "/ultimatetictactoe", "Centre b2").status == 303)
        let ultimate = try UltimateTicTacToeGame(storedForm: try Self.record(site, client, "ultimatetictactoe").state)
        #expect(ultimate.board[40] != nil)
        #expect(try Self.lastLogged(site, try Self.record(site, client, "ultimatetictactoe"))?.contains("e5") == true)

        _ = try client.get("/wordsearch")
        #expect(try Self.type(client, "/wordsearch", "a1").status == 303)
        let words = try WordSearchGame(storedForm: try Self.record(site, client, "wordsearch").state)
        let placed = words.placed[0].cells(width: words.width)
        let from = CellName.text(placed.last!, width: words.width), to = CellName.text(placed.first!, width: words.width)
        let tap = try words.interpret(["from": String(placed.last!), "cell": String(placed.first!)])
        #expect(try Self.type(client, "/wordsearch", "\(from) \(to)").location?.hasSuffix("#box") == true)
        #expect(try Self.lastLogged(site, try Self.record(site, client, "wordsearch")) == tap.text)
        #expect(try WordSearchGame(storedForm: try Self.record(site, client, "wordsearch").state).isFound(wordIndex: 0))
    }

    @Test("a slip is a note near the board that says what is accepted, and changes nothing; a stale version is a 409")
    func slipsAndStaleVersions() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        _ = try Self.type(player.client, "/minesweeper", "e5")
        let before = try player.record()
        for (text, note) in [("hello", "typed"), ("j9", "off-board"), ("c a1", "no-chord"), ("e5", "uncovered")] {
            let answer = try Self.type(player.client, "/minesweeper", text)
            #expect(answer.status == 303, "\(text)")
            #expect(answer.location?.contains("note=\(note)") == true && answer.location?.hasSuffix("#box") == true,
                    "\(text): \(answer.location ?? "")")
            #expect(try player.record() == before, "\(text) changed nothing")
        }
        let noted = try player.page("/minesweeper?note=typed")
        #expect(noted.body.contains("<p class=\"board-note\" id=\"note\" data-announce>Type a cell to uncover it (e5)"))
        #expect(noted.body.contains("aria-describedby=\"note\""))
        let page = try player.page()
        let stale = try player.client.post("/minesweeper/move", [("csrf", try #require(page.hidden("csrf"))),
                                                                 ("version", "1"), ("typed", "a1")])
        #expect(stale.status == 409)
        #expect(try player.record() == before)
    }

    @Test("on a board only shown, a reading and a slip keep showing that board: the first move is made on it")
    func shownBoardKept() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let page = try client.get("/wordsearch")
        let shown = try #require(page.hidden("shown"))
        let read = try client.postForm("/wordsearch/move", from: page, [("typed", "board")])
        #expect(read.location == "/wordsearch?read=board&shown=\(shown)#box")
        let answered = try client.get("/wordsearch?read=board&shown=\(shown)")
        #expect(answered.hidden("shown") == shown)
        let slip = try client.postForm("/wordsearch/move", from: answered, [("typed", "hello")])
        #expect(slip.location == "/wordsearch?note=typed&shown=\(shown)#box")
        let first = try client.postForm("/wordsearch/move", from: answered, [("typed", "a1")])
        #expect(first.status == 303)
        let stored = try WordSearchGame(storedForm: try Self.record(site, client, "wordsearch").state)
        let firstRow = (0..<stored.width).map { "\(CellName.text($0, width: stored.width)) \(stored.letter($0))" }
        #expect(answered.body.contains("Row 1: " + firstRow.joined(separator: ", ")),
                "the board read is the board played")
    }

    @Test("a reading is the game page with its answer, changing nothing; a covered cell reads as covered")
    func readings() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        _ = try Self.type(player.client, "/minesweeper", "e5")
        let before = try player.record()
        let answer = try Self.type(player.client, "/minesweeper", "Row  1")
        #expect(answer.status == 303)
        #expect(answer.location == "/minesweeper?read=row+1#box")
        let page = try player.page("/minesweeper?read=row+1")
        #expect(page.body.contains("<p class=\"box-asked\">row 1:</p>"))
        #expect(page.body.contains("aria-describedby=\"box-answer\""))
        let board = try player.page("/minesweeper?read=board")
        let game = try player.game()
        for cell in 0..<81 where game.cell(cell) == .covered {
            #expect(board.body.contains("\(CellName.text(cell, width: 9)) covered"))
        }
        #expect(!board.body.contains(" mine,") && !board.body.contains(" mine<"))
        #expect(try player.page("/minesweeper?read=around+e5").body.contains("Around e5: d4 "))
        #expect(try player.page("/minesweeper?read=status").body.contains("mines left"))
        #expect(try player.page("/minesweeper?read=row+99").body.contains("That is no reading of this board."))
        #expect(try player.record() == before)
    }

    @Test("blind mode: kept with the session, the box first in the play area and focused")
    func blindMode() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let page = try client.get("/minesweeper")
        #expect(!page.body.contains("autofocus>\n<button type=\"submit\" class=\"button secondary\">Go"))
        let on = try client.post(SettingsController.blindSettingPath, [("csrf", try #require(page.hidden("csrf"))), ("blind", "on")],
                                 headers: [("Referer", "http://127.0.0.1:\(site.port)/minesweeper?at=3")])
        #expect(on.status == 303)
        #expect(on.location == "/minesweeper#box", "back at the box, which the fragment focuses")
        for path in GameRegistry.games.map({ "/\($0.slug)" }) {
            let blind = try client.get(path).body
            #expect(blind.contains("<div class=\"play-area\" id=\"play\">\n<form method=\"post\" action=\"\(path)/move\" class=\"move-box\" data-plain>"), "\(path)")
            #expect(blind.contains("enterkeyhint=\"go\" autofocus>"), "\(path)")
            #expect(blind.contains("class=\"sound-toggle blind-toggle\" aria-pressed=\"true\""), "\(path)")
        }
    }
}

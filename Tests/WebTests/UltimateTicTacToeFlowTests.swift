import Foundation
import Games
import Storage
import Testing
import UltimateTicTacToe
@testable import Web

/// Whole games of Ultimate Tic-Tac-Toe through the site, POST → 303 → GET: against Easy and Hard, two players, bad
/// input, and a move made in place.
@Suite("Ultimate Tic-Tac-Toe flows")
struct UltimateTicTacToeFlowTests {
    @Test("a first visit shows 81 empty squares against Hard, every small board open, each square named by board and square")
    func firstVisit() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        let page = try player.page()
        #expect(page.status == 200)
        #expect(page.body.contains("<title>Ultimate Tic-Tac-Toe · Minigames</title>"))
        #expect(UltimatePlayer.layout(page) == String(repeating: ".", count: 81))
        #expect(UltimatePlayer.status(page) == "Your turn: play in any open board.")
        let cells = UltimatePlayer.cells(page)
        #expect(cells.count == 81)
        #expect(cells.allSatisfy { !$0.disabled })
        // In page order: the top-left board's nine squares first.
        #expect(cells.first?.label == "Board top-left, square a1, empty")
        #expect(cells[4].label == "Board top-left, square b2, empty" && cells[4].name == "b2")
        #expect(cells.last?.label == "Board bottom-right, square c3, empty" && cells.last?.name == "i9")
        #expect(UltimatePlayer.smallBoards(page).map(\.label).first == "Board top-left, play here")
        #expect(UltimatePlayer.smallBoards(page).allSatisfy { $0.classes == "small-board playable" })
        #expect(try site.app.database.read { c in try c.queryOne("SELECT count(*) AS n FROM games")?.int("n") } == 0)
        // The first move stores the board shown, with the default settings.
        #expect(try player.move("e5", from: page).status == 303)
        let game = try player.game()
        #expect(game.params == UltimateTicTacToeParams(mode: .vsComputer, level: .hard, human: .x))
        #expect(game.board[40] == .x)
        #expect(game.moveCount == 2, "the computer replied in the centre board")
    }

    @Test("a seeded game against Easy, won with JavaScript off: the boards a move sends to are lit, the result card says so")
    func winAgainstEasy() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        let seed = try #require(UltimatePlayer.seed(where: .won, against: .easy, choosing: UltimatePlayer.medium))
        try player.newGame(.vsComputer, level: .easy)
        var page = try player.store(UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .vsComputer, level: .easy), seed: seed))
        for _ in 0..<41 {
            let game = try player.game()
            if game.outcome.isOver { break }
            let cell = UltimatePlayer.medium(game)
            site.clock.advance(by: 1500)
            page = try player.play(cell, from: page)
            let after = try player.game()
            let cells = UltimatePlayer.cells(page)
            #expect(cells[Self.pageIndex(cell)].classes.contains("snap"), "the piece just placed snaps in")
            guard !after.outcome.isOver else { break }
            // The computer's reply is the last move, ringed and named; the boards it sends to are the lit ones.
            let reply = try #require(after.lastComputerMove)
            #expect(cells[Self.pageIndex(reply)].classes.isSuperset(of: ["last", "reply"]))
            #expect(cells[Self.pageIndex(reply)].label.hasSuffix(", the computer’s last move"))
            let lit = UltimatePlayer.smallBoards(page).enumerated().filter { $0.element.classes.contains("playable") }.map(\.offset)
            #expect(lit == after.board.playableSmallBoards)
            #expect(cells.filter { !$0.disabled }.count == after.board.legalCells.count, "only squares the rules allow are buttons")
            #expect(cells.filter(\.autofocus).count == 1, "the page focuses a square the next move may take")
            #expect(UltimatePlayer.status(page)?.hasPrefix("The computer played ") == true)
        }
        #expect(try player.game().outcome == .won)
        #expect(UltimatePlayer.status(page) == "You win!")
        #expect(page.body.contains("<h2 id=\"result-heading\">You win!</h2>"))
        #expect(page.body.contains("You beat the computer on Easy."))
        #expect(page.body.contains("<title>You win! · Ultimate Tic-Tac-Toe · Minigames</title>"))
        #expect(page.body.contains("<button type=\"submit\" autofocus>Play again</button>"))
        #expect(UltimatePlayer.cells(page).allSatisfy { $0.disabled }, "a finished board takes no more moves")
        let game = try player.game()
        let line = try #require(game.board.winningLine)
        let boards = UltimatePlayer.smallBoards(page)
        for index in line { #expect(boards[index].classes.contains("winning") && boards[index].label.hasSuffix("won by X, part of the winning line")) }
        // Won small boards show their mark large.
        let bigMarks = page.body.matches(of: #/<span class="big-mark" aria-hidden="true">([XO])</span>/#).count
        #expect(bigMarks == Board.smallBoards.filter { game.board.winner(ofSmallBoard: $0) != nil }.count)
        let record = try player.record()
        #expect(record.outcome == "won" && record.level == "easy")
        // The replay steps through the whole game: each step shows more marks than the one before, and the last
        // one the finished board, every mark of it, and the result.
        let steps = try Self.logCount(site, record)
        var shown = -1
        for step in 0...steps {
            let replay = try player.client.get("/ultimatetictactoe/replay/\(record.id)?step=\(step)")
            #expect(replay.status == 200)
            let marks = replay.body.matches(of: #/role="cell" aria-label="[^"]*"><span class="mark" aria-hidden="true">[XO]</span>/#).count
            #expect(marks > shown, "step \(step) of \(steps) shows \(marks) marks after \(shown)")
            shown = marks
            if step == steps { #expect(replay.body.contains(": X wins")) }
        }
        #expect(shown == UltimatePlayer.layout(page).filter { $0 == "X" || $0 == "O" }.count, "the last step is the finished board")
    }

    @Test("against Hard, the first square the rules allow every time loses: the card says the computer won")
    func loseToHard() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        let seed = try #require(UltimatePlayer.seed(where: .lost, against: .hard, choosing: UltimatePlayer.firstLegal))
        try player.newGame(.vsComputer, level: .hard)
        try player.store(UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .vsComputer, level: .hard), seed: seed))
        let page = try player.playToTheEnd(UltimatePlayer.firstLegal)
        #expect(try player.game().outcome == .lost)
        #expect(UltimatePlayer.status(page) == "The computer wins.")
        #expect(page.body.contains("<h2 id=\"result-heading\">The computer wins</h2>"))
        #expect(page.body.contains("side side-o winner"))
        #expect(try player.record().outcome == "lost")
    }

    @Test("two players on one device: X opens anywhere, each move sends the other, X wins three boards in a row")
    func twoPlayersToAWin() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        var page = try player.newGame(.twoPlayers)
        #expect(UltimatePlayer.status(page) == "X to move: play in any open board.")
        let cells = UltimatePlayer.xWins()
        for (index, cell) in cells.enumerated() {
            let mark = index.isMultiple(of: 2) ? "X" : "O"
            #expect(UltimatePlayer.boardMark(page) == mark)
            site.clock.advance(by: 1000)
            page = try player.play(cell, from: page)
            let shown = UltimatePlayer.cells(page)[Self.pageIndex(cell)]
            #expect(shown.symbol == mark && shown.classes.isSuperset(of: ["snap", "last"]))
            #expect(shown.label.hasSuffix(", \(mark)’s last move"))
        }
        #expect(UltimatePlayer.status(page) == "X wins!")
        #expect(page.body.contains("<h2 id=\"result-heading\">X wins!</h2>"))
        #expect(page.body.contains("Three boards in a row for X."))
        let record = try player.record()
        #expect(record.level == "two-players" && record.outcome == "won" && record.moves == cells.count)
        #expect(try player.game().state == .won(.x))
    }

    @Test("bad input is refused with a 4xx page saying why, and the game is untouched")
    func badInput() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        var page = try player.newGame(.twoPlayers)
        page = try player.play(40, from: page)  // X in the centre of the centre board: O is sent to the centre board
        let before = try player.record()
        let cases: [(fields: [(String, String)], status: Int, message: String)] = [
            ([("cell", "a1")], 422, "The last move sends this one to the centre small board: play there."),
            ([("cell", "z9")], 400, "That square could not be read. Choose a square on the board."),
            ([("cell", "")], 400, "Choose a square to play."),
            ([("cell", "99")], 400, "That square is not on the board."),
            ([("cell", "d4"), ("mark", "X")], 422, "It is O's turn."),
            ([("cell", "d4"), ("mark", "Q")], 400, "A piece is either X or O."),
        ]
        for (fields, status, message) in cases {
            let answer = try player.client.postForm("/ultimatetictactoe/move", from: page, fields.contains { $0.0 == "mark" } ? fields : fields + [("mark", "O")])
            #expect(answer.status == status, "\(fields)")
            #expect(UltimatePlayer.flash(answer) == message.replacingOccurrences(of: "'", with: "&#39;"), "\(fields)")
            #expect(UltimatePlayer.layout(answer) == UltimatePlayer.layout(page), "the page shows the game as it was")
        }
        // A square taken meanwhile is a slip: the game page again with a note, nothing changed.
        let taken = try player.move("e5", from: page, [("mark", "O")])
        #expect(taken.status == 303 && taken.location == "/ultimatetictactoe?played=40&note=taken#square")
        #expect(try player.client.get(try #require(taken.location)).body.contains("<p class=\"board-note\" id=\"note\" data-announce>That square is already taken.</p>"))
        // A stale version (a double submit) is a 409, a missing one a 400; new-game settings out of range a 400.
        #expect(try player.client.post("/ultimatetictactoe/move", [("csrf", try #require(page.hidden("csrf"))), ("version", "1"), ("cell", "d4"), ("mark", "O")]).status == 409)
        #expect(try player.client.post("/ultimatetictactoe/move", [("csrf", try #require(page.hidden("csrf"))), ("cell", "d4"), ("mark", "O")]).status == 400)
        #expect(try player.client.postForm("/ultimatetictactoe/new", from: page, [("level", "impossible")]).status == 400)
        let after = try player.record()
        #expect(after.version == before.version && after.state == before.state && after.moves == 1)
    }

    @Test("JavaScript on: a move sent with the fragment header answers 200 with the play area, only the changed squares")
    func moveInPlace() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = UltimatePlayer(site)
        var page = try player.newGame(.twoPlayers)
        page = try player.play(0, from: page)
        let form = [("cell", "b2"), ("mark", "O"), ("csrf", try #require(page.hidden("csrf"))),
                    ("version", try #require(page.hidden("version")))]
        let answer = try player.client.post("/ultimatetictactoe/move", form,
                                            headers: [("X-Minigames-Fragment", "1"), ("X-Minigames-View", "/ultimatetictactoe?played=0")])
        #expect(answer.status == 200)
        #expect(answer.header("X-Minigames-Location") == "/ultimatetictactoe?played=10#square")
        #expect(answer.body.hasPrefix("<div data-fragment=\"play\">"))
        let kept = answer.body.matches(of: #/<i data-keep></i>/#).count
        #expect(kept > 60 && kept < 81, "squares that did not change are left out: \(kept) kept")
        #expect(try player.game().board[10] == .o)
    }

    /// A cell's place in the page, which draws the small boards one after another.
    static func pageIndex(_ cell: Int) -> Int {
        Board.smallBoard(of: cell) * 9 + Board.square(of: cell)
    }

    static func logCount(_ site: TestSite, _ record: GameRecord) throws -> Int {
        try site.app.database.read { c in
            try c.queryOne("SELECT count(*) AS n FROM game_moves WHERE game_id = ?", [.integer(record.id)])?.int("n")
        } ?? 0
    }
}

import Foundation
import Games
import Storage
import Testing
import TicTacToe
@testable import Web

/// Whole games through the site, POST → 303 → GET, in each mode and against each level.
@Suite("Tic-Tac-Toe flows")
struct TicTacToeFlowTests {
    @Test("a first visit shows an empty board against Impossible, X to move")
    func firstVisit() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let page = try player.page()
        #expect(page.status == 200)
        #expect(TicTacToePlayer.layout(page) == ".........")
        #expect(TicTacToePlayer.status(page) == "Your turn: place an X.")
        #expect(page.body.contains("<title>Tic-Tac-Toe · Minigames</title>"))
        let labels = TicTacToePlayer.cells(page).map(\.label)
        #expect(labels.first == "Row 1, column 1, empty")
        #expect(labels.last == "Row 3, column 3, empty")
        #expect(!page.body.contains("id=\"result\""))
        // Nothing is stored until the first move, which stores the board shown with the default settings.
        #expect(try site.app.database.read { c in try c.queryOne("SELECT count(*) AS n FROM games")?.int("n") } == 0)
        #expect(try player.move(4, from: page).status == 303)
        let game = try player.game()
        #expect(game.params == TicTacToeParams(mode: .vsComputer, level: .impossible, human: .x))
        #expect(game.board[4] == .x)
    }

    @Test("two players: X always opens, turns alternate, X wins on the top row")
    func twoPlayersToAWin() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.twoPlayers)
        #expect(TicTacToePlayer.boardMark(page) == "X")
        #expect(page.body.contains("<span class=\"side side-x active\" data-piece><span class=\"piece\" aria-hidden=\"true\">X</span> Player X<span class=\"visually-hidden\">, to move</span></span>"))
        let moves = [(0, "X"), (3, "O"), (1, "X"), (4, "O"), (2, "X")]
        for (cell, mark) in moves {
            #expect(TicTacToePlayer.boardMark(page) == mark)
            site.clock.advance(by: 2000)
            page = try player.play(cell, from: page)
            let shown = TicTacToePlayer.cells(page)[cell]
            #expect(shown.symbol == mark)
            #expect(shown.classes.contains("snap"), "the piece just placed snaps in, whoever placed it")
            #expect(TicTacToePlayer.cells(page).filter { $0.classes.contains("snap") }.count == 1)
        }
        #expect(TicTacToePlayer.layout(page) == "XXXOO....")
        #expect(TicTacToePlayer.status(page) == "X wins!")
        #expect(page.body.contains("<form method=\"post\" action=\"/tictactoe/move\" id=\"board\" class=\"board line-row-0 over after-move\" data-grid>"))
        let winning = TicTacToePlayer.cells(page).filter { $0.classes.contains("winning") }.map(\.index)
        #expect(winning == [0, 1, 2])
        #expect(TicTacToePlayer.cells(page)[0].label == "Row 1, column 1, X, part of the winning line")
        let finalCells = TicTacToePlayer.cells(page)
        #expect(finalCells.filter(\.disabled).count == 9, "a finished board takes no more moves")
        #expect(finalCells.filter(\.autofocus).isEmpty, "focus goes to Play again instead")
        #expect(!page.body.contains("data-piece"), "no piece to drag onto a finished board")
        // The overlay says who won and offers Play again and the title screen.
        #expect(page.body.contains("<h2 id=\"result-heading\">X wins!</h2>"))
        #expect(page.body.contains("<button type=\"submit\" autofocus>Play again</button>"))
        #expect(page.body.contains("<a class=\"button secondary\" href=\"/\">Title screen</a>"))
        #expect(page.body.contains("<title>X wins! · Tic-Tac-Toe · Minigames</title>"))
        #expect(page.body.contains("side side-x winner"))
        // Stored: mode (as level key), who won, moves and the server-measured time from first to last move.
        let record = try player.record()
        #expect(record.level == "two-players")
        #expect(record.outcome == "won")
        #expect(record.moves == 5)
        #expect(record.finishedAt.flatMap { end in record.startedAt.map { end - $0 } } == 8000)
        #expect(try player.game().state == .won(.x))
    }

    @Test("two players: a full board without a line is a tie")
    func twoPlayersTie() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.twoPlayers)
        // X O X / X O O / O X X
        for cell in [0, 1, 2, 4, 3, 5, 7, 6, 8] {
            page = try player.play(cell, from: page)
        }
        #expect(TicTacToePlayer.layout(page) == "XOXXOOOXX")
        #expect(TicTacToePlayer.status(page) == "It’s a tie.")
        #expect(page.body.contains("<h2 id=\"result-heading\">It’s a tie</h2>"))
        #expect(page.body.contains("id=\"board\" class=\"board over after-move\" data-grid>"), "no line across a tie")
        #expect(try player.record().outcome == "draw")
    }

    @Test("Play again keeps the settings and starts an empty board with X to move", arguments: [Mode.twoPlayers, .vsComputer])
    func playAgain(mode: Mode) throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        try player.newGame(mode, level: .easy)
        let finished = try player.playToTheEnd(TicTacToePlayer.firstFree)
        let first = try player.record()
        let again = try player.client.postForm("/tictactoe/new", from: finished, [("again", "1")])
        #expect(again.status == 303)
        let page = try player.page()
        #expect(TicTacToePlayer.layout(page) == ".........")
        #expect(TicTacToePlayer.boardMark(page) == "X")
        #expect(try player.record().id != first.id)
        #expect(try player.game().params == TicTacToeParams(mode: mode, level: .easy, human: .x))
        // The finished game's pieces fade away from the fresh board (each on a square still empty).
        let ghosts = page.body.matches(of: #/<span class="ghost" aria-hidden="true" data-was="[XO]"></span>/#).count
        #expect(ghosts == first.moves)
        // A later visit no longer shows them.
        site.clock.advance(by: TicTacToePages.fadeWindow + 1)
        #expect(!(try player.page()).body.contains("class=\"ghost\""))
    }

    @Test("against each level the computer answers every move and the game ends", arguments: TicTacToeLevel.allCases)
    func wholeGameAgainstTheComputer(level: TicTacToeLevel) throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.vsComputer, level: level)
        while !(try player.game().outcome.isOver) {
            let before = try player.game()
            let cell = TicTacToePlayer.firstFree(before)
            site.clock.advance(by: 1000)
            page = try player.play(cell, from: page)
            let after = try player.game()
            #expect(after.board[cell] == .x)
            if after.outcome == .playing {
                // The computer replied in the same request; its piece snaps in after yours.
                let reply = try #require(after.lastComputerMove)
                #expect(after.moveCount == before.moveCount + 2)
                #expect(TicTacToePlayer.cells(page)[reply].classes.isSuperset(of: ["snap", "reply"]))
                #expect(TicTacToePlayer.status(page) == "The computer played row \(reply / 3 + 1), column \(reply % 3 + 1). Your turn: place an X.")
                #expect(page.body.contains("<div class=\"turns reply\">"))
                #expect(TicTacToePlayer.cells(page)[cell].label.hasSuffix(", X"))
            }
            #expect(TicTacToePlayer.layout(page) == after.board.layout)
        }
        let game = try player.game()
        let record = try player.record()
        #expect(record.level == level.rawValue)
        #expect(record.outcome == game.outcome.rawValue)
        #expect(record.moves == game.moveCount)
        #expect(record.finishedAt != nil)
        #expect(page.body.contains("id=\"result\""))
        if level == .impossible { #expect(game.outcome != .won, "Impossible never loses") }
        let heading = switch game.outcome {
        case .won: "You win!"
        case .lost: "The computer wins"
        default: "It’s a tie"
        }
        #expect(page.body.contains("<h2 id=\"result-heading\">\(heading)</h2>"))
    }

    @Test("perfect play against Impossible is a tie, and the overlay says that is the best result")
    func perfectAgainstImpossible() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        try player.newGame(.vsComputer, level: .impossible)
        let page = try player.playToTheEnd(TicTacToePlayer.perfect)
        #expect(try player.game().outcome == .draw)
        #expect(page.body.contains("against Impossible, that is the best result"))
    }

    @Test("playing O against the computer: the computer has already opened with X")
    func humanAsO() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let page = try player.newGame(.vsComputer, level: .medium, mark: .o)
        let game = try player.game()
        #expect(game.board.count(of: .x) == 1)
        #expect(game.board.count(of: .o) == 0)
        #expect(game.turn == .o)
        let opening = try #require(game.lastComputerMove)
        #expect(TicTacToePlayer.cells(page)[opening].symbol == "X")
        #expect(TicTacToePlayer.cells(page)[opening].label.hasSuffix(", X, the computer’s last move"))
        #expect(TicTacToePlayer.boardMark(page) == "O")
        #expect(page.body.contains("side side-o active\" data-piece><span class=\"piece\" aria-hidden=\"true\">O</span> You (O)"))
        // The computer's side names its level, the bar's only word for it ("Computer," for screen readers).
        #expect(page.body.contains("side side-x computer\"><span class=\"piece\" aria-hidden=\"true\">X</span> <span class=\"visually-hidden\">Computer, </span>Medium (X)"))
        // Not timed until the human moves.
        #expect(try player.record().startedAt == nil)
        let free = TicTacToePlayer.firstFree(game)
        site.clock.advance(by: 1500)
        try player.play(free, from: page)
        #expect(try player.game().board[free] == .o)
        #expect(try player.record().startedAt == site.clock.now)
    }

    @Test("the tally counts wins, losses and ties per level and mode")
    func tally() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        #expect(!(try player.page()).body.contains("tally-heading"))
        var outcomes: [TicTacToeLevel: [Outcome]] = [:]
        for level in [TicTacToeLevel.easy, .easy, .impossible] {
            try player.newGame(.vsComputer, level: level)
            try player.playToTheEnd(TicTacToePlayer.perfect)
            outcomes[level, default: []].append(try player.game().outcome)
        }
        try player.newGame(.twoPlayers)
        try player.playToTheEnd(TicTacToePlayer.firstFree)  // X wins on the anti-diagonal 2-4-6
        let page = try player.page()
        func row(_ title: String, _ won: String, _ lost: String, _ tied: String) -> String {
            "<tr><th scope=\"row\">\(title)</th><td class=\"number\">\(won)</td><td class=\"number\">\(lost)</td><td class=\"number\">\(tied)</td></tr>"
        }
        func count(_ level: TicTacToeLevel, _ outcome: Outcome) -> String { "\(outcomes[level, default: []].filter { $0 == outcome }.count)" }
        #expect(page.body.contains(row("vs Easy", count(.easy, .won), count(.easy, .lost), count(.easy, .draw))))
        #expect(page.body.contains(row("vs Impossible", "0", "0", "1")))
        #expect(page.body.contains(row("Two players", "1", "–", "0")))
        #expect(!page.body.contains("vs Medium"))
        #expect(page.body.contains("“Won” counts the games either player won"))
        // Per session: another browser starts from nothing.
        #expect(!(try TicTacToePlayer(site).page()).body.contains("tally-heading"))
    }
}

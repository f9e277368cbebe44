import Games
import Testing
@testable import UltimateTicTacToe

@Suite("The game contract")
struct ContractTests {
    /// Two players, and Easy and Medium from either side: Hard's search is too slow for hundreds of games in a
    /// debug build, and gets its own tests.
    static let quickParams: [UltimateTicTacToeParams] = [UltimateTicTacToeParams(mode: .twoPlayers)]
        + [UltimateTicTacToeLevel.easy, .medium].flatMap { level in Mark.allCases.map { UltimateTicTacToeParams(mode: .vsComputer, level: level, human: $0) } }

    /// Mostly a legal cell with the right mark, sometimes anything a form could hold.
    static func form(_ game: UltimateTicTacToeGame, _ random: inout SeededGenerator) -> FormFields {
        let legal = game.board.legalCells
        if random.next() % 4 != 0, !legal.isEmpty {
            let mark = game.params.mode == .twoPlayers ? game.turn.rawValue : ["", "X", "O", "x"].draw(using: &random)
            let cell = legal.draw(using: &random)
            return ["cell": random.next() % 2 == 0 ? String(cell) : CellName.text(cell, width: 9), "mark": mark]
        }
        return ["cell": ["0", "40", "80", "81", "-1", "", "x", "e5", "j1", "a10", "E5", "040"].draw(using: &random),
                "mark": ["X", "O", "", "Z"].draw(using: &random)]
    }

    @Test("Random play: refusals change nothing, and the moves' texts replay the same game, computer included",
          arguments: 0..<300)
    func randomPlayReplays(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var game = UltimateTicTacToeGame(params: Self.quickParams.draw(using: &random), seed: random.next())
        let moves = play(&game, steps: 120, using: &random, form: Self.form)
        try checkReplay(game, moves: moves)
    }

    @Test("A move's text reads back as the same move", arguments: Board.cells)
    func textRoundTrip(cell: Int) {
        for mark in [nil, Mark.x, .o] {
            let move = UltimateTicTacToeMove.place(cell: cell, mark: mark)
            #expect(UltimateTicTacToeMove(text: move.text) == move)
        }
    }

    @Test("Texts are the grid's names, with the mark when the form posted one")
    func texts() {
        #expect(UltimateTicTacToeMove.place(cell: 40, mark: .x).text == "Xe5")
        #expect(UltimateTicTacToeMove.place(cell: 0, mark: .o).text == "Oa1")
        #expect(UltimateTicTacToeMove.place(cell: 80, mark: nil).text == "i9")
    }

    @Test("Only the texts `text` writes are read",
          arguments: ["", "X", "e", "40", "X40", "xe5", "oe5", "E5", "e05", "e10", "j1", "a0", " e5", "e5 ", "XXe5", "X e5", "e5X", "٤٤", "aa1"])
    func textRefused(text: String) {
        #expect(UltimateTicTacToeMove(text: text) == nil)
    }

    @Test("Forms name a cell by its name or its index")
    func interpret() throws {
        let game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 1)
        #expect(try game.interpret(["cell": "e5", "mark": "X"]) == .place(cell: 40, mark: .x))
        #expect(try game.interpret(["cell": "40", "mark": "x"]) == .place(cell: 40, mark: .x))
        #expect(try game.interpret(["cell": "i9"]) == .place(cell: 80, mark: nil))
        #expect(throws: UltimateTicTacToeError.outOfRange) { try game.interpret(["cell": "81"]) }
        for bad: FormFields in [[:], ["cell": ""], ["cell": "j1"], ["cell": "five"], ["cell": "e5", "mark": "Z"]] {
            #expect(throws: UltimateTicTacToeError.self) { try game.interpret(bad) }
        }
    }

    @Test("Settings, timing and the level a game is tallied under")
    func settingsAndTiming() throws {
        #expect(try UltimateTicTacToeGame.params(from: [:]) == UltimateTicTacToeParams(mode: .vsComputer, level: .hard, human: .x))
        #expect(try UltimateTicTacToeGame.params(from: ["mode": "two-players", "level": "easy", "mark": "o"])
            == UltimateTicTacToeParams(mode: .twoPlayers, level: .easy, human: .o))
        for bad: FormFields in [["mode": "online?"], ["level": "impossible"], ["mark": "Z"]] {
            #expect(throws: UltimateTicTacToeError.self) { try UltimateTicTacToeGame.params(from: bad) }
        }
        var game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 1)
        #expect(!game.clockStarted && game.levelKey == "two-players")
        try game.apply(.place(cell: 40, mark: .x))
        #expect(game.clockStarted)
        var computerFirst = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .vsComputer, level: .medium, human: .o), seed: 1)
        #expect(!computerFirst.clockStarted && computerFirst.moveCount == 1 && computerFirst.levelKey == "medium")
        #expect(computerFirst.lastComputerMove == computerFirst.playedCells.first)
        try computerFirst.apply(.place(cell: computerFirst.board.legalCells[0], mark: .o))
        #expect(computerFirst.clockStarted)
    }

    @Test("Errors say whether the form or the rules refused, each in a sentence")
    func formErrors() {
        #expect(UltimateTicTacToeError.badMove("x").isFormError && UltimateTicTacToeError.badParams("x").isFormError)
        #expect(UltimateTicTacToeError.outOfRange.isFormError)
        let rules: [UltimateTicTacToeError] = [.cellNotEmpty, .sentTo(smallBoard: 4), .smallBoardClosed, .xExpected, .oExpected, .gameNotInProgress]
        for error in rules { #expect(!error.isFormError && !error.message.isEmpty) }
        #expect(UltimateTicTacToeError.sentTo(smallBoard: 4).message.contains("centre"))
    }
}

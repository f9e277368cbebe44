import Games
import Testing
@testable import TicTacToe

@Suite("The game contract")
struct ContractTests {
    static let allParams: [TicTacToeParams] = [TicTacToeParams(mode: .twoPlayers)]
        + TicTacToeLevel.allCases.flatMap { level in Mark.allCases.map { TicTacToeParams(mode: .vsComputer, level: level, human: $0) } }

    /// Mostly a free square with the right mark, sometimes anything a form could hold.
    static func form(_ game: TicTacToeGame, _ random: inout SeededGenerator) -> FormFields {
        let free = Board.positions.filter { !game.board.isOccupied($0) }
        if random.next() % 4 != 0, !free.isEmpty {
            let mark = game.params.mode == .twoPlayers ? game.turn.rawValue : ["", "X", "O", "x"].draw(using: &random)
            return ["cell": String(free.draw(using: &random)), "mark": mark]
        }
        return ["cell": ["0", "4", "8", "9", "-1", "", "x", "04"].draw(using: &random),
                "mark": ["X", "O", "", "Z"].draw(using: &random)]
    }

    @Test("Random play: refusals change nothing, and the moves' texts replay the same game, computer included",
          arguments: 0..<100)
    func randomPlayReplays(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var game = TicTacToeGame(params: Self.allParams.draw(using: &random), seed: random.next())
        let moves = play(&game, steps: 14, using: &random, form: Self.form)
        try checkReplay(game, moves: moves)
    }

    @Test("A move's text reads back as the same move", arguments: 0..<9)
    func textRoundTrip(position: Int) {
        for mark in [nil, Mark.x, .o] {
            let move = TicTacToeMove.place(position: position, mark: mark)
            #expect(TicTacToeMove(text: move.text) == move)
        }
        #expect(TicTacToeMove.place(position: 4, mark: .x).text == "X4")
        #expect(TicTacToeMove.place(position: 4, mark: .o).text == "O4")
        #expect(TicTacToeMove.place(position: 4, mark: nil).text == "4")
    }

    @Test("Only the texts `text` writes are read",
          arguments: ["", "X", "x4", "o4", "04", "+4", "-4", " 4", "4 ", "XX4", "X 4", "4X", "99999999999999999999", "٤"])
    func textRefused(text: String) {
        #expect(TicTacToeMove(text: text) == nil)
    }

    @Test("Settings, timing and the level a game is tallied under")
    func settingsAndTiming() throws {
        #expect(try TicTacToeGame.params(from: [:]) == TicTacToeParams(mode: .vsComputer))
        #expect(try TicTacToeGame.seed(from: ["seed": "5"]) == nil)
        var game = TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 1)
        #expect(!game.clockStarted && game.levelKey == "two-players")
        try game.apply(.place(position: 0, mark: .x))
        #expect(game.clockStarted)
        // The computer's opening does not start the clock: the player's first piece does.
        var computerFirst = TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, level: .medium, human: .o), seed: 1)
        #expect(!computerFirst.clockStarted && computerFirst.moveCount == 1 && computerFirst.levelKey == "medium")
        try computerFirst.apply(.place(position: computerFirst.board.emptyPositions[0], mark: .o))
        #expect(computerFirst.clockStarted)
    }

    @Test("Errors say whether the form or the rules refused")
    func formErrors() {
        #expect(TicTacToeError.badMove("x").isFormError && TicTacToeError.badParams("x").isFormError)
        #expect(TicTacToeError.outOfRange.isFormError)
        for error in [TicTacToeError.cellNotEmpty, .xExpected, .oExpected, .gameNotInProgress] {
            #expect(!error.isFormError)
        }
    }
}

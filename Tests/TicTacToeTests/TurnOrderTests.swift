import Games
import Testing
@testable import TicTacToe

@Suite("X always moves first")
struct TurnOrderTests {
    @Test("A new two-player game starts empty with X to move")
    func twoPlayerStart() {
        let game = TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 1)
        #expect(game.board == Board())
        #expect(game.turn == .x)
        #expect(game.moveCount == 0)
        #expect(game.state == .inProgress)
        #expect(game.outcome == .playing)
        #expect(game.lastComputerMove == nil)
    }

    @Test("O cannot open a two-player game")
    func oCannotOpen() {
        var game = TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 1)
        #expect(throws: TicTacToeError.xExpected) {
            try game.apply(.place(position: 4, mark: .o))
        }
        #expect(game.moveCount == 0)
    }

    @Test("Turns alternate X, O, X")
    func alternate() throws {
        var game = TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 1)
        try game.apply(.place(position: 0, mark: .x))
        #expect(game.turn == .o)
        try game.apply(.place(position: 4, mark: .o))
        #expect(game.turn == .x)
        #expect(game.moveCount == 2)
    }

    @Test("Playing X against the computer, the human opens on an empty board", arguments: TicTacToeLevel.allCases)
    func humanOpensAsX(level: TicTacToeLevel) {
        let game = TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, level: level, human: .x), seed: 7)
        #expect(game.board == Board())
        #expect(game.turn == .x)
        #expect(game.lastComputerMove == nil)
    }

    @Test("Playing O against the computer, the computer has already opened with X",
          arguments: TicTacToeLevel.allCases, 0..<10 as Range<UInt64>)
    func computerOpensWhenHumanIsO(level: TicTacToeLevel, seed: UInt64) throws {
        let game = TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, level: level, human: .o), seed: seed)
        let opening = try #require(game.lastComputerMove)
        #expect(game.moveCount == 1)
        #expect(game.board[opening] == .x)
        #expect(game.board.count(of: .o) == 0)
        #expect(game.turn == .o)
    }

    @Test("After a finished game, the next game starts again with X")
    func newGameAfterAWin() throws {
        // O wins the first game: X 0, O 3, X 1, O 4, X 8, O 5.
        let finished = try twoPlayerGame(playing: [0, 3, 1, 4, 8, 5])
        #expect(finished.state == .won(.o))
        let next = TicTacToeGame(params: finished.params, seed: 2)
        #expect(next.turn == .x)
        #expect(next.moveCount == 0)
    }
}

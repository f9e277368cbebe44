import Games
import Testing
@testable import TicTacToe

@Suite("The computer at every level")
struct ComputerPlayerTests {
    @Test("Always answers a free square, on every board that can come up", arguments: TicTacToeLevel.allCases)
    func legalMoves(level: TicTacToeLevel) {
        var rng = SeededGenerator(seed: 99)
        for board in boardsInPlay() {
            let mark = sideToMove(on: board)
            let position = ComputerPlayer.move(on: board, as: mark, level: level, using: &rng)
            #expect(board.emptyPositions.contains(position), "\(level) played \(position) on \(board)")
        }
    }

    @Test("On a full board there is no move, and nothing traps", arguments: TicTacToeLevel.allCases)
    func fullBoard(level: TicTacToeLevel) throws {
        var rng = SeededGenerator(seed: 1)
        let full = try board("XOXXOOOXX")
        #expect(ComputerPlayer.move(on: full, as: .x, level: level, using: &rng) == ComputerPlayer.noMove)
    }

    @Test("The same seed gives the same move; the generator moves on", arguments: TicTacToeLevel.allCases)
    func deterministic(level: TicTacToeLevel) {
        var first = SeededGenerator(seed: 42)
        var second = SeededGenerator(seed: 42)
        for board in boardsInPlay().prefix(200) {
            let mark = sideToMove(on: board)
            #expect(ComputerPlayer.move(on: board, as: mark, level: level, using: &first)
                == ComputerPlayer.move(on: board, as: mark, level: level, using: &second))
        }
        #expect(first == second)
        #expect(first != SeededGenerator(seed: 42))
    }

    @Test("Easy plays every square of an empty board sometimes")
    func easyIsRandom() {
        var rng = SeededGenerator(seed: 3)
        let openings = Set((0..<200).map { _ in ComputerPlayer.move(on: Board(), as: .x, level: .easy, using: &rng) })
        #expect(openings == Set(Board.positions))
    }

    @Test("Easy does not always take a win it is offered")
    func easyMissesWins() throws {
        // X to move with a win at 2; Easy, being random, often plays elsewhere.
        let offered = try board("XX.OO....")
        var rng = SeededGenerator(seed: 8)
        let moves = (0..<50).map { _ in ComputerPlayer.move(on: offered, as: .x, level: .easy, using: &rng) }
        #expect(moves.contains(2))
        #expect(moves.contains { $0 != 2 })
    }
}

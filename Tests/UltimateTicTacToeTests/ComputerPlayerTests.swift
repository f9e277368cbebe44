import Games
import Testing
@testable import UltimateTicTacToe

@Suite("The computer at every level")
struct ComputerPlayerTests {
    /// Positions from seeded random two-player games, each with the side to move.
    static func positions(count: Int, seed: UInt64) -> [Board] {
        var random = SeededGenerator(seed: seed)
        var boards: [Board] = []
        while boards.count < count {
            var board = Board()
            while !board.isOver, boards.count < count {
                boards.append(board)
                board.play(board.legalCells.draw(using: &random), board.turn)
            }
        }
        return boards
    }

    @Test("Easy and Medium answer only legal cells, the same for the same generator", arguments: [UltimateTicTacToeLevel.easy, .medium])
    func legalMoves(level: UltimateTicTacToeLevel) {
        var first = SeededGenerator(seed: 7), second = SeededGenerator(seed: 7)
        for board in Self.positions(count: 2_000, seed: 1) {
            let cell = ComputerPlayer.move(on: board, as: board.turn, level: level, using: &first)
            #expect(board.isLegal(cell), "\(level) played \(cell)")
            #expect(ComputerPlayer.move(on: board, as: board.turn, level: level, using: &second) == cell)
        }
    }

    @Test("Hard answers only legal cells, the same for the same generator")
    func hardLegal() {
        var first = SeededGenerator(seed: 8), second = SeededGenerator(seed: 8)
        for board in Self.positions(count: 12, seed: 2) {
            let cell = ComputerPlayer.move(on: board, as: board.turn, level: .hard, using: &first)
            #expect(board.isLegal(cell))
            #expect(ComputerPlayer.move(on: board, as: board.turn, level: .hard, using: &second) == cell)
        }
    }

    @Test("Once the game is over there is no move", arguments: UltimateTicTacToeLevel.allCases)
    func noMove(level: UltimateTicTacToeLevel) {
        var pieces: [(Mark, Int, Int)] = []
        for smallBoard in [2, 4, 6] { pieces += [(.o, smallBoard, 3), (.o, smallBoard, 4), (.o, smallBoard, 5)] }
        var rng = SeededGenerator(seed: 1)
        #expect(ComputerPlayer.move(on: position(pieces), as: .x, level: level, using: &rng) == ComputerPlayer.noMove)
    }

    @Test("Medium wins a small board when it can, else blocks one")
    func mediumTactics() {
        // O to move in the centre board (sent there by X's last move at square 4 of board 0), X threatening 3-4-5.
        let threat = position([(.x, 4, 3), (.o, 0, 0), (.x, 4, 5), (.o, 2, 2), (.x, 0, 4)])
        #expect(threat.sentTo == 4)
        #expect(ComputerPlayer.mediumMoves(on: threat, as: .o) == [4 * 9 + 4])
        // Now O has two in a line there too: O takes its own win first.
        let both = position([(.x, 4, 3), (.o, 4, 0), (.x, 4, 5), (.o, 4, 1), (.x, 0, 4)])
        #expect(ComputerPlayer.mediumMoves(on: both, as: .o) == [4 * 9 + 2])
    }

    @Test("Medium does not send the opponent to a small board it wins at once")
    func mediumSafety() {
        // X threatens to win board 0 (squares 0 and 1); O, sent to board 8, avoids square 0 of it.
        let board = position([(.x, 0, 0), (.o, 5, 5), (.x, 0, 1), (.o, 3, 3), (.x, 4, 8)])
        #expect(board.sentTo == 8)
        let moves = ComputerPlayer.mediumMoves(on: board, as: .o)
        #expect(!moves.isEmpty && !moves.contains(8 * 9 + 0) && moves.count == 8)
    }

    @Test("Hard takes the win of the game when it has one")
    func hardWins() {
        var pieces: [(Mark, Int, Int)] = []
        for smallBoard in [0, 4] { pieces += [(.x, smallBoard, 0), (.x, smallBoard, 1), (.x, smallBoard, 2)] }
        pieces += [(.x, 8, 0), (.x, 8, 1)]
        // O's pieces, none in a line; the last sends X to board 8, where square 2 wins it and the game.
        pieces += [(.o, 1, 0), (.o, 1, 4), (.o, 2, 0), (.o, 2, 4), (.o, 3, 0), (.o, 3, 4), (.o, 6, 0), (.o, 5, 8)]
        let board = position(pieces)
        #expect(board.sentTo == 8 && board.turn == .x)
        var rng = SeededGenerator(seed: 1)
        #expect(ComputerPlayer.move(on: board, as: .x, level: .hard, using: &rng) == at(8, 2))
    }

    @Test("Hard beats Easy in at least 9 of 10 seeded games (the full measurement: Benchmarks/UltimateTicTacToeBench)")
    func hardBeatsEasy() {
        var wins = 0
        for game in 0..<10 {
            let hard: Mark = game.isMultiple(of: 2) ? .x : .o
            var generators = [Mark.x: SeededGenerator(seed: UInt64(game)), .o: SeededGenerator(seed: ~UInt64(game))]
            var board = Board()
            while !board.isOver {
                let mark = board.turn
                board.play(ComputerPlayer.move(on: board, as: mark, level: mark == hard ? .hard : .easy, using: &generators[mark]!), mark)
            }
            if board.winner == hard { wins += 1 }
        }
        #expect(wins >= 9)
    }
}

import Games
import Testing
@testable import TicTacToe

@Suite("Impossible")
struct ImpossibleTests {
    /// Plays out every line the opponent can choose and every equally good choice of the computer,
    /// counting finished games by result; records an issue on any line the computer loses.
    private func explore(_ board: Board, computer: Mark, tally: inout [GameState: Int]) {
        let state = GameState(of: board)
        guard state == .inProgress else {
            tally[state, default: 0] += 1
            if state == .won(computer.other) { Issue.record("the computer lost: \(board)") }
            return
        }
        let mark = sideToMove(on: board)
        let choices = mark == computer
            ? ComputerPlayer.perfectMoves(on: board, as: mark)
            : board.emptyPositions
        #expect(!choices.isEmpty)
        for position in choices {
            var next = board
            next.mark(position, mark)
            explore(next, computer: computer, tally: &tally)
        }
    }

    @Test("Never loses: every opponent line against every best choice, as X and as O", arguments: Mark.allCases)
    func neverLosesExhaustively(computer: Mark) {
        var tally: [GameState: Int] = [:]
        explore(Board(), computer: computer, tally: &tally)
        #expect(tally[.won(computer.other)] == nil)
        #expect((tally[.won(computer)] ?? 0) > 0)
        #expect((tally[.draw] ?? 0) > 0)
    }

    /// Every line the human can play through the real game, the computer using the game's generator.
    private func playEveryLine(_ game: TicTacToeGame, finished: inout [TicTacToeGame]) throws {
        guard game.state == .inProgress else {
            finished.append(game)
            return
        }
        for position in game.board.emptyPositions {
            var next = game
            try next.apply(.place(position: position, mark: nil))
            try playEveryLine(next, finished: &finished)
        }
    }

    @Test("Never loses a real game, whatever the human plays", arguments: Mark.allCases, 0..<UInt64(5))
    func neverLosesThroughTheGame(human: Mark, seed: UInt64) throws {
        var finished: [TicTacToeGame] = []
        try playEveryLine(TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, level: .impossible, human: human),
                                        seed: seed), finished: &finished)
        #expect(!finished.isEmpty)
        #expect(finished.allSatisfy { $0.outcome != .won })
    }

    @Test("Takes a win in one whenever it has one, on every board that can come up")
    func takesImmediateWins() {
        var rng = SeededGenerator(seed: 5)
        for board in boardsInPlay() {
            let mark = sideToMove(on: board)
            guard board.emptyPositions.contains(where: { completesLine(board, at: $0, for: mark) }) else { continue }
            let position = ComputerPlayer.move(on: board, as: mark, level: .impossible, using: &rng)
            #expect(completesLine(board, at: position, for: mark), "missed a win on \(board), played \(position)")
        }
    }

    @Test("Prefers the win now to a fork that wins later", arguments: 0..<UInt64(30))
    func winsFast(seed: UInt64) throws {
        // X to move: 8 wins at once; 3 makes a fork (3-4-5 and 0-3-6) that would only win next turn.
        var rng = SeededGenerator(seed: seed)
        #expect(ComputerPlayer.move(on: try board("XOO.X...."), as: .x, level: .impossible, using: &rng) == 8)
    }

    @Test("Loses as slowly as it can from a lost position", arguments: 0..<UInt64(30))
    func losesSlowly(seed: UInt64) throws {
        // O to move against X at 0 and 4: every move loses, but blocking 8 holds out two moves longer.
        var rng = SeededGenerator(seed: seed)
        #expect(ComputerPlayer.move(on: try board("XO..X...."), as: .o, level: .impossible, using: &rng) == 8)
    }

    @Test("Chooses among equally good squares at random, so games vary")
    func variesItsOpening() {
        #expect(ComputerPlayer.perfectMoves(on: Board(), as: .x) == Array(Board.positions))
        let openings = Set((0..<UInt64(40)).compactMap { seed in
            TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, level: .impossible, human: .o), seed: seed)
                .lastComputerMove
        })
        #expect(openings.count >= 5)
    }
}

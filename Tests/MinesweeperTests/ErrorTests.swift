@testable import Minesweeper
import Testing

@Suite struct ErrorTests {
    /// Plays `move` expecting `error`, and checks that the game did not change.
    func refuses(_ move: MinesweeperMove, with error: MinesweeperError, in game: MinesweeperGame,
                 sourceLocation: SourceLocation = #_sourceLocation) {
        var copy = game
        #expect(throws: error, sourceLocation: sourceLocation) { try copy.apply(move) }
        #expect(copy == game, sourceLocation: sourceLocation)
    }

    @Test func cellsOffTheBoard() throws {
        let game = try game(on: sixBySix)
        for move in [MinesweeperMove.reveal(-1), .reveal(36), .flag(-5), .flag(1_000)] {
            refuses(move, with: .outOfRange, in: game)
        }
        #expect(game.cell(-1) == .covered && game.cell(36) == .covered)
    }

    @Test func flaggedAndUncoveredCells() throws {
        var game = try game(on: sixBySix)
        try game.apply(.flag(at(5, 5)))
        refuses(.reveal(at(5, 5)), with: .cellIsFlagged, in: game)
        try game.apply(.reveal(at(0, 0)))
        refuses(.flag(at(0, 0)), with: .alreadyRevealed, in: game)
        refuses(.flag(at(2, 2)), with: .alreadyRevealed, in: game)
    }

    @Test func everyMoveAfterALossIsRefused() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(at(3, 0)))
        #expect(game.outcome == .lost)
        for move in [MinesweeperMove.reveal(at(5, 5)), .flag(at(5, 5)), .reveal(99), .toggleFlagMode, .toggleQuestionMarks] {
            refuses(move, with: .gameOver, in: game)
        }
    }

    @Test func everyMoveAfterAWinIsRefused() throws {
        var game = try game(on: sixBySix)
        for cell in [at(0, 0), at(5, 5), at(5, 0)] { try game.apply(.reveal(cell)) }
        #expect(game.outcome == .won)
        for move in [MinesweeperMove.reveal(at(3, 0)), .flag(at(3, 0)), .toggleFlagMode] {
            refuses(move, with: .gameOver, in: game)
        }
    }

    @Test func everyErrorHasASentenceForThePlayer() {
        let errors: [MinesweeperError] = [.outOfRange, .cellIsFlagged, .alreadyRevealed, .gameOver,
                                          .badMove("Choose a cell."), .badParams("Too many mines.")]
        let messages = errors.map(\.message)
        #expect(messages[1] == "That cell is flagged: remove the flag first.")
        #expect(Set(messages).count == errors.count)
        #expect(messages.allSatisfy { $0.hasSuffix(".") && $0.first?.isUppercase == true })
    }
}

import Games
import TicTacToe

/// The 3 × 3 board as the move box reads it.
extension TicTacToePages {
    static func readable(_ view: GameView<TicTacToeGame>) -> ReadableBoard {
        let game = view.game
        return ReadableBoard(
            width: 3, height: 3, cells: (0..<9).map { MarkReading.said(game.board[$0]) },
            status: MarkReading.status(game),
            last: MarkReading.last(game.lastComputerMove.map { CellName.text($0, width: 3) },
                                   vsComputer: game.params.mode == .vsComputer),
            help: "Moves: a square's name, a1 to c3 (b2 is the centre).")
    }
}

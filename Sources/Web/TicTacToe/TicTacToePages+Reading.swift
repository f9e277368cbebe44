import Games
import TicTacToe

/// The 3 × 3 board as the move box reads it.
extension TicTacToePages {
    static func readable(_ view: GameView<TicTacToeGame>) -> ReadableBoard {
        let game = view.game
        let name = { (square: Int) in CellName.text(square, width: 3) }
        let placed: Int? = if case .place(let square, _)? = view.lastMove { square } else { nil }
        return ReadableBoard(
            width: 3, height: 3, cells: (0..<9).map { MarkReading.said(game.board[$0]) },
            status: MarkReading.status(game),
            last: MarkReading.last(game, placed: placed.map(name), by: placed.flatMap { game.board[$0] },
                                   reply: game.lastComputerMove.map(name)),
            help: localized("Moves: a square's name, a1 to c3 (b2 is the centre)."))
    }
}

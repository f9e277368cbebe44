import Games
import MarkGames
import UltimateTicTacToe

/// The nine small boards as the move box reads them: `row`, `column` and `around` ask and answer in the 9 × 9
/// grid's names (`e5`, with `around` also naming the square as a move does, `centre b2`); `board` and `last` in a
/// move's names (`top-left b2`), small board by small board; and the board the next move is sent to.
extension UltimateTicTacToePages {
    static func readable(_ view: GameView<UltimateTicTacToeGame>) -> ReadableBoard {
        let game = view.game, board = game.board
        let placed: Int? = if case .place(let cell, _)? = view.lastMove { cell } else { nil }
        let boards = MarkGameError.smallBoardNames.map { $0.replacingOccurrences(of: " ", with: "-") }
        let names = (0..<81).map { cell in
            "\(boards[Board.smallBoard(of: cell)]) \(CellName.text(Board.square(of: cell), width: 3))"
        }
        let boardLines = Board.smallBoards.map { small in
            let state = board.winner(ofSmallBoard: small).map { " (won by \($0.rawValue))" }
                ?? (board.isDrawn(smallBoard: small) ? " (drawn)" : board.sentTo == small ? " (play here)" : "")
            let squares = (0..<9).map { square in
                let cell = Board.cell(smallBoard: small, square: square)
                return "\(CellName.text(square, width: 3)) \(MarkReading.said(board[cell]))"
            }
            let name = MarkGameError.smallBoardNames[small]
            return name.prefix(1).uppercased() + name.dropFirst() + " board\(state): " + squares.joined(separator: ", ")
        }
        let place = board.sentTo.map { ", in the \(MarkGameError.smallBoardNames[$0]) board" } ?? ", in any open board"
        return ReadableBoard(
            width: 9, height: 9, cells: (0..<81).map { MarkReading.said(board[$0]) }, places: names,
            status: MarkReading.status(game, where: place),
            last: MarkReading.last(game, placed: placed.map { names[$0] }, by: placed.flatMap { board[$0] },
                                   reply: game.lastComputerMove.map { names[$0] }),
            help: "Moves: b2 plays that square of the board you are sent to; top-left b2 names the board too "
                + "(top-left, top, top-right, left, centre, right, bottom-left, bottom, bottom-right).",
            boardLines: boardLines)
    }
}

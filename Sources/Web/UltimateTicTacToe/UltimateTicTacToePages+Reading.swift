import Games
import MarkGames
import UltimateTicTacToe

/// The nine small boards as the move box reads them: `row`, `column` and `around` ask and answer in the 9 × 9
/// grid's names (`e5`, with `around` also naming the square as a move does, `centre b2`); `board` and `last` in a
/// move's names (`top-left b2`), small board by small board; and the board the next move is sent to. A move's names
/// are what the box reads back, so they stay as they are in every language.
extension UltimateTicTacToePages {
    static func readable(_ view: GameView<UltimateTicTacToeGame>) -> ReadableBoard {
        let game = view.game, board = game.board
        let placed: Int? = if case .place(let cell, _)? = view.lastMove { cell } else { nil }
        let boards = MarkGameError.smallBoardNames.map { $0.replacingOccurrences(of: " ", with: "-") }
        let names = (0..<81).map { cell in
            "\(boards[Board.smallBoard(of: cell)]) \(CellName.text(Board.square(of: cell), width: 3))"
        }
        let boardLines = Board.smallBoards.map { small in
            let squares = (0..<9).map { square in
                let cell = Board.cell(smallBoard: small, square: square)
                return "\(CellName.text(square, width: 3)) \(MarkReading.said(board[cell]))"
            }.joined(separator: ", ")
            let winner = board.winner(ofSmallBoard: small)
            let line = if winner != nil {
                localized("{{board}} (won by {{side}}): {{squares}}")
            } else if board.isDrawn(smallBoard: small) {
                localized("{{board}} (drawn): {{squares}}")
            } else if board.sentTo == small {
                localized("{{board}} (play here): {{squares}}")
            } else {
                localized("{{board}}: {{squares}}")
            }
            return Placeholders.fill(line, ["board": SmallBoardNames.lineStart(small), "side": winner?.rawValue ?? "",
                                            "squares": squares])
        }
        return ReadableBoard(
            width: 9, height: 9, cells: (0..<81).map { MarkReading.said(board[$0]) }, places: names,
            status: MarkReading.status(game, place: board.sentTo.map { .board($0) } ?? .anyBoard),
            last: MarkReading.last(game, placed: placed.map { names[$0] }, by: placed.flatMap { board[$0] },
                                   reply: game.lastComputerMove.map { names[$0] }),
            help: localized("Moves: b2 plays that square of the board you are sent to; top-left b2 names the board too (top-left, top, top-right, left, centre, right, bottom-left, bottom, bottom-right)."),
            boardLines: boardLines)
    }
}

import Games
import TicTacToe

/// Tic-Tac-Toe's replay: the board read-only (nothing is hidden in this game), and each move with the computer's
/// reply, which the core plays inside the same move.
extension TicTacToePages: ReplayPages {
    static func replayBoard(_ game: TicTacToeGame, end: Bool) -> RenderedHTML {
        let view = TicTacToeBoardView(game.board, over: game.outcome.isOver)
        var html = HTMLWriter(capacity: 1600)
        html.replayBoard(classes: view.classes) { board in
            for row in 0..<3 { board.replayRow(view.cells[row * 3..<row * 3 + 3]) }
        }
        return html.html
    }

    static func describe(_ move: TicTacToeMove, before: TicTacToeGame, after: TicTacToeGame) -> String {
        guard case .place(let position, _) = move, let mark = after.board[position] else { return localized("A move") }
        let reply = after.lastComputerMove.flatMap { reply in
            reply != position && !before.board.isOccupied(reply) ? after.board[reply].map { ($0, place(reply)) } : nil
        }
        return VersusReplay.describe(mark, in: place(position), reply: reply, after: after, draw: localized("a tie"))
    }

    static func summary(_ game: TicTacToeGame) -> String {
        let params = game.params
        return VersusReplay.summary(vsComputer: params.mode == .vsComputer, level: params.level.shownTitle,
                                    human: params.human.rawValue)
    }

    /// A square in words: "row 1, column 2".
    static func place(_ position: Int) -> String {
        localized("row {{row}}, column {{column}}",
                  ["row": String(position / 3 + 1), "column": String(position % 3 + 1)])
    }
}

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
        guard case .place(let position, _) = move, let mark = after.board[position] else { return "A move" }
        let reply = after.lastComputerMove.flatMap { reply in
            reply != position && !before.board.isOccupied(reply) ? after.board[reply].map { ($0, place(reply)) } : nil
        }
        return VersusReplay.describe(mark, in: place(position), reply: reply, after: after, draw: "a tie")
    }

    static func summary(_ game: TicTacToeGame) -> String {
        let params = game.params
        return VersusReplay.summary(mode: params.mode.title, vsComputer: params.mode == .vsComputer,
                                    level: params.level.title, human: params.human.rawValue)
    }

    private static func place(_ position: Int) -> String {
        "row \(position / 3 + 1), column \(position % 3 + 1)"
    }
}

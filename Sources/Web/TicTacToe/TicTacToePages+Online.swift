import Games
import TicTacToe

/// Tic-Tac-Toe with a friend by link: the game page's board (`TicTacToeBoardView`, the same partial) on the match
/// page, and the words of its win.
extension TicTacToePages: OnlinePages {
    static func onlineBoard(_ game: TicTacToeGame, playable: Bool, over: Bool) -> TicTacToeBoardView {
        var marks = TicTacToeBoardView.Marks()
        marks.playable = playable
        return TicTacToeBoardView(game.board, over: over, marks: marks)
    }

    static func onlineWin(_ winner: Mark) -> String {
        localized("Three in a row for {{side}}.", ["side": winner.rawValue])
    }
    static var onlineDraw: String { localized("Nobody got three in a row.") }
    /// Its stylesheet scopes the board by `.ttt`, on the one-device page as here.
    static var onlineFrameClass: String { "ttt" }

    static func onlinePlaced(_ move: TicTacToeMove, in game: TicTacToeGame) -> (Mark, String)? {
        guard case .place(let square, let mark) = move, let side = game.board[square] ?? mark else { return nil }
        return (side, CellName.text(square, width: 3))
    }
}

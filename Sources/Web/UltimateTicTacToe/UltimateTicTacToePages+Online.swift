import UltimateTicTacToe

/// Ultimate Tic-Tac-Toe with a friend by link: the game page's board (`UltimateBoardView`, the same partial) on the
/// match page, and the words of its win.
extension UltimateTicTacToePages: OnlinePages {
    static func onlineBoard(_ game: UltimateTicTacToeGame, playable: Bool, over: Bool) -> UltimateBoardView {
        var marks = UltimateBoardView.Marks()
        marks.last = game.playedCells.last
        marks.lastBy = marks.last.flatMap { game.board[$0].map { .side($0) } }
        marks.playable = playable
        return UltimateBoardView(game.board, marks: marks)
    }

    /// As against the computer: the friend's last move and the board to play, kept to two lines on a phone ("Your
    /// friend played centre b2. Your turn: play in the top-left board.").
    static func onlineTurn(_ game: UltimateTicTacToeGame, side: Mark) -> String {
        let yourTurn = UltimateTicTacToePage.yourTurn(game.board)
        guard let last = game.playedCells.last else { return yourTurn }
        return localized("Your friend played {{move}}.",
                         ["move": UltimateTicTacToePage.shortPlace(ofCell: last)]) + " " + yourTurn
    }

    static func onlineWin(_ winner: Mark) -> String {
        localized("Three small boards in a row for {{side}}.", ["side": winner.rawValue])
    }
    static var onlineDraw: String { localized("Neither side can make a line of small boards any more.") }
    /// Its stylesheet scopes the board by `.uttt`, on the game page as here.
    static var onlineFrameClass: String { "uttt" }

    static func onlinePlaced(_ move: UltimateTicTacToeMove, in game: UltimateTicTacToeGame) -> (Mark, String)? {
        guard case .place(let cell, let mark) = move, let side = game.board[cell] ?? mark else { return nil }
        return (side, UltimateTicTacToePage.shortPlace(ofCell: cell))
    }

    static func onlineYourTurn(_ game: UltimateTicTacToeGame) -> String {
        UltimateTicTacToePage.yourTurn(game.board)
    }
}

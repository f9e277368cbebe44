import MarkGames

/// A move as the player posted it.
public enum UltimateTicTacToeMove: Sendable, Equatable {
    /// Put a piece on a cell (0–80, row by row on the 9 × 9 grid). `mark` is whose piece the form says it is;
    /// nil when the form did not say, which against the computer means the human's piece and in two-player
    /// mode is refused (the mark there guards against a stale form playing for the wrong side).
    case place(cell: Int, mark: Mark?)
}

extension UltimateTicTacToeMove: MarkMove {
    public static func placing(_ square: Int, mark: Mark?) -> UltimateTicTacToeMove {
        .place(cell: square, mark: mark)
    }
}

import MarkGames

/// A move as the player posted it.
public enum TicTacToeMove: Sendable, Equatable {
    /// Put a piece on a square (0–8, row-major). `mark` is whose piece the form says it is; nil when
    /// the form did not say, which against the computer means the human's piece and in two-player
    /// mode is refused (the mark there guards against a stale form playing for the wrong side).
    case place(position: Int, mark: Mark?)
}

extension TicTacToeMove: MarkMove {
    public static func placing(_ square: Int, mark: Mark?) -> TicTacToeMove {
        .place(position: square, mark: mark)
    }
}

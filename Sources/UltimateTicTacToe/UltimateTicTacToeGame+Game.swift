import MarkGames

/// Ultimate Tic-Tac-Toe as the shared controller drives it: a mark game on the 9 × 9 grid (cells `a1`–`i9`, or
/// 0–80). Reading the forms, the outcome, the clock, undo and playing a friend online are the same as
/// Tic-Tac-Toe's, written once in `MarkGame`.
extension UltimateTicTacToeGame: MarkGame {
    public typealias Level = UltimateTicTacToeLevel
    public typealias Move = UltimateTicTacToeMove
}

import MarkGames

/// Tic-Tac-Toe as the shared controller drives it: a mark game on the 3 × 3 board. Reading the forms, the outcome,
/// the clock, undo and playing a friend online are the same as Ultimate's, written once in `MarkGame`.
extension TicTacToeGame: MarkGame {
    public typealias Level = TicTacToeLevel
    public typealias Move = TicTacToeMove
}

import MarkGames

extension GameState {
    /// The state a board shows: three small boards in a line win; a draw once neither side can make one.
    public init(of board: Board) {
        self = if let winner = board.winner { .won(winner) } else if board.isDrawn { .draw } else { .inProgress }
    }
}

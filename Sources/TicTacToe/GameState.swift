import MarkGames

extension GameState {
    /// The state a board shows: a line of three wins, a full board without one is a draw.
    public init(of board: Board) {
        self = if let winner = board.winner { .won(winner) } else if board.isFull { .draw } else { .inProgress }
    }
}

/// Where a game stands on the board, whoever is playing.
public enum GameState: Codable, Sendable, Hashable {
    case inProgress
    case won(Mark)
    case draw

    /// The state a board shows: a line of three wins, a full board without one is a draw.
    public init(of board: Board) {
        if let winner = board.winner {
            self = .won(winner)
        } else if board.isFull {
            self = .draw
        } else {
            self = .inProgress
        }
    }
}

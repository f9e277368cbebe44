/// Where a game stands on the big board, whoever is playing.
public enum GameState: Sendable, Hashable {
    case inProgress
    case won(Mark)
    /// No line of small boards can be won by either side any more, or no move is left.
    case draw

    /// The state a board shows.
    public init(of board: Board) {
        if let winner = board.winner {
            self = .won(winner)
        } else if board.isDrawn {
            self = .draw
        } else {
            self = .inProgress
        }
    }
}

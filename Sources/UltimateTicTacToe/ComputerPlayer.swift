import Games

/// The computer opponent at each level. Every choice is drawn from the game's own generator, so the same game
/// always gets the same answer and a replay matches.
public enum ComputerPlayer {
    /// What `move` answers once the game is over, where there is no move to make.
    public static let noMove = -1

    /// The cell the computer plays as `mark`; `noMove` once the game is over.
    public static func move(on board: Board, as mark: Mark, level: UltimateTicTacToeLevel,
                            using rng: inout SeededGenerator) -> Int {
        let move: Int? = switch level {
        case .easy: board.randomMove(using: &rng)
        case .medium: mediumMoves(on: board, as: mark).pick(using: &rng)
        case .hard: TreeSearch.bestMove(on: board, as: mark, playouts: hardPlayouts, using: &rng)
        }
        return move.map(Board.cell(ofMove:)) ?? noMove
    }

    /// Hard's playouts per move: a fixed number rather than a time, so the same game always gets the same
    /// answer, sized to answer within 50 ms on one core in a release build (Benchmarks/UltimateTicTacToeBench).
    public static let hardPlayouts = 4_000
}

import Games

/// The computer opponent at each level.
public enum ComputerPlayer {
    /// What `move` answers on a full board, where there is no move to make.
    public static let noMove = -1

    /// The square the computer plays as `mark`. Choices between equally good squares are drawn from
    /// `rng`, so the same game state always gets the same answer. On a full board: `noMove`.
    public static func move(on board: Board, as mark: Mark, level: TicTacToeLevel,
                            using rng: inout SeededGenerator) -> Int {
        let candidates = switch level {
        case .easy: board.emptyPositions
        case .medium: mediumMoves(on: board, as: mark, using: &rng)
        case .impossible: perfectMoves(on: board, as: mark)
        }
        return candidates.pick(using: &rng) ?? noMove
    }

    /// Win if possible, else block, else the centre or a corner; now and then any free square,
    /// a lapse that keeps Medium beatable by more than one trick.
    static func mediumMoves(on board: Board, as mark: Mark, using rng: inout SeededGenerator) -> [Int] {
        let wins = winningMoves(on: board, for: mark)
        if !wins.isEmpty { return wins }
        let blocks = winningMoves(on: board, for: mark.other)
        if !blocks.isEmpty { return blocks }

        let free = board.emptyPositions
        if rng.next() % 5 == 0 { return free }
        if !board.isOccupied(4) { return [4] }
        let corners = [0, 2, 6, 8].filter { !board.isOccupied($0) }
        return corners.isEmpty ? free : corners
    }

    /// The free squares where `mark` would complete a line.
    static func winningMoves(on board: Board, for mark: Mark) -> [Int] {
        board.emptyPositions.filter { position in
            var next = board
            next.mark(position, mark)
            return next.hasLine(mark)
        }
    }
}

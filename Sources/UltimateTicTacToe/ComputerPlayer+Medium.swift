/// Medium looks one move ahead: it wins a small board when it can (the game first), else blocks a small board
/// the opponent would win next, and among those moves prefers one that does not send the opponent to a small
/// board it wins at once; the rest is chance.
extension ComputerPlayer {
    /// The moves (squares of small boards) Medium chooses between.
    static func mediumMoves(on board: Board, as mark: Mark) -> [Int] {
        let moves = board.legalMoves
        let wins = moves.filter { board.winningSquares(for: mark, in: $0 / 9) & 1 << UInt16($0 % 9) != 0 }
        let gameWins = wins.filter { move in
            var next = board
            next.place(mark, move: move)
            return next.winner == mark
        }
        if !gameWins.isEmpty { return gameWins }
        if !wins.isEmpty { return safest(wins, on: board, as: mark) }
        let blocks = moves.filter { board.winningSquares(for: mark.other, in: $0 / 9) & 1 << UInt16($0 % 9) != 0 }
        return safest(blocks.isEmpty ? moves : blocks, on: board, as: mark)
    }

    /// The moves after which the opponent cannot win a small board at once, or all of them when none is so.
    private static func safest(_ moves: [Int], on board: Board, as mark: Mark) -> [Int] {
        let safe = moves.filter { move in
            var next = board
            next.place(mark, move: move)
            return next.isOver || next.smallBoardWin(for: mark.other) == nil
        }
        return safe.isEmpty ? moves : safe
    }
}

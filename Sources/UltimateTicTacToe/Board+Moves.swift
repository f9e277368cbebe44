import Games

/// Moves as the computer handles them: a square of a small board as one number, `9 × smallBoard + square`, drawn
/// and tested on the bit sets without building a list, so a playout never allocates.
extension Board {
    /// The cell a move is on.
    static func cell(ofMove move: Int) -> Int { cell(smallBoard: move / 9, square: move % 9) }

    /// Plays a move (a square of a small board) for `mark`.
    mutating func place(_ mark: Mark, move: Int) {
        place(mark, smallBoard: move / 9, square: move % 9)
    }

    /// Every legal move, in order.
    var legalMoves: [Int] {
        var moves: [Int] = []
        var boards = playableBoards
        while boards != 0 {
            let smallBoard = boards.trailingZeroBitCount
            boards &= boards - 1
            var squares = freeSquares(in: smallBoard)
            while squares != 0 {
                moves.append(9 * smallBoard + squares.trailingZeroBitCount)
                squares &= squares - 1
            }
        }
        return moves
    }

    /// A legal move drawn uniformly; nil once the game is over.
    func randomMove(using rng: inout SeededGenerator) -> Int? {
        let boards = playableBoards
        var total = 0
        var rest = boards
        while rest != 0 {
            total += freeSquares(in: rest.trailingZeroBitCount).nonzeroBitCount
            rest &= rest - 1
        }
        guard total > 0 else { return nil }
        var index = Int(rng.next() % UInt64(total))
        rest = boards
        while true {
            let smallBoard = rest.trailingZeroBitCount
            let squares = freeSquares(in: smallBoard)
            let count = squares.nonzeroBitCount
            if index < count { return 9 * smallBoard + Lines.position(index, of: squares) }
            index -= count
            rest &= rest - 1
        }
    }

    /// The free squares of a small board where `mark` would complete a line (and win it).
    func winningSquares(for mark: Mark, in smallBoard: Int) -> UInt16 {
        Lines.completions(of: pieces(of: mark, in: smallBoard)) & freeSquares(in: smallBoard)
    }

    /// A legal move that wins a small board for `mark`, the first found; nil when there is none.
    func smallBoardWin(for mark: Mark) -> Int? {
        var boards = playableBoards
        while boards != 0 {
            let smallBoard = boards.trailingZeroBitCount
            boards &= boards - 1
            let wins = winningSquares(for: mark, in: smallBoard)
            if wins != 0 { return 9 * smallBoard + wins.trailingZeroBitCount }
        }
        return nil
    }
}

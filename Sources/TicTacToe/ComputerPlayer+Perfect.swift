/// Impossible: a full negamax search over the rest of the game, scoring a win higher the more
/// squares are still free when it lands. So the computer never loses, wins as fast as it can, and
/// when every square loses (only from a position it did not reach itself) it loses as slowly as it can.
extension ComputerPlayer {
    /// Every free square with the best score for `mark`; the caller picks one at random so games vary.
    static func perfectMoves(on board: Board, as mark: Mark) -> [Int] {
        var search = PerfectSearch(board: board, mover: mark)
        var best = Int.min
        var moves: [Int] = []
        for position in Board.positions where !board.isOccupied(position) {
            let score = search.score(placing: position, mover: board.pieces(of: mark),
                                     waiting: board.pieces(of: mark.other), code: search.rootCode,
                                     digit: search.rootDigit)
            if score > best {
                best = score
                moves = [position]
            } else if score == best {
                moves.append(position)
            }
        }
        return moves
    }
}

/// The search itself, on bit sets rather than `Board` values so that even a debug build (the tests)
/// searches a whole game quickly. Positions are memoised by a base-3 code of the board: within one
/// search the piece count fixes whose turn it is, so the board alone identifies a position.
private struct PerfectSearch {
    private static let unknown = Int8.min
    private static let powersOf3 = [6561, 2187, 729, 243, 81, 27, 9, 3, 1]  // square 0 is the top digit

    private var memo = [Int8](repeating: unknown, count: 19_683)  // 3^9 boards
    /// The root board's code, and the digit (1 for X, 2 for O) of the side to move there.
    let rootCode: Int
    let rootDigit: Int

    init(board: Board, mover: Mark) {
        rootCode = Board.positions.reduce(0) { code, position in
            code + PerfectSearch.digit(for: board[position]) * PerfectSearch.powersOf3[position]
        }
        rootDigit = PerfectSearch.digit(for: mover)
    }

    private static func digit(for mark: Mark?) -> Int {
        switch mark {
        case nil: 0
        case .x: 1
        case .o: 2
        }
    }

    /// The score for the mover of playing `position`: 1 + free squares left for a win, 0 for a draw,
    /// negative for a loss (closer to 0 when it comes later).
    mutating func score(placing position: Int, mover: UInt16, waiting: UInt16, code: Int, digit: Int) -> Int {
        let mover = mover | 1 << position
        let free = 9 - (mover | waiting).nonzeroBitCount
        if Board.containsLine(mover) { return 1 + free }
        if free == 0 { return 0 }
        return -bestScore(mover: waiting, waiting: mover,
                          code: code + digit * PerfectSearch.powersOf3[position], digit: 3 - digit)
    }

    private mutating func bestScore(mover: UInt16, waiting: UInt16, code: Int, digit: Int) -> Int {
        if memo[code] != PerfectSearch.unknown { return Int(memo[code]) }
        let occupied = mover | waiting
        var best = Int.min
        for position in 0..<9 where occupied & 1 << position == 0 {
            best = max(best, score(placing: position, mover: mover, waiting: waiting, code: code, digit: digit))
        }
        memo[code] = Int8(best)
        return best
    }
}

import Games
import Testing
@testable import TicTacToe

/// A board from a nine-character layout such as `"XO..X...."`; records an issue for a typo.
func board(_ layout: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Board {
    try #require(Board(layout: layout), "bad layout \(layout)", sourceLocation: sourceLocation)
}

/// The eight lines of three, written out here so the tests do not trust the code's own list:
/// three rows, three columns, two diagonals.
let rows = [[0, 1, 2], [3, 4, 5], [6, 7, 8]]
let columns = [[0, 3, 6], [1, 4, 7], [2, 5, 8]]
let diagonals = [[0, 4, 8], [2, 4, 6]]
let everyLine = rows + columns + diagonals

/// Whose move it is on a board reached by play (X moves first).
func sideToMove(on board: Board) -> Mark {
    board.count(of: .x) > board.count(of: .o) ? .o : .x
}

/// Whether `mark` playing `position` completes a line: worked out here, not by the code under test.
func completesLine(_ board: Board, at position: Int, for mark: Mark) -> Bool {
    guard !board.isOccupied(position) else { return false }
    return everyLine.contains { line in
        line.contains(position) && line.allSatisfy { $0 == position || board[$0] == mark }
    }
}

/// Every board that can come up during play with the game still going (X first, stopping at a win
/// or a full board), the empty board included.
func boardsInPlay() -> [Board] {
    var seen: Set<Board> = [Board()]
    var frontier = [Board()]
    while let current = frontier.popLast() {
        let mark = sideToMove(on: current)
        for position in Board.positions where !current.isOccupied(position) {
            var next = current
            next.mark(position, mark)
            guard next.winner == nil, !next.isFull, seen.insert(next).inserted else { continue }
            frontier.append(next)
        }
    }
    return Array(seen)
}

/// A two-player game after the given squares were played, X first, alternating.
func twoPlayerGame(playing positions: [Int]) throws -> TicTacToeGame {
    var game = TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 0)
    for (index, position) in positions.enumerated() {
        try game.apply(.place(position: position, mark: index.isMultiple(of: 2) ? .x : .o))
    }
    return game
}

import Games
import Testing
@testable import UltimateTicTacToe

/// The cell a name such as `e5` names on the 9 × 9 grid.
func cell(_ name: String) -> Int {
    CellName.index(name, width: 9, height: 9)!
}

/// The cell at a square of a small board, worked out here rather than by the code under test.
func at(_ smallBoard: Int, _ square: Int) -> Int {
    (smallBoard / 3 * 3 + square / 3) * 9 + smallBoard % 3 * 3 + square % 3
}

/// The eight lines of three, written out here so the tests do not trust the code's own list.
let everyLine = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

/// A board with pieces put on squares of small boards in order, without the send-to rule: positions that would
/// take many moves to reach by play. The last piece decides where the next move is sent.
func position(_ pieces: [(Mark, Int, Int)]) -> Board {
    var board = Board()
    for (mark, smallBoard, square) in pieces { board.place(mark, smallBoard: smallBoard, square: square) }
    return board
}

/// A two-player game on `board`, as if its pieces had been played.
func twoPlayerGame(on board: Board) -> UltimateTicTacToeGame {
    UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 0, board: board,
                          playedCells: Board.cells.filter { board[$0] != nil }, rng: SeededGenerator(seed: 0))
}

/// A two-player game after the named cells were played, X first, alternating.
func twoPlayerGame(playing names: [String]) throws -> UltimateTicTacToeGame {
    var game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 0)
    for (index, name) in names.enumerated() {
        try game.apply(.place(cell: cell(name), mark: index.isMultiple(of: 2) ? .x : .o))
    }
    return game
}

/// What the rules allow next, worked out from the pieces and the last cell played alone: the send-to rule, a
/// decided small board freeing the choice, and no move once the game is over (a line of small boards, or no
/// line left that either side could still win).
func expectedLegalCells(_ game: UltimateTicTacToeGame) -> Set<Int> {
    let board = game.board
    func winner(_ smallBoard: Int) -> Mark? {
        Mark.allCases.first { mark in everyLine.contains { $0.allSatisfy { board[at(smallBoard, $0)] == mark } } }
    }
    func full(_ smallBoard: Int) -> Bool { (0..<9).allSatisfy { board[at(smallBoard, $0)] != nil } }
    let closed = (0..<9).map { winner($0) != nil || full($0) }
    func canWin(_ mark: Mark) -> Bool {
        everyLine.contains { line in
            line.allSatisfy { smallBoard in
                winner(smallBoard) == mark || (!closed[smallBoard] && everyLine.contains { small in
                    small.allSatisfy { board[at(smallBoard, $0)] != mark.other }
                })
            }
        }
    }
    let won = Mark.allCases.contains { mark in everyLine.contains { $0.allSatisfy { winner($0) == mark } } }
    if won || (!canWin(.x) && !canWin(.o)) { return [] }
    var boards = Array(0..<9).filter { !closed[$0] }
    if let last = game.playedCells.last {
        let square = last / 9 % 3 * 3 + last % 3
        if !closed[square] { boards = [square] }
    }
    return Set(boards.flatMap { smallBoard in (0..<9).map { at(smallBoard, $0) } }.filter { board[$0] == nil })
}

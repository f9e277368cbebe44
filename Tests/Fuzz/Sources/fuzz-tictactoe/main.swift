import FuzzSupport
import TicTacToe

runFuzzer(fuzzTicTacToe)

/// Tic-Tac-Toe's setup form, move form and rules, through the web adapter (see `GameDriver.swift`).
func fuzzTicTacToe(_ data: UnsafeRawBufferPointer) {
    var input = FuzzInput(data)
    fuzzGame(TicTacToeGame.self, &input,
             setup: (["mode", "level", "mark", "again"], ["computer", "two-players", "easy", "medium", "impossible", "X", "o"]),
             moves: (["cell", "mark", "version"], ["0", "4", "8", "9", "X", "O", "x", "Z"]),
             legalMove: { game, input in
                 let empty = game.board.emptyPositions
                 let cell = empty.isEmpty ? input.integer(below: 9) : input.pick(empty)
                 return ["cell": String(cell), "mark": game.turn.rawValue]
             },
             invariants: checkInvariants)
}

func checkInvariants(_ game: TicTacToeGame) {
    let x = game.board.count(of: .x), o = game.board.count(of: .o)
    require(x == o || x == o + 1, "\(x) X and \(o) O on the board")
    require(game.moveCount == x + o, "moveCount \(game.moveCount) with \(x + o) pieces")
    let decided = game.board.winner != nil || game.board.isFull
    require(decided == (game.outcome != .playing), "outcome \(game.outcome) on a board with winner \(String(describing: game.board.winner))")
    if let last = game.lastComputerMove {
        require(game.board[last] == game.params.human.other, "the computer's last move is not its piece")
    }
}

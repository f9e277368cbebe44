import Games

/// Undo as in Tic-Tac-Toe: against the computer it takes back your last move with the computer's reply (one
/// entry, since the computer replies inside that move); between two players, the last move. A lost or drawn
/// game may be taken back and goes on; a won one may not.
extension UltimateTicTacToeGame {
    public static let hasUndo = true

    public var undo: UndoRule {
        if outcome == .won { return .refused("This game is won and the win is recorded: it cannot be taken back.") }
        // The computer's opening (when you play O) is no move of yours to take back.
        let movesToTakeBack = params.mode == .twoPlayers ? moveCount : board.count(of: params.human)
        return movesToTakeBack > 0 ? .allowed(death: false) : .unavailable
    }
}

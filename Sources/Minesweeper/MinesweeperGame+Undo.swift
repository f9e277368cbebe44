import Games

/// Undo in Minesweeper, as in Simon Tatham's: only after a mine went off, and it takes back that uncover; the
/// game goes on with one more death counted (and no longer ranks). Undo while playing would let a player probe
/// for mines, so there is none.
extension MinesweeperGame {
    public static let hasUndo = true

    public var undo: UndoRule {
        switch outcome {
        case .lost: .allowed(death: true)
        case .won: .refused("This board is cleared and the win is recorded: it cannot be taken back.")
        case .playing, .draw: .unavailable
        }
    }
}

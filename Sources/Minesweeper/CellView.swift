/// What the player may see of one cell. Mine positions appear only once the game is over.
public enum CellView: Sendable, Equatable {
    case covered
    case flagged
    case questioned
    /// Uncovered, with the number of mines around it (0 = empty).
    case revealed(Int)
    /// A mine the player did not flag: shown after a loss, and after a win for the mines left unflagged.
    case mine
    /// The mine the player uncovered (a chord can hit more than one).
    case explodedMine
    /// A flag on a cell without a mine, shown after a loss.
    case wrongFlag
}

/// One thing a player can do. Cells are numbered row by row: `row * width + column`.
public enum MinesweeperMove: Sendable, Equatable {
    /// Uncover a covered cell, or chord on an uncovered number whose flags are all placed.
    case reveal(Int)
    /// Flag a covered cell. In a log written before the marks' settings left it, it cycles the cell's mark (flag,
    /// then question mark when that log had them on, then nothing), as it did then.
    case flag(Int)
    /// Turn a flag into a question mark (the step of the flag cycle that question marks add).
    case question(Int)
    /// Take a flag or a question mark off.
    case clear(Int)
    /// Interface settings (`isSetting`): taps uncover or flag, and whether the flag cycle has a question mark.
    /// Stored with the game, never logged.
    case setFlagMode(Bool)
    case setQuestionMarks(Bool)
    /// Only in logs written before the two settings left them: a switch of flag mode (`m`) or question marks (`q`),
    /// logged as a move then, and replayed as it played then (switching question marks off cleared them).
    case toggleFlagMode
    case toggleQuestionMarks

    /// The mark move that cycles a cell's mark from `mark`: flag, then question mark (when `questionMarks`), then
    /// nothing, written with the mark it leaves so that a replay needs no setting.
    static func cycling(_ cell: Int, from mark: CellMark, questionMarks: Bool) -> MinesweeperMove {
        switch mark {
        case .flagged: questionMarks ? .question(cell) : .clear(cell)
        case .questioned: .clear(cell)
        // A covered cell is flagged; an uncovered one is refused when played, as a flag on it always was.
        case .covered, .revealed, .exploded: .flag(cell)
        }
    }
}

/// One thing a player can do. Cells are numbered row by row: `row * width + column`.
public enum MinesweeperMove: Sendable, Equatable {
    /// Uncover a covered cell, or chord on an uncovered number whose flags are all placed.
    case reveal(Int)
    /// Cycle a covered cell's mark: flag, then question mark (when enabled), then nothing.
    case flag(Int)
    /// Switch taps between uncovering and flagging (for phones, where there is no right click).
    case toggleFlagMode
    /// Switch the question-mark step of the flag cycle on or off.
    case toggleQuestionMarks
}

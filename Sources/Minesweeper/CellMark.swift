/// What the player has done to one cell; stored as one character per cell.
enum CellMark: UInt8, Sendable {
    case covered = 0x2E      // "."
    case flagged = 0x46      // "F"
    case questioned = 0x3F   // "?"
    case revealed = 0x6F     // "o"
    case exploded = 0x58     // "X": a mine the player uncovered
}

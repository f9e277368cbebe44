@testable import Minesweeper
import Games

/// A board drawn as rows of `.` (no mine) and `*` (mine).
func board(_ rows: String...) -> MineField {
    let width = rows[0].count
    var mines: [Int] = []
    for (y, row) in rows.enumerated() {
        for (x, symbol) in row.enumerated() where symbol == "*" { mines.append(y * width + x) }
    }
    return MineField(width: width, height: rows.count, mines: mines)
}

/// A game whose mines are already laid on `field`, as if the first uncover had chosen them.
func game(on field: MineField) throws -> MinesweeperGame {
    let params = try MinesweeperParams(width: field.width, height: field.height, mines: field.mineCount, noGuess: false)
    var game = MinesweeperGame(params: params, seed: 1)
    game.field = field
    return game
}

/// Cell number of column `x`, row `y`.
func at(_ x: Int, _ y: Int, width: Int = 6) -> Int {
    y * width + x
}

/// The 6×6 board most rule tests play on. Clicking the top-left corner opens a 2×2 patch of empty
/// cells plus its border (9 cells); the bottom-right corner opens 16 cells; the top-right corner
/// opens the last 4.
///
///     . . . * . .      0 0 2 * 2 0
///     . . . * . .      0 0 3 * 5 2
///     . . . * * *      2 2 3 * * *
///     * * . . . .      * * 2 2 3 2
///     . . . . . .      2 2 1 0 0 0
///     . . . . . .      0 0 0 0 0 0
let sixBySix = board(
    "...*..",
    "...*..",
    "...***",
    "**....",
    "......",
    "......"
)

/// Cells uncovered in `game`.
func uncovered(_ game: MinesweeperGame) -> Set<Int> {
    Set((0..<game.width * game.height).filter {
        if case .revealed = game.cell($0) { return true }
        return false
    })
}

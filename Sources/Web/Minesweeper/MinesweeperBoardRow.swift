import Minesweeper

/// One row of the minefield as the page shows it: a button per cell, labelled with its position
/// and what the player knows of it. Kept lean, as an Expert board is 480 of them.
struct MinesweeperBoardRow {
    struct Cell {
        let index: Int
        let text: String
        let label: String
        /// One class token (so the template can leave it unquoted); nil for a covered cell.
        let kind: String?
        /// The form field a tap posts: `cell` (uncover or flag, by the mode), `chord` for a number
        /// whose flags are all placed; nil for a cell a tap cannot change (a plain button).
        let name: String?
        let focus: Bool
    }

    let cells: [Cell]

    static func rows(of game: MinesweeperGame, focus: Int?) -> [MinesweeperBoardRow] {
        let width = game.width, height = game.height
        let views = (0..<width * height).map(game.cell)
        let over = game.outcome.isOver
        return (0..<height).map { row in
            MinesweeperBoardRow(cells: (0..<width).map { column in
                let index = row * width + column
                let (text, state, kind) = describe(views[index])
                var name: String? = nil
                if !over {
                    switch views[index] {
                    case .covered, .flagged, .questioned: name = "cell"
                    case .revealed(let number) where number > 0 && canChord(views, row, column, width, height, number):
                        name = "chord"
                    default: break
                    }
                }
                return Cell(index: index, text: text, label: "Row \(row + 1), column \(column + 1), \(state)",
                            kind: kind, name: name, focus: index == focus)
            })
        }
    }

    /// Shown text, spoken state and class of a cell.
    private static func describe(_ view: CellView) -> (String, String, String?) {
        switch view {
        case .covered: ("", "covered", nil)
        case .flagged: ("⚑", "flagged", "f")
        case .questioned: ("?", "question mark", "q")
        case .revealed(0): ("", "empty", "e")
        case .revealed(let n): ("\(n)", "\(n) mine\(n == 1 ? "" : "s") around", "n\(n)")
        case .mine: ("✹", "mine", "m")
        case .explodedMine: ("✹", "exploded mine", "x")
        case .wrongFlag: ("⚑", "flag on a cell without a mine", "w")
        }
    }

    /// A number chords when exactly that many flags touch it and something around it is still covered.
    private static func canChord(_ views: [CellView], _ row: Int, _ column: Int, _ width: Int, _ height: Int,
                                 _ number: Int) -> Bool {
        var flags = 0, covered = 0
        for y in max(0, row - 1)...min(height - 1, row + 1) {
            for x in max(0, column - 1)...min(width - 1, column + 1) where y != row || x != column {
                switch views[y * width + x] {
                case .flagged: flags += 1
                case .covered, .questioned: covered += 1
                default: break
                }
            }
        }
        return flags == number && covered > 0
    }
}

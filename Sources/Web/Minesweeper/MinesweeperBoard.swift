import Minesweeper

/// The minefield as the page shows it: a button per cell, labelled with its position and what the
/// player knows of it. Rendered through the flat templates `minesweeper/row` and `minesweeper/cell`,
/// as an Expert board is 480 of them.
enum MinesweeperBoard {
    static func board(of game: MinesweeperGame, focus: Int?, templates: Templates) throws -> RenderedHTML {
        let cellTemplate = try templates.flat("minesweeper/cell", slots: ["action", "kind", "label", "focus", "text"])
        let rowTemplate = try templates.flat("minesweeper/row", slots: ["cells"])
        let width = game.width, height = game.height
        let views = (0..<width * height).map(game.cell)
        let over = game.outcome.isOver
        var html: [UInt8] = []
        html.reserveCapacity(width * height * 90 + height * 24)
        var cells: [UInt8] = []
        for row in 0..<height {
            cells.removeAll(keepingCapacity: true)
            for column in 0..<width {
                let index = row * width + column
                let (text, state, kind) = describe(views[index])
                // The form field a tap posts: `cell` (uncover or flag, by the mode), `chord` for a number
                // whose flags are all placed; none for a cell a tap cannot change (a plain button).
                var action = " type=button"
                if !over {
                    switch views[index] {
                    case .covered, .flagged, .questioned: action = " name=cell value=\(index)"
                    case .revealed(let number) where number > 0 && canChord(views, row, column, width, height, number):
                        action = " name=chord value=\(index)"
                    default: break
                    }
                }
                cellTemplate.render(into: &cells, [
                    action, kind.map { " class=\($0)" } ?? "", "Row \(row + 1), column \(column + 1), \(state)",
                    index == focus ? " autofocus" : "", text,
                ])
            }
            rowTemplate.render(into: &html, [String(decoding: cells, as: UTF8.self)])
            html.append(UInt8(ascii: "\n"))
        }
        return RenderedHTML(bytes: html)
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

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
        var html = HTMLOutput(capacity: width * height * 90 + height * 24)
        for row in 0..<height {
            rowTemplate.render(into: &html) { _, html in
                for column in 0..<width {
                    let index = row * width + column
                    let view = views[index]
                    cellTemplate.render(into: &html) { slot, html in
                        switch slot {
                        case 0: writeAction(of: view, at: index, row, column, over: over, views, width, height, to: &html)
                        case 1: writeClass(of: view, to: &html)
                        case 2:
                            html.write("Row ")
                            html.write(row + 1)
                            html.write(", column ")
                            html.write(column + 1)
                            html.write(", ")
                            writeState(of: view, to: &html)
                        case 3: if index == focus { html.write(" autofocus") }
                        default: writeText(of: view, to: &html)
                        }
                    }
                }
            }
            html.append(UInt8(ascii: "\n"))
        }
        return RenderedHTML(bytes: html.bytes)
    }

    /// The form field a tap posts: `cell` (uncover or flag, by the mode), `chord` for a number whose
    /// flags are all placed; none for a cell a tap cannot change (a plain button).
    private static func writeAction(of view: CellView, at index: Int, _ row: Int, _ column: Int, over: Bool,
                                    _ views: [CellView], _ width: Int, _ height: Int, to html: inout HTMLOutput) {
        if !over {
            switch view {
            case .covered, .flagged, .questioned:
                html.write(" name=cell value=")
                html.write(index)
                return
            case .revealed(let number) where number > 0 && canChord(views, row, column, width, height, number):
                html.write(" name=chord value=")
                html.write(index)
                return
            default: break
            }
        }
        html.write(" type=button")
    }

    /// The class that draws the cell; a covered cell has none.
    private static func writeClass(of view: CellView, to html: inout HTMLOutput) {
        switch view {
        case .covered: break
        case .flagged: html.write(" class=f")
        case .questioned: html.write(" class=q")
        case .revealed(0): html.write(" class=e")
        case .revealed(let n):
            html.write(" class=n")
            html.write(n)
        case .mine: html.write(" class=m")
        case .explodedMine: html.write(" class=x")
        case .wrongFlag: html.write(" class=w")
        }
    }

    /// What a screen reader says the cell is, after its position.
    private static func writeState(of view: CellView, to html: inout HTMLOutput) {
        switch view {
        case .covered: html.write("covered")
        case .flagged: html.write("flagged")
        case .questioned: html.write("question mark")
        case .revealed(0): html.write("empty")
        case .revealed(let n):
            html.write(n)
            html.write(n == 1 ? " mine around" : " mines around")
        case .mine: html.write("mine")
        case .explodedMine: html.write("exploded mine")
        case .wrongFlag: html.write("flag on a cell without a mine")
        }
    }

    /// What the cell shows.
    private static func writeText(of view: CellView, to html: inout HTMLOutput) {
        switch view {
        case .covered, .revealed(0): break
        case .flagged, .wrongFlag: html.write("⚑")
        case .questioned: html.write("?")
        case .revealed(let n): html.write(n)
        case .mine, .explodedMine: html.write("✹")
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

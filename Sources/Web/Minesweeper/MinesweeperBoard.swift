import Games
import Minesweeper

/// The minefield: a button per cell named by position and what the player knows, in the rows of a `role=grid` that
/// add no box (one CSS grid). Text browsers read a cell's text ("#", "·") and name ("c4"), a row a line, inside the
/// template's `<pre>` (docs/games.md).
enum MinesweeperBoard {
    /// `hidingMines`: show only what the player saw while playing (today's daily board, `GameView.keepsDailySecret`).
    static func board(of game: MinesweeperGame, focus: Int?, hidingMines: Bool = false) -> RenderedHTML {
        let width = game.width, height = game.height
        let views = (0..<width * height).map { hidingMines ? seen(game.cell($0)) : game.cell($0) }
        let over = game.outcome.isOver
        let columns = (0..<width).map(CellName.column)
        let labels = MinesweeperCellLabels.current
        // About 80 bytes of markup a cell besides its label.
        var html = HTMLWriter(capacity: width * height * (80 + labels.longest) + height * 30)
        html.grid(inPreformatted: true) { grid in
            for row in 0..<height {
                grid.gridRow(inPreformatted: true) { cells in
                    for column in 0..<width {
                        let index = row * width + column
                        let view = views[index]
                        cells.element("button", { button in
                            writeAction(of: view, at: index, name: (columns[column], row + 1), over: over, in: game, to: &button)
                            let focused = index == focus
                            writeClass(of: view, position: focused ? (row, column) : nil, to: &button)
                            writeLabel(of: view, row: row, column: column, labels: labels, to: &button)
                            button.attribute("role", .word("gridcell"))
                            // The `#cell` fragment of a move's page focuses it (and scrolls by its row and column
                            // classes); `autofocus` does on a reload without one.
                            if focused {
                                button.attribute("id", .word("cell"))
                                button.flag("autofocus")
                            }
                        }) { cell in
                            cell.text(" ")
                            writeText(of: view, to: &cell)
                        }
                    }
                }
            }
        }
        return html.html
    }

    /// What the player saw of a cell while playing: the mines they uncovered, no other (a lost game shows the rest
    /// only where the board is no secret).
    static func seen(_ view: CellView) -> CellView {
        switch view {
        case .mine: .covered
        case .wrongFlag: .flagged
        default: view
        }
    }

    /// The form field a tap posts: `cell` (uncover or flag, by the mode), or `chord` for a number the rules let chord;
    /// none for a cell a tap cannot change, a plain button with no tab stop, so Tab crosses only playable cells (a
    /// finished board's fieldset is disabled, which takes every cell out of the tab order).
    private static func writeAction(of view: CellView, at index: Int, name: (column: String, row: Int), over: Bool,
                                    in game: MinesweeperGame, to button: inout HTMLWriter.StartTag) {
        if !over {
            switch view {
            case .covered, .flagged, .questioned:
                button.attribute("name", .word("cell"))
                button.tokenAttribute("value") { $0.text(name.column); $0.text(name.row) }
                return
            case .revealed(let number) where number > 0 && game.chords(at: index):
                button.attribute("name", .word("chord"))
                button.tokenAttribute("value") { $0.text(name.column); $0.text(name.row) }
                return
            default: break
            }
        }
        button.attribute("type", .word("button"))
        // Its name still: a text browser shows a button's value beside it ("(e5) 1", not "(BUTTON) 1"), and a board
        // row then stays one line.
        button.tokenAttribute("value") { $0.text(name.column); $0.text(name.row) }
        if !over { button.attribute("tabindex", .number(-1)) }
    }

    /// The class that draws the cell (a covered cell has none) and, on the focused cell only, its board row and
    /// column (`yR xC`), which its scroll margin needs; the drawing class stays first (`[class^="n"]`).
    private static func writeClass(of view: CellView, position: (row: Int, column: Int)?,
                                   to button: inout HTMLWriter.StartTag) {
        guard let position else {
            if let drawn = drawingClass(of: view) { button.attribute("class", drawn) }
            return
        }
        button.attribute("class") { classes in
            if let drawn = drawingClass(of: view) {
                switch drawn {
                case .word(let word): classes.text(word)
                case .numbered(let word, let n):
                    classes.text(word)
                    classes.text(n)
                case .number(let n): classes.text(n)
                }
                classes.text(" ")
            }
            classes.text("y")
            classes.text(position.row)
            classes.text(" x")
            classes.text(position.column)
        }
    }

    /// A cell of a replay: no button, but a table's cell labelled with its position and what it shows; `labels`: the
    /// page's language's (`MinesweeperCellLabels.current`).
    static func writeReadOnlyCell(_ view: CellView, row: Int, column: Int, labels: MinesweeperCellLabels,
                                  to html: inout HTMLWriter) {
        html.element("span", { span in
            if let drawn = drawingClass(of: view) { span.attribute("class", drawn) }
            span.attribute("role", quoted: .word("cell"))
            writeLabel(of: view, row: row, column: column, labels: labels, to: &span)
        }) { writeText(of: view, to: &$0) }
    }

    /// "Row 3, column 5, flagged": where the cell is and what it shows, for a button and a replay's cell alike, in the
    /// page's language (`labels`).
    private static func writeLabel(of view: CellView, row: Int, column: Int, labels: MinesweeperCellLabels,
                                   to tag: inout HTMLWriter.StartTag) {
        tag.attribute("aria-label") { labels.write(view, row: row, column: column, to: &$0) }
    }

    private static func drawingClass(of view: CellView) -> HTMLToken? {
        switch view {
        case .covered: nil
        case .flagged: .word("f")
        case .questioned: .word("q")
        case .revealed(0): .word("e")
        case .revealed(let n): .numbered("n", n)
        case .mine: .word("m")
        case .explodedMine: .word("x")
        case .wrongFlag: .word("w")
        }
    }

    /// What the cell shows; a covered or empty cell's mark only in a text browser (the stylesheet hides its `<i>`).
    private static func writeText(of view: CellView, to html: inout HTMLWriter) {
        switch view {
        case .covered: html.element("i") { $0.text("#") }
        case .revealed(0): html.element("i") { $0.text("·") }
        case .flagged, .wrongFlag: html.text("⚑")
        case .questioned: html.text("?")
        case .revealed(let n): html.text(n)
        case .mine, .explodedMine: html.text("✹")
        }
    }
}

import Games
import Minesweeper

/// Minesweeper's replay: the minefield read-only, a table of rows, each cell labelled with what it shows. Mines show only
/// at the end of a finished game: an earlier step that was over (a mine undone later) shows what the player saw
/// of it, the exploded cell, and nothing of the other mines.
extension MinesweeperPages: ReplayPages {
    static func replayBoard(_ game: MinesweeperGame, end: Bool) -> RenderedHTML {
        let params = game.params
        let outcome = end ? game.outcome : .playing
        var html = HTMLWriter(capacity: params.width * params.height * 80 + 200)
        html.element("div", { $0.attribute("class", quoted: .word("board-box")) }) { box in
            box.element("div", { div in
                div.attribute("class", text: ["field", "w\(params.width)", "r\(params.height)",
                                              params.width > params.height ? "wide" : nil,
                                              outcome == .won ? "won" : nil, outcome == .lost ? "lost" : nil]
                    .compactMap { $0 }.joined(separator: " "))
                div.attribute("role", quoted: .word("group"))
                div.attribute("aria-label", text: "Minefield, \(params.height) rows of \(params.width) cells")
            }) { field in
                field.element("div", { div in
                    div.attribute("class", quoted: .word("cells"))
                    div.attribute("role", quoted: .word("table"))
                }) { cells in
                    cells.newline()
                    for row in 0..<params.height {
                        cells.element("div", { div in
                            div.attribute("class", quoted: .word("cells-row"))
                            div.attribute("role", quoted: .word("row"))
                        }) { cellsRow in
                            for column in 0..<params.width {
                                let view = seen(game.cell(row * params.width + column), end: end)
                                MinesweeperBoard.writeReadOnlyCell(view, row: row, column: column, to: &cellsRow)
                            }
                        }
                        cells.newline()
                    }
                }
            }
        }
        return html.html
    }

    /// What the player saw of a cell: before the end, no mine they did not uncover.
    private static func seen(_ view: CellView, end: Bool) -> CellView {
        end ? view : MinesweeperBoard.seen(view)
    }

    static func describe(_ move: MinesweeperMove, before: MinesweeperGame, after: MinesweeperGame) -> String {
        let text: String
        switch move {
        case .reveal(let cell):
            if case .revealed = before.cell(cell) {
                text = "Uncover around \(place(cell, before))"
            } else {
                text = "Uncover \(place(cell, before))"
            }
        case .flag(let cell), .question(let cell), .clear(let cell):
            switch after.cell(cell) {
            case .flagged: text = "Flag \(place(cell, before))"
            case .questioned: text = "Question mark on \(place(cell, before))"
            default: text = "Clear \(place(cell, before))"
            }
        // Settings are logged only in old logs (as toggles), never now.
        case .toggleFlagMode, .setFlagMode: text = after.flagMode ? "Flag mode on" : "Flag mode off"
        case .toggleQuestionMarks, .setQuestionMarks: text = after.questionMarks ? "Question marks on" : "Question marks off"
        }
        switch after.outcome {
        case .won where !before.outcome.isOver: return text + ": the field is cleared"
        case .lost where !before.outcome.isOver: return text + ": a mine"
        default: return text
        }
    }

    static func summary(_ game: MinesweeperGame) -> String {
        let params = game.params
        return "\(params.level.title), \(params.width) × \(params.height), \(params.mines) mines"
            + (params.noGuess ? ", no guessing needed" : "")
    }

    private static func place(_ cell: Int, _ game: MinesweeperGame) -> String {
        "row \(cell / game.width + 1), column \(cell % game.width + 1)"
    }
}

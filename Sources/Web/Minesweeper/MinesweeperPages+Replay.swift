import Games
import Minesweeper

/// Minesweeper's replay: the minefield read-only, a table of rows, each cell labelled with what it shows. Mines show only
/// at the end of a finished game: an earlier step that was over (a mine undone later) shows what the player saw
/// of it, the exploded cell, and nothing of the other mines.
extension MinesweeperPages: ReplayPages {
    static func replayBoard(_ game: MinesweeperGame, end: Bool) -> RenderedHTML {
        let params = game.params
        let outcome = end ? game.outcome : .playing
        let labels = MinesweeperCellLabels.current
        var html = HTMLWriter(capacity: params.width * params.height * (40 + labels.longest) + 200)
        html.element("div", { $0.attribute("class", quoted: .word("board-box")) }) { box in
            box.element("div", { div in
                div.attribute("class", text: ["field", "w\(params.width)", "r\(params.height)",
                                              params.width > params.height ? "wide" : nil,
                                              outcome == .won ? "won" : nil, outcome == .lost ? "lost" : nil]
                    .compactMap { $0 }.joined(separator: " "))
                div.attribute("role", quoted: .word("group"))
                div.attribute("aria-label", text: MinesweeperPage.fieldLabel(params))
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
                                MinesweeperBoard.writeReadOnlyCell(view, row: row, column: column, labels: labels, to: &cellsRow)
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

    /// A replay lists every move: English writes its lines as it always did, another language fills its texts in.
    static func describe(_ move: MinesweeperMove, before: MinesweeperGame, after: MinesweeperGame) -> String {
        guard Language.chosen != .en else { return englishDescription(move, before: before, after: after) }
        let text: String
        switch move {
        case .reveal(let cell):
            if case .revealed = before.cell(cell) {
                text = placed(localized("Uncover around row {{row}}, column {{column}}"), cell, before)
            } else {
                text = placed(localized("Uncover row {{row}}, column {{column}}"), cell, before)
            }
        case .flag(let cell), .question(let cell), .clear(let cell):
            switch after.cell(cell) {
            case .flagged: text = placed(localized("Flag row {{row}}, column {{column}}"), cell, before)
            case .questioned: text = placed(localized("Question mark on row {{row}}, column {{column}}"), cell, before)
            default: text = placed(localized("Clear row {{row}}, column {{column}}"), cell, before)
            }
        case .toggleFlagMode, .setFlagMode: text = after.flagMode ? localized("Flag mode on") : localized("Flag mode off")
        case .toggleQuestionMarks, .setQuestionMarks:
            text = after.questionMarks ? localized("Question marks on") : localized("Question marks off")
        }
        switch after.outcome {
        case .won where !before.outcome.isOver:
            return Placeholders.fill(localized("{{move}}: the field is cleared"), ["move": text])
        case .lost where !before.outcome.isOver: return Placeholders.fill(localized("{{move}}: a mine"), ["move": text])
        default: return text
        }
    }

    /// `text` with the cell's row and column.
    private static func placed(_ text: String, _ cell: Int, _ game: MinesweeperGame) -> String {
        Placeholders.fill(text, ["row": "\(cell / game.width + 1)", "column": "\(cell % game.width + 1)"])
    }

    private static func englishDescription(_ move: MinesweeperMove, before: MinesweeperGame, after: MinesweeperGame) -> String {
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

    /// A replay is made for every visit: English writes its line as it always did, another language by its plurals.
    static func summary(_ game: MinesweeperGame) -> String {
        let params = game.params
        guard Language.chosen != .en else {
            return "\(params.level.title), \(params.width) × \(params.height), \(params.mines) mines"
                + (params.noGuess ? ", no guessing needed" : "")
        }
        let values: KeyValuePairs = ["level": params.level.localizedTitle, "width": "\(params.width)",
                                     "height": "\(params.height)"]
        guard params.noGuess else {
            return localized(one: "{{level}}, {{width}} × {{height}}, {{count}} mine",
                             other: "{{level}}, {{width}} × {{height}}, {{count}} mines", count: params.mines, values)
        }
        return localized(one: "{{level}}, {{width}} × {{height}}, {{count}} mine, no guessing needed",
                         other: "{{level}}, {{width}} × {{height}}, {{count}} mines, no guessing needed",
                         count: params.mines, values)
    }

    private static func place(_ cell: Int, _ game: MinesweeperGame) -> String {
        "row \(cell / game.width + 1), column \(cell % game.width + 1)"
    }
}

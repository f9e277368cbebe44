/// A replay's board, read-only, as the X-and-O games draw it: their page's board classes on a table (rows of cells a
/// screen reader moves through, as on the game page's grid), each square a cell with its page's label instead of a
/// button.
extension HTMLWriter {
    /// `<div class="board-box"><div class="…" role="table" aria-label="Board">` and a line break, then `squares`.
    mutating func replayBoard(classes: String, squares: (inout HTMLWriter) -> Void) {
        element("div", { $0.attribute("class", quoted: .word("board-box")) }) { box in
            box.element("div", { div in
                div.attribute("class", text: classes)
                div.attribute("role", quoted: .word("table"))
                if Language.chosen == .en {
                    div.attribute("aria-label", quoted: .word("Board"))
                } else {
                    div.attribute("aria-label", text: localized("Board"))
                }
            }) { board in
                board.newline()
                squares(&board)
            }
        }
    }

    /// A row of three squares, with no box of its own (`.cells-row`).
    mutating func replayRow(_ squares: ArraySlice<SquareView>) {
        element("div", { div in
            div.attribute("class", quoted: .word("cells-row"))
            div.attribute("role", quoted: .word("row"))
        }) { row in
            for square in squares { row.replayCell(classes: square.classes, label: square.label, symbol: square.symbol) }
        }
        newline()
    }

    /// One square: `<span class="…" role="cell" aria-label="…"><span class="mark" aria-hidden="true">X</span></span>`.
    mutating func replayCell(classes: String, label: String, symbol: String) {
        element("span", { span in
            span.attribute("class", text: classes)
            span.attribute("role", quoted: .word("cell"))
            span.attribute("aria-label", text: label)
        }) { cell in
            cell.element("span", { span in
                span.attribute("class", quoted: .word("mark"))
                span.attribute("aria-hidden", quoted: .word("true"))
            }) { $0.text(symbol) }
        }
    }
}

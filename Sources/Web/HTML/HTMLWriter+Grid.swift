/// A board's grid semantics, the same on every board: `role=grid`, then a `role=row` per row, whose cells are the
/// board's buttons (`role=gridcell`). The two wrappers are `display: contents` (site.css, `.board-rows`, `.cells-row`), so each
/// board's stylesheet still lays out the buttons themselves; a text browser starts a line at each row.
extension HTMLWriter {
    mutating func grid(_ rows: (inout HTMLWriter) -> Void) {
        element("div", { div in
            div.attribute("class", .word("board-rows"))
            div.attribute("role", .word("grid"))
        }) { grid in
            grid.newline()
            rows(&grid)
        }
    }

    mutating func gridRow(_ cells: (inout HTMLWriter) -> Void) {
        element("div", { div in
            div.attribute("class", .word("cells-row"))
            div.attribute("role", .word("row"))
        }, content: cells)
        newline()
    }
}

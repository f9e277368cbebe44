/// A board's grid semantics, the same on every board: `role=grid`, then a `role=row` per row, whose cells are the
/// board's buttons (`role=gridcell`). The two wrappers are `display: contents` (site.css, `.board-rows`, `.cells-row`), so each
/// board's stylesheet still lays out the buttons themselves; a text browser starts a line at each row.
extension HTMLWriter {
    /// `inPreformatted`: spans, which a `<pre>` may hold, and no line before the first row (a text browser shows it).
    mutating func grid(inPreformatted: Bool = false, _ rows: (inout HTMLWriter) -> Void) {
        element(inPreformatted ? "span" : "div", { div in
            div.attribute("class", .word("board-rows"))
            div.attribute("role", .word("grid"))
        }) { grid in
            if !inPreformatted { grid.newline() }
            rows(&grid)
        }
    }

    mutating func gridRow(inPreformatted: Bool = false, _ cells: (inout HTMLWriter) -> Void) {
        element(inPreformatted ? "span" : "div", { div in
            div.attribute("class", .word("cells-row"))
            div.attribute("role", .word("row"))
        }, content: cells)
        newline()
    }
}

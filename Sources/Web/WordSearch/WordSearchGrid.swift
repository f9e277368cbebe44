import WordSearch

/// The letter grid as the page shows it: a button per letter, which says where it is and what it is part
/// of, for screen readers ("K, row 2, column 5, found"). Up to 400 letters, written element by element.
enum WordSearchGrid {
    static func grid(of game: WordSearchGame) -> RenderedHTML {
        let over = game.outcome.isOver
        var html = HTMLWriter(capacity: game.width * game.height * 100)
        for row in 0..<game.height {
            html.element("div", { $0.attribute("class", quoted: .word("row")) }) { html in
                for column in 0..<game.width {
                    let index = row * game.width + column
                    let letter = String(game.letter(index))
                    let found = game.cellIsFound(index), revealed = !found && game.cellIsRevealed(index)
                    // The first tap waiting for its second is focused on load, so keyboard play goes on from there.
                    let selected = game.pendingStart == index
                    html.element("button", { button in
                        button.attribute("name", quoted: .word("cell"))
                        button.attribute("value", quoted: .number(index))
                        button.attribute("class") { classes in
                            classes.text(found ? "l found" : revealed ? "l revealed" : "l")
                            if selected { classes.text(" selected") }
                        }
                        button.attribute("aria-label") { label in
                            label.text(letter)
                            label.text(", row ")
                            label.text(row + 1)
                            label.text(", column ")
                            label.text(column + 1)
                            if found { label.text(", found") } else if revealed { label.text(", revealed") }
                            if selected { label.text(", selected as the first letter") }
                        }
                        if over { button.flag("disabled") }
                        if selected { button.flag("autofocus") }
                    }) { $0.text(letter) }
                }
            }
            html.newline()
        }
        return html.html
    }
}

import WordSearch

/// The letter grid: a button per letter saying where it is and what it is part of ("K, row 2, column 5, found"),
/// in the rows of a `role=grid` (`HTMLWriter.grid`), then a line through each found or revealed word; up to 400
/// letters, written element by element.
enum WordSearchGrid {
    /// `focus`: the letter that gets `autofocus` (the one just tapped, or the first tap waiting for its second).
    static func grid(of game: WordSearchGame, focus: Int?) -> RenderedHTML {
        let over = game.outcome.isOver
        let labels = WordSearchCellLabels.current
        var html = HTMLWriter(capacity: game.width * game.height * 100)
        html.grid { grid in
            for row in 0..<game.height {
                grid.element("div", { div in
                    div.attribute("class", quoted: .word("row"))
                    div.attribute("role", quoted: .word("row"))
                }) { html in
                    for column in 0..<game.width {
                        let index = row * game.width + column
                        let letter = String(game.letter(index))
                        html.element("button", { button in
                            button.attribute("name", quoted: .word("cell"))
                            button.attribute("value", quoted: .number(index))
                            writeClass(of: game, at: index, to: &button)
                            writeLabel(letter, of: game, at: index, row: row, column: column, labels: labels, to: &button)
                            button.attribute("role", quoted: .word("gridcell"))
                            if over { button.flag("disabled") }
                            // The `#letter` fragment of a move's page focuses it; `autofocus` does on a reload without one.
                            if !over, focus == index {
                                button.attribute("id", quoted: .word("letter"))
                                button.flag("autofocus")
                            }
                        }) { $0.text(letter) }
                    }
                }
                grid.newline()
            }
        }
        html.newline()
        lines(of: game, into: &html)
        return html.html
    }

    /// A letter's class: found, revealed, selected as a first tap. The same on the page's button and the replay's image.
    static func writeClass(of game: WordSearchGame, at index: Int, to tag: inout HTMLWriter.StartTag) {
        let found = game.cellIsFound(index), revealed = !found && game.cellIsRevealed(index)
        tag.attribute("class") { classes in
            classes.text(found ? "l found" : revealed ? "l revealed" : "l")
            if game.pendingStart == index { classes.text(" selected") }
        }
    }

    /// A letter's label: "K, row 2, column 5, found". English is written here piece by piece; another language from
    /// its `labels`.
    static func writeLabel(_ letter: String, of game: WordSearchGame, at index: Int, row: Int, column: Int,
                           labels: WordSearchCellLabels?, to tag: inout HTMLWriter.StartTag) {
        let found = game.cellIsFound(index), revealed = !found && game.cellIsRevealed(index)
        if let labels {
            return tag.attribute("aria-label") { label in
                labels.write(letter, found: found, revealed: revealed, selected: game.pendingStart == index,
                             row: row, column: column, to: &label)
            }
        }
        tag.attribute("aria-label") { label in
            label.text(letter)
            label.text(", row ")
            label.text(row + 1)
            label.text(", column ")
            label.text(column + 1)
            if found { label.text(", found") } else if revealed { label.text(", revealed") }
            if game.pendingStart == index { label.text(", selected as the first letter") }
        }
    }

    /// One line per found or revealed word over its letters, placed by classes (the CSP allows no inline styles):
    /// first letter's row and column, length and direction. Screen readers skip it (the letters' labels say the
    /// same), and only words already shown are drawn, so the lines give nothing away.
    static func lines(of game: WordSearchGame, into html: inout HTMLWriter) {
        for (index, word) in game.placed.enumerated() {
            let found = game.isFound(wordIndex: index)
            guard found || game.isRevealed(wordIndex: index) else { continue }
            html.element("span", { span in
                span.attribute("class") { classes in
                    classes.text(found ? "line found r" : "line revealed r")
                    classes.text(word.start / game.width)
                    classes.text(" c")
                    classes.text(word.start % game.width)
                    classes.text(" n")
                    classes.text(word.word.unicodeScalars.count)
                    classes.text(" d-")
                    classes.text(compass(word.direction))
                }
            }) { _ in }
            html.newline()
        }
    }

    /// The direction's class: where the word runs to, as on a compass with north up.
    static func compass(_ direction: Direction) -> StaticString {
        switch direction {
        case .right: "e"
        case .left: "w"
        case .down: "s"
        case .up: "n"
        case .downRight: "se"
        case .downLeft: "sw"
        case .upRight: "ne"
        case .upLeft: "nw"
        }
    }
}

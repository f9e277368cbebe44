import Games
import WordSearch

/// Word Search's replay: the words as the player saw them (found ones struck through) and the letter grid
/// read-only (a table of rows of letters), a line through each word found or revealed by then. An unfound word's place is never drawn: only
/// the game's own state at that step is, and a finished game has every word found or revealed.
extension WordSearchPages: ReplayPages {
    static func replayBoard(_ game: WordSearchGame, end: Bool) -> RenderedHTML {
        var html = HTMLWriter(capacity: game.width * game.height * 90 + 600)
        html.element("ul", { $0.attribute("class", quoted: .word("word-list")) }) { list in
            for (index, word) in game.words.enumerated() {
                let found = game.isFound(wordIndex: index), revealed = game.isRevealed(wordIndex: index)
                list.element("li") { item in
                    item.element("span", { span in
                        span.attribute("class", text: found ? "word found" : revealed ? "word revealed" : "word")
                    }) { span in
                        if found {
                            span.element("s") { $0.text(word) }
                        } else {
                            span.text(word)
                        }
                        if found || revealed {
                            span.element("span", { $0.attribute("class", quoted: .word("visually-hidden")) }) {
                                $0.text(found ? localized(", found") : localized(", revealed"))
                            }
                        }
                    }
                }
            }
        }
        html.newline()
        html.element("div", { $0.attribute("class", quoted: .word("board-box")) }) { box in
            box.element("div", { div in
                div.attribute("class", text: "grid cols-\(game.width) rows-\(game.height)")
                div.attribute("role", quoted: .word("group"))
                div.attribute("aria-label", text: localized(one: "Letter grid, {{count}} row of {{width}} letters",
                                                            other: "Letter grid, {{count}} rows of {{width}} letters",
                                                            count: game.height, ["width": String(game.width)]))
            }) { grid in
                grid.newline()
                // The rows as a table (no box of its own), the lines beside it.
                grid.element("div", { div in
                    div.attribute("class", .word("board-rows"))
                    div.attribute("role", .word("table"))
                }) { table in
                    let labels = WordSearchCellLabels.current
                    for row in 0..<game.height {
                        table.element("div", { div in
                            div.attribute("class", quoted: .word("row"))
                            div.attribute("role", quoted: .word("row"))
                        }) { line in
                            for column in 0..<game.width {
                                writeLetter(game, at: row * game.width + column, row: row, column: column, labels: labels, to: &line)
                            }
                        }
                        table.newline()
                    }
                }
                grid.newline()
                WordSearchGrid.lines(of: game, into: &grid)
            }
        }
        return html.html
    }

    private static func writeLetter(_ game: WordSearchGame, at index: Int, row: Int, column: Int,
                                    labels: WordSearchCellLabels?, to html: inout HTMLWriter) {
        let letter = String(game.letter(index))
        html.element("span", { span in
            WordSearchGrid.writeClass(of: game, at: index, to: &span)
            span.attribute("role", quoted: .word("cell"))
            WordSearchGrid.writeLabel(letter, of: game, at: index, row: row, column: column, labels: labels, to: &span)
        }) { $0.text(letter) }
    }

    /// What the game said after the move, as its page did ("Found SWIFT!", "No word there."), or where a first
    /// letter was chosen.
    static func describe(_ move: WordSearchMove, before: WordSearchGame, after: WordSearchGame) -> String {
        if let start = after.pendingStart, start != before.pendingStart {
            return localized("First letter: {{letter}}, row {{row}}, column {{column}}",
                             ["letter": String(after.letter(start)), "row": String(start / after.width + 1),
                              "column": String(start % after.width + 1)])
        }
        return after.lastMessage.map(WordSearchWords.said) ?? localized("A tap")
    }

    /// "Easy · Animals, 6 words"; "1 word" of a player's own list of one.
    static func summary(_ game: WordSearchGame) -> String {
        let level = WordSearchPage.levelTitle(game.params)
        return localized(one: "{{level}}, {{count}} word", other: "{{level}}, {{count}} words", count: game.words.count,
                         ["level": level])
    }
}

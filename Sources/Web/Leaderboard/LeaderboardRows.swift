/// A leaderboard's table rows: the ranked lines and, when the player's own best is outside them, that line
/// too (up to 33 rows a page), written element by element.
enum LeaderboardRows {
    static func rows(_ lines: [LeaderboardPage.Line], hasDetail: Bool) -> RenderedHTML {
        var html = HTMLWriter(capacity: lines.count * 200)
        // Another language's words, looked up once for every row; English writes its own as it always did.
        let words = Language.chosen == .en ? nil : (you: localized("(you)"), replay: localized(", watch the replay"))
        for line in lines {
            html.element("tr", { $0.attribute("class", text: line.classes) }) { row in
                row.element("td", { $0.attribute("class", quoted: .word("number")) }) { cell in
                    if words == nil { cell.text(line.place) } else { cell.text(ShownNumber.integer(line.place)) }
                }
                // A long name wraps within three lines and is cut there with an ellipsis; its title holds it whole.
                row.element("td", { $0.attribute("class", quoted: .word("name")) }) { cell in
                    cell.element("span", { tag in
                        tag.attribute("class", quoted: .word("player"))
                        if !line.name.isEmpty { tag.attribute("title", text: line.name) }
                    }) { name in
                        name.text(line.name)
                        if line.mine {
                            name.text(" ")
                            name.element("span", { $0.attribute("class", quoted: .word("you")) }) { you in
                                if let words { you.text(words.you) } else { you.text("(you)") }
                            }
                        }
                    }
                }
                row.element("td", { $0.attribute("class", quoted: .word("number")) }) { cell in
                    guard let replay = line.replayHref else { return cell.text(line.value) }
                    // The result links its game's replay; the hidden words tell a screen reader where it leads.
                    cell.element("a", { $0.attribute("href", text: replay) }) { link in
                        link.text(line.value)
                        link.element("span", { $0.attribute("class", quoted: .word("visually-hidden")) }) { hidden in
                            if let words { hidden.text(words.replay) } else { hidden.text(", watch the replay") }
                        }
                    }
                }
                if hasDetail {
                    row.element("td", { $0.attribute("class", quoted: .word("number")) }) { $0.text(line.detail) }
                }
                row.element("td") { $0.text(line.date) }
            }
            html.newline()
        }
        return html.html
    }
}

import Games
import UltimateTicTacToe

/// Ultimate Tic-Tac-Toe's replay: the board read-only (nothing is hidden in this game), drawn as the game page draws
/// it, with images for squares instead of buttons; and each move with the computer's reply, which the core plays
/// inside the same move.
extension UltimateTicTacToePages: ReplayPages {
    static func replayBoard(_ game: UltimateTicTacToeGame, end: Bool) -> RenderedHTML {
        var marks = UltimateBoardView.Marks()
        marks.last = game.playedCells.last
        marks.playable = false
        let view = UltimateBoardView(game.board, marks: marks)
        var html = HTMLWriter(capacity: 12_000)
        html.element("div", { $0.attribute("class", quoted: .word("board-box")) }) { box in
            box.element("div", { div in
                div.attribute("class", text: view.classes)
                div.attribute("role", quoted: .word("group"))
                div.attribute("aria-label", quoted: .word("Board"))
            }) { board in
                board.newline()
                for small in view.smallBoards {
                    board.element("div", { div in
                        div.attribute("class", text: small.classes)
                        div.attribute("role", quoted: .word("group"))
                        div.attribute("aria-label", text: small.label)
                    }) { group in
                        for cell in small.cells {
                            group.element("span", { span in
                                span.attribute("class", text: cell.classes)
                                span.attribute("role", quoted: .word("img"))
                                span.attribute("aria-label", text: cell.label)
                            }) { square in
                                square.element("span", { span in
                                    span.attribute("class", quoted: .word("mark"))
                                    span.attribute("aria-hidden", quoted: .word("true"))
                                }) { $0.text(cell.symbol) }
                            }
                        }
                        if let winner = small.winner {
                            group.element("span", { span in
                                span.attribute("class", quoted: .word("big-mark"))
                                span.attribute("aria-hidden", quoted: .word("true"))
                            }) { $0.text(winner) }
                        }
                    }
                    board.newline()
                }
            }
        }
        return html.html
    }

    static func describe(_ move: UltimateTicTacToeMove, before: UltimateTicTacToeGame, after: UltimateTicTacToeGame) -> String {
        guard case .place(let cell, _) = move, let mark = after.board[cell] else { return "A move" }
        var text = "\(mark.rawValue) in \(UltimateTicTacToePage.place(ofCell: cell))"
        if let reply = after.lastComputerMove, reply != cell, before.board[reply] == nil, let replied = after.board[reply] {
            text += ", the computer’s \(replied.rawValue) in \(UltimateTicTacToePage.place(ofCell: reply))"
        }
        switch after.state {
        case .inProgress: return text
        case .draw: return text + ": a draw"
        case .won(let winner): return text + ": \(winner.rawValue) wins"
        }
    }

    static func summary(_ game: UltimateTicTacToeGame) -> String {
        let params = game.params
        guard params.mode == .vsComputer else { return params.mode.title }
        return "\(params.mode.title), \(params.level.title), you played \(params.human.rawValue)"
    }
}

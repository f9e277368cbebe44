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
        html.replayBoard(classes: view.classes) { board in
            for small in view.smallBoards {
                board.element("div", { div in
                    div.attribute("class", text: small.classes)
                    div.attribute("role", quoted: .word("table"))
                    div.attribute("aria-label", text: small.label)
                }) { group in
                    for row in 0..<3 { group.replayRow(small.cells[row * 3..<row * 3 + 3]) }
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
        return html.html
    }

    static func describe(_ move: UltimateTicTacToeMove, before: UltimateTicTacToeGame, after: UltimateTicTacToeGame) -> String {
        guard case .place(let cell, _) = move, let mark = after.board[cell] else { return localized("A move") }
        let reply = after.lastComputerMove.flatMap { reply in
            reply != cell && before.board[reply] == nil
                ? after.board[reply].map { ($0, UltimateTicTacToePage.place(ofCell: reply)) } : nil
        }
        return VersusReplay.describe(mark, in: UltimateTicTacToePage.place(ofCell: cell), reply: reply, after: after,
                                     draw: localized("a draw"))
    }

    static func summary(_ game: UltimateTicTacToeGame) -> String {
        let params = game.params
        return VersusReplay.summary(vsComputer: params.mode == .vsComputer, level: params.level.shownTitle,
                                    human: params.human.rawValue)
    }
}

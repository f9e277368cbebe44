import Games
import TicTacToe

/// Tic-Tac-Toe's replay: the board read-only (nothing is hidden in this game), and each move with the computer's
/// reply, which the core plays inside the same move.
extension TicTacToePages: ReplayPages {
    static func replayBoard(_ game: TicTacToeGame, end: Bool) -> RenderedHTML {
        let winning = game.board.winningLine ?? []
        var html = HTMLWriter(capacity: 1600)
        html.element("div", { $0.attribute("class", quoted: .word("board-box")) }) { box in
            box.element("div", { div in
                div.attribute("class", text: ["board", TicTacToePage.lineClass(game.board.winningLine), game.outcome.isOver ? "over" : ""]
                    .filter { !$0.isEmpty }.joined(separator: " "))
                div.attribute("role", quoted: .word("group"))
                div.attribute("aria-label", quoted: .word("Board"))
            }) { board in
                board.newline()
                for index in Board.positions {
                    let mark = game.board[index]
                    board.element("span", { span in
                        var classes = "cell"
                        if let mark { classes += " mark-\(mark.rawValue.lowercased())" }
                        if winning.contains(index) { classes += " winning" }
                        span.attribute("class", text: classes)
                        span.attribute("role", quoted: .word("img"))
                        span.attribute("aria-label", text: "Row \(index / 3 + 1), column \(index % 3 + 1), \(mark?.rawValue ?? "empty")"
                                       + (winning.contains(index) ? ", part of the winning line" : ""))
                    }) { cell in
                        cell.element("span", { span in
                            span.attribute("class", quoted: .word("mark"))
                            span.attribute("aria-hidden", quoted: .word("true"))
                        }) { $0.text(mark?.rawValue ?? "") }
                    }
                    board.newline()
                }
            }
        }
        return html.html
    }

    static func describe(_ move: TicTacToeMove, before: TicTacToeGame, after: TicTacToeGame) -> String {
        guard case .place(let position, _) = move, let mark = after.board[position] else { return "A move" }
        var text = "\(mark.rawValue) in \(place(position))"
        if let reply = after.lastComputerMove, reply != position, !before.board.isOccupied(reply),
           let replied = after.board[reply] {
            text += ", the computer’s \(replied.rawValue) in \(place(reply))"
        }
        switch after.state {
        case .inProgress: return text
        case .draw: return text + ": a tie"
        case .won(let winner): return text + ": \(winner.rawValue) wins"
        }
    }

    static func summary(_ game: TicTacToeGame) -> String {
        let params = game.params
        guard params.mode == .vsComputer else { return params.mode.title }
        return "\(params.mode.title), \(params.level.title), you played \(params.human.rawValue)"
    }

    private static func place(_ position: Int) -> String {
        "row \(position / 3 + 1), column \(position % 3 + 1)"
    }
}

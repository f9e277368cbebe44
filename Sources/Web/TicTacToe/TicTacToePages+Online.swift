import Games
import TicTacToe

/// Tic-Tac-Toe with a friend by link: its board on the match page (the one-device page's markup, so its styles and
/// labels are the same) and the words of its win.
extension TicTacToePages: OnlinePages {
    struct OnlineBoard {
        struct Cell {
            let index: Int
            /// The button's value, "a1" … "c3" (`CellName`): a text browser shows it beside the square.
            let name: String
            /// The last square of a row but the board's last: a line break there gives a text browser one row a line.
            let rowEnd: Bool
            let free: Bool
            let symbol: String
            let label: String
            let classes: String
            let disabled: Bool
        }

        let classes: String
        let cells: [Cell]
    }

    static func onlineBoard(_ game: TicTacToeGame, playable: Bool, over: Bool) -> OnlineBoard {
        let winning = Set(game.board.winningLine ?? [])
        let cells = Board.positions.map { index in
            let mark = game.board[index]
            var classes = ["cell"]
            var label = "Row \(index / 3 + 1), column \(index % 3 + 1), \(mark?.rawValue ?? "empty")"
            if let mark { classes.append("mark-\(mark.rawValue.lowercased())") }
            if winning.contains(index) {
                classes.append("winning")
                label += ", part of the winning line"
            }
            return OnlineBoard.Cell(index: index, name: CellName.text(index, width: 3), rowEnd: index % 3 == 2 && index < 8,
                                    free: mark == nil, symbol: mark?.rawValue ?? "", label: label,
                                    classes: classes.joined(separator: " "), disabled: !playable || mark != nil)
        }
        let classes = ["board", TicTacToePage.lineClass(game.board.winningLine), over ? "over" : ""]
            .filter { !$0.isEmpty }.joined(separator: " ")
        return OnlineBoard(classes: classes, cells: cells)
    }

    static func onlineWin(_ winner: Mark) -> String { "Three in a row for \(winner.rawValue)." }
    static var onlineDraw: String { "Nobody got three in a row." }
    /// Its stylesheet scopes the board by `.ttt`, on the one-device page as here.
    static var onlineFrameClass: String { "ttt" }
}

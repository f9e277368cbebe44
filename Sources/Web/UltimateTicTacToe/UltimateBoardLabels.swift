import Games
import UltimateTicTacToe

extension UltimateBoardView {
    /// What a screen reader says of each small board and each square ("Board top-left, won by X"; "Board centre,
    /// square b2, empty"), made once per language: a page looks its 90 labels up instead of writing them.
    enum BoardLabels {
        /// What a small board came to, as its label says.
        enum State: Equatable {
            case open
            case won(Mark)
            /// Won, and part of the big board's winning line.
            case wonInLine(Mark)
            case drawn
            case playable
        }

        static func smallBoard(_ index: Int, _ state: State) -> String {
            let labels = tables.current.boards[index]
            return switch state {
            case .open: labels[0]
            case .won(let mark): labels[mark == .x ? 1 : 2]
            case .wonInLine(let mark): labels[mark == .x ? 3 : 4]
            case .drawn: labels[5]
            case .playable: labels[6]
            }
        }

        static func square(_ cell: Int, _ mark: Mark?) -> String {
            tables.current.squares[cell][mark == .x ? 0 : mark == .o ? 1 : 2]
        }

        /// The label of the square played last, saying who played it (one square a page: made when asked).
        static func square(_ cell: Int, _ mark: Mark?, lastBy: LastBy) -> String {
            let board = SmallBoardNames.hyphenated(Board.smallBoard(of: cell))
            let square = CellName.text(Board.square(of: cell), width: 3)
            switch lastBy {
            case .computer:
                return localized("Board {{board}}, square {{square}}, {{mark}}, the computer’s last move",
                                 ["board": board, "square": square, "mark": MarkReading.said(mark)])
            case .side(let side):
                return localized("Board {{board}}, square {{square}}, {{mark}}, {{side}}’s last move",
                                 ["board": board, "square": square, "mark": MarkReading.said(mark), "side": side.rawValue])
            }
        }

        private struct Tables: Sendable {
            /// Each small board's label in each state, in `smallBoard`'s order.
            let boards: [[String]]
            /// Each cell's label with X, with O, empty.
            let squares: [[String]]
        }

        private static let tables = PerLanguage { language in
            Language.$picked.withValue(language) {
                let boards = Board.smallBoards.map { index in
                    let name = SmallBoardNames.hyphenated(index)
                    return [
                        localized("Board {{board}}", ["board": name]),
                        localized("Board {{board}}, won by {{side}}", ["board": name, "side": "X"]),
                        localized("Board {{board}}, won by {{side}}", ["board": name, "side": "O"]),
                        localized("Board {{board}}, won by {{side}}, part of the winning line",
                                  ["board": name, "side": "X"]),
                        localized("Board {{board}}, won by {{side}}, part of the winning line",
                                  ["board": name, "side": "O"]),
                        localized("Board {{board}}, drawn", ["board": name]),
                        localized("Board {{board}}, play here", ["board": name]),
                    ]
                }
                let squares = Board.cells.map { cell in
                    [Mark.x, Mark.o, nil].map { mark in
                        localized("Board {{board}}, square {{square}}, {{mark}}",
                                  ["board": SmallBoardNames.hyphenated(Board.smallBoard(of: cell)),
                                   "square": CellName.text(Board.square(of: cell), width: 3), "mark": MarkReading.said(mark)])
                    }
                }
                return Tables(boards: boards, squares: squares)
            }
        }
    }
}

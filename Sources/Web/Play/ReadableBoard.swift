import Games

/// A board as the move box's readings say it (`BoardReading`): each cell's name and what the player sees there,
/// never what it hides (a covered cell reads "covered"), and the game's own lines for status, last and words.
/// Each game's pages make one from the page's view (`GamePages.readable`).
struct ReadableBoard: Sendable {
    let width: Int
    let height: Int
    /// What each cell shows, row by row, in a word or two: "covered", "3", "X".
    let cells: [String]
    /// Each cell's other name, said beside its own where a reading names one cell (Ultimate's `centre b2`, as its
    /// moves name it); nil for none.
    var places: [String]? = nil
    /// Whose turn, what is left, the time.
    var status: String
    /// The last move, the player's and the computer's (a match's page says its own).
    var last: String
    /// The words left to find; nil for a game without words.
    var words: String? = nil
    /// What the box accepts in this game, the moves first.
    let help: String
    /// The whole board said another way than row by row (Ultimate: small board by small board).
    var boardLines: [String]? = nil

    /// A cell's name as the readings ask for it (`CellName`: "e5"), the way the answer names it too.
    func name(_ cell: Int) -> String { CellName.text(cell, width: width) }

    func said(_ cells: [Int]) -> String {
        cells.map { "\(name($0)) \(self.cells[$0])" }.joined(separator: ", ")
    }

    func answer(_ reading: BoardReading) -> [String] {
        let cellsRead = reading.cells(width: width, height: height)
        switch reading {
        case .board:
            return boardLines ?? (0..<height).map { row in
                Self.row(row, said(Array(cellsRead[row * width..<(row + 1) * width])))
            }
        case .row(let row): return [Self.row(row, said(cellsRead))]
        case .column(let column):
            return [localized("Column {{column}}: {{cells}}", ["column": CellName.column(column), "cells": said(cellsRead)])]
        case .around(let cell):
            guard let places else {
                return [localized("Around {{cell}}: {{cells}}.", ["cell": name(cell), "cells": said(cellsRead)])]
            }
            return [localized("Around {{cell}} ({{place}}): {{cells}}.",
                              ["cell": name(cell), "place": places[cell], "cells": said(cellsRead)])]
        case .status: return [status]
        case .last: return [last]
        case .words: return [words ?? localized("This game has no words to find.")]
        case .help: return [help, Self.readingsHelp(words: words != nil)]
        }
    }

    /// "Row 3: a3 covered, b3 2, …"
    private static func row(_ row: Int, _ cells: String) -> String {
        localized("Row {{row}}: {{cells}}", ["row": "\(row + 1)", "cells": cells])
    }

    /// The readings, as typed (the box reads these English words in every language).
    static func readingsHelp(words: Bool) -> String {
        words ? localized("To read the board: board, row 3, column c, around e5, status, words, last, help.")
            : localized("To read the board: board, row 3, column c, around e5, status, last, help.")
    }
}

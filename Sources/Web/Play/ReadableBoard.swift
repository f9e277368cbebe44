import Games

/// A board as the move box's readings say it (`BoardReading`): each cell's name and what the player sees there,
/// never what it hides (a covered cell reads "covered"), and the game's own lines for status, last and words.
/// Each game's pages make one from the page's view (`GamePages.readable`).
struct ReadableBoard: Sendable {
    let width: Int
    let height: Int
    /// What each cell shows, row by row, in a word or two: "covered", "3", "X".
    let cells: [String]
    /// Each cell's name as a move names it; by default its `CellName` ("e5").
    var names: [String]? = nil
    /// Whose turn, what is left, the time.
    let status: String
    /// The last move, the player's and the computer's, as far as the game keeps it.
    let last: String
    /// The words left to find; nil for a game without words.
    var words: String? = nil
    /// What the box accepts in this game, the moves first.
    let help: String
    /// The whole board said another way than row by row (Ultimate: small board by small board).
    var boardLines: [String]? = nil

    func name(_ cell: Int) -> String { names?[cell] ?? CellName.text(cell, width: width) }

    func said(_ cells: [Int]) -> String {
        cells.map { "\(name($0)) \(self.cells[$0])" }.joined(separator: ", ")
    }

    func answer(_ reading: BoardReading) -> [String] {
        let cellsRead = reading.cells(width: width, height: height)
        switch reading {
        case .board:
            return boardLines ?? (0..<height).map { row in
                "Row \(row + 1): " + said(Array(cellsRead[row * width..<(row + 1) * width]))
            }
        case .row(let row): return ["Row \(row + 1): " + said(cellsRead)]
        case .column(let column): return ["Column \(CellName.column(column)): " + said(cellsRead)]
        case .around(let cell): return ["Around \(name(cell)): " + said(cellsRead) + "."]
        case .status: return [status]
        case .last: return [last]
        case .words: return [words ?? "This game has no words to find."]
        case .help: return [help, Self.readingsHelp(words: words != nil)]
        }
    }

    static func readingsHelp(words: Bool) -> String {
        "To read the board: board, row 3, column c, around e5, status, \(words ? "words, " : "")last, help."
    }
}

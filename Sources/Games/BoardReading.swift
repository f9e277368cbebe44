/// A reading command typed into the move box: it asks what the board shows and changes nothing. Its answer is
/// text on the game page (`?read=row+3`); a covered cell reads as covered, whatever it hides.
public enum BoardReading: Sendable, Equatable {
    /// The grid row by row.
    case board
    /// One row or one column, from 0.
    case row(Int)
    case column(Int)
    /// The eight cells around one (fewer at an edge).
    case around(Int)
    /// Time, mines or words left, whose turn.
    case status
    /// The words still to find (Word Search).
    case words
    /// The last move, the player's and the computer's.
    case last
    case help

    /// The command `text` names on a `width` × `height` board; nil for anything else (then it may be a move).
    public init?(_ text: String, width: Int, height: Int) {
        guard let words = TypedText.words(text), let first = words.first else { return nil }
        switch (first, words.count) {
        case ("board", 1): self = .board
        case ("status", 1): self = .status
        case ("words", 1): self = .words
        case ("last", 1): self = .last
        case ("help", 1), ("?", 1): self = .help
        case ("row", 2):
            guard TypedText.isDigits(words[1]), let row = Int(words[1]), (1...height).contains(row) else { return nil }
            self = .row(row - 1)
        case ("column", 2), ("col", 2):
            guard TypedText.isLetters(words[1]), words[1].utf8.count <= 3,
                  let cell = CellName.index(words[1] + "1", width: width, height: height) else { return nil }
            self = .column(cell)
        case ("around", 2):
            guard let cell = TypedText.cell(words[1], width: width, height: height) else { return nil }
            self = .around(cell)
        default: return nil
        }
    }

    /// The words typed as the page's address carries them (`row+3`), when they ask for a reading at all (the
    /// first word is a command, the rest plain letters and digits); nil for anything else, which may be a move. The
    /// page reads them against its board (`init?(_:width:height:)`), so `row 99` is answered there.
    public static func query(_ text: String) -> String? {
        guard let words = TypedText.words(text), let first = words.first, words.count <= 2,
              commands.contains(first), words.dropFirst().allSatisfy({ TypedText.isLetters($0) || TypedText.isDigits($0)
                  || TypedText.looksLikeCell($0) }) else { return nil }
        return (first == "?" ? ["help"] : words).joined(separator: "+")
    }

    static let commands: Set<String> = [
        "board", "row", "column", "col", "around", "status", "words", "last", "help", "?",
    ]

    /// The command as the address carries it and the page repeats it: one spelling each (`row 3`, `around e5`).
    public func text(width: Int) -> String {
        switch self {
        case .board: "board"
        case .row(let row): "row \(row + 1)"
        case .column(let column): "column \(CellName.column(column))"
        case .around(let cell): "around \(CellName.text(cell, width: width))"
        case .status: "status"
        case .words: "words"
        case .last: "last"
        case .help: "help"
        }
    }

    /// The cells the command reads, in reading order; empty for a command that reads no cells.
    public func cells(width: Int, height: Int) -> [Int] {
        switch self {
        case .board: Array(0..<width * height)
        case .row(let row): (0..<width).map { row * width + $0 }
        case .column(let column): (0..<height).map { $0 * width + column }
        case .around(let cell):
            (-1...1).flatMap { dy in (-1...1).compactMap { dx -> Int? in
                let row = cell / width + dy, column = cell % width + dx
                guard dx != 0 || dy != 0, (0..<height).contains(row), (0..<width).contains(column) else { return nil }
                return row * width + column
            } }
        case .status, .words, .last, .help: []
        }
    }
}

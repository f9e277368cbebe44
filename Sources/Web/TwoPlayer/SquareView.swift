/// One square of an X-and-O board as the boards' partials draw it (`tictactoe/board`, `ultimatetictactoe/board`), and
/// a replay's image of it.
struct SquareView: Sendable {
    /// The button's value, its cell's name (`a1`, `CellName`): a text browser shows it beside the square.
    let name: String
    /// "Row 1, column 2, X, part of the winning line": where it is, what is on it, what the page marks on it.
    let label: String
    let classes: String
    /// The piece on it, or nothing.
    let symbol: String
    /// No piece: a text browser shows a dot there (hidden by the stylesheet).
    let free: Bool
    /// The first and last squares of a row: the partials open and close the grid's row there (`role=row`, no box of
    /// its own), so a screen reader moves by row and column and a text browser shows one row a line.
    let rowStart: Bool
    let rowEnd: Bool
    /// Not a move now: the game is over, it is not this visitor's turn, or the rules send the move elsewhere.
    let disabled: Bool
    /// Holds a piece while the game goes on, and a tap there only gets a note: no tab stop.
    let taken: Bool
    let autofocus: Bool
    /// The previous game's piece on this (now empty) square, fading away after "Play again".
    let ghost: String?

    init(name: String, label: String, classes: [String], mark: String?, column: Int, disabled: Bool,
         taken: Bool = false, autofocus: Bool, ghost: String? = nil) {
        self.name = name
        self.label = label
        self.classes = classes.joined(separator: " ")
        symbol = mark ?? ""
        free = mark == nil
        rowStart = column == 0
        rowEnd = column == 2
        self.disabled = disabled
        self.taken = taken
        self.autofocus = autofocus
        self.ghost = ghost
    }
}

extension SquareView: TemplateFields {
    var templateFields: TemplateObject {
        ["name": .init(name), "label": .init(label), "classes": .init(classes), "symbol": .init(symbol),
         "free": .init(free), "rowStart": .init(rowStart), "rowEnd": .init(rowEnd), "disabled": .init(disabled), "taken": .init(taken),
         "autofocus": .init(autofocus), "ghost": .init(ghost)]
    }
}

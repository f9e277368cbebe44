/// One square of an X-and-O board as the boards' partials draw it (`tictactoe/board`, `ultimatetictactoe/board`): a
/// button named by its cell, labelled for screen readers, and for text browsers a dot when free and a line break
/// after the last square of a row (both hidden by the stylesheets).
struct SquareView: Sendable {
    /// The button's value, its cell's name (`a1`, `CellName`): a text browser shows it beside the square.
    let name: String
    let label: String
    let classes: String
    let symbol: String
    let free: Bool
    let rowEnd: Bool
    let disabled: Bool
    /// Holds a piece while the game goes on, and a tap there only gets a note: no tab stop.
    let taken: Bool
    let autofocus: Bool
    /// The previous game's piece on this (now empty) square, fading away after "Play again".
    let ghost: String?

    init(name: String, label: String, classes: [String], mark: String?, rowEnd: Bool, disabled: Bool,
         taken: Bool = false, autofocus: Bool, ghost: String? = nil) {
        self.name = name
        self.label = label
        self.classes = classes.joined(separator: " ")
        symbol = mark ?? ""
        free = mark == nil
        self.rowEnd = rowEnd
        self.disabled = disabled
        self.taken = taken
        self.autofocus = autofocus
        self.ghost = ghost
    }
}

extension SquareView: TemplateFields {
    var templateFields: TemplateObject {
        ["name": .init(name), "label": .init(label), "classes": .init(classes), "symbol": .init(symbol),
         "free": .init(free), "rowEnd": .init(rowEnd), "disabled": .init(disabled), "taken": .init(taken),
         "autofocus": .init(autofocus), "ghost": .init(ghost)]
    }
}

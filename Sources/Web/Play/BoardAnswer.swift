import Games

/// A reading's answer: what was asked, as one spelling (`row 3`), and the lines that answer it.
struct BoardAnswer: Sendable {
    let asked: String
    let lines: [String]

    /// `text`: the query's words (`row 3`, from `row+3`), read against the board they ask about.
    init(_ text: String, _ board: ReadableBoard) {
        guard let reading = BoardReading(text, width: board.width, height: board.height) else {
            asked = String(text.prefix(TypedText.longest))
            lines = [localized("That is no reading of this board. {{help}}", ["help": board.help])]
            return
        }
        asked = reading.text(width: board.width)
        lines = board.answer(reading)
    }
}

extension BoardAnswer: TemplateFields {
    var templateFields: TemplateObject { ["asked": .init(asked), "lines": .init(lines)] }
}

import Games

/// A move typed into the move box: `a1 e5` selects from one letter to the other (either order: a word reads
/// both ways), `a1` taps one letter, as the first or last of a word. Each becomes the form its tap (or drag)
/// posts and goes through `interpret`, so it is exactly the move that tap makes.
extension WordSearchGame {
    /// The form a tap or drag would post for `text`; throws the slip that says why it is no move.
    public func typedFields(_ text: String) throws(WordSearchError) -> FormFields {
        guard let words = TypedText.words(text), (1...2).contains(words.count) else { throw .typedUnclear }
        var cells: [Int] = []
        for word in words {
            guard let cell = TypedText.cell(word, width: width, height: height) else {
                throw TypedText.looksLikeCell(word) ? .outOfRange : .typedUnclear
            }
            cells.append(cell)
        }
        guard cells.count == 2 else { return ["cell": String(cells[0])] }
        return ["from": String(cells[0]), "cell": String(cells[1])]
    }

    /// The move `text` names, read as its tap is (`interpret`).
    public func typedMove(_ text: String) throws(WordSearchError) -> WordSearchMove {
        try interpret(try typedFields(text))
    }
}

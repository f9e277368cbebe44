import Games

/// What a player can do: tap a letter (the first or last of a word), or spend a reveal on a word
/// in the list.
public enum WordSearchMove: Sendable, Equatable {
    case tap(Int)
    case reveal(wordIndex: Int)
}

extension WordSearchGame {
    /// Reads a move from a submitted form: a letter button posts `cell`, a word in the list posts
    /// `reveal` (its index in the list). Ranges are checked when the move is applied.
    public static func parseMove(_ fields: FormFields) throws(WordSearchError) -> WordSearchMove {
        switch (fields["cell"], fields["reveal"]) {
        case (.some, .some):
            throw .badMove("Tap a letter or reveal a word, not both at once.")
        case (.some, nil):
            guard let cell = fields.integer("cell") else { throw .badMove("That letter is not on this board.") }
            return .tap(cell)
        case (nil, .some):
            guard let word = fields.integer("reveal") else { throw .badMove("That word is not in the list.") }
            return .reveal(wordIndex: word)
        case (nil, nil):
            throw .badMove("Tap a letter, or a word in the list to reveal it.")
        }
    }
}

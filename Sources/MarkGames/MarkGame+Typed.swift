import Games

/// A move typed into the move box: a square's name (`b2`), or in Ultimate `b2` in the small board the last move
/// sends to, or a board and a square (`top-left b2`). It becomes the form its tap posts (with the mark to play
/// between two players, as the board's form holds) and goes through `interpret`: exactly the move that tap makes.
extension MarkGame {
    /// The form a tap would post for `text`; throws the slip that says why it is no move.
    public func typedFields(_ text: String) throws(MarkGameError) -> FormFields {
        guard let words = TypedText.words(text), !words.isEmpty, words.count <= 4 else { throw .typedUnclear }
        guard state == .inProgress else { throw .gameNotInProgress }
        var fields = ["cell": CellName.text(try typedSquare(words), width: Board.width)]
        if params.mode == .twoPlayers { fields["mark"] = turn.rawValue }
        return fields
    }

    /// The move `text` names, read as its tap is (`interpret`).
    public func typedMove(_ text: String) throws(MarkGameError) -> Move {
        try interpret(try typedFields(text))
    }

    /// The move `side` typed, between two players on two devices: the square its words name, with `side`'s piece.
    public func typedMove(_ text: String, by side: Mark) throws(MarkGameError) -> Move {
        guard let words = TypedText.words(text), !words.isEmpty, words.count <= 4 else { throw .typedUnclear }
        return .placing(try typedSquare(words), mark: side)
    }

    /// The square one word names on the board (Tic-Tac-Toe's own reading of `typedSquare`).
    public func typedBoardSquare(_ words: [String]) throws(MarkGameError) -> Int {
        guard words.count == 1 else { throw .typedUnclear }
        guard let square = TypedText.cell(words[0], width: Board.width, height: Board.width) else {
            throw TypedText.looksLikeCell(words[0]) ? .outOfRange : .typedUnclear
        }
        return square
    }
}

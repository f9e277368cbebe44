import Games
import TicTacToe

/// What the last move did, in one sentence, the first text of the play area: "You b2, computer a1. Your turn.", or
/// between two players on one device "X b2. O to move." Made from the game as saved and the address the move led to
/// (`?played=`, `?undone`), so a page no move led to says nothing; a reload of that address says it again.
enum TicTacToeSaid {
    /// `note`: the move was a slip, whose note says what happened instead.
    static func sentence(_ game: TicTacToeGame, query: [String: String], note: Bool) -> String? {
        let human = game.params.mode == .vsComputer ? game.params.human : nil
        if MoveFocus.undone(query) { return localized("Move taken back.") + " " + next(game, human: human) }
        guard !note, let square = query[MoveFocus.playedParameter].flatMap(Int.init), Board.positions.contains(square),
              let mark = game.board[square], square != game.lastComputerMove else { return nil }
        let reply = game.lastComputerMove.map(name)
        let played = human == nil ? localized("{{side}} {{move}}.")
            : reply == nil ? localized("You {{move}}.") : localized("You {{move}}, computer {{reply}}.")
        return Placeholders.fill(played, ["side": mark.rawValue, "move": name(square), "reply": reply ?? ""])
            + " " + next(game, human: human)
    }

    /// Whose turn it is, or how the game ended.
    private static func next(_ game: TicTacToeGame, human: Mark?) -> String {
        VersusStatus.line(game, human: human, toMove: localized("{{side}} to move.", ["side": game.turn.rawValue]),
                          yourTurn: localized("Your turn."), reply: nil, draw: localized("It’s a tie."))
    }

    private static func name(_ square: Int) -> String { CellName.text(square, width: 3) }
}

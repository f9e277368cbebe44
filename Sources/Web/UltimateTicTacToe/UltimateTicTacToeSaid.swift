import Games
import UltimateTicTacToe

/// What the last move did, in one sentence first in the play area ("You centre b2, computer top-left a1. Your turn:
/// play in the top-left board."), from the saved game and the address the move led to (`?played=`, `?undone`): a
/// page no move led to says nothing, a reload of that address says it again.
enum UltimateTicTacToeSaid {
    /// `note`: the move was a slip, whose note says what happened instead.
    static func sentence(_ game: UltimateTicTacToeGame, query: [String: String], note: Bool) -> String? {
        let human = game.params.mode == .vsComputer ? game.params.human : nil
        if MoveFocus.undone(query) { return localized("Move taken back.") + " " + next(game, human: human) }
        guard !note, let text = query[MoveFocus.playedParameter],
              let cell = Int(text) ?? CellName.index(text, width: 9, height: 9), Board.cells.contains(cell),
              let mark = game.board[cell], cell != game.lastComputerMove else { return nil }
        let place = UltimateTicTacToePage.shortPlace(ofCell:)
        let reply = game.lastComputerMove.map(place)
        let played = human == nil ? localized("{{side}} {{move}}.")
            : reply == nil ? localized("You {{move}}.") : localized("You {{move}}, computer {{reply}}.")
        return Placeholders.fill(played, ["side": mark.rawValue, "move": place(cell), "reply": reply ?? ""])
            + " " + next(game, human: human)
    }

    /// Whose turn it is and where the next move may go, or how the game ended.
    private static func next(_ game: UltimateTicTacToeGame, human: Mark?) -> String {
        VersusStatus.line(game, human: human, toMove: UltimateTicTacToePage.toMove(game.board, game.turn),
                          yourTurn: UltimateTicTacToePage.yourTurn(game.board), reply: nil,
                          draw: localized("It’s a draw: no line of boards can be won."))
    }
}

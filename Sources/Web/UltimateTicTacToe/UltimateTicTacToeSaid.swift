import Games
import UltimateTicTacToe

/// What the last move did, in one sentence first in the play area ("You centre b2, computer top-left a1. Your turn:
/// play in the top-left board."), from the saved game and the address the move led to (`?played=`, `?undone`): a
/// page no move led to says nothing, a reload of that address says it again.
enum UltimateTicTacToeSaid {
    /// `note`: the move was a slip, whose note says what happened instead.
    static func sentence(_ game: UltimateTicTacToeGame, query: [String: String], note: Bool) -> String? {
        let human = game.params.mode == .vsComputer ? game.params.human : nil
        if MoveFocus.undone(query) { return "Move taken back. \(next(game, human: human))" }
        guard !note, let text = query[MoveFocus.playedParameter],
              let cell = Int(text) ?? CellName.index(text, width: 9, height: 9), Board.cells.contains(cell),
              let mark = game.board[cell], cell != game.lastComputerMove else { return nil }
        let place = UltimateTicTacToePage.shortPlace(ofCell:)
        let played = human == nil ? "\(mark.rawValue) \(place(cell))"
            : "You \(place(cell))" + (game.lastComputerMove.map { ", computer \(place($0))" } ?? "")
        return "\(played). \(next(game, human: human))"
    }

    /// Whose turn it is and where the next move may go, or how the game ended.
    private static func next(_ game: UltimateTicTacToeGame, human: Mark?) -> String {
        let whereTo = UltimateTicTacToePage.whereToPlay(game.board)
        return VersusStatus.line(game, human: human, toMove: "\(game.turn.rawValue) to move: \(whereTo)",
                                 yourTurn: "Your turn: \(whereTo)", reply: nil,
                                 draw: "It’s a draw: no line of boards can be won.")
    }
}

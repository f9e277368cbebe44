import Games
import MarkGames

/// What the move box reads of an X-and-O game, the same for Tic-Tac-Toe and Ultimate: each square "X", "O" or
/// "empty", whose turn, and the result once there is one.
enum MarkReading {
    static func said(_ mark: Mark?) -> String { mark?.rawValue ?? "empty" }

    /// Whose turn (with `where` to play, Ultimate's board), or how the game ended.
    static func status<Core: MarkGame>(_ game: Core, where place: String = "") -> String {
        let params = game.params
        let vsComputer = params.mode == .vsComputer
        if game.outcome.isOver {
            guard let winner = game.winner else { return "A tie: the game is over." }
            guard vsComputer else { return "\(winner.rawValue) wins: the game is over." }
            return winner == params.human ? "You win: the game is over." : "The computer wins: the game is over."
        }
        let turn = vsComputer ? "Your turn: you play \(params.human.rawValue)" : "\(game.turn.rawValue) to play"
        return turn + place + "."
    }

    /// The last move (`placed`, from the game's log, by `mark`) and the computer's reply to it (`reply`): "You b2,
    /// computer a1.", between two players "X b2.".
    static func last<Core: MarkGame>(_ game: Core, placed: String?, by mark: Mark?, reply: String?) -> String {
        guard let placed, let mark else {
            return reply.map { "No move of yours yet: the computer opened \($0)." } ?? "No move yet."
        }
        guard game.params.mode == .vsComputer else { return "Last move: \(mark.rawValue) \(placed)." }
        return "You \(placed)" + (reply.map { ", computer \($0)" } ?? "") + "."
    }
}

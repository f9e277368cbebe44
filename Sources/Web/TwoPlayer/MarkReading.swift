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

    /// The computer's last move, when it is the last one played.
    static func last(_ name: String?, vsComputer: Bool) -> String {
        guard vsComputer else { return "Two players: the board shows every move; type board." }
        return name.map { "The computer last played \($0)." } ?? "The computer has not played since your last move."
    }
}

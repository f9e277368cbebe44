import Games
import MarkGames

/// What the move box reads of an X-and-O game, the same for Tic-Tac-Toe and Ultimate: each square "X", "O" or
/// "empty", whose turn, and the result once there is one.
enum MarkReading {
    static func said(_ mark: Mark?) -> String { mark?.rawValue ?? localized("empty") }

    /// Where the next move may go, as the status says it: Tic-Tac-Toe says nothing; Ultimate names the small board
    /// the last move sends it to, or says any open one will do.
    enum Place {
        case none
        case board(Int)
        case anyBoard
    }

    /// Whose turn (with where to play, Ultimate's board), or how the game ended.
    static func status<Core: MarkGame>(_ game: Core, place: Place = .none) -> String {
        let params = game.params
        let vsComputer = params.mode == .vsComputer
        if game.outcome.isOver {
            guard let winner = game.winner else { return localized("A tie: the game is over.") }
            guard vsComputer else { return localized("{{side}} wins: the game is over.", ["side": winner.rawValue]) }
            return winner == params.human ? localized("You win: the game is over.") : localized("The computer wins: the game is over.")
        }
        if vsComputer {
            let side = params.human.rawValue
            return switch place {
            case .none: localized("Your turn: you play {{side}}.", ["side": side])
            case .board(let board):
                localized("Your turn: you play {{side}}, in the {{board}} board.",
                          ["side": side, "board": SmallBoardNames.spaced(board)])
            case .anyBoard: localized("Your turn: you play {{side}}, in any open board.", ["side": side])
            }
        }
        let side = game.turn.rawValue
        return switch place {
        case .none: localized("{{side}} to play.", ["side": side])
        case .board(let board):
            localized("{{side}} to play, in the {{board}} board.",
                      ["side": side, "board": SmallBoardNames.spaced(board)])
        case .anyBoard: localized("{{side}} to play, in any open board.", ["side": side])
        }
    }

    /// The last move (`placed`, from the game's log, by `mark`) and the computer's reply to it (`reply`): "You b2,
    /// computer a1.", between two players "X b2.".
    static func last<Core: MarkGame>(_ game: Core, placed: String?, by mark: Mark?, reply: String?) -> String {
        guard let placed, let mark else {
            return reply.map { localized("No move of yours yet: the computer opened {{move}}.", ["move": $0]) }
                ?? localized("No move yet.")
        }
        guard game.params.mode == .vsComputer else {
            return localized("Last move: {{side}} {{move}}.", ["side": mark.rawValue, "move": placed])
        }
        return reply.map { localized("You {{move}}, computer {{reply}}.", ["move": placed, "reply": $0]) }
            ?? localized("You {{move}}.", ["move": placed])
    }
}

import MarkGames

/// The words Tic-Tac-Toe's and Ultimate's core (`MarkGames`) says in English, in the language of the page being
/// made: each refusal by its case, each fixed sentence it gives by its English text. The core stays language-free.
extension MarkGameError {
    /// `message`, translated.
    var shownMessage: String {
        switch self {
        case .cellNotEmpty: localized("That square is already taken.")
        case .sentTo(let smallBoard):
            localized("The last move sends this one to the {{board}} small board: play there.",
                      ["board": SmallBoardNames.spaced(smallBoard)])
        case .smallBoardClosed: localized("That small board is already decided: play in one still open.")
        case .xExpected: localized("It is X's turn.")
        case .oExpected: localized("It is O's turn.")
        case .gameNotInProgress: localized("This game is over. Start a new game to play again.")
        case .outOfRange: localized("That square is not on the board.")
        case .badMove(let reason), .badParams(let reason): MarkGameText.shown(reason)
        case .typedUnclear: localized("Type a square (b2), or help.")
        case .typedUnclearBoard:
            localized("Type a square of the board you are sent to (b2), or a board and a square (top-left b2), or help.")
        case .typedBoardMissing: localized("You may play in any open small board: name it too (top-left b2).")
        }
    }
}

enum MarkGameText {
    /// A sentence the core gives as text (a form it could not read, the undo of a won game), translated; one it
    /// does not say today is shown as it came.
    static func shown(_ reason: String) -> String {
        switch reason {
        case "Choose a square to play.": localized("Choose a square to play.")
        case "That square could not be read. Choose a square on the board.":
            localized("That square could not be read. Choose a square on the board.")
        case "A piece is either X or O.": localized("A piece is either X or O.")
        case "The move did not say whose turn it was. Reload the page and try again.":
            localized("The move did not say whose turn it was. Reload the page and try again.")
        case "Choose to play against the computer or with two players.":
            localized("Choose to play against the computer or with two players.")
        case "Choose to play X or O.": localized("Choose to play X or O.")
        // `MarkLevel.choices` of each game's levels.
        case "Choose a level: Easy, Medium or Impossible.": localized("Choose a level: Easy, Medium or Impossible.")
        case "Choose a level: Easy, Medium or Hard.": localized("Choose a level: Easy, Medium or Hard.")
        // `MarkGame.undo`.
        case "This game is won and the win is recorded: it cannot be taken back.":
            localized("This game is won and the win is recorded: it cannot be taken back.")
        default: reason
        }
    }
}

extension Mode {
    /// `title`, translated: the name a player sees when choosing.
    var shownTitle: String {
        switch self {
        case .vsComputer: localized("Against the computer")
        case .twoPlayers: localized("Two players")
        }
    }
}

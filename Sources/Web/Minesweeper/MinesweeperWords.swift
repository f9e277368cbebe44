import Minesweeper

/// The Minesweeper core's words as a page says them, in its language: the core names its levels and says its
/// refusals in English (`MinesweeperLevel.title`, `MinesweeperError.message`), and the site maps each case to its own
/// `localized` text here.
extension MinesweeperLevel {
    /// "Beginner", in the page's language.
    var localizedTitle: String {
        switch self {
        case .beginner: localized("Beginner")
        case .intermediate: localized("Intermediate")
        case .expert: localized("Expert")
        case .custom: localized("Custom")
        }
    }
}

enum MinesweeperWords {
    static func message(_ error: MinesweeperError) -> String {
        switch error {
        case .outOfRange: localized("That cell is not on the board.")
        case .cellIsFlagged: localized("That cell is flagged: remove the flag first.")
        case .alreadyRevealed: localized("That cell is already uncovered.")
        case .gameOver: localized("This game is over: start a new one to play again.")
        case .typedUnclear: localized("Type a cell to uncover it (e5), f e5 to flag it, c e5 to chord, or help.")
        case .typedNoChord: localized("Chord only on a number whose mines are all flagged.")
        case .badMove(let reason): badMove(reason)
        case .badParams(let reason): badParams(reason)
        }
    }

    /// The core's only refusal of undo: a won board.
    static func undoRefusal(_ reason: String) -> String {
        switch reason {
        case "This board is cleared and the win is recorded: it cannot be taken back.":
            localized("This board is cleared and the win is recorded: it cannot be taken back.")
        default: reason
        }
    }

    /// A form that is no move, by the core's sentence for it (`MinesweeperGame.interpret`, `apply`); one this list
    /// does not know stays English.
    private static func badMove(_ reason: String) -> String {
        switch reason {
        case "That cell has no mark to clear.": localized("That cell has no mark to clear.")
        case "Only a flag turns into a question mark.": localized("Only a flag turns into a question mark.")
        case "That move does not name a cell.": localized("That move does not name a cell.")
        case "Choose a cell to uncover or flag.": localized("Choose a cell to uncover or flag.")
        case "A cell can be uncovered or flagged, nothing else.": localized("A cell can be uncovered or flagged, nothing else.")
        default: reason
        }
    }

    /// A board setting refused, by the core's sentence for it (`MinesweeperParams`); its numbers are read back from it.
    private static func badParams(_ reason: String) -> String {
        switch reason {
        case "That board's seed is not a number.": return localized("That board's seed is not a number.")
        case "Choose Beginner, Intermediate, Expert or Custom.":
            return localized("Choose Beginner, Intermediate, Expert or Custom.")
        case "No-guess mode is either on or off.": return localized("No-guess mode is either on or off.")
        case "Give the width as a whole number.": return localized("Give the width as a whole number.")
        case "Give the height as a whole number.": return localized("Give the height as a whole number.")
        case "Give the number of mines as a whole number.": return localized("Give the number of mines as a whole number.")
        default: break
        }
        let numbers = reason.split { !$0.isASCII || !$0.isNumber }.map(String.init)
        if reason.hasPrefix("The width must be from "), numbers.count == 2 {
            return localized("The width must be from {{least}} to {{most}} cells.", ["least": numbers[0], "most": numbers[1]])
        }
        if reason.hasPrefix("The height must be from "), numbers.count == 2 {
            return localized("The height must be from {{least}} to {{most}} cells.", ["least": numbers[0], "most": numbers[1]])
        }
        if reason.hasPrefix("A "), reason.hasSuffix(" mines."), numbers.count == 4 {
            return localized("A {{width}} × {{height}} board takes from {{least}} to {{most}} mines.",
                             ["width": numbers[0], "height": numbers[1], "least": numbers[2], "most": numbers[3]])
        }
        return reason
    }
}

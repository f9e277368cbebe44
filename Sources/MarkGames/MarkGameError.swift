import Games

/// Why a move or a choice of settings was refused in Tic-Tac-Toe or Ultimate Tic-Tac-Toe: the same refusals
/// in the same words, and two more for Ultimate's small boards. Each case reads as one sentence to the player.
public enum MarkGameError: NamedSlips {
    case cellNotEmpty
    /// (Ultimate) The last move sent the player to this small board, and the square is in another.
    case sentTo(smallBoard: Int)
    /// (Ultimate) The square is in a small board already won or drawn.
    case smallBoardClosed
    case xExpected
    case oExpected
    case gameNotInProgress
    case outOfRange
    /// A move form that could not be read; the text says what was wrong.
    case badMove(String)
    /// A settings form that could not be read; the text says what was wrong.
    case badParams(String)

    /// The error for a move by the wrong side, when `expected` was the one to move.
    public static func wrongTurn(expected: Mark) -> MarkGameError {
        expected == .x ? .xExpected : .oExpected
    }

    /// Small boards by their place on the big board, as a player names them.
    public static let smallBoardNames = [
        "top left", "top middle", "top right", "middle left", "centre", "middle right",
        "bottom left", "bottom middle", "bottom right",
    ]

    public var message: String {
        switch self {
        case .cellNotEmpty: "That square is already taken."
        case .sentTo(let smallBoard):
            "The last move sends this one to the \(Self.smallBoardNames[smallBoard]) small board: play there."
        case .smallBoardClosed: "That small board is already decided: play in one still open."
        case .xExpected: "It is X's turn."
        case .oExpected: "It is O's turn."
        case .gameNotInProgress: "This game is over. Start a new game to play again."
        case .outOfRange: "That square is not on the board."
        case .badMove(let reason), .badParams(let reason): reason
        }
    }

    /// The form was unreadable or named a square off the board (today's 400); the rest are rule refusals.
    public var isFormError: Bool {
        switch self {
        case .badMove, .badParams, .outOfRange: true
        case .cellNotEmpty, .sentTo, .smallBoardClosed, .xExpected, .oExpected, .gameNotInProgress: false
        }
    }

    /// A tap on a square taken meanwhile (another tab, a quick second tap): a note, not an error page.
    public static var slips: KeyValuePairs<MarkGameError, String> { [.cellNotEmpty: "taken"] }
}

import Games

/// Why a move or a choice of settings was refused. Each case reads as one sentence to the player.
public enum TicTacToeError: PlayerFacingError, Equatable {
    case cellNotEmpty
    case xExpected
    case oExpected
    case gameNotInProgress
    case outOfRange
    /// A move form that could not be read; the text says what was wrong.
    case badMove(String)
    /// A settings form that could not be read; the text says what was wrong.
    case badParams(String)

    /// The error for a move by the wrong side, when `expected` was the one to move.
    static func wrongTurn(expected: Mark) -> TicTacToeError {
        expected == .x ? .xExpected : .oExpected
    }

    public var message: String {
        switch self {
        case .cellNotEmpty: "That square is already taken."
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
        case .cellNotEmpty, .xExpected, .oExpected, .gameNotInProgress: false
        }
    }

    /// A tap on a square taken meanwhile (another tab, a quick second tap): a note, not an error page.
    public var slip: String? {
        self == .cellNotEmpty ? "taken" : nil
    }

    public static func slip(_ name: String) -> TicTacToeError? {
        name == "taken" ? .cellNotEmpty : nil
    }
}

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
    /// A typed move that is none (`MarkGame.typedFields`): its note says what is accepted.
    case typedUnclear
    /// (Ultimate) A typed move that is none: its note says what Ultimate accepts.
    case typedUnclearBoard
    /// (Ultimate) A square typed without its board when the player may play in any open one.
    case typedBoardMissing

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
        case .typedUnclear: "Type a square (b2), or help."
        case .typedUnclearBoard:
            "Type a square of the board you are sent to (b2), or a board and a square (top-left b2), or help."
        case .typedBoardMissing: "You may play in any open small board: name it too (top-left b2)."
        }
    }

    /// The form was unreadable or named a square off the board (today's 400); the rest are rule refusals.
    public var isFormError: Bool {
        switch self {
        case .badMove, .badParams, .outOfRange, .typedUnclear, .typedUnclearBoard, .typedBoardMissing: true
        case .cellNotEmpty, .sentTo, .smallBoardClosed, .xExpected, .oExpected, .gameNotInProgress: false
        }
    }

    /// A tap on a square taken meanwhile (another tab, a quick second tap): a note, not an error page.
    public static var slips: KeyValuePairs<MarkGameError, String> { [.cellNotEmpty: "taken"] }

    /// A typed move's refusals, said near the board like a slip.
    public static var typedSlips: KeyValuePairs<MarkGameError, String> {
        [.typedUnclear: TypedText.unclear, .typedUnclearBoard: "typed-board", .typedBoardMissing: "no-board",
         .outOfRange: "off-board", .smallBoardClosed: "closed", .gameNotInProgress: "over",
         .sentTo(smallBoard: 0): "sent-0", .sentTo(smallBoard: 1): "sent-1", .sentTo(smallBoard: 2): "sent-2",
         .sentTo(smallBoard: 3): "sent-3", .sentTo(smallBoard: 4): "sent-4", .sentTo(smallBoard: 5): "sent-5",
         .sentTo(smallBoard: 6): "sent-6", .sentTo(smallBoard: 7): "sent-7", .sentTo(smallBoard: 8): "sent-8"]
    }
}

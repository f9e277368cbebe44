import Games

/// Everything a player can get wrong, each with one sentence they can read.
/// A move that fails with one of these changes nothing.
public enum MinesweeperError: NamedSlips {
    case outOfRange
    case cellIsFlagged
    case alreadyRevealed
    case gameOver
    /// A typed move that is none (`MinesweeperGame.typedFields`): its note says what is accepted.
    case typedUnclear
    /// A typed chord on a cell that is no number with its mines all flagged.
    case typedNoChord
    /// A form that does not describe a move; the text says what was wrong.
    case badMove(String)
    /// A board setting that is not allowed; the text says which and why.
    case badParams(String)

    public var message: String {
        switch self {
        case .outOfRange: "That cell is not on the board."
        case .cellIsFlagged: "That cell is flagged: remove the flag first."
        case .alreadyRevealed: "That cell is already uncovered."
        case .gameOver: "This game is over: start a new one to play again."
        case .typedUnclear: "Type a cell to uncover it (e5), f e5 to flag it, c e5 to chord, or help."
        case .typedNoChord: "Chord only on a number whose mines are all flagged."
        case .badMove(let reason): reason
        case .badParams(let reason): reason
        }
    }

    /// The form was unreadable or named a cell off the board (today's 400); the rest are rule refusals.
    public var isFormError: Bool {
        switch self {
        case .badMove, .badParams, .outOfRange, .typedUnclear, .typedNoChord: true
        case .cellIsFlagged, .alreadyRevealed, .gameOver: false
        }
    }

    /// Taps a player makes by mistake on a board they can see: answered with a note, not an error page.
    public static var slips: KeyValuePairs<MinesweeperError, String> {
        [.cellIsFlagged: "flagged", .alreadyRevealed: "uncovered"]
    }

    /// A typed move's refusals, said near the board like a slip.
    public static var typedSlips: KeyValuePairs<MinesweeperError, String> {
        [.typedUnclear: TypedText.unclear, .typedNoChord: "no-chord", .outOfRange: "off-board", .gameOver: "over"]
    }
}

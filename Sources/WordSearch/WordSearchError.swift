import Games

/// Everything a player can get wrong in Word Search, each with one sentence they can read.
/// A move that throws leaves the game exactly as it was.
public enum WordSearchError: NamedSlips {
    /// A cell or word index that is not on this board.
    case outOfRange
    case noRevealsLeft
    /// A reveal of a word that is already found or revealed.
    case alreadyFound
    /// A move after the last word was found.
    case gameOver
    /// A typed move that is none (`WordSearchGame.typedFields`): its note says what is accepted.
    case typedUnclear
    /// Form fields that do not make a move; the text says what was wrong.
    case badMove(String)
    /// Game settings that cannot make a game; the text says which one and why.
    case badParams(String)

    public var message: String {
        switch self {
        case .outOfRange: "That letter or word is not on this board."
        case .noRevealsLeft: "No reveals left."
        case .alreadyFound: "That word is already found."
        case .gameOver: "This game is over. Start a new one to play again."
        case .typedUnclear: "Type the first and last letters of a word (a1 e5), one letter (a1), or help."
        case .badMove(let text), .badParams(let text): text
        }
    }

    /// The form was unreadable or named a letter or word not on the board (today's 400); the rest are rule
    /// refusals.
    public var isFormError: Bool {
        switch self {
        case .badMove, .badParams, .outOfRange, .typedUnclear: true
        case .noRevealsLeft, .alreadyFound, .gameOver: false
        }
    }

    /// Taps a player makes by mistake (a reveal of a word just found, or with none left): a note, not an error page.
    public static var slips: KeyValuePairs<WordSearchError, String> {
        [.alreadyFound: "found", .noRevealsLeft: "no-reveals"]
    }

    /// A typed move's refusals, said near the board like a slip.
    public static var typedSlips: KeyValuePairs<WordSearchError, String> {
        [.typedUnclear: TypedText.unclear, .outOfRange: "off-board", .gameOver: "over"]
    }
}

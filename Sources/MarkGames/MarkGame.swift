import Games

/// A board of a mark game: squares numbered row by row on a square grid, each empty or holding a mark.
public protocol MarkBoard: Sendable, Hashable {
    /// Squares across (and down) the grid the page shows: 3 for Tic-Tac-Toe, 9 for Ultimate.
    static var width: Int { get }
    /// How many pieces of one side are on the board.
    func count(of mark: Mark) -> Int
}

/// A move of a mark game: a piece on a square, with the mark the form posted (nil when it named none).
public protocol MarkMove: GameMove {
    static func placing(_ square: Int, mark: Mark?) -> Self
}

/// Tic-Tac-Toe and Ultimate Tic-Tac-Toe: X and O take turns against the computer or each other, and a line
/// wins. A game says what differs (its board, its levels, its rules in `apply`); the rest is written once here.
public protocol MarkGame: TwoPlayerGame
where Side == Mark, Failure == MarkGameError, Params == MarkParams<Level>, Move: MarkMove {
    associatedtype Level: MarkLevel
    associatedtype Board: MarkBoard

    init(params: Params, seed: UInt64)
    var board: Board { get }
    var state: GameState { get }
    /// The square typed words name (`typedFields`): Tic-Tac-Toe reads one square's name, Ultimate a square of a
    /// small board.
    func typedSquare(_ words: [String]) throws(MarkGameError) -> Int
}

extension MarkGame {
    public func typedSquare(_ words: [String]) throws(MarkGameError) -> Int { try typedBoardSquare(words) }
}

extension MarkGame {
    public static func params(from fields: FormFields) throws(MarkGameError) -> Params {
        try Params.parse(fields)
    }

    /// Reads a move form: `cell` (name or index) is required; `mark` (X or O), if missing, is `apply`'s to judge (the
    /// human's against the computer, refused between two players); `typed` (the move box) is read by `typedMove` as
    /// the tap it names.
    public func interpret(_ fields: FormFields) throws(MarkGameError) -> Move {
        if let typed = fields[TypedText.field] { return try typedMove(typed) }
        guard let cell = fields["cell"], !cell.isEmpty else {
            throw .badMove("Choose a square to play.")
        }
        guard let square = fields.cell("cell", width: Board.width, height: Board.width) else {
            throw .badMove("That square could not be read. Choose a square on the board.")
        }
        guard Self.isOnBoard(square) else { throw .outOfRange }

        guard let markText = fields["mark"], !markText.isEmpty else {
            return .placing(square, mark: nil)
        }
        guard let mark = Mark(rawValue: markText.uppercased()) else {
            throw .badMove("A piece is either X or O.")
        }
        return .placing(square, mark: mark)
    }

    /// Whether a square number is on the board.
    public static func isOnBoard(_ square: Int) -> Bool {
        (0..<Board.width * Board.width).contains(square)
    }

    /// The result seen from the person playing: against the computer, the human's win is `.won` and the
    /// computer's `.lost`; between two players any win is `.won`.
    public var outcome: Outcome {
        switch state {
        case .inProgress: .playing
        case .draw: .draw
        case .won(let mark): params.mode == .twoPlayers || mark == params.human ? .won : .lost
        }
    }

    /// Whether the computer is to move: it replies inside the human's move, so never between moves.
    public var isComputersTurn: Bool {
        params.mode == .vsComputer && state == .inProgress && turn != params.human
    }

    /// From the first piece a person places: against the computer, its opening (when the human plays O) does not
    /// start the clock.
    public var clockStarted: Bool {
        params.mode == .twoPlayers ? moveCount > 0 : board.count(of: params.human) > 0
    }

    /// Two-player games and each computer level are tallied (and ranked) apart.
    public var levelKey: String { params.mode == .twoPlayers ? "two-players" : params.level.rawValue }
}

/// Undo: against the computer it takes back your last move with the computer's reply (one entry, since the
/// computer replies inside that move); between two players, the last move. A lost or drawn game may be taken
/// back and goes on; a won one may not.
extension MarkGame {
    public static var hasUndo: Bool { true }

    public var undo: UndoRule {
        if outcome == .won { return .refused("This game is won and the win is recorded: it cannot be taken back.") }
        // The computer's opening (when you play O) is no move of yours to take back.
        let movesToTakeBack = params.mode == .twoPlayers ? moveCount : board.count(of: params.human)
        return movesToTakeBack > 0 ? .allowed(death: false) : .unavailable
    }
}

/// Between two people, as the site plays it with a friend online: a two-player game on an empty board.
extension MarkGame {
    public static func betweenTwoPlayers() -> Self {
        // No computer, so the seed is never drawn from.
        Self(params: Params(mode: .twoPlayers), seed: 0)
    }

    public var winner: Mark? {
        if case .won(let mark) = state { mark } else { nil }
    }

    /// `cell` names the square (by name or index); the piece is the side's own.
    public func move(from fields: FormFields, by side: Mark) -> Move? {
        fields.cell("cell", width: Board.width, height: Board.width).map { .placing($0, mark: side) }
    }
}

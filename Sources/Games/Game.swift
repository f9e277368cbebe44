/// What a game is, whatever its rules: the one contract every game core fills in, as each puzzle in Simon Tatham's
/// collection fills in one `struct game`; it knows nothing of pages or storage. Deterministic (any randomness comes
/// from the game's own seeded generator), so its params, seed and moves (`Move.text`) replay and audit it.
public protocol Game: Sendable {
    /// What the player chose before the game starts, validated.
    associatedtype Params: Sendable
    /// One thing a player does.
    associatedtype Move: GameMove
    /// Why a setting or a move was refused; each reads as one sentence.
    associatedtype Failure: PlayerFacingError

    /// The params from a setup form: a missing field takes its default, a bad value its own error.
    static func params(from fields: FormFields) throws(Failure) -> Params
    /// The seed a setup form fixes (a board shared by link), or nil for a fresh random one.
    static func seed(from fields: FormFields) throws(Failure) -> UInt64?

    /// A new game.
    init(params: Params, seed: UInt64)
    var params: Params { get }
    var seed: UInt64 { get }

    /// What a submitted form means in the current state: a tap on a cell becomes the move the rules call for
    /// (uncover, chord or flag; place; select), decided here and nowhere else.
    func interpret(_ fields: FormFields) throws(Failure) -> Move
    /// Plays a move. A refused move throws and leaves the game exactly as it was.
    mutating func apply(_ move: Move) throws(Failure)

    var outcome: Outcome { get }
    /// Moves that changed the board (setting toggles are not counted).
    var moveCount: Int { get }
    /// Whether the clock runs: from the first move that counts, or from the start for a game timed that way.
    var clockStarted: Bool { get }
    /// The level the game is tallied and ranked under.
    var levelKey: String { get }

    /// The game as the one text it is stored as, and back; a text that does not describe a game that could
    /// have been played throws.
    var storedForm: String { get }
    init(storedForm: String) throws

    /// Whether this game has undo at all (a found word in Word Search stays found).
    static var hasUndo: Bool { get }
    /// What undo may do now (`UndoRule`); a game without undo is always `.unavailable`.
    var undo: UndoRule { get }

    /// Takes `other`'s interface settings (`GameMove.isSetting`: Minesweeper's flag mode), which are stored with the
    /// game but never logged: a game replayed from its log takes them from the game as stored. None by default.
    mutating func takeSettings(from other: Self)
}

/// A move as it is posted, stored and replayed.
public protocol GameMove: Sendable, Equatable {
    /// A short text (`r37`, `X4`), one per move, so a list of moves can be stored and replayed.
    var text: String { get }
    /// The move `text` wrote; nil for anything else.
    init?(text: String)
    /// Whether this only changes an interface setting (Simon Tatham's `game_ui`, not the game: Minesweeper's flag
    /// mode): stored with the game, but never logged, so undo never takes it back and a replay never shows it
    /// (`Game.takeSettings`). False by default.
    var isSetting: Bool { get }
}

extension GameMove {
    public var isSetting: Bool { false }
}

extension Game {
    public static func seed(from fields: FormFields) throws(Failure) -> UInt64? { nil }
    public mutating func takeSettings(from other: Self) {}

    /// The game its params, seed and moves lead to: how a stored move list is replayed.
    public static func replaying(params: Params, seed: UInt64, moves: [Move]) throws(Failure) -> Self {
        var game = Self(params: params, seed: seed)
        for move in moves { try game.apply(move) }
        return game
    }
}

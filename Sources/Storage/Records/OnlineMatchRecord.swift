/// One match between two sessions as stored (`online_matches`). Sides are seats "X" (the side that opens a round)
/// and "O", whatever the game calls them.
public struct OnlineMatchRecord: Sendable, Equatable {
    /// The link's secret: 128 random bits as 32 hex characters.
    public let token: String
    public var xSession: String?
    public var oSession: String?
    /// The game's slug (`tictactoe`): which core reads `state` and which pages show the match.
    public let game: String
    /// The game core's stored form of this round's game.
    public var state: String
    /// Starts at 1 and grows by one on each save (a move, a join, a resignation, a rematch); a save from an older
    /// version is refused. Also the id of the event that announces it.
    public var version: Int
    /// "playing", the winning side ("X", "O"), or "draw".
    public var result: String
    /// How a round that no line decided ended: "resigned" or "claimed" (the side to move stayed silent); nil otherwise.
    public var ending: String?
    /// 1 for the first game at this link, one more for each rematch.
    public var round: Int
    /// When the side to move got the turn (the last move, or both sides seated): the clock a claim is measured by.
    public var turnStartedAt: Int64
    /// The side that offered a rematch of the finished round ("X" or "O"), until the other side accepts it.
    public var rematchOffer: String?
    public let createdAt: Int64
    public var updatedAt: Int64
    /// The round's last move as the game's log writes it (`GameMove.text`), and the version its save made: while
    /// that is the match's version, the move is the last change. Nil before the round's first move.
    public var lastMove: String?
    public var lastMoveVersion: Int?

    public init(token: String, xSession: String?, oSession: String?, state: String, version: Int, result: String,
                ending: String?, round: Int, turnStartedAt: Int64, createdAt: Int64, updatedAt: Int64,
                game: String, rematchOffer: String? = nil, lastMove: String? = nil, lastMoveVersion: Int? = nil) {
        self.token = token
        self.game = game
        self.xSession = xSession
        self.oSession = oSession
        self.state = state
        self.version = version
        self.result = result
        self.ending = ending
        self.round = round
        self.turnStartedAt = turnStartedAt
        self.rematchOffer = rematchOffer
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.lastMove = lastMove
        self.lastMoveVersion = lastMoveVersion
    }

    static let columns =
        "token, x_session, o_session, state, version, result, ending, round, turn_started_at, created_at, updated_at, rematch_offer, game, last_move, last_move_version"

    init(row: Row) {
        self.init(
            token: row.string("token") ?? "", xSession: row.string("x_session"), oSession: row.string("o_session"),
            state: row.string("state") ?? "", version: row.int("version") ?? 0, result: row.string("result") ?? "",
            ending: row.string("ending"), round: row.int("round") ?? 1, turnStartedAt: row.int64("turn_started_at") ?? 0,
            createdAt: row.int64("created_at") ?? 0, updatedAt: row.int64("updated_at") ?? 0,
            game: row.string("game") ?? "", rematchOffer: row.string("rematch_offer"), lastMove: row.string("last_move"),
            lastMoveVersion: row.int("last_move_version"))
    }
}

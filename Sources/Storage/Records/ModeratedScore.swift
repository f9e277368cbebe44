/// A result as an operator sees it: its name, or the name set aside when it was hidden, and who wrote it.
public struct ModeratedScore: Sendable, Equatable {
    public let id: Int64
    public let board: String
    public let sessionID: String
    public let value: Int64
    /// The public name; nil once hidden.
    public let name: String?
    /// The name an operator set aside (`ModerationStore.hideName`), kept so `unhide` can restore it.
    public let hiddenName: String?
    /// The whole result is off the boards and cannot be named again.
    public let isHidden: Bool
    /// Its session may not name results.
    public let isBanned: Bool
    public let createdAt: Int64
    /// The game it came from (its replay); nil for a session's kept-best row.
    public let gameID: Int64?
    /// Why it is held for its pace (`ScoreStore.hold`), or nil.
    public let held: String?

    static let columns = """
        s.id, s.board, s.session_id, s.value, s.name, s.hidden_name, s.hidden, s.created_at, s.game_id, s.held,
        EXISTS (SELECT 1 FROM naming_bans b WHERE b.session_id = s.session_id) AS banned
        """

    init(row: Row) {
        id = row.int64("id") ?? 0
        board = row.string("board") ?? ""
        sessionID = row.string("session_id") ?? ""
        value = row.int64("value") ?? 0
        name = row.string("name").map(NameLimits.bounded)
        hiddenName = row.string("hidden_name").map(NameLimits.bounded)
        isHidden = row.int("hidden") == 1
        isBanned = row.int("banned") == 1
        createdAt = row.int64("created_at") ?? 0
        gameID = row.int64("game_id")
        held = row.string("held")
    }
}

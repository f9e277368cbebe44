/// One result on a board. Rows without a name are stored but not shown publicly.
public struct ScoreEntry: Sendable, Equatable {
    public let id: Int64
    public let sessionID: String
    /// The game it came from; nil for a session's kept-best row (`ScoreStore.recordBest`).
    public let gameID: Int64?
    public let value: Int64
    public let penalty: Int
    /// A figure shown beside the value (for example 3BV/s); not used for ranking.
    public let detail: Double?
    public let name: String?
    public let createdAt: Int64

    public init(
        id: Int64, sessionID: String, gameID: Int64?, value: Int64, penalty: Int, detail: Double?, name: String?,
        createdAt: Int64
    ) {
        self.id = id
        self.sessionID = sessionID
        self.gameID = gameID
        self.value = value
        self.penalty = penalty
        self.detail = detail
        self.name = name
        self.createdAt = createdAt
    }

    static let columns = "id, session_id, game_id, value, penalty, detail, name, created_at"

    init(row: Row) {
        self.init(
            id: row.int64("id") ?? 0, sessionID: row.string("session_id") ?? "", gameID: row.int64("game_id"),
            value: row.int64("value") ?? 0, penalty: row.int("penalty") ?? 0, detail: row.double("detail"),
            name: row.string("name").map(NameLimits.bounded), createdAt: row.int64("created_at") ?? 0)
    }
}

/// One game as stored: the game core's state as opaque JSON text, plus what the app tracks around it.
public struct GameRecord: Sendable, Equatable {
    public let id: Int64
    public let sessionID: String
    public let kind: String
    public let level: String
    /// JSON text of the game core.
    public var state: String
    /// Starts at 1 and grows by one on each save; a save from an older version is refused.
    public var version: Int
    /// "playing", "won", "lost" or "draw".
    public var outcome: String
    public var moves: Int
    public let createdAt: Int64
    public var startedAt: Int64?
    public var finishedAt: Int64?
    public var updatedAt: Int64
    /// Times undo was used in this game; a game with any ranks on no board.
    public var undos: Int
    /// Undone moves that had lost the game (Minesweeper's undo after a mine).
    public var deaths: Int
    /// The UTC day (YYYY-MM-DD) of the daily board this game is, or nil.
    public let daily: String?
    /// A daily board played unranked (a past day's, or after the ranked attempt).
    public let practice: Bool

    public init(
        id: Int64, sessionID: String, kind: String, level: String, state: String, version: Int, outcome: String,
        moves: Int, createdAt: Int64, startedAt: Int64?, finishedAt: Int64?, updatedAt: Int64,
        undos: Int = 0, deaths: Int = 0, daily: String? = nil, practice: Bool = false
    ) {
        self.id = id
        self.sessionID = sessionID
        self.kind = kind
        self.level = level
        self.state = state
        self.version = version
        self.outcome = outcome
        self.moves = moves
        self.createdAt = createdAt
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.updatedAt = updatedAt
        self.undos = undos
        self.deaths = deaths
        self.daily = daily
        self.practice = practice
    }

    /// Whether this game may rank: no undo used, and not a daily board played as practice.
    public var mayRank: Bool { undos == 0 && !practice }

    static let columns =
        "id, session_id, kind, level, state, version, outcome, moves, created_at, started_at, finished_at, updated_at, undos, deaths, daily, practice"

    init(row: Row) {
        self.init(
            id: row.int64("id") ?? 0, sessionID: row.string("session_id") ?? "", kind: row.string("kind") ?? "",
            level: row.string("level") ?? "", state: row.string("state") ?? "", version: row.int("version") ?? 0,
            outcome: row.string("outcome") ?? "", moves: row.int("moves") ?? 0, createdAt: row.int64("created_at") ?? 0,
            startedAt: row.int64("started_at"), finishedAt: row.int64("finished_at"),
            updatedAt: row.int64("updated_at") ?? 0, undos: row.int("undos") ?? 0, deaths: row.int("deaths") ?? 0,
            daily: row.string("daily"), practice: (row.int("practice") ?? 0) != 0)
    }
}

/// What one clean-up step deleted: sessions, and the games that went with them (or alone, when pruned).
public struct RemovedRows: Sendable, Equatable {
    public var sessions: Int
    public var games: Int

    public init(sessions: Int = 0, games: Int = 0) {
        self.sessions = sessions
        self.games = games
    }

    public static func + (lhs: RemovedRows, rhs: RemovedRows) -> RemovedRows {
        RemovedRows(sessions: lhs.sessions + rhs.sessions, games: lhs.games + rhs.games)
    }

    public static func += (lhs: inout RemovedRows, rhs: RemovedRows) {
        lhs = lhs + rhs
    }
}

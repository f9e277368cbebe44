import Storage

/// A moderated result in words, as `/admin` and `minigames moderate list` show it.
extension ModeratedScore {
    /// "Minesweeper Expert", or the stored key for a board this build does not know.
    public var boardTitle: String {
        LeaderboardBoard.find(key: board).map { "\($0.gameTitle) \($0.title)" } ?? board
    }

    /// "12.3 s", "5 wins"; the raw value for an unknown board.
    public var valueText: String {
        LeaderboardBoard.find(key: board)?.format(value) ?? String(value)
    }

    public var day: String { ISODay.format(createdAt) }

    /// The replay of the game the result came from (today's daily board's opens to its own session only until the
    /// day is over); nil for a session's kept-best row.
    var replayHref: String? {
        guard let gameID, let slug = board.split(separator: "/").first else { return nil }
        return "/\(slug)/replay/\(gameID)"
    }
}

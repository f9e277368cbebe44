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
}

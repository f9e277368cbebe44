import Storage

/// The column a game's boards show beside the result: its title, and the figure for each row.
struct LeaderboardDetail: Sendable {
    let title: String
    let value: @Sendable (ScoreEntry) -> String
}

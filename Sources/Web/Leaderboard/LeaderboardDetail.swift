import Storage

/// The column a game's boards show beside the result: its title, and the figure for each row.
struct LeaderboardDetail: Sendable {
    private let titleText: @Sendable () -> String
    let value: @Sendable (ScoreEntry) -> String

    /// `title` is read again for each page, in its language (a `localized` literal in the registry line).
    init(title: @autoclosure @escaping @Sendable () -> String, value: @escaping @Sendable (ScoreEntry) -> String) {
        titleText = title
        self.value = value
    }

    var title: String { titleText() }
}

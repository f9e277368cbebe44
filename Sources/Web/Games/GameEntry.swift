import HTTP
import Storage

/// One game as the site lists it: the title screen, the navigation, the leaderboard and the manifest read these,
/// and `register` adds its routes (`/<slug>`, `/<slug>/new`, `/<slug>/move`).
struct GameEntry: Sendable {
    /// The URL segment, the stored `kind` of its games and the prefix of its leaderboard keys.
    let slug: String
    let title: String
    let subtitle: String
    let stylesheet: String
    /// Its public boards, in the order the leaderboard shows them.
    let boards: [LeaderboardBoard]
    /// The column a board shows beside the result (3BV/s, reveals), if any.
    let detail: LeaderboardDetail?
    /// A sentence under each of its boards.
    let boardNote: String?
    /// The levels with a daily board (`GamePages.dailyLevels`).
    let dailyLevels: [String]
    let register: @Sendable (App, inout Router) -> Void
    /// Why a stored game does not replay from its params, seed and log to its stored state; nil when it does
    /// (`GamePages.replayMismatch`).
    let replayMismatch: @Sendable (_ record: GameRecord, _ log: [String]) -> String?

    /// `boards` lists each public board's level key, title and measure.
    init<Pages: GamePages>(_ pages: Pages.Type, slug: String, title: String, subtitle: String,
                           boards: [(level: String, title: String, measure: LeaderboardBoard.Measure)],
                           detail: LeaderboardDetail? = nil, boardNote: String? = nil) {
        self.slug = slug
        self.title = title
        self.subtitle = subtitle
        stylesheet = "\(slug).css"
        self.boards = boards.map {
            LeaderboardBoard(game: slug, gameTitle: title, level: $0.level, title: $0.title, measure: $0.measure)
        }
        self.detail = detail
        self.boardNote = boardNote
        dailyLevels = Pages.dailyLevels
        register = { app, router in GameController<Pages>(app: app).register(&router) }
        replayMismatch = Pages.replayMismatch
    }

    var href: String { "/\(slug)" }

    /// The board of that level, if the game ranks it.
    func board(_ level: String) -> LeaderboardBoard? {
        boards.first { $0.level == level }
    }
}

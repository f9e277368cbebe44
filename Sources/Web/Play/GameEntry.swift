import HTTP
import Storage

/// One game as the site lists it: the title screen, the navigation, the leaderboard and the manifest read these,
/// and `register` adds its routes (`/<slug>`, `/<slug>/new`, `/<slug>/move`).
struct GameEntry: Sendable {
    /// The URL segment, the stored `kind` of its games and the prefix of its leaderboard keys.
    let slug: String
    /// The title, short title, subtitle and board note are made when read, in the language of the page being made
    /// (`localized` in the registry line); what is kept at start (a board's `gameTitle` and `title`) is English.
    private let titleText: @Sendable () -> String
    private let shortTitleText: @Sendable () -> String
    private let subtitleText: @Sendable () -> String
    private let boardNoteText: @Sendable () -> String?
    private let boardTitles: [String: @Sendable () -> String]
    var title: String { titleText() }
    /// What a phone's menu shows, where the full titles do not fit on one line (the full title stays the link's name).
    var shortTitle: String { shortTitleText() }
    var subtitle: String { subtitleText() }
    let stylesheet: String
    /// Its public boards, in the order the leaderboard shows them.
    let boards: [LeaderboardBoard]
    /// The column a board shows beside the result (3BV/s, reveals), if any.
    let detail: LeaderboardDetail?
    /// A sentence under each of its boards.
    var boardNote: String? { boardNoteText() }
    /// The levels with a daily board (`GamePages.dailyLevels`).
    let dailyLevels: [String]
    /// How many of its games a session keeps (`Housekeeping`): as many as its page and boards read back.
    let gamesKept: Int
    let register: @Sendable (App, inout Router) -> Void
    /// Where the title screen and the menu send a player: the game's address, or, for a game whose new game opens
    /// scrolled to a fragment (`GamePages.startFocus`), that address, so the first move's page lands where it is.
    let landing: String
    /// How two people play it with a friend by link (`OnlinePlay`), or nil when it is not played online.
    let online: OnlinePlay?
    /// Why a stored game does not replay from its params, seed and log to its stored state; nil when it does
    /// (`GamePages.replayMismatch`).
    let replayMismatch: @Sendable (_ record: GameRecord, _ log: [String]) -> String?

    /// `title`, `shortTitle`, `subtitle`, `boardNote` and each board's `title` are read again for every page, in its
    /// language: `localized("…")` of a literal. `boards` lists each public board's level key, title and measure.
    /// `gamesKept`: no page reads a past game of most games (a score keeps its own copy), so a few dozen are plenty
    /// and bound a session's storage.
    init<Pages: GamePages>(_ pages: Pages.Type, slug: String, title: @autoclosure @escaping @Sendable () -> String,
                           shortTitle: @autoclosure @escaping @Sendable () -> String? = nil,
                           subtitle: @autoclosure @escaping @Sendable () -> String,
                           boards: [(level: String, title: @Sendable () -> String, measure: LeaderboardBoard.Measure)],
                           detail: LeaderboardDetail? = nil,
                           boardNote: @autoclosure @escaping @Sendable () -> String? = nil, gamesKept: Int = 50,
                           online: OnlinePlay? = nil) {
        self.slug = slug
        titleText = title
        shortTitleText = { shortTitle() ?? title() }
        subtitleText = subtitle
        boardNoteText = boardNote
        stylesheet = "\(slug).css"
        // Kept English whatever the language of the request that first reads the registry.
        self.boards = Language.$picked.withValue(.en) {
            boards.map {
                LeaderboardBoard(game: slug, gameTitle: title(), level: $0.level, title: $0.title(), measure: $0.measure)
            }
        }
        boardTitles = Dictionary(boards.map { ($0.level, $0.title) }, uniquingKeysWith: { first, _ in first })
        self.detail = detail
        dailyLevels = Pages.dailyLevels
        self.gamesKept = gamesKept
        register = { app, router in GameController<Pages>(app: app).register(&router) }
        landing = Pages.startFocus.fragment.isEmpty ? "/\(slug)" : Pages.startFocus.address("/\(slug)")
        replayMismatch = Pages.replayMismatch
        self.online = online
    }

    var href: String { "/\(slug)" }

    /// The title of its board of that level in the language of the page being made (a board keeps its English one).
    func boardTitle(_ level: String) -> String? {
        boardTitles[level]?()
    }

    /// The board of that level, if the game ranks it.
    func board(_ level: String) -> LeaderboardBoard? {
        boards.first { $0.level == level }
    }
}
